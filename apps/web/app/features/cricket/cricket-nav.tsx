import { useTranslation } from 'react-i18next';
import { AppNavLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { cricketLinks } from './cricket-links';
import styles from './cricket.module.css';

/** The cricket section's own navigation (spec §2 cricket routes). */
export function CricketNav() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const items = [
    { to: cricketLinks.home(site.lang), label: t('cricket_nav_home') },
    { to: cricketLinks.events(site.lang), label: t('cricket_nav_events') },
    { to: cricketLinks.champs(site.lang), label: t('cricket_nav_champs') },
    { to: cricketLinks.broadcasts(site.lang), label: t('cricket_nav_broadcasts') },
    { to: cricketLinks.search(site.lang), label: t('cricket_nav_search') },
    { to: cricketLinks.favourites(site.lang), label: t('favourites_nav') },
  ];
  return (
    <nav className={styles.nav} aria-label={t('cricket_nav_label')}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <AppNavLink to={item.to} end>
              {item.label}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
