import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isSamePath } from '@stavka/contract/route-href';
import { Icon } from '../../shared/ui/icon';
import { SelectModal } from '../../shared/ui/select-modal';
import { pathInLanguage, useSaveSetting } from '../../shared/player-settings';
import { useRootData } from '../../shared/root-data';
import styles from './preferences.module.css';

/** Switches the page language: the same page under another /:lng prefix (spec §2). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { site } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const saveSetting = useSaveSetting();
  const [open, setOpen] = useState(false);
  const current = site.languages.find((l) => l.code === site.lang);

  const choose = (code: string) => {
    setOpen(false);
    const target = pathInLanguage(location.pathname, location.search, code);
    // spec §2: navigating to the current path is skipped.
    if (isSamePath(target, `${location.pathname}${location.search}`)) return;
    // A signed-in player's language follows them (decision 0041): the next sign-in opens in it.
    void saveSetting('language', code);
    void navigate(target);
  };

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t('shell_language_choose', { shown: site.lang.toUpperCase(), language: current?.title ?? site.lang })}>
        <Icon name="globe" size="s" />
        <span className={styles.code}>{site.lang.toUpperCase()}</span>
      </button>
      {open && (
        <SelectModal
          title={t('shell_language_title')}
          searchable
          options={site.languages.map((l) => ({ id: l.code, name: l.title, iso: l.code, checked: l.code === site.lang }))}
          onSelect={(option) => choose(String(option.id))}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
