import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TickScheduler, type SchedulerTimers } from './tick-scheduler';

// Conflation per tick (issue 4 "bursts are conflated per tick"): a lone change leaves at once, a
// burst leaves as one flush per tick, and nothing waits longer than a tick.

const TICK = 100;

/** An event loop in miniature: timers by due time, deferred work after the running callback. */
class ManualTimers implements SchedulerTimers {
  private time = 0;
  private nextId = 0;
  private readonly timers = new Map<number, { due: number; fn: () => void }>();
  private readonly immediates: (() => void)[] = [];

  now = () => this.time;
  setTimeout = (fn: () => void, ms: number) => {
    this.timers.set(++this.nextId, { due: this.time + ms, fn });
    return this.nextId;
  };
  clearTimeout = (handle: unknown) => {
    if (typeof handle === 'number') this.timers.delete(handle);
  };
  defer = (fn: () => void) => {
    this.immediates.push(fn);
  };

  /** Ends the current burst of events, then lets `ms` pass. */
  advance(ms = 0): void {
    const target = this.time + ms;
    this.runImmediates();
    for (;;) {
      const due = [...this.timers].filter(([, t]) => t.due <= target).sort((a, b) => a[1].due - b[1].due || a[0] - b[0])[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].due;
      due[1].fn();
      this.runImmediates();
    }
    this.time = target;
  }

  private runImmediates(): void {
    for (let fn = this.immediates.shift(); fn; fn = this.immediates.shift()) fn();
  }
}

function recorder() {
  const timers = new ManualTimers();
  const flushes: { at: number; items: string[] }[] = [];
  const scheduler = new TickScheduler<string>(TICK, (items) => flushes.push({ at: timers.now(), items }), timers);
  return { flushes, scheduler, timers };
}

describe('TickScheduler', () => {
  it('flushes a lone change right after the current burst of events, all scheduled items together', () => {
    const { flushes, scheduler, timers } = recorder();
    scheduler.schedule('a');
    scheduler.schedule('b');
    scheduler.schedule('a');
    expect(flushes).toEqual([]);
    timers.advance();
    expect(flushes).toEqual([{ at: 0, items: ['a', 'b'] }]);
  });

  it('holds changes within a tick of the last flush and sends them once at its end', () => {
    const { flushes, scheduler, timers } = recorder();
    scheduler.schedule('a');
    timers.advance();
    for (const step of [10, 10, 40, 39]) {
      timers.advance(step);
      scheduler.schedule('a');
    }
    timers.advance();
    expect(flushes).toHaveLength(1);
    timers.advance(1);
    expect(flushes.map((f) => f.at)).toEqual([0, 100]);
    // After a quiet tick the next change goes at once again.
    timers.advance(500);
    scheduler.schedule('a');
    timers.advance();
    expect(flushes.map((f) => f.at)).toEqual([0, 100, 600]);
  });

  it('keeps each item to its own tick', () => {
    const { flushes, scheduler, timers } = recorder();
    scheduler.schedule('a');
    timers.advance(50);
    scheduler.schedule('a');
    scheduler.schedule('b');
    timers.advance();
    expect(flushes).toEqual([
      { at: 0, items: ['a'] },
      { at: 50, items: ['b'] },
    ]);
    timers.advance(50);
    expect(flushes.at(-1)).toEqual({ at: 100, items: ['a'] });
  });

  it('drops the pending flush of a forgotten item and stops altogether', () => {
    const { flushes, scheduler, timers } = recorder();
    scheduler.schedule('a');
    timers.advance();
    scheduler.schedule('a');
    scheduler.forget('a');
    scheduler.schedule('b');
    scheduler.stop();
    scheduler.schedule('c');
    timers.advance(1_000);
    expect(flushes).toEqual([{ at: 0, items: ['a'] }]);
  });

  it('never flushes an item twice within a tick, and never leaves a change waiting longer than a tick', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 1, maxLength: 60 }), (times) => {
        const { flushes, scheduler, timers } = recorder();
        const sorted = [...times].sort((a, b) => a - b);
        for (const at of sorted) {
          timers.advance(at - timers.now());
          scheduler.schedule('a');
        }
        timers.advance(TICK + 1);
        const at = flushes.map((f) => f.at);
        for (let i = 1; i < at.length; i++) expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(TICK);
        for (const change of sorted) expect(at.some((flush) => flush >= change && flush - change <= TICK)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
