import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponPanel } from '../features/coupon/coupon-panel';
import { useOddsFormat } from '../features/sportsbook/odds-format';
import { useRootData } from '../shared/root-data';
import styles from './slip-page.module.css';

// Not a route: the frame of the betting pages that have no sports tree (duels, the bet lobby): the
// page, and the player's bet slip beside it on desktops (phones and tablets open it as a sheet).

export function SlipPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  const format = useOddsFormat();
  return (
    <div className={styles.layout}>
      <div className={styles.content}>{children}</div>
      <aside className={styles.slip} aria-label={t('sportsbook_slip_title')} data-slip-column="">
        <CouponPanel oddsFormat={format} lang={site.lang} />
      </aside>
    </div>
  );
}
