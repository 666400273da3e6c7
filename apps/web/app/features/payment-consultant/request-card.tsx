// One of the player's requests: a row with its number, topic, payment and status that opens to the
// conversation, and the way to answer — invited when support asks for more (needs_info), offered
// while the request is open or answered, gone once it is closed.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRequestRecord } from '@stavka/contract/payment-consultant';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import { useConsultantFormat } from './payment-line';
import { RequestStatusLabel } from './request-status';
import { topicNameKey } from './topic-names';
import styles from './consultant.module.css';

export function RequestCard({ request, initiallyOpen }: { request: PaymentRequestRecord; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const format = useConsultantFormat();
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = useId();
  return (
    <li className={styles.request} data-request={request.number}>
      <h2 className={styles.subtitle}>
        <button type="button" className={styles.requestSummary} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>
              {t('consultant_request_number', { number: request.number })} · {t(topicNameKey(request.topicKey))}
            </span>
            <span className={styles.meta}>
              {request.paymentNumber === null ? t('consultant_request_general') : t('consultant_request_payment', { number: request.paymentNumber })} ·{' '}
              {t('consultant_request_created', { date: format.time(request.createdAt) })}
            </span>
          </span>
          <RequestStatusLabel status={request.status} />
          <Icon name={open ? 'chevron-up' : 'chevron-down'} size="s" className={styles.chevron} />
        </button>
      </h2>
      <div id={detailsId} hidden={!open} className={styles.requestDetails}>
        {open && (
          <>
            <Conversation request={request} />
            <NextStep request={request} />
          </>
        )}
      </div>
    </li>
  );
}

export function Conversation({ request }: { request: PaymentRequestRecord }) {
  const { t } = useTranslation();
  const format = useConsultantFormat();
  return (
    <ol className={styles.conversation} aria-label={t('consultant_conversation')}>
      {request.messages.map((message, index) => (
        <li key={`${message.at}-${index}`} className={cx(styles.message, message.fromSupport ? styles.fromSupport : styles.fromPlayer)}>
          <span className={styles.author}>
            {t(message.fromSupport ? 'consultant_from_support' : 'consultant_from_you')}{' '}
            <time className={styles.time} dateTime={message.at}>
              {format.time(message.at)}
            </time>
          </span>
          <p className={styles.text}>{message.text}</p>
        </li>
      ))}
    </ol>
  );
}

function NextStep({ request }: { request: PaymentRequestRecord }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const lng = site.lang;
  const fill = href('office_payment_consultant_fill', { lng, requestId: request.id });
  const payment =
    request.paymentNumber === null ? null : (
      <AppLink to={href('office_paycheck', { lng }, { number: request.paymentNumber })}>{t('consultant_request_payment', { number: request.paymentNumber })}</AppLink>
    );
  if (request.status === 'needs_info') {
    return (
      <Alert messageKind="warning" action={<AppLink to={fill}>{t('consultant_fill')}</AppLink>}>
        {t('consultant_needs_info')}
      </Alert>
    );
  }
  if (request.status === 'closed') return payment && <div className={styles.actions}>{payment}</div>;
  return (
    <div className={styles.actions}>
      <AppLink to={fill}>{t('consultant_add_message')}</AppLink>
      {payment}
    </div>
  );
}
