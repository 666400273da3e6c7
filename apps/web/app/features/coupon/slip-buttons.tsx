import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon';
import { useBuilderLegCount } from './builder-context';
import { useSlipCount, useSlipSheet } from './coupon-context';
import styles from './slip-buttons.module.css';

/** The bottom navigation's "Bet slip" with its count badge (UX.md: phones). */
export function SlipNavButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  // The builder's legs are in the slip too (its own bet at the top).
  const count = useSlipCount() + useBuilderLegCount();
  const sheet = useSlipSheet();
  return (
    <button type="button" className={className} onClick={sheet.show} aria-haspopup="dialog" aria-label={t('sportsbook_nav_slip_label', { count })}>
      <span className={styles.iconBox}>
        <Icon name="coupon" size="m" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        )}
      </span>
      <span>{t('sportsbook_nav_slip')}</span>
    </button>
  );
}

/**
 * The floating slip button (UX.md: tablets; also desktop pages without the slip column), shown
 * while the slip holds anything.
 */
export function SlipFab() {
  const { t } = useTranslation();
  // The builder's legs are in the slip too (its own bet at the top).
  const count = useSlipCount() + useBuilderLegCount();
  const sheet = useSlipSheet();
  if (count === 0) return null;
  return (
    <button type="button" className={styles.fab} onClick={sheet.show} aria-haspopup="dialog" aria-label={t('sportsbook_slip_open', { count })} data-slip-fab="">
      <Icon name="coupon" size="m" />
      <span className={styles.fabCount}>{count}</span>
    </button>
  );
}
