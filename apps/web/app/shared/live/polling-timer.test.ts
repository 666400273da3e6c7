import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPollingTimer } from './polling-timer';

// Spec §4 polling timer: start, pause, force-update, destroy; updates do not overlap.

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An update whose calls the test finishes by hand; it counts calls and overlaps. */
function manualUpdate() {
  const calls: { at: number; signal: AbortSignal; done: boolean; finish: () => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const update = (signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const call = {
        at: Date.now(),
        signal,
        done: false,
        finish: () => {
          if (call.done) return;
          call.done = true;
          inFlight--;
          resolve();
        },
      };
      calls.push(call);
    });
  return {
    update,
    calls,
    get maxInFlight() {
      return maxInFlight;
    },
    /** Finishes the oldest unfinished call. */
    finishLast: async () => {
      calls.find((call) => !call.done)?.finish();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

/** An update that finishes at once. */
function instantUpdate() {
  const at: number[] = [];
  return { at, update: async () => void at.push(Date.now()) };
}

describe('polling timer', () => {
  it('updates an interval after start, then an interval after each update ends', async () => {
    const { at, update } = instantUpdate();
    const timer = createPollingTimer({ intervalMs: 5_000, update });
    timer.start();
    expect(timer.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(16_000);
    expect(at).toEqual([5_000, 10_000, 15_000]);
  });

  it('updates at once when started immediately', async () => {
    const { at, update } = instantUpdate();
    createPollingTimer({ intervalMs: 5_000, update }).start({ immediate: true });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(at).toEqual([0, 5_000]);
  });

  it('never overlaps a slow update: the next waits for it, then an interval', async () => {
    const slow = manualUpdate();
    const timer = createPollingTimer({ intervalMs: 1_000, update: slow.update });
    timer.start({ immediate: true });
    await vi.advanceTimersByTimeAsync(3_500);
    expect(slow.calls).toHaveLength(1);
    expect(timer.state).toBe('updating');
    await slow.finishLast();
    await vi.advanceTimersByTimeAsync(999);
    expect(slow.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.calls.map((c) => c.at)).toEqual([0, 4_500]);
    expect(slow.maxInFlight).toBe(1);
  });

  it('pauses and resumes', async () => {
    const { at, update } = instantUpdate();
    const timer = createPollingTimer({ intervalMs: 1_000, update });
    timer.start();
    await vi.advanceTimersByTimeAsync(1_000);
    timer.pause();
    expect(timer.state).toBe('paused');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(at).toEqual([1_000]);
    timer.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(at).toEqual([1_000, 12_000]);
  });

  it('force-updates now and counts the next interval from there', async () => {
    const { at, update } = instantUpdate();
    const timer = createPollingTimer({ intervalMs: 1_000, update });
    timer.start();
    await vi.advanceTimersByTimeAsync(600);
    await timer.forceUpdate();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(at).toEqual([600, 1_600]);
  });

  it('runs a force-update asked for during an update once, right after it', async () => {
    const slow = manualUpdate();
    const timer = createPollingTimer({ intervalMs: 1_000, update: slow.update });
    timer.start({ immediate: true });
    const forced = [timer.forceUpdate(), timer.forceUpdate()];
    let resolved = false;
    void Promise.all(forced).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(200);
    await slow.finishLast();
    expect(slow.calls).toHaveLength(2);
    expect(resolved).toBe(false);
    await slow.finishLast();
    expect(resolved).toBe(true);
    expect(slow.maxInFlight).toBe(1);
  });

  it('destroys: aborts the running update and never updates again', async () => {
    const slow = manualUpdate();
    const timer = createPollingTimer({ intervalMs: 1_000, update: slow.update });
    timer.start({ immediate: true });
    timer.destroy();
    expect(slow.calls[0]?.signal.aborted).toBe(true);
    await slow.finishLast();
    timer.start();
    await timer.forceUpdate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(slow.calls).toHaveLength(1);
    expect(timer.state).toBe('destroyed');
  });

  it('reports a failed update and keeps polling', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const timer = createPollingTimer({
      intervalMs: 1_000,
      update: async () => {
        calls++;
        throw new Error('down');
      },
      onError: (error) => errors.push(error),
    });
    timer.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(3);
  });

  it('never runs two updates at once, whatever the callers do', async () => {
    const op = fc.constantFrom('start', 'startNow', 'pause', 'force', 'finish', 'wait', 'destroy');
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        const slow = manualUpdate();
        const timer = createPollingTimer({ intervalMs: 100, update: slow.update });
        for (const name of ops) {
          if (name === 'start') timer.start();
          else if (name === 'startNow') timer.start({ immediate: true });
          else if (name === 'pause') timer.pause();
          else if (name === 'force') void timer.forceUpdate();
          else if (name === 'finish') await slow.finishLast();
          else if (name === 'wait') await vi.advanceTimersByTimeAsync(150);
          else timer.destroy();
        }
        expect(slow.maxInFlight).toBeLessThanOrEqual(1);
        timer.destroy();
      }),
      { numRuns: 150 },
    );
  });
});
