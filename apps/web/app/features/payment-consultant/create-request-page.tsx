// office_payment_consultant_create (spec §2 "create by topic"): a message to support on one topic,
// optionally about one of the player's payments chosen on the transactions page. The topic must be
// one the player's country is offered; the server checks it again, and the payment being theirs.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PaymentConsultantAccess } from '@stavka/contract/payment-consultant';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { messageProblem, splitConsultantFailure } from './consultant-errors';
import { consultantKeys, useChosenPayment, useConsultantAccess, useConsultantApi, usePlayerId } from './consultant-queries';
import { ConsultantScreen, ScreenState } from './consultant-screen';
import { MessageField } from './message-field';
import type { SentNotice } from './notices';
import { PaymentLine } from './payment-line';
import { type DraftState, readDraft, readPaymentChoice, readTopicId } from './request-draft';
import { topicNameKey } from './topic-names';
import styles from './consultant.module.css';

export function CreateRequestPage({ topicId }: { topicId: string }) {
  const { t } = useTranslation();
  const access = useConsultantAccess();
  return (
    <ConsultantScreen title={t('consultant_create_title')}>
      <ScreenState query={access} rows={3}>
        {(loaded) => <TopicGate access={loaded} topicId={readTopicId(topicId)} />}
      </ScreenState>
    </ConsultantScreen>
  );
}

function TopicGate({ access, topicId }: { access: PaymentConsultantAccess; topicId: number | null }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const topic = access.topics.find((offered) => offered.id === topicId);
  if (!access.available || !topic) {
    return (
      <Alert
        messageKind="warning"
        action={<AppLink to={href('office_payment_consultant', { lng: site.lang })}>{t('consultant_back_to_topics')}</AppLink>}
      >
        {t(access.available ? 'consultant_topic_unknown' : 'consultant_unavailable')}
      </Alert>
    );
  }
  return <RequestForm topic={topic} />;
}

function RequestForm({ topic }: { topic: PaymentConsultantAccess['topics'][number] }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const consultant = useConsultantApi();
  const client = useQueryClient();
  const userId = usePlayerId() ?? 0;
  const paymentId = readPaymentChoice(search);
  const payment = useChosenPayment(paymentId);
  const [message, setMessage] = useState(() => readDraft(location.state));
  const [errors, setErrors] = useState<{ message: string | null; general: string | null }>({ message: null, general: null });
  const [sending, setSending] = useState(false);
  const lng = site.lang;
  const topicId = String(topic.id);
  const draft: DraftState = { draft: message };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = messageProblem(t, message);
    if (problem) return setErrors({ message: problem, general: null });
    setSending(true);
    // Only a payment the server showed as the player's is sent; an unknown one is left out, and said so.
    const answer = await consultant.create({ topicId: topic.id, paymentId: payment.data?.id, message: message.trim() });
    setSending(false);
    if (!answer.ok) return setErrors(splitConsultantFailure(t, answer.failure));
    // The requests page reads them again as it opens; nothing here needs them read now.
    void client.invalidateQueries({ queryKey: consultantKeys.requestsAll(userId), refetchType: 'none' });
    const notice: SentNotice = { sent: 'created', requestId: answer.data.id };
    void navigate(href('office_payment_consultant_requests', { lng }), { state: notice });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <dl className={styles.facts}>
        <dt>{t('consultant_topic')}</dt>
        <dd>{t(topicNameKey(topic.key))}</dd>
        <dt>{t('consultant_payment')}</dt>
        <dd data-testid="consultant-chosen-payment">
          {paymentId === null ? (
            <span>{t('consultant_payment_none')}</span>
          ) : payment.isPending ? (
            <Skeleton width="60%" />
          ) : payment.isError ? (
            <span className={styles.error}>{t('consultant_payment_unknown')}</span>
          ) : (
            <PaymentLine payment={payment.data} />
          )}
          <span className={styles.actions}>
            <AppLink to={href('office_payment_consultant_transactions', { lng }, { topic: topicId })} state={draft}>
              {t(paymentId === null ? 'consultant_payment_choose' : 'consultant_payment_change')}
            </AppLink>
            {paymentId !== null && (
              <AppLink to={href('office_payment_consultant_create', { lng, topicId })} state={draft} replace>
                {t('consultant_payment_remove')}
              </AppLink>
            )}
          </span>
        </dd>
      </dl>
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
        <AppLink to={href('office_payment_consultant', { lng })}>{t('consultant_back_to_topics')}</AppLink>
      </div>
    </form>
  );
}
