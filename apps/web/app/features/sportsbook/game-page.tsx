import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { useGameFinished, useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { SkeletonRows } from '../../shared/ui/skeleton';
import type { OutcomeView } from './event-view';
import { GameBroadcast } from './game-broadcast';
import { GameHeader, type GameBack, type TeamLinkOf } from './game-header';
import { GameParts } from './game-parts';
import { gameEventView, subGameLabel } from './game-view';
import { pickOf, toggleMessage } from './pick';
import { useSelectionSink } from './selection-sink';
import styles from './game-page.module.css';

export interface GamePageProps {
  /** The id of the page's path: a game id (I) or a constant id (CI). */
  readonly requestedId: number;
  /** The loader's GetGameZip answer; null when the feed did not answer in time (the browser fills it in). */
  readonly initial: WireGame | null;
  /** Over when the page was rendered (v1 gameInfo); afterwards the game topic says so. */
  readonly finished: boolean;
  /** The way back when another section frames the page (a team, cricket); else the section's or the championship's. */
  readonly back?: GameBack | undefined;
  /** The frame's page of a team, to link both teams' names to (team and cricket pages). */
  readonly teamLink?: TeamLinkOf | undefined;
  /** The frame's own blocks between the header and the markets (head to head, the scorecard). */
  readonly children?: ReactNode;
}

/**
 * A game with every market (`bettingMainGame`, the section game routes, `teamGame`, `cricketGame`):
 * rendered on the server from GetGameZip, then live by push on the game topic (polling while the
 * socket is down). Sub-games (corners, cards, halves …) are tabs (game-parts.tsx). A finished game
 * shows its result and no prices.
 */
export function GamePage({ requestedId, initial, finished: finishedAtLoad, back, teamLink, children }: GamePageProps) {
  const { t } = useTranslation();
  const topic = useLiveTopic({ kind: 'game', gameId: requestedId }, 'game', initial ? { game: initial } : undefined);
  const gameId = topic.order[0] ?? initial?.I ?? requestedId;
  const game = useLiveGame(gameId) ?? initial;
  const finished = useGameFinished(gameId) || finishedAtLoad;
  const sink = useSelectionSink();
  const [announcement, setAnnouncement] = useState('');
  const onPick = useCallback(
    (of: WireGame, outcome: OutcomeView) => {
      const base = pickOf(t, gameEventView(of), outcome);
      // A sub-game's market reads "Corners. Total" in the slip.
      const part = of.CMG === undefined ? '' : subGameLabel({ TG: of.TG ?? '', PN: of.PN ?? '' });
      const pick = part === '' ? base : { ...base, marketName: `${part}. ${base.marketName}` };
      setAnnouncement(toggleMessage(t, sink.toggle(pick), pick));
    },
    [t, sink],
  );

  if (!game) {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status" className={styles.note}>
          {topic.status === 'error' ? t('game_markets_error') : t('game_markets_loading')}
        </p>
        <SkeletonRows count={5} />
      </div>
    );
  }
  const eventLabel = t('sportsbook_event_teams', { team1: game.O1, team2: game.O2 });
  return (
    <div className={styles.page} data-game-page={game.I}>
      <GameHeader game={game} finished={finished} back={back} teamLink={teamLink} />
      {!finished && game.KI === 1 && game.VI !== undefined && <GameBroadcast game={game} />}
      {children}
      {finished ? (
        <p className={styles.note}>{t('game_finished_note')}</p>
      ) : (
        <GameParts game={game} eventLabel={eventLabel} onPick={onPick} />
      )}
      <span role="status" className={styles.announcement}>
        {announcement}
      </span>
    </div>
  );
}
