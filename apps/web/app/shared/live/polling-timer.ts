// The polling timer of spec §4: start, pause, force-update, destroy; updates never overlap. The
// next update is scheduled an interval after the previous one has finished, so a slow answer
// delays the next call instead of stacking calls; a force-update during a running update runs once
// more right after it.

export type PollingState = 'idle' | 'waiting' | 'updating' | 'paused' | 'destroyed';

export interface PollingTimer {
  readonly state: PollingState;
  /** Starts (or resumes) polling: the first update now when `immediate`, else after an interval. */
  start(options?: { immediate?: boolean }): void;
  /** Stops scheduling; a running update finishes. `start` resumes. */
  pause(): void;
  /** Updates now (or right after the running update) and resolves when that update is done. */
  forceUpdate(): Promise<void>;
  /** Stops for good and aborts a running update. */
  destroy(): void;
}

export interface PollingTimerOptions {
  /** Milliseconds between the end of one update and the start of the next; read at each scheduling. */
  readonly intervalMs: number | (() => number);
  /** One update; it should stop when the signal aborts. */
  readonly update: (signal: AbortSignal) => Promise<void>;
  readonly onError?: (error: unknown) => void;
}

export function createPollingTimer(options: PollingTimerOptions): PollingTimer {
  let active = false;
  let started = false;
  let destroyed = false;
  let running = false;
  let rerun = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let waiters: (() => void)[] = [];

  const interval = () => (typeof options.intervalMs === 'function' ? options.intervalMs() : options.intervalMs);

  function clear(): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  }

  function schedule(): void {
    clear();
    if (!active || destroyed || running) return;
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, interval());
  }

  async function run(): Promise<void> {
    clear();
    running = true;
    do {
      rerun = false;
      const current = new AbortController();
      controller = current;
      try {
        await options.update(current.signal);
      } catch (error) {
        if (!current.signal.aborted) options.onError?.(error);
      }
    } while (rerun && !destroyed);
    running = false;
    controller = undefined;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
    schedule();
  }

  return {
    get state(): PollingState {
      if (destroyed) return 'destroyed';
      if (running) return 'updating';
      if (active) return 'waiting';
      return started ? 'paused' : 'idle';
    },
    start({ immediate = false } = {}) {
      if (destroyed || active) return;
      active = true;
      started = true;
      if (running) return; // the running update schedules the next one
      if (immediate) void run();
      else schedule();
    },
    pause() {
      active = false;
      clear();
    },
    forceUpdate() {
      if (destroyed) return Promise.resolve();
      if (running) {
        rerun = true;
        return new Promise<void>((resolve) => waiters.push(resolve));
      }
      return run();
    },
    destroy() {
      destroyed = true;
      active = false;
      clear();
      controller?.abort();
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    },
  };
}
