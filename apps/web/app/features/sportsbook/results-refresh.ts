// Keeps a page's loader data fresh by re-running its loader (spec wire-format §5 timers: champ
// results and the express of the day every 15 s), and retries soon when the loader could not read
// the feed in time (the page rendered without that part). Paused while the tab is hidden; a run
// never overlaps the previous one.
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** How soon a page retries a part the feed did not give its loader. */
export const MISSING_RETRY_MS = 5_000;

export function useLoaderRefresh(everyMs: number | null, missing: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const wait = missing ? Math.min(MISSING_RETRY_MS, everyMs ?? MISSING_RETRY_MS) : everyMs;
  useEffect(() => {
    if (wait === null) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || latest.current.state !== 'idle') return;
      void latest.current.revalidate();
    }, wait);
    return () => clearInterval(timer);
  }, [wait]);
}
