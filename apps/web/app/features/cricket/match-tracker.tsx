import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireChrono } from '@stavka/contract/feed-wire';
import { cx } from '../../shared/ui/class-names';
import { BALLS_PER_OVER, MAX_WICKETS, runRate, T20_OVERS, type CricketSide } from './cricket-score';
import type { CricketGameView } from './cricket-view';
import { CricketSideLine, CricketStatus } from './scoreboard';
import { ballsBetween, mergeEvents, wicketsOf, type TrackerEvent } from './tracker-events';
import styles from './cricket.module.css';

export interface MatchTrackerProps {
  readonly game: CricketGameView;
  readonly chrono: WireChrono | null;
}

/**
 * The broadcast page's match tracker (spec §2: no video source is configured, so the broadcast
 * shows it): the score, each innings drawn as its twenty overs and ten wickets, and the last
 * events — balls seen bowled while the page is open, then the wickets of the feed's history.
 */
export function MatchTracker({ game, chrono }: MatchTrackerProps) {
  const { t } = useTranslation();
  // Balls are found by comparing each refreshed score with the one before it (React's
  // "adjusting state when a prop changes": no effect, no extra render pass).
  const [previous, setPrevious] = useState(game);
  const [seen, setSeen] = useState<readonly TrackerEvent[]>([]);
  if (previous !== game) {
    setPrevious(game);
    if (previous.id === game.id) setSeen(mergeEvents(seen, ballsBetween(previous.score, game.score)));
  }
  const events = mergeEvents(wicketsOf(chrono, game.score.battedFirst), seen);
  const order: readonly (0 | 1)[] = game.score.battedFirst === 1 ? [1, 0] : [0, 1];
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title" data-tracker="">
      <h2 id="tracker-title" className={styles.subtitle}>
        {t('cricket_tracker_title')}
      </h2>
      <p className={styles.note}>{t('cricket_tracker_no_video')}</p>
      <div aria-live="polite" aria-atomic="true">
        <CricketSideLine game={game} side={0} />
        <CricketSideLine game={game} side={1} />
        <CricketStatus game={game} />
      </div>
      {order.map((side) => (
        <InningsVisual key={side} team={game.teams[side].name} side={game.score.sides[side]} current={game.score.batting === side} />
      ))}
      <h3 className={styles.subtitle}>{t('cricket_tracker_events')}</h3>
      {events.length === 0 ? (
        <p className={styles.note}>{t('cricket_tracker_no_events')}</p>
      ) : (
        <ol className={styles.events} data-events="">
          {events.map((event) => (
            <li key={event.key}>
              <span className={cx(styles.ball, event.kind === 'wicket' && styles.out, event.kind === 'ball' && event.runs >= 4 && styles.boundary)} aria-hidden="true">
                {event.kind === 'wicket' ? 'W' : event.kind === 'balls' ? '…' : event.runs === 0 ? '•' : event.runs}
              </span>
              <EventText event={event} game={game} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** An event in words: a ball's runs, several balls, or a wicket (seen bowled, or from the feed's history). */
function EventText({ event, game }: { event: TrackerEvent; game: CricketGameView }) {
  const { t } = useTranslation();
  const team = game.teams[event.side].name;
  if (event.kind === 'wicket' && event.over === '') return <>{t('cricket_event_wicket_at', { team, runs: event.total })}</>;
  if (event.kind === 'wicket') return <>{t('cricket_event_wicket', { team, over: event.over })}</>;
  if (event.kind === 'balls') return <>{t('cricket_event_balls', { team, balls: event.balls, runs: event.runs, over: event.over })}</>;
  return <>{t('cricket_event_ball', { team, runs: event.runs, over: event.over })}</>;
}

/** An innings as twenty over cells (bowled, being bowled, to come) and ten wicket dots. */
function InningsVisual({ team, side, current }: { team: string; side: CricketSide; current: boolean }) {
  const { t } = useTranslation();
  const done = Math.floor(side.balls / BALLS_PER_OVER);
  const partial = side.balls % BALLS_PER_OVER > 0;
  return (
    <figure className={styles.innings} data-innings="">
      <figcaption>
        {t('cricket_innings_caption', { team, overs: done, total: T20_OVERS, wickets: side.wickets, rate: runRate(side) })}
      </figcaption>
      <ol className={styles.overs} aria-hidden="true">
        {Array.from({ length: T20_OVERS }, (_, over) => (
          <li key={over} className={cx(styles.over, over < done && styles.overDone, current && over === done && partial && styles.overNow)} />
        ))}
      </ol>
      <ol className={styles.wickets} aria-hidden="true">
        {Array.from({ length: MAX_WICKETS }, (_, wicket) => (
          <li key={wicket} className={cx(styles.wicket, wicket < side.wickets && styles.wicketDown)} />
        ))}
      </ol>
    </figure>
  );
}
