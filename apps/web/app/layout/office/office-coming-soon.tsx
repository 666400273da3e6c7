// An office screen that is not open yet (issue 13): inside the office frame, its title, a clear
// "coming soon" state with what the screen will hold, and the way back to the office's menu.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { href } from '@stavka/contract/route-href';
import { officeMenuTable, type OfficeMenuRoute, type OfficeSubScreen } from '@stavka/contract/office-menu';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Icon } from '../../shared/ui/icon';
import { officeMenuItem, subScreenTexts } from './office-menu';
import type { ComingSoonOfficeRoute } from './office-coming-soon-routes';
import styles from './office-coming-soon.module.css';

const menuRoutes: ReadonlySet<string> = new Set(officeMenuTable.flatMap((group) => group.rows.map((r) => r.route)));

/** The title and the line saying what a screen that is not open yet will hold. */
export function comingSoonTexts(route: ComingSoonOfficeRoute): { label: MessageKey; hint: MessageKey } {
  if (menuRoutes.has(route)) return officeMenuItem(route as OfficeMenuRoute);
  const texts = subScreenTexts[route as OfficeSubScreen];
  if (!texts) throw new Error(`No texts for the office screen ${route}`);
  return texts;
}

export function OfficeComingSoon({ route }: { route: ComingSoonOfficeRoute }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const headingId = useId();
  const { label, hint } = comingSoonTexts(route);
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t(label)}
      </h1>
      <div className={styles.card}>
        <p className={styles.badge}>
          <Icon name="clock" size="s" />
          {t('office_coming_soon_badge')}
        </p>
        <p className={styles.text}>{t('office_coming_soon_text')}</p>
        <p className={styles.text}>
          <strong>{t('office_coming_soon_what')}</strong> {t(hint)}
        </p>
        <AppLink to={href('office', { lng: site.lang })} className={styles.back}>
          <Icon name="back" size="s" />
          {t('office_coming_soon_back')}
        </AppLink>
      </div>
    </section>
  );
}
