import { useTranslation } from 'react-i18next';
import type { WireGame } from '@stavka/contract/feed-wire';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { useLiveGame, useLiveTopic } from '../../shared/live/live-hooks';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { mainOutcomes } from './game-view';
import { outcomeName } from './market-names';
import { OddsGraphPanel } from './odds-graph-panel';
import styles from './odds-graph-popup.module.css';

export interface OddsGraphPopupProps {
  readonly requestedId: number;
  readonly initial: WireGame | null;
  readonly format: OddsFormat | null;
}

/**
 * The `statisticGraph` popup: the odds movement of the game's main outcomes (1 X 2, or 1 2) in one
 * graph, in the format of the path's `coefView` (or the player's). It follows the game topic, so
 * prices pushed while it is open extend the lines.
 */
export function OddsGraphPopup({ requestedId, initial, format }: OddsGraphPopupProps) {
  const { t } = useTranslation();
  const topic = useLiveTopic({ kind: 'game', gameId: requestedId }, 'game', initial ? { game: initial } : undefined);
  const game = useLiveGame(topic.order[0] ?? initial?.I ?? requestedId) ?? initial;
  if (!game) {
    return (
      <div className={styles.popup} aria-busy="true">
        <p role="status">{t('game_graph_loading')}</p>
        <SkeletonRows count={4} />
      </div>
    );
  }
  const outcomes = mainOutcomes(game).map((o) => ({
    id: `${o.G}|${o.T}`,
    name: outcomeName(t, { group: o.G, type: o.T, param: o.P ?? null, playerName: o.PL?.N ?? null }),
    group: o.G,
    type: o.T,
    param: o.P ?? null,
    playerId: o.PL?.I ?? null,
  }));
  const heading = t('game_graph_popup_heading', { team1: game.O1, team2: game.O2 });
  return (
    <div className={styles.popup} data-graph-popup={game.I}>
      <h1 className={styles.heading}>{heading}</h1>
      {outcomes.length === 0 ? (
        <p>{t('game_graph_popup_empty')}</p>
      ) : (
        <OddsGraphPanel gameId={game.I} title={heading} outcomes={outcomes} all {...(format ? { format } : {})} />
      )}
    </div>
  );
}
