// office_payment_consultant_fill (spec §2 "fill out"): the player answers what support asked, with
// the conversation so far above the field; the answer reopens the request for support. A closed
// request takes nothing (the server refuses it too).
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentRequestRecord } from '@stavka/contract/payment-consultant';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { messageProblem, splitConsultantFailure } from './consultant-errors';
import { consultantKeys, useConsultantApi, usePaymentRequest, usePlayerId } from './consultant-queries';
import { ConsultantScreen, ScreenState } from './consultant-screen';
import { MessageField } from './message-field';
import type { SentNotice } from './notices';
import { Conversation } from './request-card';
import { RequestStatusLabel } from './request-status';
import { topicNameKey } from './topic-names';
import styles from './consultant.module.css';

export function FillRequestPage({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const request = usePaymentRequest(requestId.toLowerCase());
  return (
    <ConsultantScreen title={t('consultant_fill_title')}>
      <ScreenState query={request} rows={4}>
        {(found) => (found === null ? <Missing text={t('consultant_request_missing')} /> : <FillForm request={found} />)}
      </ScreenState>
    </ConsultantScreen>
  );
}

function Missing({ text }: { text: string }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <Alert
      messageKind="warning"
      action={<AppLink to={href('office_payment_consultant_requests', { lng: site.lang })}>{t('consultant_my_requests')}</AppLink>}
    >
      {text}
    </Alert>
  );
}

function FillForm({ request }: { request: PaymentRequestRecord }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const navigate = useNavigate();
  const consultant = useConsultantApi();
  const client = useQueryClient();
  const userId = usePlayerId() ?? 0;
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ message: string | null; general: string | null }>({ message: null, general: null });
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = messageProblem(t, message);
    if (problem) return setErrors({ message: problem, general: null });
    setSending(true);
    const answer = await consultant.fill(request.id, message.trim());
    setSending(false);
    if (!answer.ok) return setErrors(splitConsultantFailure(t, answer.failure));
    // The requests page reads them again as it opens; nothing here needs them read now.
    void client.invalidateQueries({ queryKey: consultantKeys.requestsAll(userId), refetchType: 'none' });
    const notice: SentNotice = { sent: 'filled', requestId: request.id };
    void navigate(href('office_payment_consultant_requests', { lng: site.lang }), { state: notice });
  };

  return (
    <>
      <div className={styles.card}>
        <div className={styles.choiceText}>
          <span className={styles.choiceLabel}>
            {t('consultant_request_number', { number: request.number })} · {t(topicNameKey(request.topicKey))}
          </span>
          <span className={styles.meta}>
            {request.paymentNumber === null ? t('consultant_request_general') : t('consultant_request_payment', { number: request.paymentNumber })}
          </span>
        </div>
        <div>
          <RequestStatusLabel status={request.status} />
        </div>
        <Conversation request={request} />
      </div>
      {request.status === 'closed' ? (
        <Missing text={t('consultant_request_closed')} />
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.lead}>{t('consultant_fill_lead')}</p>
          <MessageField
            label={t('consultant_message')}
            value={message}
            error={errors.message}
            onChange={(text) => {
              setMessage(text);
              setErrors({ message: null, general: null });
            }}
          />
          {errors.general && <Alert messageKind="error">{errors.general}</Alert>}
          <div className={styles.actions}>
            <Button type="submit" variant="accent" size="l" loading={sending}>
              {t('consultant_send')}
            </Button>
            <AppLink to={href('office_payment_consultant_requests', { lng: site.lang })}>{t('consultant_my_requests')}</AppLink>
          </div>
        </form>
      )}
    </>
  );
}
