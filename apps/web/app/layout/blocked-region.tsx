import { useTranslation } from 'react-i18next';
import { useRootData } from '../shared/root-data';
import styles from './blocked-region.module.css';

/** The blocked-region page (spec §2): shown instead of the site to geos the brand blocks. */
export function BlockedRegion() {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <main className={styles.page} aria-labelledby="blocked-title">
      <p className={styles.brand}>{site.name}</p>
      <h1 id="blocked-title" className={styles.title}>
        {t('blocked_region_title')}
      </h1>
      <p className={styles.text}>{t('blocked_region_text', { brand: site.name })}</p>
    </main>
  );
}
