import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Icon } from '../../shared/ui/icon';
import { SelectModal } from '../../shared/ui/select-modal';
import { useSaveSetting } from '../../shared/player-settings';
import { useRootData } from '../../shared/root-data';
import { writeTimeZoneCookie } from '../../shared/storage/app-cookies';
import { timeZoneName, timeZoneOptions } from '../../shared/time-zones';
import styles from './preferences.module.css';

/** The player's time zone for every date and time on the site (UX.md: numbers in the player's zone). */
export function TimeZonePicker() {
  const { t, i18n } = useTranslation();
  const { timeZone, timeZoneName: named } = useRootData();
  const revalidator = useRevalidator();
  const saveSetting = useSaveSetting();
  const [open, setOpen] = useState(false);
  const options = useMemo(() => (open ? timeZoneOptions(timeZone, i18n.language) : []), [open, timeZone, i18n.language]);
  const zoneName = useMemo(() => named ?? timeZoneName(timeZone, i18n.language), [named, timeZone, i18n.language]);

  const choose = async (zone: string) => {
    setOpen(false);
    if (zone === timeZone) return;
    writeTimeZoneCookie(zone);
    // A signed-in player's saved zone wins over the cookie on the next load: save it first (decision 0041).
    await saveSetting('time_zone', zone);
    await revalidator.revalidate();
  };

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t('shell_time_zone_choose', { zone: zoneName })}>
        <Icon name="clock" size="s" />
        <span className={styles.zone}>{zoneName}</span>
      </button>
      {open && (
        <SelectModal
          title={t('shell_time_zone_title')}
          searchable
          options={options}
          onSelect={(option) => void choose(String(option.id))}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
