// One clock for every live row: a single interval wakes the clocks on screen once a second,
// instead of one timer per row (UX.md: the clock ticks in place; few timers with many rows).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = 0;

export function subscribeSeconds(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The last tick (epoch ms); 0 before the first subscriber. */
export function currentSecond(): number {
  return now;
}
