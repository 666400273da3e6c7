// The simulator's clock is injectable (issue 4): the server runs it in real time at a
// configurable speed, tests step a whole match in milliseconds (DESIGN §6: tests never sleep for
// real match time). Timers are one-shot, like setTimeout, in the clock's own milliseconds.

export type TimerHandle = number;

export interface SimClock {
  /** Simulated time, unix milliseconds. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds of simulated time. */
  setTimer(fn: () => void, ms: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
}

export interface SteppedClock extends SimClock {
  /** Moves time forward by `ms`, running every timer that falls due, in order of due time. */
  advance(ms: number): void;
  /** Timers not yet run nor cleared. */
  pendingTimers(): number;
}

/**
 * Real time sped up by `speed` (1 = real time, 10 = ten simulated seconds per second): the
 * simulated time starts at `startMs` (now by default) and runs `speed` times faster.
 */
export function createRealClock(options: { speed?: number; startMs?: number } = {}): SimClock {
  const speed = options.speed ?? 1;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`clock speed must be a positive number, got ${speed}`);
  const realStart = Date.now();
  const simStart = options.startMs ?? realStart;
  const timers = new Map<TimerHandle, NodeJS.Timeout>();
  let nextHandle = 1;
  const now = () => simStart + Math.floor((Date.now() - realStart) * speed);
  return {
    now,
    setTimer(fn, ms) {
      const handle = nextHandle++;
      const due = now() + Math.max(0, ms);
      // Node may fire a timer a millisecond early: wait out the rest, so no timer runs before its
      // simulated time.
      const arm = (delayMs: number) => {
        const timer = setTimeout(() => {
          const left = due - now();
          if (left > 0) return arm(Math.ceil(left / speed));
          timers.delete(handle);
          fn();
        }, delayMs);
        // A forgotten simulator must not keep the process alive; the server's socket does that.
        timer.unref();
        timers.set(handle, timer);
      };
      arm(Math.max(0, Math.ceil(ms / speed)));
      return handle;
    },
    clearTimer(handle) {
      const timer = timers.get(handle);
      if (timer === undefined) return;
      clearTimeout(timer);
      timers.delete(handle);
    },
  };
}

interface SteppedTimer {
  due: number;
  order: number;
  fn: () => void;
}

/** A clock that moves only when told to: `advance(ms)` runs due timers in order. */
export function createSteppedClock(startMs = Date.UTC(2030, 0, 1, 12)): SteppedClock {
  let current = startMs;
  let order = 0;
  const timers = new Map<TimerHandle, SteppedTimer>();

  const nextDue = (limit: number): [TimerHandle, SteppedTimer] | undefined => {
    let best: [TimerHandle, SteppedTimer] | undefined;
    for (const entry of timers) {
      const timer = entry[1];
      if (timer.due > limit) continue;
      if (best === undefined || timer.due < best[1].due || (timer.due === best[1].due && timer.order < best[1].order)) best = entry;
    }
    return best;
  };

  return {
    now: () => current,
    setTimer(fn, ms) {
      const handle = ++order;
      timers.set(handle, { due: current + Math.max(0, ms), order: handle, fn });
      return handle;
    },
    clearTimer(handle) {
      timers.delete(handle);
    },
    advance(ms) {
      const target = current + Math.max(0, ms);
      for (let entry = nextDue(target); entry !== undefined; entry = nextDue(target)) {
        const [handle, timer] = entry;
        timers.delete(handle);
        current = Math.max(current, timer.due);
        timer.fn();
      }
      current = target;
    },
    pendingTimers: () => timers.size,
  };
}
