import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { cricketLinks } from './cricket-links';
import type { CricketChampRow } from './cricket-loaders';
import styles from './cricket.module.css';

/** Every cricket championship with its live and pre-match game counts. */
export function CricketChampsList({ champs }: { champs: readonly CricketChampRow[] | null }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  if (champs === null) return <p className={styles.note} role="status">{t('cricket_feed_error')}</p>;
  if (champs.length === 0) return <p className={styles.note}>{t('cricket_no_champs')}</p>;
  return (
    <ul className={styles.list} aria-label={t('cricket_nav_champs')}>
      {champs.map((champ) => (
        <li key={champ.id} className={styles.row}>
          <Link to={cricketLinks.champ(site.lang, champ)}>{champ.name}</Link>
          <span className={styles.status}>{t('cricket_champ_counts', { live: champ.live, line: champ.line })}</span>
        </li>
      ))}
    </ul>
  );
}
