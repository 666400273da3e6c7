import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNavLink as NavLink } from '../shared/app-link';
import { href } from '@stavka/contract/route-href';
import { SlipNavButton } from '../features/coupon/slip-buttons';
import { BottomNavAccount } from '../features/identity/account/bottom-nav-account';
import { useRootData } from '../shared/root-data';
import { Icon } from '../shared/ui/icon';
import { MenuSheet } from './menu-sheet';
import styles from './bottom-nav.module.css';

const itemClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.item} ${styles.active}` : styles.item);

/** Phones (< 768 px, UX.md): a bottom navigation bar within thumb reach — Sports, Live, Bet slip, account, Menu. */
export function BottomNav() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <nav className={styles.bar} aria-label={t('shell_bottom_navigation')}>
        <NavLink to={href('bettingHome', { lng: site.lang, mode: 'line' })} className={itemClass}>
          <Icon name="sports" size="m" />
          <span>{t('sportsbook_nav_sports')}</span>
        </NavLink>
        <NavLink to={href('bettingHome', { lng: site.lang, mode: 'live' })} className={itemClass}>
          <Icon name="live" size="m" />
          <span>{t('sportsbook_nav_live')}</span>
        </NavLink>
        <SlipNavButton className={styles.item} />
        <BottomNavAccount className={styles.item} onOpenMenu={() => setMenuOpen(true)} />
        <button type="button" className={styles.item} onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          <Icon name="menu" size="m" />
          <span>{t('shell_nav_menu')}</span>
        </button>
      </nav>
      {menuOpen && <MenuSheet onClose={() => setMenuOpen(false)} />}
    </>
  );
}
