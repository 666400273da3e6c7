import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromMinorUnits, toMinorUnits } from '@stavka/domain/money';
import { formatMoney } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { normalizeStakeInput } from './slip-money';
import styles from './slip-form.module.css';

export interface StakeFieldProps {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly currency: string;
  readonly scale: number;
  readonly presets: readonly string[];
  /** "Max" sets this stake (minor units); null hides the button. */
  readonly most: bigint | null;
  readonly money: (minor: bigint) => string;
  readonly hint: string | null;
  readonly error: string | null;
  readonly label?: string;
  readonly presetsLabel?: string;
}

/**
 * The stake (UX.md "stake input with quick presets and 'max'"): the player's text kept as typed (a
 * comma is a point too, decimals cut to the currency's), the brand's presets and "max" as one-press
 * choices, the limits as the hint and what stops the stake as the error.
 */
export function StakeField({ value, onChange, currency, scale, presets, most, money, hint, error, label, presetsLabel }: StakeFieldProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const id = useId();
  const described = [hint && !error ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const mostText = most !== null && most > 0n ? fromMinorUnits(most, scale) : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t('bet_stake_in', { currency })}
      </label>
      <input
        id={id}
        name="stake"
        className={styles.stakeInput}
        inputMode={scale > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(normalizeStakeInput(event.target.value, scale))}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {(presets.length > 0 || mostText !== null) && (
        <div className={styles.presets} role="group" aria-label={presetsLabel ?? t('bet_stake_presets')}>
          {presets.map((preset) => (
            <Button key={preset} size="s" variant={preset === value ? 'primary' : 'secondary'} aria-pressed={preset === value} onClick={() => onChange(preset)}>
              {formatMoney(toMinorUnits(preset, scale), { code: currency, scale }, site.lang, { trimZeros: true })}
            </Button>
          ))}
          {mostText !== null && (
            <Button size="s" variant={mostText === value ? 'primary' : 'secondary'} aria-pressed={mostText === value} aria-label={t('bet_stake_max_label', { amount: money(most ?? 0n) })} onClick={() => onChange(mostText)}>
              {t('bet_stake_max')}
            </Button>
          )}
        </div>
      )}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
