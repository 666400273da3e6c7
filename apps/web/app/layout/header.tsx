import { useTranslation } from 'react-i18next';
import { AppLink as Link, AppNavLink as NavLink } from '../shared/app-link';
import { href } from '@stavka/contract/route-href';
import { HeaderAccount } from '../features/identity/account/header-account';
import { MessagesBadge } from '../features/messages/messages-badge';
import { SupportChatButton } from '../features/support-chat/support-chat-button';
import { HeaderWallet } from '../features/wallet/header-wallet';
import { LanguageSwitcher } from '../features/preferences/language-switcher';
import { ThemeToggle } from '../features/preferences/theme-toggle';
import { TimeZonePicker } from '../features/preferences/time-zone-picker';
import { OddsFormatSwitcher } from '../features/sportsbook/odds-format-switcher';
import { useRootData } from '../shared/root-data';
import styles from './header.module.css';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink);

/** Header (UX.md): the brand, the main sections, the language, time zone, odds format and theme, the balance and the account. */
export function Header() {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={href('home', { lng: site.lang })} className={styles.brand} aria-label={t('shell_home_of', { brand: site.name })}>
          {/* The brand's logo (its media, decision 0047), in a box of its own size: no shift when it loads. */}
          <img className={styles.logo} src={site.theme.logoUrl} alt="" width={152} height={32} decoding="async" />
        </Link>
        <nav className={styles.nav} aria-label={t('shell_main_navigation')}>
          <NavLink to={href('bettingHome', { lng: site.lang, mode: 'line' })} className={navClass}>
            {t('sportsbook_nav_sports')}
          </NavLink>
          <NavLink to={href('bettingHome', { lng: site.lang, mode: 'live' })} className={navClass}>
            {t('sportsbook_nav_live')}
          </NavLink>
        </nav>
        <div className={viewer ? `${styles.tools} ${styles.signedIn}` : styles.tools}>
          <div className={styles.preferences}>
            <LanguageSwitcher />
            <TimeZonePicker />
          </div>
          <OddsFormatSwitcher />
          <div className={styles.preferences}>
            <ThemeToggle />
          </div>
          <HeaderWallet />
          {viewer && (
            // On a phone the header has no room for it: the chat opens from the support page.
            <div className={styles.preferences}>
              <SupportChatButton place="header" />
            </div>
          )}
          {viewer && <MessagesBadge />}
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
