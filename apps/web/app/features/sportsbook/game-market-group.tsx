import { memo, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import type { OutcomeView } from './event-view';
import { GamePrice } from './game-price';
import { marketRows } from './game-view';
import { marketName, outcomeName } from './market-names';
import type { GraphOutcome } from './odds-graph-data';
import { OddsGraphPanel } from './odds-graph-panel';
import styles from './game-market-group.module.css';

export interface GameMarketGroupProps {
  readonly gameId: number;
  readonly group: NonNullable<WireGame['GE']>[number];
  readonly eventLabel: string;
  readonly onPick: (outcome: OutcomeView) => void;
}

/**
 * One market group of the game page: its name as a button that folds it, every outcome of every
 * line as price buttons (rows across the group's columns), and a graph button that opens the odds
 * movement of its outcomes below it.
 */
export const GameMarketGroup = memo(function GameMarketGroup({ gameId, group, eventLabel, onPick }: GameMarketGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(true);
  const [graph, setGraph] = useState(false);
  const name = marketName(t, group.G);
  const rows = marketRows(group);
  const columns = group.E.length;
  const price = (outcome: WireOutcome) => (
    <GamePrice
      key={`${outcome.T}|${outcome.P ?? ''}|${outcome.PL?.I ?? ''}`}
      gameId={gameId}
      outcome={outcome}
      eventLabel={eventLabel}
      onPick={onPick}
    />
  );
  return (
    <section className={styles.group} aria-labelledby={`${id}-name`} data-market-group={group.G}>
      <div className={styles.head}>
        <h3 className={styles.title}>
          <button
            type="button"
            id={`${id}-name`}
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
          >
            <Icon name={open ? 'chevron-up' : 'chevron-down'} size="xs" />
            {name}
          </button>
        </h3>
        <button
          type="button"
          className={cx(styles.graphButton, graph && styles.graphOpen)}
          aria-expanded={graph}
          aria-controls={`${id}-graph`}
          aria-label={t(graph ? 'game_graph_close' : 'game_graph_open', { market: name })}
          title={t('game_graph_title')}
          onClick={() => setGraph(!graph)}
          data-graph-button=""
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <polyline points="1,12 5,7 9,10 15,3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {graph && (
        <OddsGraphPanel
          id={`${id}-graph`}
          gameId={gameId}
          title={t('game_graph_open', { market: name })}
          outcomes={graphOutcomes(t, group.E.flat())}
        />
      )}
      <div id={`${id}-body`} className={styles.body} hidden={!open}>
        {columns === 1 ? (
          <div className={styles.single}>{group.E.flat().map((outcome) => price(outcome))}</div>
        ) : (
          rows.map((row, index) => (
            <div key={index} className={styles.row} style={{ '--columns': Math.min(columns, 3) } as CSSProperties}>
              {row.map((outcome, column) => (outcome ? price(outcome) : <span key={`empty-${column}`} aria-hidden="true" />))}
            </div>
          ))
        )}
      </div>
    </section>
  );
});

function graphOutcomes(t: Parameters<typeof outcomeName>[0], outcomes: readonly WireOutcome[]): GraphOutcome[] {
  // The main line first: the graph opens on what the market shows first.
  const ordered = [...outcomes].sort((a, b) => (b.CE ?? 0) - (a.CE ?? 0));
  return ordered.map((o) => ({
    id: `${o.G}|${o.T}|${o.P ?? ''}|${o.PL?.I ?? ''}`,
    name: outcomeName(t, { group: o.G, type: o.T, param: o.P ?? null, playerName: o.PL?.N ?? null }),
    group: o.G,
    type: o.T,
    param: o.P ?? null,
    playerId: o.PL?.I ?? null,
  }));
}
