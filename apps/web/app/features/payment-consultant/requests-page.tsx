// office_payment_consultant_requests and payment_requests (spec §2): the player's requests, the
// most recently changed first, 50 a page; those waiting for the player open by themselves, as does
// the one just sent. Support's answers have no push notice: the page looks again every half minute
// while a request waits for support, and when the player comes back to the tab.
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { usePaymentRequests } from './consultant-queries';
import { ConsultantScreen, LoadFailure, LoadingBlock } from './consultant-screen';
import { readSentNotice } from './notices';
import { RequestCard } from './request-card';
import styles from './consultant.module.css';

const PAGE = /^[1-9]\d{0,4}$/;

export function RequestsPage() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const location = useLocation();
  const [search] = useSearchParams();
  const pageText = search.get('page') ?? '1';
  const page = PAGE.test(pageText) ? Number(pageText) : 1;
  const requests = usePaymentRequests(page);
  const notice = readSentNotice(location.state);
  const lng = site.lang;
  const base = href('office_payment_consultant_requests', { lng });
  const pages = requests.data ? Math.max(1, Math.ceil(requests.data.total / requests.data.pageSize)) : 1;
  const pageLink = (to: number) => (to > 1 ? `${base}?page=${to}` : base);

  return (
    <ConsultantScreen title={t('consultant_requests_title')}>
      {notice && <Alert messageKind="success">{t(notice.sent === 'created' ? 'consultant_created' : 'consultant_sent')}</Alert>}
      {requests.isPending ? (
        <LoadingBlock rows={4} />
      ) : requests.isError ? (
        <LoadFailure error={requests.error} retrying={requests.isFetching} onRetry={() => void requests.refetch()} />
      ) : requests.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('consultant_requests_empty')}</p>
          <AppLink to={href('office_payment_consultant', { lng })}>{t('consultant_new_request')}</AppLink>
        </div>
      ) : (
        <>
          <ul className={styles.requests} aria-busy={requests.isFetching || undefined} data-testid="consultant-requests">
            {requests.data.items.map((request) => (
              <RequestCard key={request.id} request={request} initiallyOpen={request.status === 'needs_info' || request.id === notice?.requestId} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.paging} aria-label={t('consultant_requests_pages')}>
              {page > 1 ? <AppLink to={pageLink(page - 1)}>{t('wallet_page_previous')}</AppLink> : <span />}
              <span>{t('wallet_page_of', { page, pages })}</span>
              {page < pages ? <AppLink to={pageLink(page + 1)}>{t('wallet_page_next')}</AppLink> : <span />}
            </nav>
          )}
          <div className={styles.actions}>
            <AppLink to={href('office_payment_consultant', { lng })}>{t('consultant_new_request')}</AppLink>
          </div>
        </>
      )}
    </ConsultantScreen>
  );
}
