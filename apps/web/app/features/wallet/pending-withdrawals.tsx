// The withdrawals waiting for a decision (issue 11): each with its number, amount, method, when it
// was asked for and its status; the player cannot take one back, and the page says so.
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '@stavka/contract/payments';
import { usePaymentFormat } from './payment-facts';
import { PaymentStatusLabel } from './payment-status';
import styles from './wallet.module.css';
import history from './payment-history.module.css';

export function PendingWithdrawals({ pending }: { pending: readonly PaymentRecord[] }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  return (
    <section className={styles.card} aria-labelledby="pending-withdrawals">
      <h2 id="pending-withdrawals" className={styles.cardTitle}>
        {t('wallet_pending_title')}
      </h2>
      {pending.length === 0 ? (
        <p className={styles.note}>{t('wallet_pending_none')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('wallet_pending_no_cancel')}</p>
          <ul className={history.rows} data-testid="pending-withdrawals">
            {pending.map((payment) => (
              <li key={payment.id} className={history.row}>
                <span className={history.main}>
                  <span className={history.amount}>{format.money(payment.amountExact, payment.currency)}</span>
                  <span className={history.meta}>
                    {t('wallet_payment_number_short', { number: payment.number })} · {payment.methodName} ·{' '}
                    <time dateTime={payment.createdAt}>{format.time(payment.createdAt)}</time>
                  </span>
                </span>
                <PaymentStatusLabel status={payment.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
