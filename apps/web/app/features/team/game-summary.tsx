import { useTranslation } from 'react-i18next';
import { PRE_MATCH_SCORE, type WireEvent } from '@stavka/contract/feed-wire';
import { formatDateTime } from '@stavka/i18n/format';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { teamLinks, type TeamMode } from './team-links';
import styles from './team.module.css';

export interface GameSummaryProps {
  readonly game: WireEvent;
  readonly mode: TeamMode;
  /** The page's own links under the summary (head to head, the full game page). */
  readonly children?: React.ReactNode;
}

/**
 * A lean game summary of the team pages (the game page of H2 is the full one): both teams linked
 * to their team pages, the championship, the start or the live score and period.
 */
export function GameSummary({ game, mode, children }: GameSummaryProps) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const side = (id: number, name: string, nameEn: string) =>
    id > 0 ? <Link to={teamLinks.team(site.lang, mode, { id, nameEn })}>{name}</Link> : <span>{name}</span>;
  const live = game.KI === 1;
  const sc = game.SC ?? PRE_MATCH_SCORE;
  return (
    <section className={styles.summary} aria-labelledby="game-title" data-game={game.I}>
      <p className={styles.meta}>
        {game.SN} · {game.L}
      </p>
      <h1 id="game-title" className={styles.teams}>
        {side(game.O1I, game.O1, game.O1E)}
        {live ? <span className={styles.score}>{t('team_live_score', { home: sc.FS.S1 ?? 0, away: sc.FS.S2 ?? 0 })}</span> : <span aria-hidden="true">—</span>}
        {game.O2 !== '' && side(game.O2I, game.O2, game.O2E)}
      </h1>
      <p className={styles.meta}>
        {live ? t('team_live_period', { period: sc.CPS }) : t('team_starts', { when: formatDateTime(game.S * 1000, site.lang, timeZone, 'dateTime') })}
      </p>
      <div className={styles.links}>{children}</div>
    </section>
  );
}
