import { describe, expect, it } from 'vitest';
import { createRealClock, createSteppedClock } from './clock';

describe('stepped clock', () => {
  it('moves only when told, running due timers in order of due time', () => {
    const clock = createSteppedClock(1_000);
    const ran: string[] = [];
    clock.setTimer(() => ran.push(`b@${clock.now()}`), 200);
    clock.setTimer(() => ran.push(`a@${clock.now()}`), 100);
    clock.setTimer(() => ran.push(`c@${clock.now()}`), 200);
    expect(clock.now()).toBe(1_000);
    clock.advance(150);
    expect(ran).toEqual(['a@1100']);
    expect(clock.now()).toBe(1_150);
    clock.advance(1_000);
    expect(ran).toEqual(['a@1100', 'b@1200', 'c@1200']);
    expect(clock.now()).toBe(2_150);
  });

  it('runs timers set by timers within the same advance, and never runs cleared ones', () => {
    const clock = createSteppedClock(0);
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now());
      if (ticks.length < 5) clock.setTimer(tick, 10);
    };
    clock.setTimer(tick, 10);
    const cleared = clock.setTimer(() => ticks.push(-1), 5);
    clock.clearTimer(cleared);
    clock.advance(1_000);
    expect(ticks).toEqual([10, 20, 30, 40, 50]);
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('real clock', () => {
  it('runs simulated time `speed` times faster than real time', async () => {
    const clock = createRealClock({ speed: 100, startMs: 0 });
    const fired = await new Promise<number>((resolve) => clock.setTimer(() => resolve(clock.now()), 2_000));
    // 2 simulated seconds pass in about 20 real milliseconds.
    expect(fired).toBeGreaterThanOrEqual(2_000);
    expect(fired).toBeLessThan(60_000);
  });

  it('refuses a speed that is not a positive number', () => {
    expect(() => createRealClock({ speed: 0 })).toThrow(/positive/);
    expect(() => createRealClock({ speed: Number.NaN })).toThrow(/positive/);
  });

  it('can cancel a timer', async () => {
    const clock = createRealClock({ speed: 100 });
    let fired = false;
    clock.clearTimer(clock.setTimer(() => (fired = true), 100));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toBe(false);
  });
});
