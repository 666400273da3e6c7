import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icon';
import { useSaveSetting } from '../../shared/player-settings';
import { useRootData } from '../../shared/root-data';
import { writeThemeCookie } from '../../shared/storage/app-cookies';
import type { Theme } from '../../shared/storage/preferences';
import styles from './preferences.module.css';

/**
 * Light / dark theme. The choice is a cookie so the server renders the next page in it (no
 * flash), and a signed-in player's account setting; the switch itself only flips the attribute on <html>.
 * A button that says what it does ("Switch to the light theme"), not a pressed toggle: a label that
 * changes with the state and a pressed state would contradict each other.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const root = useRootData();
  const saveSetting = useSaveSetting();
  const [theme, setTheme] = useState<Theme>(root.theme);
  // A theme saved elsewhere (office_settings, another device) arrives with the root data.
  const [base, setBase] = useState<Theme>(root.theme);
  if (base !== root.theme) {
    setBase(root.theme);
    setTheme(root.theme);
  }
  const next: Theme = theme === 'dark' ? 'light' : 'dark';

  const toggle = () => {
    document.documentElement.dataset.theme = next;
    writeThemeCookie(next);
    setTheme(next);
    // A signed-in player's theme is their account's (decision 0041), so the next page keeps it.
    void saveSetting('theme', next);
  };

  return (
    <button
      type="button"
      className={styles.trigger}
      onClick={toggle}
      aria-label={t(next === 'light' ? 'shell_theme_to_light' : 'shell_theme_to_dark')}
      title={t(next === 'light' ? 'shell_theme_to_light' : 'shell_theme_to_dark')}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size="s" />
    </button>
  );
}
