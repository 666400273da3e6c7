import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { AppLink as Link } from '../../shared/app-link';
import { useGameFinished, useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { eventView, type EventView, type MainColumn, type OutcomeView } from './event-view';
import { gameLink, homeLink } from './links';
import { LiveClock } from './live-clock';
import { pickOf, toggleMessage } from './pick';
import { PINNED_MAX, usePinnedGames } from './pinned-games';
import { PriceButton } from './price-button';
import { useSelectionSink } from './selection-sink';
import styles from './multi-live.module.css';
import { champWithSport } from './champ-title';

const COLUMN_LABELS: Readonly<Record<MainColumn['label'], MessageKey>> = {
  home: 'sportsbook_main_home',
  draw: 'sportsbook_main_draw',
  away: 'sportsbook_main_away',
};

/** A game topic's data as a list event: its main markets are read the same way as a row's. */
export function gameAsEvent(game: WireGame): WireEvent {
  const { GE, EGC: _groups, SG: _subGames, E, ...header } = game;
  const outcomes = [...(GE ?? []).flatMap((group) => group.E.flat()), ...(E ?? [])];
  return { ...header, E: outcomes, AE: [] };
}

/**
 * Multi-live (`bettingMultiLive`): the pinned live games (at most four, AppStorage) side by side,
 * each a card with score, clock and main markets, live by its game topic.
 */
export function MultiLiveBoard() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const { ids, pins } = usePinnedGames();
  const sink = useSelectionSink();
  const [announcement, setAnnouncement] = useState('');
  const onPick = useCallback(
    (event: EventView, outcome: OutcomeView) => {
      const pick = pickOf(t, event, outcome);
      setAnnouncement(toggleMessage(t, sink.toggle(pick), pick));
    },
    [t, sink],
  );
  return (
    <section className={styles.board} aria-labelledby="multi-live-title">
      <h1 id="multi-live-title" className={styles.title}>
        {t('live_multi_heading')}
      </h1>
      {ids.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('live_multi_empty', { max: PINNED_MAX })}</p>
          <Link to={homeLink(site.lang, 'live')}>{t('live_multi_to_live')}</Link>
        </div>
      ) : (
        <ul className={styles.cards} aria-label={t('live_multi_cards_label')} data-count={ids.length}>
          {ids.map((gameId) => (
            <li key={gameId} className={styles.card} data-pinned-game={gameId}>
              <MultiLiveCard gameId={gameId} onPick={onPick} onUnpin={() => pins.unpin(gameId)} />
            </li>
          ))}
        </ul>
      )}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </section>
  );
}

interface CardProps {
  readonly gameId: number;
  readonly onPick: (event: EventView, outcome: OutcomeView) => void;
  readonly onUnpin: () => void;
}

function MultiLiveCard({ gameId, onPick, onUnpin }: CardProps) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const topic = useMemo(() => ({ kind: 'game', gameId }) as const, [gameId]);
  const view = useLiveTopic(topic, 'game');
  const game = useLiveGame(gameId);
  const finished = useGameFinished(gameId);
  const event = useMemo(() => (game ? eventView(gameAsEvent(game)) : null), [game]);
  const pick = useCallback((outcome: OutcomeView) => event && onPick(event, outcome), [event, onPick]);
  const unpin = (
    <Button size="s" variant="ghost" icon="close" onClick={onUnpin}>
      {t('live_multi_unpin')}
    </Button>
  );
  if (!event || finished) {
    const gone = finished || view.status === 'error';
    return (
      <div className={styles.body} aria-busy={!gone || undefined}>
        {gone ? <p className={styles.note}>{t('live_multi_gone')}</p> : <SkeletonRows count={3} />}
        {!gone && <p className={styles.note}>{t('live_multi_loading')}</p>}
        <div className={styles.actions}>{unpin}</div>
      </div>
    );
  }
  const teams = t('sportsbook_event_teams', { team1: event.team1, team2: event.team2 });
  return (
    <article className={styles.body} aria-label={teams} data-event={event.id}>
      <p className={styles.champ}>{champWithSport(event.sportName, event.champName)}</p>
      <div className={styles.scoreboard}>
        <span className={styles.team}>{event.team1}</span>
        <span className={styles.score} aria-label={t('sportsbook_score', { home: event.live?.score[0] ?? 0, away: event.live?.score[1] ?? 0 })}>
          <span data-score="1">{event.live?.score[0] ?? 0}</span>:<span data-score="2">{event.live?.score[1] ?? 0}</span>
        </span>
        <span className={styles.team}>{event.team2}</span>
      </div>
      {event.live && (
        <p className={styles.clock}>
          <LiveClock seconds={event.live.clockSeconds} running={event.live.clockRunning} /> <span>{event.live.period}</span>
        </p>
      )}
      <div className={styles.prices}>
        {event.main?.columns.map((column) =>
          column.outcome ? <PriceButton key={column.label} outcome={column.outcome} label={t(COLUMN_LABELS[column.label])} eventLabel={teams} onPick={pick} /> : null,
        )}
      </div>
      <div className={styles.actions}>
        <Link to={gameLink(site.lang, event)}>{t('live_multi_all_markets')}</Link>
        {unpin}
      </div>
    </article>
  );
}
