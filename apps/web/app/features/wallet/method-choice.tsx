// Payment methods as choices (issue 11 "methods as choices: name, kind icon, limits, fee"): one
// radio group, each method a card with its name, its kind's icon, its bounds in the account's
// currency and what it costs.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferedMethodRecord } from '@stavka/contract/payments';
import { compareDecimals } from '@stavka/domain/money';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import type { IconName } from '../../shared/ui/icon-names';
import { useRootData } from '../../shared/root-data';
import { formatExact, toMinor } from './money';
import styles from './method-choice.module.css';

const kindIcons: Readonly<Record<OfferedMethodRecord['kind'], IconName>> = {
  card: 'card',
  bank: 'bank',
  ewallet: 'wallet',
  crypto: 'crypto',
  cash: 'cash',
};

export interface MethodChoiceProps {
  readonly methods: readonly OfferedMethodRecord[];
  readonly selected: string | undefined;
  readonly onSelect: (methodId: string) => void;
  readonly currency: string;
  readonly scale: number;
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly error?: string | undefined;
}

export function MethodChoice({ methods, selected, onSelect, currency, scale, name, error }: MethodChoiceProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('wallet_method')}</legend>
      <div className={styles.choices}>
        {methods.map((method) => (
          <label key={method.id} className={cx(styles.choice, method.id === selected && styles.chosen)}>
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={method.id === selected}
              onChange={() => onSelect(method.id)}
              className={styles.radio}
            />
            <Icon name={kindIcons[method.kind]} size="l" className={styles.kind} />
            <span className={styles.text}>
              <span className={styles.name}>{method.name}</span>
              <span className={styles.terms}>
                <Limits method={method} currency={currency} scale={scale} /> · <Fee method={method} currency={currency} scale={scale} />
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Limits({ method, currency, scale }: { method: OfferedMethodRecord; currency: string; scale: number }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const money = (text: string) => formatExact(text, currency, scale, site.lang, { trimZeros: true });
  if (method.min !== null && method.max !== null)
    return <>{t('wallet_limits_between', { min: money(method.min), max: money(method.max) })}</>;
  return <>{t('wallet_limits_none')}</>;
}

function Fee({ method, currency, scale }: { method: OfferedMethodRecord; currency: string; scale: number }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const fixed = toMinor(method.feeFixed, scale) ?? 0n;
  const percent = compareDecimals(method.feePercent, 0) !== 0;
  const fixedText = formatExact(method.feeFixed, currency, scale, site.lang, { trimZeros: true });
  if (!percent && fixed === 0n) return <>{t('wallet_fee_none')}</>;
  if (percent && fixed === 0n) return <>{t('wallet_fee_percent', { percent: method.feePercent })}</>;
  if (!percent) return <>{t('wallet_fee_fixed', { fixed: fixedText })}</>;
  return <>{t('wallet_fee_percent_fixed', { percent: method.feePercent, fixed: fixedText })}</>;
}
