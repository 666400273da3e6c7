// The player's odds format (issue 4: six formats). The server renders the first paint in it from
// the `coef_view` cookie (decision 0005); a switch shows at once everywhere (no reload) and is
// remembered in the cookie and in AppStorage's `coefficientFormat` preference (spec §3), and on a
// signed-in player's account (decision 0041), whose saved format wins when a page loads.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatOdds, oddsFormatIds, type OddsFormat } from '@stavka/domain/odds/formats';
import { intlLocale } from '@stavka/i18n/format';
import { useSaveSetting } from '../../shared/player-settings';
import { getAppStorage } from '../../shared/storage/app-storage';
import { writeCoefViewCookie } from '../../shared/storage/app-cookies';
import { writePreference } from '../../shared/storage/preferences';

interface OddsFormatState {
  readonly format: OddsFormat;
  readonly setFormat: (format: OddsFormat) => void;
}

const OddsFormatContext = createContext<OddsFormatState>({ format: 'decimal', setFormat: () => undefined });

export function OddsFormatProvider({ initial, children }: { initial: OddsFormat; children: ReactNode }) {
  const [format, setState] = useState<OddsFormat>(initial);
  // A new first-paint format from the server (another language's default, another tab's choice).
  const [base, setBase] = useState<OddsFormat>(initial);
  if (base !== initial) {
    setBase(initial);
    setState(initial);
  }
  const saveSetting = useSaveSetting();
  const setFormat = useCallback(
    (next: OddsFormat) => {
      setState(next);
      writeCoefViewCookie(oddsFormatIds[next]);
      writePreference(getAppStorage(), 'coefficientFormat', oddsFormatIds[next]);
      // A signed-in player's format is their account's (decision 0041), so other devices show it too.
      void saveSetting('coef_view', oddsFormatIds[next]);
    },
    [saveSetting],
  );
  const value = useMemo(() => ({ format, setFormat }), [format, setFormat]);
  return <OddsFormatContext value={value}>{children}</OddsFormatContext>;
}

export function useOddsFormat(): OddsFormat {
  return useContext(OddsFormatContext).format;
}

export function useSetOddsFormat(): (format: OddsFormat) => void {
  return useContext(OddsFormatContext).setFormat;
}

/** A price in thousandths as the player reads it: their format, the page language's digits. */
export function oddsText(thousandths: number, format: OddsFormat, lang: string): string {
  // A price of 1.000 or less pays nothing back and is never offered; show a dash, not a crash.
  return thousandths > 1000 ? formatOdds(thousandths, format, intlLocale(lang)) : '—';
}
