import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import { useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { cx } from '../../shared/ui/class-names';
import cue from '../../shared/ui/scroll-cue.module.css';
import type { OutcomeView } from './event-view';
import { GameMarkets } from './game-markets';
import { useClosedSubGames } from './game-subgame-state';
import { subGameLabel } from './game-view';
import styles from './game-page.module.css';

export interface GamePartsProps {
  readonly game: WireGame;
  readonly eventLabel: string;
  readonly onPick: (game: WireGame, outcome: OutcomeView) => void;
}

/**
 * The match and its sub-games as tabs (arrow keys move between them, as tabs do). Only sub-games
 * that still take bets are offered; when the open one closes, the match comes back with a note, and
 * focus that was on the tabs goes to the match's tab (or to the note when no tab is left).
 */
export function GameParts({ game, eventLabel, onPick }: GamePartsProps) {
  const { t } = useTranslation();
  const id = useId();
  const subGames = game.SG ?? [];
  const closed = useClosedSubGames(game.I, subGames);
  const [chosen, setChosen] = useState<number | null>(null);
  const [closedNote, setClosedNote] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabList = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const [refocus, setRefocus] = useState(false);
  const offered = subGames.filter((sub) => !closed.has(sub.I));
  if (chosen !== null && !offered.some((sub) => sub.I === chosen)) {
    // The open tab's part is over (or the feed dropped it): back to the match, saying why.
    const gone = subGames.find((sub) => sub.I === chosen);
    setChosen(null);
    setClosedNote(gone ? t('game_links_subgame_closed', { part: subGameLabel(gone) }) : '');
    // The closed tab leaves the page with this render, so where focus is must be read now. Focus
    // elsewhere on the page stays where it is.
    setRefocus(tabList.current?.contains(document.activeElement) === true);
  }
  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    // The match's tab (the first) is the selected one now.
    (tabs.current[0] ?? noteRef.current)?.focus();
  }, [refocus]);
  const choose = (part: number | null) => {
    setChosen(part);
    setClosedNote('');
  };
  const parts = [{ id: null, label: t('game_subgame_main') }, ...offered.map((sub) => ({ id: sub.I, label: subGameLabel(sub) }))];
  const current = parts.findIndex((part) => part.id === chosen);
  const active = current >= 0 ? current : 0;
  const activePart = parts[active];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to =
      event.key === 'Home' ? 0 : event.key === 'End' ? parts.length - 1 : step === 0 ? -1 : (active + step + parts.length) % parts.length;
    if (to < 0) return;
    event.preventDefault();
    choose(parts[to]?.id ?? null);
    tabs.current[to]?.focus();
  };
  const note =
    closedNote === '' ? null : (
      <p ref={noteRef} role="status" tabIndex={-1} className={styles.note} data-subgame-closed="">
        {closedNote}
      </p>
    );
  if (offered.length === 0)
    return (
      <>
        {note}
        <GameMarkets game={game} eventLabel={eventLabel} onPick={onPick} />
      </>
    );
  return (
    <div className={styles.parts}>
      <div ref={tabList} className={cx(styles.tabs, cue.cue)} role="tablist" aria-label={t('game_subgames_label')} onKeyDown={onKeyDown}>
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
            onClick={() => choose(part.id)}
            data-subgame={part.id ?? 'main'}
          >
            {part.label}
          </button>
        ))}
      </div>
      {note}
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
function SubGameMarkets({ subGameId, eventLabel, onPick }: { subGameId: number; eventLabel: string; onPick: GamePartsProps['onPick'] }) {
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
