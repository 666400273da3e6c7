// office_manager_bets (issue 12; decision 0028): the player's VIP bet requests, newest first — a stake
// above the maximum sent from the slip for a manager to decide. Each shows its status in words, what
// was asked and the approved terms; an approved one is placed from here before its time runs out,
// and an open one cancelled (its stake comes back). The list follows `betRequest` notices.
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { Button } from '../../shared/ui/button';
import { Skeleton, SkeletonRows } from '../../shared/ui/skeleton';
import { betFormat, type DescribeLeg } from './bet-format';
import { betsKeys, useBetNotices, usePlayerId } from './bets-queries';
import { useBetRequestNotices, useSpecialBetsApi, useVipRequests } from './special-bets-queries';
import { actionOf, placeRefusal, VipRequestCard } from './vip-request-card';
import styles from './bets.module.css';

export function ManagerBetsPage({ describe, oddsFormat }: { describe: DescribeLeg; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const headingId = useId();
  const userId = usePlayerId();
  const client = useQueryClient();
  const api = useSpecialBetsApi();
  useBetNotices();
  useBetRequestNotices();
  const requests = useVipRequests();
  const format = betFormat(site.lang, timeZone, oddsFormat);
  const refresh = () => {
    if (userId !== null) void client.invalidateQueries({ queryKey: betsKeys.all(userId) });
  };
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t('vip_title')}
      </h1>
      <p className={styles.lead}>{t('vip_lead')}</p>
      {requests.isPending ? (
        <div className={styles.loading} role="status" aria-label={t('ui_loading')}>
          <Skeleton width="40%" height="1.25rem" />
          <SkeletonRows count={3} />
        </div>
      ) : requests.isError ? (
        <Alert
          messageKind="error"
          action={
            <Button size="s" icon="refresh" loading={requests.isFetching} onClick={() => void requests.refetch()}>
              {t('vip_retry')}
            </Button>
          }
        >
          {t('vip_failed')}
        </Alert>
      ) : requests.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('vip_empty')}</p>
          <AppLink to={href('bettingHome', { lng: site.lang, mode: 'line' })}>{t('bets_to_sports')}</AppLink>
        </div>
      ) : (
        <ul className={styles.historyList} aria-busy={requests.isFetching || undefined} data-testid="vip-requests">
          {requests.data.map((request) => (
            <li key={request.id}>
              <VipRequestCard
                request={request}
                describe={describe}
                format={format}
                onPlace={async () => {
                  const outcome = await api.placeVipRequest(request, site.lang);
                  refresh();
                  return actionOf(outcome, (bet) => ({ kind: 'placed', betId: bet.Id, waiting: bet.Status === 'waiting' }), placeRefusal(t));
                }}
                onCancel={async () => {
                  const outcome = await api.cancelVipRequest(request.id);
                  refresh();
                  return actionOf(outcome, () => ({ kind: 'cancelled' }), () => t('vip_cancel_failed'));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
