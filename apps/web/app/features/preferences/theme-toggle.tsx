import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon';
import { useRootData } from '../../shared/root-data';
import { writeThemeCookie } from '../../shared/storage/app-cookies';
import type { Theme } from '../../shared/storage/preferences';
import styles from './preferences.module.css';

/**
 * Light / dark theme. The choice is a cookie so the server renders the next page in it (no
 * flash); the switch itself only flips the attribute on <html>.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const root = useRootData();
  const [theme, setTheme] = useState<Theme>(root.theme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';

  const toggle = () => {
    document.documentElement.dataset.theme = next;
    writeThemeCookie(next);
    setTheme(next);
  };

  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={toggle}
      aria-pressed={theme === 'dark'}
      aria-label={t(next === 'light' ? 'shell_theme_to_light' : 'shell_theme_to_dark')}
      title={t(next === 'light' ? 'shell_theme_to_light' : 'shell_theme_to_dark')}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size="s" />
    </button>
  );
}
