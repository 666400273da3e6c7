import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@stavka/i18n/format';
import { useRootData } from '../../shared/root-data';
import { currentSecond, subscribeSeconds } from './second-ticker';

/** "m:ss" (or "h:mm:ss") of a count of seconds. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Time to a race's start, ticking each second on the page's one clock (second-ticker.ts). The first
 * paint (server and hydration) shows the start time itself, so both render the same text.
 */
export function Countdown({ start }: { start: number }) {
  const { t } = useTranslation();
  const { site, timeZone } = useRootData();
  const now = useSyncExternalStore(subscribeSeconds, currentSecond, () => 0);
  const at = new Date(start * 1000);
  if (now === 0) {
    return (
      <time dateTime={at.toISOString()} className="tabular-nums">
        {t('sections_event_starts', { date: formatDateTime(at, site.lang, timeZone, 'time') })}
      </time>
    );
  }
  const left = start - Math.floor(now / 1000);
  return (
    <time dateTime={at.toISOString()} className="tabular-nums" data-countdown={Math.max(0, left)}>
      {left > 0 ? t('sections_race_starts_in', { time: countdownText(left) }) : t('sections_race_started')}
    </time>
  );
}
