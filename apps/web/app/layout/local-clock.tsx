import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../shared/root-data';
import { timeZoneName } from '../shared/time-zones';
import styles from './footer.module.css';

/** The current time in the player's time zone; ticks each minute. */
export function LocalClock() {
  const { t } = useTranslation();
  const { site, timeZone, timeZoneName: named } = useRootData();
  const [now, setNow] = useState(() => Date.now());
  const zone = useMemo(() => named ?? timeZoneName(timeZone, site.lang), [named, timeZone, site.lang]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.clock}>
      {t('shell_time_zone_now', { zone })}{' '}
      <time suppressHydrationWarning dateTime={new Date(now).toISOString()}>
        {formatDateTime(now, site.lang, timeZone, 'time')}
      </time>
    </p>
  );
}
