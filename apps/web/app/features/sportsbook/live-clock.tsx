import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentSecond, subscribeSeconds } from './second-ticker';

/** Longest the clock runs on between two answers; past it the row waits for the feed. */
const MAX_EXTRAPOLATION_S = 15;

/**
 * The match clock of a live row (SC.TS, elapsed seconds): between two answers it runs on by
 * itself while the clock is running (it moved since the previous answer), so it ticks in place
 * (UX.md) without asking the feed every second. The server's value shows on the first paint.
 */
export function LiveClock({ seconds, running }: { seconds: number; running: boolean }) {
  const { t } = useTranslation();
  // When this value of the clock arrived; a new value from the feed makes a new base.
  const [base, setBase] = useState(() => ({ seconds, at: 0 }));
  const tick = useSyncExternalStore(running ? subscribeSeconds : noSubscribe, currentSecond, () => 0);
  // A new value from the feed, or the first tick after the first paint, starts a new base.
  if (base.seconds !== seconds || (base.at === 0 && tick > 0)) setBase({ seconds, at: tick });
  const since = running && base.at > 0 && tick > base.at ? Math.min(MAX_EXTRAPOLATION_S, Math.floor((tick - base.at) / 1000)) : 0;
  const shown = seconds + since;
  const minutes = Math.floor(shown / 60);
  const rest = String(shown % 60).padStart(2, '0');
  return (
    <time className="tabular-nums" dateTime={`PT${minutes}M${rest}S`} aria-label={t('sportsbook_clock', { minutes })}>
      {minutes}:{rest}
    </time>
  );
}

function noSubscribe(): () => void {
  return () => undefined;
}
