// One payment in a line (the chooser's rows, the payment a request is about): kind and amount,
// then number, method, time and status, in the player's language and time zone.
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '@stavka/contract/payments';
import { toMinorUnits } from '@stavka/domain/money';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { formatDateTime, formatMoney } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import styles from './consultant.module.css';

const statusKeys: Readonly<Record<PaymentRecord['status'], MessageKey>> = {
  created: 'wallet_status_created',
  completed: 'wallet_status_completed',
  declined: 'wallet_status_declined',
  failed: 'wallet_status_failed',
  requested: 'wallet_status_requested',
  approved: 'wallet_status_approved',
  paid: 'wallet_status_paid',
  rejected: 'wallet_status_rejected',
};

export function useConsultantFormat() {
  const { site, timeZone } = useRootData();
  return {
    /** Exact decimal text from the server, at the scale it was written in. */
    money: (text: string, currency: string) => {
      const scale = text.split('.')[1]?.length ?? 0;
      return formatMoney(toMinorUnits(text, scale), { code: currency, scale }, site.lang);
    },
    time: (iso: string) => formatDateTime(new Date(iso), site.lang, timeZone, 'dateTime'),
  };
}

export function PaymentLine({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation();
  const format = useConsultantFormat();
  return (
    <span className={styles.choiceText}>
      <span className={styles.choiceLabel}>
        {t(payment.direction === 'deposit' ? 'wallet_direction_deposit' : 'wallet_direction_withdrawal')}{' '}
        <span className={styles.money}>{format.money(payment.amountExact, payment.currency)}</span>
      </span>
      <span className={styles.meta}>
        {t('consultant_payment_row', { number: payment.number })} · {payment.methodName} ·{' '}
        <time dateTime={payment.createdAt}>{format.time(payment.createdAt)}</time> · {t(statusKeys[payment.status])}
      </span>
    </span>
  );
}
