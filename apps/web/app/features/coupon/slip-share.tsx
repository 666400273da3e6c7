import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { useSharedSlips } from './coupon-context';
import type { CouponBody } from './coupon-request';
import { SLIP_CODE_PARAM } from './shared-slip';
import { loadStateText, shareStateText } from './shared-slip-texts';
import styles from './slip-extras.module.css';

/** The link that loads a shared slip: the line's home page of the site the player is on. */
export function sharedSlipLink(origin: string, lng: string, code: string): string {
  return `${origin}${href('bettingHome', { lng, mode: 'line' })}?${SLIP_CODE_PARAM}=${encodeURIComponent(code)}`;
}

/**
 * "Share" (issue 12): the slip saved for a week, its code and a link to copy; anyone who opens the
 * link, or types the code in their slip, gets the same selections.
 */
export function ShareSlip({ body }: { body: CouponBody }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { state, shared } = useSharedSlips();
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const share = state.share;
  const problem = shareStateText(t, share);
  const link = share.phase === 'saved' ? sharedSlipLink(window.location.origin, site.lang, share.code) : null;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard here (an old browser, a page without permission): the field is selected to copy by hand.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className={styles.share}>
      {share.phase !== 'saved' && (
        <Button
          size="s"
          variant="ghost"
          loading={share.phase === 'saving'}
          onClick={() => {
            setCopied(false);
            void shared.share(body);
          }}
        >
          {t('slip_share')}
        </Button>
      )}
      <div role="status" className={styles.shareStatus}>
        {problem && <p className={styles.problem}>{problem}</p>}
        {link !== null && share.phase === 'saved' && (
          <div className={styles.shareBox} data-testid="shared-slip">
            <p className={styles.shareCode}>
              {t('slip_share_code')} <strong data-slip-code="">{share.code}</strong>
            </p>
            <label htmlFor={linkId} className={styles.label}>
              {t('slip_share_link')}
            </label>
            <input id={linkId} className={styles.input} readOnly value={link} onFocus={(event) => event.target.select()} />
            <div className={styles.row}>
              <Button size="s" variant="secondary" onClick={() => void copy(link)}>
                {t('slip_share_copy_link')}
              </Button>
              <Button size="s" variant="ghost" onClick={() => void copy(share.code)}>
                {t('slip_share_copy_code')}
              </Button>
            </div>
            {copied && <p className={styles.hint}>{t('slip_share_copied')}</p>}
            <p className={styles.hint}>{t('slip_share_hint')}</p>
          </div>
        )}
      </div>
    </div>
  );
}

/** A shared slip by its code: it becomes the slip, with word of what was left out. */
export function LoadSlipForm() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { state, shared } = useSharedSlips();
  const [code, setCode] = useState('');
  const fieldId = useId();
  const text = loadStateText(t, state.load);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void shared.load(code, site.lang).then((next) => {
      if (next.phase === 'loaded') setCode('');
    });
  };
  return (
    <details className={styles.loadSlip} open={state.load.phase !== 'idle' || undefined}>
      <summary>{t('slip_load_title')}</summary>
      <form className={styles.row} onSubmit={submit}>
        <label htmlFor={fieldId} className={styles.label}>
          {t('slip_load_code')}
        </label>
        <input
          id={fieldId}
          className={styles.input}
          value={code}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
        />
        <Button type="submit" size="s" variant="secondary" loading={state.load.phase === 'loading'} disabled={code.length === 0}>
          {t('slip_load_submit')}
        </Button>
      </form>
      <p role="status" className={state.load.phase === 'refused' || state.load.phase === 'unanswered' ? styles.problem : styles.hint} data-slip-load={state.load.phase}>
        {text ?? ''}
      </p>
    </details>
  );
}
