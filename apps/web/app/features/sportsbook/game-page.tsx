import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { useGameFinished, useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { SkeletonRows } from '../../shared/ui/skeleton';
import type { OutcomeView } from './event-view';
import { GameHeader } from './game-header';
import { GameMarkets } from './game-markets';
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
}

/**
 * A game with every market (`bettingMainGame`): rendered on the server from GetGameZip, then live
 * by push on the game topic (polling while the socket is down). Sub-games (corners, cards,
 * halves …) are tabs, each following its own game topic once opened. A finished game shows its
 * result and no prices.
 */
export function GamePage({ requestedId, initial, finished: finishedAtLoad }: GamePageProps) {
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
      <GameHeader game={game} finished={finished} />
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

interface PartsProps {
  readonly game: WireGame;
  readonly eventLabel: string;
  readonly onPick: (game: WireGame, outcome: OutcomeView) => void;
}

/** The match and its sub-games as tabs (arrow keys move between them, as tabs do). */
function GameParts({ game, eventLabel, onPick }: PartsProps) {
  const { t } = useTranslation();
  const id = useId();
  const subGames = game.SG ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const parts = [{ id: null, label: t('game_subgame_main') }, ...subGames.map((sub) => ({ id: sub.I, label: subGameLabel(sub) }))];
  const current = parts.findIndex((part) => part.id === chosen);
  const active = current >= 0 ? current : 0;
  const activePart = parts[active];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? parts.length - 1 : step === 0 ? -1 : (active + step + parts.length) % parts.length;
    if (to < 0) return;
    event.preventDefault();
    setChosen(parts[to]?.id ?? null);
    tabs.current[to]?.focus();
  };
  if (subGames.length === 0) return <GameMarkets game={game} eventLabel={eventLabel} onPick={onPick} />;
  return (
    <div className={styles.parts}>
      <div className={styles.tabs} role="tablist" aria-label={t('game_subgames_label')} onKeyDown={onKeyDown}>
        {parts.map((part, index) => (
          <button
            key={part.id ?? 'main'}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setChosen(part.id)}
            data-subgame={part.id ?? 'main'}
          >
            {part.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active}`} className={styles.panel}>
        {activePart?.id == null ? (
          <GameMarkets game={game} eventLabel={eventLabel} onPick={onPick} />
        ) : (
          <SubGameMarkets key={activePart.id} subGameId={activePart.id} eventLabel={eventLabel} onPick={onPick} />
        )}
      </div>
    </div>
  );
}

/** A sub-game's markets: its own GetGameZip, followed on its own game topic while the tab is open. */
function SubGameMarkets({ subGameId, eventLabel, onPick }: { subGameId: number; eventLabel: string; onPick: PartsProps['onPick'] }) {
  const { t } = useTranslation();
  const topic = useLiveTopic({ kind: 'game', gameId: subGameId }, 'game');
  const game = useLiveGame(topic.order[0] ?? subGameId);
  if (!game) {
    return (
      <div aria-busy="true">
        <p role="status" className={styles.note}>
          {topic.status === 'error' ? t('game_markets_error') : t('game_markets_loading')}
        </p>
        <SkeletonRows count={5} />
      </div>
    );
  }
  return <GameMarkets game={game} eventLabel={eventLabel} onPick={onPick} />;
}
