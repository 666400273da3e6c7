// office_historypay (issue 11): the payments of the player's money accounts, 50 a page, newest
// first, filtered by direction, status, days and the archive (older than 90 days); each row opens
// to the payment's events (time, status and note, e.g. a rejection's reason).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PaymentRecord } from '@stavka/contract/payments';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { HistoryFilterForm } from './history-filter-form';
import { historyQuery, historySearch, noFilters, readHistorySearch } from './history-filters';
import { PaymentEvents, PaymentFacts, usePaymentFormat } from './payment-facts';
import { PaymentStatusLabel } from './payment-status';
import { usePaymentHistory, usePaymentHistorySource } from './wallet-queries';
import { LoadFailure, LoadingBlock, WalletScreen } from './wallet-screen';
import styles from './payment-history.module.css';
import wallet from './wallet.module.css';

export function HistoryPage() {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { filters, page } = readHistorySearch(search);
  const source = usePaymentHistorySource();
  const history = usePaymentHistory(historyQuery(filters, page, timeZone));
  const base = href('office_historypay', { lng: site.lang });
  const filtered = historySearch(filters) !== '';

  return (
    <WalletScreen title={t('wallet_history_title')}>
      {/* A new URL gives the form its values again (back and forward, a reset). */}
      <HistoryFilterForm
        key={historySearch(filters)}
        source={source.data}
        filters={filters}
        onApply={(next) => void navigate(base + historySearch(next))}
      />
      {history.isPending ? (
        <LoadingBlock rows={5} />
      ) : history.isError ? (
        <LoadFailure error={history.error} retrying={history.isFetching} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <div className={wallet.empty}>
          <p>{t(filtered ? 'wallet_history_empty_filtered' : 'wallet_history_empty')}</p>
          {filtered ? (
            <AppLink to={base + historySearch(noFilters)}>{t('wallet_filter_reset')}</AppLink>
          ) : (
            <AppLink to={href('office_recharge', { lng: site.lang })}>{t('wallet_deposit')}</AppLink>
          )}
        </div>
      ) : (
        <>
          <p className={wallet.note} aria-live="polite">
            {t('wallet_history_count', { count: history.data.total })}
          </p>
          <ul className={styles.list} aria-busy={history.isFetching || undefined} data-testid="payment-history">
            {history.data.items.map((payment) => (
              <HistoryRow key={payment.id} payment={payment} />
            ))}
          </ul>
          {history.data.pages > 1 && (
            <nav className={styles.paging} aria-label={t('wallet_history_pages')}>
              {page > 1 ? <AppLink to={base + historySearch(filters, page - 1)}>{t('wallet_page_previous')}</AppLink> : <span />}
              <span>{t('wallet_page_of', { page, pages: history.data.pages })}</span>
              {page < history.data.pages ? (
                <AppLink to={base + historySearch(filters, page + 1)}>{t('wallet_page_next')}</AppLink>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </WalletScreen>
  );
}

function HistoryRow({ payment }: { payment: PaymentRecord }) {
  const { t } = useTranslation();
  const format = usePaymentFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const withdrawal = payment.direction === 'withdrawal';
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={withdrawal ? 'minus' : 'plus'} size="s" className={styles.direction} />
        <span className={styles.main}>
          <span className={styles.amount}>
            <VisuallyHidden>{`${t(withdrawal ? 'wallet_direction_withdrawal' : 'wallet_direction_deposit')}: `}</VisuallyHidden>
            {format.money(payment.amountExact, payment.currency)}
          </span>
          <span className={styles.meta}>
            <time dateTime={payment.createdAt}>{format.time(payment.createdAt)}</time> · {payment.methodName} ·{' '}
            {t('wallet_payment_number_short', { number: payment.number })}
          </span>
        </span>
        <PaymentStatusLabel status={payment.status} />
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size="s" className={styles.chevron} />
      </button>
      <div id={detailsId} hidden={!open} className={styles.details}>
        {open && (
          <>
            <PaymentFacts payment={payment} />
            <PaymentEvents payment={payment} />
          </>
        )}
      </div>
    </li>
  );
}
