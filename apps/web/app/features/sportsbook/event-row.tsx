import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink as Link } from '../../shared/app-link';
import { EventActions } from '../../shared/event-actions';
import { useGameFinished, useLiveEvent } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { Crest } from './crest';
import { cachedEventView, type EventView, type MainColumn, type OutcomeView } from './event-view';
import { useGameLink } from './game-link-context';
import { LiveClock } from './live-clock';
import { PinButton } from './pin-button';
import { PriceButton } from './price-button';
import styles from './event-row.module.css';

const COLUMN_LABELS: Readonly<Record<MainColumn['label'], MessageKey>> = {
  home: 'sportsbook_main_home',
  draw: 'sportsbook_main_draw',
  away: 'sportsbook_main_away',
};

export interface EventRowProps {
  /** The game as the list has it; the row reads its live state from the live store by its id. */
  readonly event: EventView;
  /** Stable across updates of the event, so unchanged price buttons do not re-render. */
  readonly onPick: (event: EventView, outcome: OutcomeView) => void;
}

/**
 * One game (UX.md "Density"): start time, or the live clock, period and score; both teams; the
 * main market as fixed-width prices; "+N" to all its markets. A suspended game is dimmed. Live by
 * push: the row follows its game in the live store (shared/live), its buttons their price cells.
 */
export const EventRow = memo(function EventRow({ event: listed, onPick }: EventRowProps) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  // Score, clock and markets re-render the row; a price alone re-renders its button only.
  const wire = useLiveEvent(listed.id);
  const event = wire ? cachedEventView(wire) : listed;
  // A game in play that has just finished stays listed a while with its final score (no clock).
  const finished = useGameFinished(listed.id);
  const teams = t('sportsbook_event_teams', { team1: event.team1, team2: event.team2 });
  const pick = useCallback((outcome: OutcomeView) => onPick(event, outcome), [event, onPick]);
  const link = useGameLink()(event);
  return (
    <div className={cx(styles.row, event.suspended && styles.suspended)} data-event={event.id} {...(finished ? { 'data-finished': '' } : {})}>
      <div className={styles.when}>
        {event.live ? (
          <>
            <span className={styles.liveBadge}>{t('sportsbook_live_badge')}</span>
            {!finished && <LiveClock seconds={event.live.clockSeconds} running={event.live.clockRunning} />}
            <span className={styles.period} title={event.live.period}>
              {event.live.period}
            </span>
          </>
        ) : (
          <>
            <time className="tabular-nums" dateTime={new Date(event.start * 1000).toISOString()}>
              {formatDateTime(event.start * 1000, site.lang, timeZone, 'time')}
            </time>
            <span className={styles.date}>{formatDateTime(event.start * 1000, site.lang, timeZone, 'dayMonth')}</span>
          </>
        )}
      </div>
      <Link to={link} className={styles.teams} aria-label={event.live ? `${teams}. ${t('sportsbook_score', { home: event.live.score[0], away: event.live.score[1] })}` : teams}>
        <span className={styles.team}>
          <span className={styles.side}>
            <Crest src={event.team1Logo} name={event.team1} kind="team" size="row" />
            <span className={styles.teamName}>{event.team1}</span>
          </span>
          {event.live && <span className={styles.score} data-score="1">{event.live.score[0]}</span>}
        </span>
        {event.team2 !== '' && (
          <span className={styles.team}>
            <span className={styles.side}>
              <Crest src={event.team2Logo} name={event.team2} kind="team" size="row" />
              <span className={styles.teamName}>{event.team2}</span>
            </span>
            {event.live && <span className={styles.score} data-score="2">{event.live.score[1]}</span>}
          </span>
        )}
      </Link>
      <div className={styles.prices} data-columns={event.main?.columns.length ?? 0}>
        {event.main?.columns.map((column) =>
          column.outcome ? (
            <PriceButton key={column.label} outcome={column.outcome} label={t(COLUMN_LABELS[column.label])} eventLabel={teams} onPick={pick} />
          ) : (
            <span key={column.label} className={styles.noPrice} aria-hidden="true" />
          ),
        )}
      </div>
      {event.moreCount > 0 ? (
        <Link to={link} className={styles.more} aria-label={t('sportsbook_more_markets_label', { event: teams, count: event.moreCount })}>
          {t('sportsbook_more_markets', { count: event.moreCount })}
        </Link>
      ) : (
        <span className={styles.more} aria-hidden="true" />
      )}
      {event.live ? <PinButton gameId={event.id} eventLabel={teams} /> : <span className={styles.pin} aria-hidden="true" />}
      <span className={styles.actions}>
        <EventActions game={{ id: event.id, constId: event.constId, live: event.live !== null }} />
      </span>
      {event.suspended && <VisuallyHidden>{t(finished ? 'sportsbook_finished' : 'sportsbook_suspended')}</VisuallyHidden>}
    </div>
  );
});
