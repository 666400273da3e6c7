// The feed's clock (DESIGN §6: tests never sleep for real match time). It has the shape of the
// trading simulator's clock (simulator/clock.ts), so the simulator and the live state share one
// clock: the server passes the real one (sped up by SIMULATOR_SPEED), tests a stepped one.

export type TimerHandle = number;

export interface FeedClock {
  /** Unix milliseconds. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds of the clock's time. */
  setTimer(fn: () => void, ms: number): TimerHandle;
  clearTimer(handle: TimerHandle): void;
}

/** Real time. */
export function createSystemClock(): FeedClock {
  const timers = new Map<TimerHandle, NodeJS.Timeout>();
  let next = 1;
  return {
    now: () => Date.now(),
    setTimer(fn, ms) {
      const handle = next++;
      const timer = setTimeout(() => {
        timers.delete(handle);
        fn();
      }, ms);
      // A ticking watchdog must not keep a finished process (or a test run) alive.
      timer.unref();
      timers.set(handle, timer);
      return handle;
    },
    clearTimer(handle) {
      clearTimeout(timers.get(handle));
      timers.delete(handle);
    },
  };
}

/** Calls `fn` every `ms` milliseconds of the clock until the returned function is called. */
export function every(clock: FeedClock, ms: number, fn: () => void): () => void {
  let stopped = false;
  let handle: TimerHandle;
  const arm = () => {
    handle = clock.setTimer(() => {
      if (stopped) return;
      arm();
      fn();
    }, ms);
  };
  arm();
  return () => {
    stopped = true;
    clock.clearTimer(handle);
  };
}
