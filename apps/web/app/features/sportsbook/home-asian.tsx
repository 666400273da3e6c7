import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireEvent, WireOutcome } from '@stavka/contract/feed-wire';
import { formatDateTime } from '@stavka/i18n/format';
import { useLiveEvent, useLiveFeed, useLiveTopic } from '../../shared/live/live-hooks';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { eventView, outcomeView, type FeedKind, type OutcomeView } from './event-view';
import { gameLink } from './links';
import { pickOf, toggleMessage } from './pick';
import { PriceButton } from './price-button';
import { useSelectionSink } from './selection-sink';
import styles from './home-asian.module.css';

/** Handicap (group 2: 7 home, 8 away) and total (group 17: 9 over, 10 under), family ids (wire §2.1). */
const ASIAN_COLUMNS = [
  { group: 2, type: 7, label: 'sections_asian_home' },
  { group: 2, type: 8, label: 'sections_asian_away' },
  { group: 17, type: 9, label: 'sections_asian_over' },
  { group: 17, type: 10, label: 'sections_asian_under' },
] as const;

/** The main Asian lines of a list event: each column's outcome, or null when the feed has none. */
export function asianLines(event: Pick<WireEvent, 'E'>): (WireOutcome | null)[] {
  return ASIAN_COLUMNS.map((column) => event.E.find((o) => o.G === column.group && o.T === column.type) ?? null);
}

/** A line as players read it, in the page's locale: signed handicaps (−1.25, +0.5), plain totals (2.75). */
export function lineText(outcome: WireOutcome, lang: string): string {
  const p = outcome.P ?? 0;
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(Math.abs(p));
  if (outcome.G !== 2) return number;
  return p > 0 ? `+${number}` : p < 0 ? `−${number}` : number;
}

export interface AsianShowcaseProps {
  readonly kind: FeedKind;
  readonly title: string;
  readonly initial: readonly WireEvent[] | null;
}

/**
 * One block of the Asian showcase (spec §2 home-page variant): top games with their handicap and
 * total lines instead of 1X2, kept live through the top-games topic like the other lists.
 */
export function AsianShowcase({ kind, title, initial }: AsianShowcaseProps) {
  const { t } = useTranslation();
  const view = useLiveTopic({ kind: 'top', feedKind: kind }, 'topGames', initial ? { events: [...initial] } : undefined);
  const { store } = useLiveFeed();
  const ids = view.order.filter((id) => store.event(id) !== undefined && asianLines(store.event(id) ?? { E: [] }).some((o) => o !== null));
  const headingId = `asian-${kind}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {ids.length === 0 ? (
        <p className={styles.note}>{view.status === 'loading' ? t('sportsbook_loading') : t('sections_asian_empty')}</p>
      ) : (
        <table className={styles.table} aria-label={t('sections_asian_table', { title })}>
          <thead>
            <tr>
              <th scope="col">{t('sections_asian_event')}</th>
              <th scope="col">{t('sections_asian_handicap')}</th>
              <th scope="col">{t('sections_asian_total')}</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => (
              <AsianRow key={id} gameId={id} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const AsianRow = memo(function AsianRow({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const sink = useSelectionSink();
  const [announcement, setAnnouncement] = useState('');
  const wire = useLiveEvent(gameId);
  const onPick = useCallback(
    (outcome: OutcomeView) => {
      if (!wire) return;
      const pick = pickOf(t, eventView(wire), outcome);
      setAnnouncement(toggleMessage(t, sink.toggle(pick), pick));
    },
    [t, sink, wire],
  );
  if (!wire) return null;
  const event = eventView(wire);
  const teams = t('sportsbook_event_teams', { team1: event.team1, team2: event.team2 });
  const lines = asianLines(wire);
  const cell = (from: number) => (
    <td>
      <div className={styles.pair}>
        {[from, from + 1].map((index) => {
          const outcome = lines[index];
          const column = ASIAN_COLUMNS[index];
          return outcome && column ? (
            <PriceButton key={index} outcome={outcomeView(gameId, outcome)} label={`${t(column.label)} ${lineText(outcome, site.lang)}`} eventLabel={teams} onPick={onPick} />
          ) : (
            <span key={index} className={styles.none}>
              {t('sections_asian_no_line')}
            </span>
          );
        })}
      </div>
    </td>
  );
  return (
    <tr data-event={gameId}>
      <th scope="row" className={styles.event}>
        <Link to={gameLink(site.lang, event)}>{teams}</Link>
        <span className={styles.when}>
          {event.live
            ? `${event.live.score[0]}:${event.live.score[1]} · ${event.live.period}`
            : formatDateTime(event.start * 1000, site.lang, timeZone, 'dateTime')}
        </span>
        <VisuallyHidden>
          <span role="status">{announcement}</span>
        </VisuallyHidden>
      </th>
      {cell(0)}
      {cell(2)}
    </tr>
  );
});
