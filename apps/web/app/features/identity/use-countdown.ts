import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again; ticks once a second while above zero. Starts at
 * `initialSeconds` (for a step shown right after a code went out).
 */
export function useCountdown(initialSeconds = 0): { readonly secondsLeft: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState<number | null>(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(seconds > 0 ? current + seconds * 1000 : null);
  }, []);
  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, start };
}
