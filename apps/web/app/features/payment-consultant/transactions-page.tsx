// office_payment_consultant_transactions (spec §2 "transactions"): the player's payments, newest
// first, 50 a page, each a way to ask about it — back to the request form of the topic in hand
// (`?topic=`), or of the topic that fits the payment when the player came here first. The message
// typed so far goes along in the history entry's state.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { PaymentConsultantAccess } from '@stavka/contract/payment-consultant';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Icon } from '../../shared/ui/icon';
import { useConsultantAccess, usePaymentChoices } from './consultant-queries';
import { ConsultantScreen, LoadFailure, LoadingBlock, ScreenState } from './consultant-screen';
import { PaymentLine } from './payment-line';
import { type DraftState, readDraft, readTopicId, topicForPayment } from './request-draft';
import styles from './consultant.module.css';

const PAGE = /^[1-9]\d{0,4}$/;

export function TransactionsPage() {
  const { t } = useTranslation();
  const access = useConsultantAccess();
  return (
    <ConsultantScreen title={t('consultant_transactions_title')} lead={t('consultant_transactions_lead')}>
      <ScreenState query={access} rows={5}>
        {(loaded) => (loaded.available ? <PaymentChoices access={loaded} /> : <Alert messageKind="info">{t('consultant_unavailable')}</Alert>)}
      </ScreenState>
    </ConsultantScreen>
  );
}

function PaymentChoices({ access }: { access: PaymentConsultantAccess }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const location = useLocation();
  const [search] = useSearchParams();
  const lng = site.lang;
  const chosenTopic = readTopicId(search.get('topic'));
  const pageText = search.get('page') ?? '1';
  const page = PAGE.test(pageText) ? Number(pageText) : 1;
  const payments = usePaymentChoices(page);
  const offered = access.topics.map((topic) => topic.id);
  const draft: DraftState = { draft: readDraft(location.state) };
  // Without a topic in hand, a question without a payment starts from the topics.
  const topicInHand = chosenTopic !== null && offered.includes(chosenTopic) ? chosenTopic : null;
  const pageLink = (to: number) =>
    href('office_payment_consultant_transactions', { lng }, { ...(chosenTopic === null ? {} : { topic: chosenTopic }), ...(to > 1 ? { page: to } : {}) });

  const back = (
    <AppLink
      to={topicInHand === null ? href('office_payment_consultant', { lng }) : href('office_payment_consultant_create', { lng, topicId: String(topicInHand) })}
      state={draft}
    >
      {t('consultant_without_payment')}
    </AppLink>
  );
  if (payments.isPending) return <LoadingBlock rows={5} />;
  if (payments.isError) return <LoadFailure error={payments.error} retrying={payments.isFetching} onRetry={() => void payments.refetch()} />;
  if (payments.data.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('consultant_transactions_empty')}</p>
        {back}
      </div>
    );
  }
  return (
    <>
      <ul className={styles.choices} aria-busy={payments.isFetching || undefined} data-testid="consultant-payments">
        {payments.data.items.map((payment) => {
          const topicId = topicForPayment(payment.direction, offered, chosenTopic);
          if (topicId === null) return null;
          return (
            <li key={payment.id}>
              <AppLink
                className={styles.choice}
                to={href('office_payment_consultant_create', { lng, topicId: String(topicId) }, { payment: payment.id })}
                state={draft}
              >
                <Icon name={payment.direction === 'deposit' ? 'plus' : 'minus'} size="s" className={styles.choiceIcon} />
                <PaymentLine payment={payment} />
                <Icon name="chevron-right" size="s" className={styles.chevron} />
              </AppLink>
            </li>
          );
        })}
      </ul>
      {payments.data.pages > 1 && (
        <nav className={styles.paging} aria-label={t('wallet_history_pages')}>
          {page > 1 ? <AppLink to={pageLink(page - 1)} state={draft}>{t('wallet_page_previous')}</AppLink> : <span />}
          <span>{t('wallet_page_of', { page, pages: payments.data.pages })}</span>
          {page < payments.data.pages ? <AppLink to={pageLink(page + 1)} state={draft}>{t('wallet_page_next')}</AppLink> : <span />}
        </nav>
      )}
      <div className={styles.actions}>{back}</div>
    </>
  );
}
