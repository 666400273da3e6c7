// The message to support (a new request, or what support asked for): a multi-line field with its
// bounds, its hint, and its error announced and tied to it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_REQUEST_MESSAGE_MAX } from '@stavka/contract/payment-consultant';
import styles from './consultant.module.css';

export function MessageField({ value, onChange, error, label }: { value: string; onChange: (text: string) => void; error: string | null; label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        className={styles.textarea}
        value={value}
        maxLength={PAYMENT_REQUEST_MESSAGE_MAX}
        rows={6}
        aria-invalid={error !== null || undefined}
        aria-describedby={error === null ? hintId : `${errorId} ${hintId}`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== null && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p id={hintId} className={styles.hint}>
        {t('consultant_message_hint', { max: PAYMENT_REQUEST_MESSAGE_MAX })}
      </p>
    </div>
  );
}
