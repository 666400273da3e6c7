// One payment in detail (the payment check, the deposit's result, a history row opened): its
// number, kind, method, amount and fee, the payout details (masked by the server), and its events
// with time and note (a rejection's reason), in the player's language and time zone.
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '@stavka/contract/payments';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import { formatExact } from './money';
import { PaymentStatusLabel } from './payment-status';
import styles from './wallet.module.css';

const detailLabels: Readonly<Record<string, MessageKey>> = {
  card: 'wallet_payout_card',
  iban: 'wallet_payout_iban',
  wallet: 'wallet_payout_wallet',
};

/** The currency's digits: what the server wrote in the exact amount. */
export function scaleOfExact(text: string): number {
  return text.split('.')[1]?.length ?? 0;
}

export function usePaymentFormat() {
  const { site, timeZone } = useRootData();
  return {
    money: (text: string, currency: string) => formatExact(text, currency, scaleOfExact(text), site.lang),
    time: (iso: string) => formatDateTime(new Date(iso), site.lang, timeZone, 'dateTime'),
  };
}

export function PaymentFacts({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  return (
    <dl className={styles.facts}>
      <dt>{t('wallet_payment_number')}</dt>
      <dd>{payment.number}</dd>
      <dt>{t('wallet_payment_kind')}</dt>
      <dd>{t(payment.direction === 'deposit' ? 'wallet_direction_deposit' : 'wallet_direction_withdrawal')}</dd>
      <dt>{t('wallet_payment_method')}</dt>
      <dd>{payment.methodName}</dd>
      <dt>{t('wallet_payment_amount')}</dt>
      <dd className={styles.money}>{format.money(payment.amountExact, payment.currency)}</dd>
      <dt>{t('wallet_fee')}</dt>
      <dd className={styles.money}>{format.money(payment.feeExact, payment.currency)}</dd>
      {Object.entries(payment.details).map(([key, value]) => (
        <Detail key={key} label={detailLabels[key]} value={value} />
      ))}
      <dt>{t('wallet_payment_status')}</dt>
      <dd>
        <PaymentStatusLabel status={payment.status} />
      </dd>
    </dl>
  );
}

function Detail({ label, value }: { label: MessageKey | undefined; value: string }) {
  const { t } = useTranslation();
  if (!label) return null;
  return (
    <>
      <dt>{t(label)}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function PaymentEvents({ payment }: { payment: PaymentRecord }) {
  const format = usePaymentFormat();
  return (
    <ol className={styles.events}>
      {payment.history.map((event, index) => (
        <li key={`${event.at}-${index}`} className={styles.event}>
          <time className={styles.eventTime} dateTime={event.at}>
            {format.time(event.at)}
          </time>
          <span>
            <PaymentStatusLabel status={event.status} />
          </span>
          {event.note !== null && event.note !== '' && <p className={styles.eventNote}>{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
