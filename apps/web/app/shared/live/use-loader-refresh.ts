import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Re-runs the page's loaders every `intervalMs` while the page is visible (the polling fallback of
 * DESIGN §5 for pages whose data is a loader's: team, cricket and recommendation pages). A refresh
 * never overlaps the one before it, and a hidden tab does not poll (spec §4 polling timer).
 */
export function useLoaderRefresh(intervalMs: number): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    const timer = setInterval(() => {
      const { state, revalidate } = latest.current;
      if (state === 'idle' && document.visibilityState === 'visible') void revalidate();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}
