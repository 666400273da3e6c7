// Where a withdrawal is paid to: the one field the method asks for (a card number, an IBAN or a
// wallet), with the keyboard and autofill that suit it. The server checks and masks it.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import type { OfferedMethodRecord } from '@stavka/contract/payments';
import styles from './wallet.module.css';

export type PayoutField = Exclude<OfferedMethodRecord['payoutField'], 'none'>;

const fieldLooks: Readonly<
  Record<PayoutField, { label: MessageKey; hint: MessageKey; inputMode: 'numeric' | 'text'; autoComplete: string }>
> = {
  card: { label: 'wallet_payout_card', hint: 'wallet_payout_card_hint', inputMode: 'numeric', autoComplete: 'cc-number' },
  iban: { label: 'wallet_payout_iban', hint: 'wallet_payout_iban_hint', inputMode: 'text', autoComplete: 'off' },
  wallet: { label: 'wallet_payout_wallet', hint: 'wallet_payout_wallet_hint', inputMode: 'text', autoComplete: 'off' },
};

export function PayoutFieldInput({
  field,
  value,
  onChange,
  error,
}: {
  field: PayoutField;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const look = fieldLooks[field];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(look.label)}
      </label>
      <input
        id={id}
        name={field}
        className={styles.input}
        inputMode={look.inputMode}
        autoComplete={look.autoComplete}
        autoCapitalize={field === 'iban' ? 'characters' : 'off'}
        spellCheck={false}
        maxLength={80}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      {error ? (
        <p id={`${id}-note`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className={styles.hint}>
          {t(look.hint)}
        </p>
      )}
    </div>
  );
}
