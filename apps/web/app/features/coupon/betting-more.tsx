import { useTranslation } from 'react-i18next';
import { href } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import styles from './slip-extras.module.css';

/** The sportsbook's other ways to bet, under the slip on every betting page: duels and the bet lobby where the brand has one. */
export function BettingMore() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <nav className={styles.more} aria-label={t('betting_more_label')}>
      <AppLink className={styles.link} to={href('duels', { lng: site.lang })}>
        {t('duels_link')}
      </AppLink>
      {site.betting?.lobby !== false && (
        <AppLink className={styles.link} to={href('betsLobby', { lng: site.lang })}>
          {t('lobby_link')}
        </AppLink>
      )}
    </nav>
  );
}
