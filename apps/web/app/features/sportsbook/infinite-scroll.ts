// Infinite scroll of spec §9: checked at most every 150 ms; the end is near when the list's bottom
// is within 150 px of the window's bottom, the start when its top is within 100 px of the window's top.

export const INFINITE_SCROLL = { throttleMs: 150, topOffsetPx: 100, bottomOffsetPx: 150 } as const;

export interface ScrollEdges {
  readonly nearStart: boolean;
  readonly nearEnd: boolean;
}

/** Where a list stands against the window: its rect and the window's height. */
export function scrollEdges(rect: { top: number; bottom: number }, viewportHeight: number): ScrollEdges {
  return {
    nearStart: rect.top >= -INFINITE_SCROLL.topOffsetPx,
    nearEnd: rect.bottom - viewportHeight <= INFINITE_SCROLL.bottomOffsetPx,
  };
}

/** Calls `run` at most once per `ms`, with a trailing call so the last event is never lost. */
export function throttle(run: () => void, ms: number, now: () => number = Date.now): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    pending = null;
    last = now();
    run();
  };
  return {
    call() {
      const wait = last + ms - now();
      if (wait <= 0) {
        if (pending !== null) clearTimeout(pending);
        fire();
      } else {
        pending ??= setTimeout(fire, wait);
      }
    },
    cancel() {
      if (pending !== null) clearTimeout(pending);
      pending = null;
    },
  };
}
