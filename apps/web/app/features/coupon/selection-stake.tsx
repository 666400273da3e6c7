import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StakeProblem } from './slip-money';
import { normalizeStakeInput } from './slip-money';
import styles from './slip-form.module.css';

/**
 * Several singles: one selection's own stake (issue 12 "per-selection stakes"); empty, it takes the
 * common stake, shown as the placeholder. What stops it is said under it.
 */
export function SelectionStake({
  outcome,
  value,
  common,
  currency,
  scale,
  problem,
  onChange,
}: {
  outcome: string;
  value: string;
  common: string;
  currency: string;
  scale: number;
  problem: StakeProblem | 'stake_invalid' | undefined;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = problem === undefined ? null : problem === 'stake_invalid' ? t('bet_stake_invalid') : problem === 'below_min' ? t('bet_refusal_stake_below_min') : t('bet_refusal_stake_above_max');
  return (
    <div className={styles.selectionStake}>
      <input
        id={id}
        className={styles.selectionStakeInput}
        inputMode={scale > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-label={t('bet_selection_stake', { outcome, currency })}
        placeholder={common}
        value={value}
        onChange={(event) => onChange(normalizeStakeInput(event.target.value, scale))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
