import { useTranslation } from 'react-i18next';
import type { WireEvent } from '@stavka/contract/feed-wire';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { teamLinks, type TeamMode } from './team-links';
import styles from './team.module.css';

/** Links to the team's own page of each of its games (teamGame), live ones first. */
export function TeamGameLinks({ games, team, mode }: { games: readonly WireEvent[]; team: { id: number; nameEn: string }; mode: TeamMode }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  if (games.length === 0) return null;
  return (
    <nav aria-label={t('team_games_links')}>
      <ul className={styles.list}>
        {games.map((game) => (
          <li key={game.I} className={styles.links}>
            <Link to={teamLinks.game(site.lang, mode, team, { id: game.I, team1En: game.O1E, team2En: game.O2E })}>
              {game.O2 === '' ? game.O1 : `${game.O1} — ${game.O2}`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
