import { useTranslation } from 'react-i18next';
import { AppLink as Link } from '../shared/app-link';
import { informationPageKeys } from '@stavka/contract/routes';
import { href } from '@stavka/contract/route-href';
import { SheetAccount } from '../features/identity/account/sheet-account';
import { LanguageSwitcher } from '../features/preferences/language-switcher';
import { ThemeToggle } from '../features/preferences/theme-toggle';
import { TimeZonePicker } from '../features/preferences/time-zone-picker';
import { useRootData } from '../shared/root-data';
import { Dialog } from '../shared/ui/dialog';
import styles from './menu-sheet.module.css';

/** The phone menu: the account, preferences and the information pages, one thumb away. */
export function MenuSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <Dialog title={t('shell_nav_menu')} onClose={onClose}>
      <SheetAccount onNavigate={onClose} />
      <div className={styles.preferences}>
        <LanguageSwitcher />
        <TimeZonePicker />
        <ThemeToggle />
      </div>
      <ul className={styles.links}>
        {informationPageKeys.map((key) => (
          <li key={key}>
            <Link to={href('information', { lng: site.lang, page: key })} onClick={onClose} className={styles.link}>
              {t(`info_page_${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
