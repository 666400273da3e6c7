// office_history (issue 12 "History"): the player's bets with filters (period — 7 days by default —,
// status, type, live or line), 50 a page, newest first; each with its legs, the odds they were
// accepted at, the result and payout, and the settlement's explanation (each leg's result and what
// decided it). Statuses the brand hides are left out by the server. Links lead to mailing a period's
// bets and to clearing the view.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { BetRecord } from '@stavka/contract/betting';
import { href } from '@stavka/contract/route-href';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { Skeleton, SkeletonRows } from '../../shared/ui/skeleton';
import { BetCard } from './bet-card';
import { betFormat, type DescribeLeg } from './bet-format';
import { useBetHistory, useBetNotices } from './bets-queries';
import { HistoryFilterForm } from './history-filter-form';
import { betHistoryRequest, betSearch, noBetFilters, readBetSearch } from './history-filters';
import styles from './bets.module.css';

/** How a bet of each kind was reckoned (the rule beside each leg's result). */
const ruleKeys: Readonly<Record<BetRecord['kind'], MessageKey>> = {
  single: 'bets_rule_single',
  express: 'bets_rule_express',
  system: 'bets_rule_system',
  chain: 'bets_rule_chain',
  anti_express: 'bets_rule_anti_express',
  builder: 'bets_rule_builder',
};

export function BetHistoryPage({ describe, oddsFormat }: { describe: DescribeLeg; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { filters, page } = readBetSearch(search);
  // The period ends now; fixed when the filters change, so paging keeps the same window.
  const [now] = useState(() => Date.now());
  useBetNotices();
  const history = useBetHistory(betHistoryRequest(filters, page, now));
  const base = href('office_history', { lng: site.lang });
  const filtered = betSearch(filters) !== '';
  const format = betFormat(site.lang, timeZone, oddsFormat);
  const headingId = useId();
  const pages = history.data ? Math.max(1, Math.ceil(history.data.total / history.data.pageSize)) : 1;
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('bets_history_title')}
      </h1>
      <nav className={styles.historyActions} aria-label={t('bets_history_actions')}>
        <AppLink to={href('office_bets_history_mail', { lng: site.lang })}>{t('bets_mail_link')}</AppLink>
        <AppLink to={href('office_bets_history_clear', { lng: site.lang })}>{t('bets_clear_link')}</AppLink>
      </nav>
      <HistoryFilterForm key={betSearch(filters)} filters={filters} onApply={(next) => void navigate(base + betSearch(next))} />
      {history.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('ui_loading')}>
          <Skeleton width="40%" height="1.25rem" />
          <SkeletonRows count={5} />
        </div>
      ) : history.isError ? (
        <Alert
          messageKind="error"
          action={
            <Button size="s" icon="refresh" loading={history.isFetching} onClick={() => void history.refetch()}>
              {t('bets_retry')}
            </Button>
          }
        >
          {t('bets_history_failed')}
        </Alert>
      ) : history.data.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t(filtered ? 'bets_history_empty_filtered' : 'bets_history_empty')}</p>
          {filtered ? <AppLink to={base + betSearch(noBetFilters)}>{t('bets_filter_reset')}</AppLink> : <AppLink to={href('bettingHome', { lng: site.lang, mode: 'line' })}>{t('bets_to_sports')}</AppLink>}
        </div>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {t('bets_history_count', { count: history.data.total })}
          </p>
          <ul className={styles.historyList} aria-busy={history.isFetching || undefined} data-testid="bet-history">
            {history.data.items.map((bet) => (
              <li key={bet.id}>
                <BetCard bet={bet} describe={describe} format={format} explain />
                {bet.settledAt !== null && bet.status !== 'refused' && <p className={styles.rule}>{t(ruleKeys[bet.kind])}</p>}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.paging} aria-label={t('bets_history_pages')}>
              {page > 1 ? <AppLink to={base + betSearch(filters, page - 1)}>{t('bets_page_previous')}</AppLink> : <span />}
              <span>{t('bets_page_of', { page, pages })}</span>
              {page < pages ? <AppLink to={base + betSearch(filters, page + 1)}>{t('bets_page_next')}</AppLink> : <span />}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
