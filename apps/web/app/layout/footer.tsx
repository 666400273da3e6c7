import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../shared/app-link';
import { informationPageKeys } from '@stavka/contract/routes';
import { href } from '@stavka/contract/route-href';
import { useRootData } from '../shared/root-data';
import { LocalClock } from './local-clock';
import styles from './footer.module.css';

/** Footer: the information pages of spec §2, the age limit, the player's clock and the brand. */
export function Footer() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('shell_information_navigation')}>
          <h2 className={styles.heading}>{t('shell_information')}</h2>
          <ul className={styles.links}>
            {informationPageKeys.map((key) => (
              <li key={key}>
                <Link to={href('information', { lng: site.lang, page: key })} className={styles.link}>
                  {t(`info_page_${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.bottom}>
          {site.minAge > 0 && (
            <span className={styles.age} title={t('shell_age_limit', { age: site.minAge })}>
              {site.minAge}+
            </span>
          )}
          <p className={styles.legal}>{t('shell_footer_legal', { brand: site.name, year: new Date().getFullYear() })}</p>
          <LocalClock />
        </div>
      </div>
    </footer>
  );
}
