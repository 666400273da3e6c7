import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetLegRecord } from '@stavka/contract/betting';
import { href } from '@stavka/contract/route-href';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { AutoBets } from './auto-bets';
import { BetCard } from './bet-card';
import { betFormat, type DescribeLeg } from './bet-format';
import { useBetNotices, useOpenBets } from './bets-queries';
import { CashOut } from './cash-out';
import { useCashOutNotices, useSaleOffers } from './cash-out-queries';
import { LegLiveStatus } from './leg-live-status';
import styles from './bets.module.css';

/** A game is followed live while it may be in play: a live leg, or a line leg whose start has passed. */
function mayBeLive(leg: BetLegRecord, nowSeconds: number): boolean {
  return leg.result === null && (leg.feedKind === 1 || leg.start <= nowSeconds);
}

/**
 * The player's open bets under the slip (UX.md "below it, the player's open bets"): the auto bets
 * waiting for their price (auto-bets.tsx), then every bet waiting for its decision or accepted and
 * not yet settled, with the live status of its games and an accepted bet's cash-out offer
 * (cash-out.tsx); read again on each `bet` notice. Nothing for a guest.
 */
export function OpenBets({ describe, oddsFormat }: { describe: DescribeLeg; oddsFormat: OddsFormat }) {
  const { viewer, site, timeZone } = useRootData();
  if (!viewer) return null;
  return (
    <>
      <AutoBets describe={describe} format={betFormat(site.lang, timeZone, oddsFormat)} />
      <OpenBetsList describe={describe} oddsFormat={oddsFormat} />
    </>
  );
}

function OpenBetsList({ describe, oddsFormat }: { describe: DescribeLeg; oddsFormat: OddsFormat }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const titleId = useId();
  useBetNotices();
  useCashOutNotices();
  const open = useOpenBets();
  const offers = useSaleOffers();
  const format = betFormat(site.lang, timeZone, oddsFormat);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const items = open.data?.items ?? [];
  return (
    <section className={styles.open} aria-labelledby={titleId} data-testid="open-bets">
      <h3 id={titleId} className={styles.openTitle}>
        {t('bets_open_title')}
        {items.length > 0 && <span className={styles.count}>{open.data?.total ?? items.length}</span>}
      </h3>
      {open.isPending ? (
        <SkeletonRows count={2} />
      ) : open.isError ? (
        <p className={styles.muted}>{t('bets_open_failed')}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t('bets_open_empty')}</p>
      ) : (
        <ul className={styles.openList} aria-busy={open.isFetching || undefined}>
          {items.map((bet) => (
            <li key={bet.id}>
              <BetCard compact bet={bet} describe={describe} format={format} legExtra={(leg) => (mayBeLive(leg, nowSeconds) ? <LegLiveStatus gameId={leg.gameId} /> : null)} />
              {bet.status === 'accepted' && <CashOut offer={offers.data?.Offers.find((offer) => offer.BetId === bet.id)} lang={site.lang} />}
            </li>
          ))}
        </ul>
      )}
      <AppLink className={styles.historyLink} to={href('office_history', { lng: site.lang })}>
        {t('bets_history_link')}
      </AppLink>
    </section>
  );
}
