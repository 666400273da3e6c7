import { useTranslation } from 'react-i18next';
import type { WireTeamCard } from '@stavka/contract/team-wire';
import { AppLink as Link } from '../../shared/app-link';
import styles from './team.module.css';

/** The team's players; each links to its page when the section has one (`playerLink`). */
export function SquadList({ team, playerLink }: { team: WireTeamCard; playerLink?: (playerId: number) => string }) {
  const { t } = useTranslation();
  if (team.PL.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="squad-title">
      <h2 id="squad-title" className={styles.subtitle}>
        {t('team_squad')}
      </h2>
      <ul className={styles.list}>
        {team.PL.map((player) => (
          <li key={player.I} className={styles.links}>
            {playerLink ? <Link to={playerLink(player.I)}>{player.N}</Link> : player.N}
          </li>
        ))}
      </ul>
    </section>
  );
}
