import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { formatDateTime } from '@stavka/i18n/format';
import { GRAPH_BOX, graphScale, stepPath, type GraphSeries } from './odds-graph-scale';
import { oddsText } from './odds-format';
import styles from './odds-graph.module.css';

export interface OddsGraphProps {
  readonly series: readonly GraphSeries[];
  readonly format: OddsFormat;
  readonly lang: string;
  readonly timeZone: string;
  readonly title: string;
  /** The end of the time axis (now, on a live graph). */
  readonly until?: number;
}

/**
 * A line chart of prices over time (UX.md: accessible, colour never the only signal): an SVG image
 * named by its title and described by a summary per outcome, each series with its own colour and
 * dash and a legend; the values are also in a table for screen readers. Prices show in the
 * player's odds format, times in their time zone.
 */
export function OddsGraph({ series, format, lang, timeZone, title, until }: OddsGraphProps) {
  const { t } = useTranslation();
  const id = useId();
  const drawn = series.filter((s) => s.points.length > 0);
  const scale = graphScale(drawn, GRAPH_BOX, until);
  if (!scale) return null;
  const odds = (price: number) => oddsText(price, format, lang);
  const time = (at: number) => formatDateTime(at, lang, timeZone, 'time');
  const summary = drawn.map((s) => {
    const prices = s.points.map((p) => p.price);
    const last = prices[prices.length - 1] ?? 0;
    return t('game_graph_summary', { outcome: s.name, count: prices.length, min: odds(Math.min(...prices)), max: odds(Math.max(...prices)), last: odds(last) });
  });
  const box = GRAPH_BOX;
  return (
    <figure className={styles.figure} data-odds-graph="">
      <svg
        className={styles.svg}
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary.join('. ')}</desc>
        <g className={styles.grid} data-axis="odds">
          {scale.priceTicks.map((tick) => (
            <g key={tick}>
              <line x1={box.left} x2={box.width - box.right} y1={scale.y(tick)} y2={scale.y(tick)} />
              <text x={box.left - 6} y={scale.y(tick)} textAnchor="end" dominantBaseline="middle" data-tick="">
                {odds(tick)}
              </text>
            </g>
          ))}
        </g>
        <g className={styles.axis} data-axis="time">
          {scale.timeTicks.map((tick, index) => (
            <text
              key={tick}
              x={scale.x(tick)}
              y={box.height - 8}
              textAnchor={index === 0 ? 'start' : index === scale.timeTicks.length - 1 ? 'end' : 'middle'}
              data-tick=""
            >
              {time(tick)}
            </text>
          ))}
        </g>
        {drawn.map((s, index) => (
          <g key={s.id} className={styles[`series${index % 3}`]} data-series={s.id}>
            <path d={stepPath(s.points, scale)} className={styles.line} data-points={s.points.length} />
            {s.points.map((p) => (
              <circle key={p.at} cx={scale.x(p.at)} cy={scale.y(p.price)} r={2.5} className={styles.dot} />
            ))}
          </g>
        ))}
      </svg>
      {drawn.length > 1 && (
        <figcaption className={styles.legend}>
          {drawn.map((s, index) => (
            <span key={s.id} className={styles.legendItem}>
              <svg className={styles[`series${index % 3}`]} width="24" height="8" aria-hidden="true">
                <line x1="0" x2="24" y1="4" y2="4" className={styles.line} />
              </svg>
              {s.name}
            </span>
          ))}
        </figcaption>
      )}
      {drawn.map((s) => (
        <table key={s.id} className={styles.hiddenTable}>
          <caption>{t('game_graph_points', { outcome: s.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('game_graph_axis_time')}</th>
              <th scope="col">{t('game_graph_axis_odds')}</th>
            </tr>
          </thead>
          <tbody>
            {s.points.slice(-50).map((p) => (
              <tr key={p.at}>
                <td>{time(p.at)}</td>
                <td>{odds(p.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </figure>
  );
}
