// The amount of a payment: the player's text kept as typed (spec §5 numeric input: a comma is a
// decimal point too, decimals cut to the currency's), the brand's presets as one-press choices, the
// method's bounds as the hint, and the server's or the estimate's problem as the error.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { cx } from '../../shared/ui/class-names';
import { formatExact, normalizeAmountInput } from './money';
import styles from './wallet.module.css';

export interface AmountFieldProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly currency: string;
  readonly scale: number;
  readonly presets?: readonly string[];
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly label?: string;
}

export function AmountField({ value, onChange, currency, scale, presets = [], hint, error, label }: AmountFieldProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('wallet_amount_in', { currency })}
      </label>
      <input
        id={id}
        name="amount"
        className={cx(styles.input, styles.amountInput)}
        inputMode={scale > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(normalizeAmountInput(event.target.value, scale))}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {presets.length > 0 && (
        <div className={styles.actions} role="group" aria-label={t('wallet_amount_presets')}>
          {presets.map((preset) => (
            <Button
              key={preset}
              size="s"
              variant={preset === value ? 'primary' : 'secondary'}
              aria-pressed={preset === value}
              onClick={() => onChange(preset)}
            >
              {formatExact(preset, currency, scale, site.lang, { trimZeros: true })}
            </Button>
          ))}
        </div>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
