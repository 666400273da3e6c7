// The amount, the method's fee and the total as the player types (issue 11 "fee and total shown as
// you type"): an estimate for display only, counted as the server counts it; the server decides.
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../shared/root-data';
import { formatExact, type PaymentEstimate } from './money';
import styles from './wallet.module.css';

export function PaymentSummary({
  estimate,
  currency,
  scale,
  direction,
}: {
  estimate: PaymentEstimate;
  currency: string;
  scale: number;
  direction: 'deposit' | 'withdrawal';
}) {
  const { t } = useTranslation();
  const { site } = useRootData();
  if (estimate.kind !== 'ok') return null;
  const money = (text: string) => formatExact(text, currency, scale, site.lang);
  return (
    <div>
      <dl className={styles.summary} aria-live="polite" data-testid="payment-summary">
        <dt>{t(direction === 'deposit' ? 'wallet_summary_deposit' : 'wallet_summary_withdrawal')}</dt>
        <dd>{money(estimate.amount)}</dd>
        <dt>{t('wallet_fee')}</dt>
        <dd>{money(estimate.fee)}</dd>
        <dt className={styles.summaryTotal}>{t(direction === 'deposit' ? 'wallet_total_to_pay' : 'wallet_total_held')}</dt>
        <dd className={styles.summaryTotal}>{money(estimate.total)}</dd>
      </dl>
      <p className={styles.hint}>{t('wallet_estimate_note')}</p>
    </div>
  );
}
