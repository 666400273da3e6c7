import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { V1ExpressDay } from '@stavka/contract/feed-wire';
import { formatDateTime } from '@stavka/i18n/format';
import { BETTING_TIMERS } from '../../shared/live/betting-timers';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import type { FeedKind } from './event-view';
import { expressPrice, legPick, type ExpressCard } from './express-client';
import type { ExpressPageData } from './express-page-data';
import { useLoaderRefresh } from './results-refresh';
import { oddsText, useOddsFormat } from './odds-format';
import { useSelectionSink } from './selection-sink';
import styles from './express-page.module.css';

/**
 * The express of the day (`expressDay`): the line and live expresses the feed picks, each leg with
 * its outcome and price, the total price, and one button that puts every leg in the bet slip.
 */
export function ExpressPage({ data }: { data: ExpressPageData }) {
  const { t } = useTranslation();
  useLoaderRefresh(BETTING_TIMERS.expressDay.any, data.line === null || data.live === null);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('express_title')}</h1>
      <ExpressGroup id="express-line" title={t('express_line')} kind={3} cards={data.line} />
      <ExpressGroup id="express-live" title={t('express_live')} kind={1} cards={data.live} />
    </div>
  );
}

function ExpressGroup({ id, title, kind, cards }: { id: string; title: string; kind: FeedKind; cards: V1ExpressDay | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      {cards === null ? (
        <p className={styles.error} role="status">
          {t('express_feed_error')}
        </p>
      ) : cards.length === 0 ? (
        <p className={styles.note}>{t('express_empty')}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card, index) => (
            <ExpressCardView key={card.expressId} card={card} kind={kind} number={index + 1} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function ExpressCardView({ card, kind, number }: { card: ExpressCard; kind: FeedKind; number: number }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const format = useOddsFormat();
  const sink = useSelectionSink();
  const [status, setStatus] = useState('');
  const picks = card.events.map((leg) => legPick(t, kind, leg));
  const allIn = useSyncExternalStore(
    sink.subscribe,
    () => picks.every((pick) => sink.isSelected(pick)),
    () => false,
  );
  const titleId = `express-${kind}-${card.expressId}`;

  function addAll() {
    let added = 0;
    let limit = false;
    for (const pick of picks) {
      if (sink.isSelected(pick)) continue;
      const result = sink.toggle(pick, 'slip');
      if (result === 'limit') limit = true;
      else added++;
    }
    setStatus(limit ? t('express_slip_limit') : t('express_slip_added', { count: added }));
  }

  return (
    <li className={styles.card} data-express={card.expressId}>
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {t('express_card_title', { number, count: card.events.length })}
        </h3>
        <span className={styles.total}>
          {t('express_total')} <span data-total="">{oddsText(expressPrice(card), format, site.lang)}</span>
        </span>
      </div>
      <ul className={styles.legs}>
        {card.events.map((leg, index) => {
          const pick = picks[index];
          return (
            <li key={`${leg.id}-${leg.event.groupId}-${leg.event.type}`} className={styles.leg}>
              <span className={styles.legMeta}>
                {leg.sport.name}. {leg.liga.name} ·{' '}
                <time dateTime={new Date(leg.startTs * 1000).toISOString()}>{formatDateTime(leg.startTs * 1000, site.lang, timeZone, 'dateTime')}</time>
              </span>
              <span className={styles.teams}>{leg.opponent2.fullName === '' ? leg.opponent1.fullName : t('express_teams', { team1: leg.opponent1.fullName, team2: leg.opponent2.fullName })}</span>
              <span className={styles.outcome}>{pick ? `${pick.marketName}: ${pick.outcomeName}` : ''}</span>
              <span className={styles.price}>{pick ? oddsText(pick.price, format, site.lang) : ''}</span>
            </li>
          );
        })}
      </ul>
      <Button variant={allIn ? 'secondary' : 'primary'} onClick={addAll} disabled={allIn}>
        {allIn ? t('express_in_slip') : t('express_add')}
      </Button>
      <p className={styles.status} role="status">
        {status}
      </p>
    </li>
  );
}
