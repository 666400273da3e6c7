// Sending an SMS code and sending it again after the wait the server names (issue 3: codes are
// rate-limited), with the note of where it went and, on a development site, the outbox link.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';
import { DevOutboxLink } from './dev-outbox-link';
import styles from './identity.module.css';
import { useCountdown } from './use-countdown';

export interface CodeSent {
  /** Digits of the phone the code went to. */
  readonly to: string;
  readonly resendAfterSeconds: number;
}

export interface CodeSending {
  readonly sentTo: string | null;
  readonly secondsLeft: number;
  readonly busy: boolean;
  /** Runs one send; `send` resolves with where the code went, or null when it did not go. */
  run(send: () => Promise<CodeSent | null>): Promise<void>;
}

export function useCodeSending(): CodeSending {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  return {
    sentTo,
    secondsLeft: countdown.secondsLeft,
    busy,
    run: async (send) => {
      setBusy(true);
      try {
        const sent = await send();
        if (sent) {
          setSentTo(sent.to);
          countdown.start(sent.resendAfterSeconds);
        }
      } finally {
        setBusy(false);
      }
    },
  };
}

/** "Get a code", then "Send again" once the wait is over; the wait is said, not only shown. */
export function SendCodeButton({ sending, onClick }: { sending: CodeSending; onClick: () => void }) {
  const { t } = useTranslation();
  const waiting = sending.secondsLeft > 0;
  return (
    <Button variant="secondary" loading={sending.busy} disabled={waiting} onClick={onClick}>
      {sending.sentTo === null ? t('identity_send_code') : t('identity_resend_code')}
      {waiting && ` (${sending.secondsLeft})`}
    </Button>
  );
}

/** Where the code went, the resend wait in words, and the development outbox. */
export function CodeSentNote({ sending, lang, text }: { sending: CodeSending; lang: string; text?: string }) {
  const { t } = useTranslation();
  if (sending.sentTo === null) return null;
  return (
    <>
      <p className={styles.note} role="status">
        {text ?? t('identity_code_sent', { phone: sending.sentTo })}
      </p>
      {/* Outside the live region: a wait ticking every second must not be read out each time. */}
      {sending.secondsLeft > 0 && <p className={styles.note}>{t('delivery_resend_after', { seconds: sending.secondsLeft })}</p>}
      <DevOutboxLink to={sending.sentTo} lang={lang} />
    </>
  );
}
