import { useTranslation } from 'react-i18next';
import type { ResultGame } from '@stavka/contract/feed-wire';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import { cx } from '../../shared/ui/class-names';
import { outcomeFor, record, type Outcome } from './team-record';
import styles from './team.module.css';

const OUTCOME_KEYS: Readonly<Record<Outcome, MessageKey>> = { win: 'team_outcome_win', draw: 'team_outcome_draw', loss: 'team_outcome_loss' };

export interface ResultsListProps {
  readonly games: readonly ResultGame[] | null;
  readonly label: string;
  readonly emptyText: string;
  /** Whose side each game is read from (won, drawn, lost); none for head to head. */
  readonly teamId?: number;
}

/** Finished games, newest first: date, both teams with the score, and the team's outcome in words. */
export function ResultsList({ games, label, emptyText, teamId }: ResultsListProps) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  if (games === null) return <p className={styles.note} role="status">{t('team_feed_error')}</p>;
  if (games.length === 0) return <p className={styles.note}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {games.map((game) => {
        const outcome = teamId === undefined ? null : outcomeFor(game, teamId);
        return (
          <li key={game.id} className={styles.row} data-result={game.id}>
            <time dateTime={new Date(game.dateStart * 1000).toISOString()}>{formatDateTime(game.dateStart * 1000, site.lang, timeZone, 'date')}</time>
            <span>
              {game.opp1} <span className={styles.score}>{game.status === 4 ? t('team_cancelled') : game.score.split(' ')[0]}</span> {game.opp2}
              <span className={styles.meta}> · {game.champName}</span>
            </span>
            {outcome ? <span className={cx(styles.badge, outcome === 'win' && styles.win, outcome === 'loss' && styles.loss)}>{t(OUTCOME_KEYS[outcome])}</span> : <span />}
          </li>
        );
      })}
    </ul>
  );
}

/** "3 wins, 1 draw, 2 losses" of a team over some games. */
export function RecordLine({ games, teamId, team }: { games: readonly ResultGame[] | null; teamId: number; team: string }) {
  const { t } = useTranslation();
  if (games === null || games.length === 0) return null;
  const counts = record(games, teamId);
  return <p className={styles.meta}>{t('team_record', { team, wins: counts.win, draws: counts.draw, losses: counts.loss })}</p>;
}
