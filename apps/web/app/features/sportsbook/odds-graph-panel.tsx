import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { useRootData } from '../../shared/root-data';
import { Button } from '../../shared/ui/button';
import { SkeletonRows } from '../../shared/ui/skeleton';
import { OddsGraph } from './odds-graph';
import { useOddsHistories, type GraphOutcome } from './odds-graph-data';
import { useOddsFormat } from './odds-format';
import styles from './odds-graph-panel.module.css';

export interface OddsGraphPanelProps {
  /** The game id (I) whose prices are drawn. */
  readonly gameId: number;
  readonly title: string;
  readonly outcomes: readonly GraphOutcome[];
  /** Every outcome at once (the popup), or one chosen in a list (a market on the game page). */
  readonly all?: boolean;
  /** The popup's odds format from its path; the player's own otherwise. */
  readonly format?: OddsFormat;
  readonly id?: string;
}

/** The odds movement of a market's outcomes: a chooser, the graph, and the states around it. */
export function OddsGraphPanel({ gameId, title, outcomes, all = false, format, id }: OddsGraphPanelProps) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const playerFormat = useOddsFormat();
  const selectId = useId();
  const [chosen, setChosen] = useState(outcomes[0]?.id ?? '');
  const shown = all ? outcomes : outcomes.filter((o) => o.id === chosen).slice(0, 1);
  const drawn = shown.length > 0 ? shown : outcomes.slice(0, 1);
  const { status, series, retry } = useOddsHistories(gameId, drawn, site.lang);
  const empty = series.every((s) => s.points.length === 0);
  return (
    <section className={styles.panel} id={id} aria-label={title} aria-busy={status === 'loading'} data-graph-panel="">
      {!all && outcomes.length > 1 && (
        <div className={styles.chooser}>
          <label htmlFor={selectId}>{t('game_graph_outcomes')}</label>
          <select id={selectId} value={drawn[0]?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
            {outcomes.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {status === 'loading' && empty ? (
        <div role="status">
          <span className={styles.note}>{t('game_graph_loading')}</span>
          <SkeletonRows count={3} />
        </div>
      ) : status === 'error' && empty ? (
        <div className={styles.error} role="alert">
          <span>{t('game_graph_error')}</span>
          <Button size="s" onClick={retry}>
            {t('game_graph_retry')}
          </Button>
        </div>
      ) : empty ? (
        <p className={styles.note} data-graph-empty="">
          {t('game_graph_empty')}
        </p>
      ) : (
        <OddsGraph series={series} format={format ?? playerFormat} lang={site.lang} timeZone={timeZone} title={title} />
      )}
    </section>
  );
}
