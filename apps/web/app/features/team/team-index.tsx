import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { teamLinks, type TeamMode } from './team-links';
import type { TeamRef } from './team-loaders';
import styles from './team.module.css';

/** The team tab without a team: the teams of the top games, each linked to its page. */
export function TeamIndex({ teams, mode }: { teams: readonly TeamRef[] | null; mode: TeamMode }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('team_index_heading')}</h1>
      {teams === null ? (
        <p className={styles.note} role="status">{t('team_feed_error')}</p>
      ) : teams.length === 0 ? (
        <p className={styles.note}>{t('team_index_empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('team_index_heading')}>
          {teams.map((team) => (
            <li key={team.id} className={styles.links}>
              <Link to={teamLinks.team(site.lang, mode, team)}>{team.name}</Link>
              <span className={styles.meta}>{team.sportName}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
