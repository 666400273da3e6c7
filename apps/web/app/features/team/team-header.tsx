import { useTranslation } from 'react-i18next';
import type { WireTeamCard } from '@stavka/contract/team-wire';
import styles from './team.module.css';

/** The team's name (the page's heading), sport and country. */
export function TeamHeader({ team, actions }: { team: WireTeamCard; actions?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{team.N}</h1>
      <p className={styles.meta}>{t('team_meta', { sport: team.SN, country: team.CN })}</p>
      {actions}
    </header>
  );
}
