// A shared slip's link (`?coupon=<code>` on any page): the slip it names is read back and becomes the
// player's slip, told in a toast — the slip may be behind a button on a phone. The parameter leaves
// the address at once, so a reload or the back button does not load it again over later changes.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SLIP_CODE_PARAM, type SharedSlips } from './shared-slip';
import { loadStateText } from './shared-slip-texts';

export function useSharedSlipLink(shared: SharedSlips, lang: string, announce: (text: string) => void): void {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(location.search).get(SLIP_CODE_PARAM);
  useEffect(() => {
    if (code === null) return;
    const rest = new URLSearchParams(location.search);
    rest.delete(SLIP_CODE_PARAM);
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash }, { replace: true, preventScrollReset: true });
    void shared.load(code, lang).then((state) => {
      const text = loadStateText(t, state);
      if (text !== null) announce(text);
    });
    // Only a new code in the address loads a slip; the rest of the location is read with it.
  }, [code]);
}
