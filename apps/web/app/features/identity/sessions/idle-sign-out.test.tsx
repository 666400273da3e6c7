import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppStorage } from '../../../shared/storage/app-storage';
import { idleCheckEveryMs, isIdle, LAST_ACTIVITY_KEY, useIdleSignOut } from './idle-sign-out';

// Auto log-off (spec §9): after the brand's minutes without activity in any tab, once.

describe('the idle rule', () => {
  it('counts from the latest activity, here or shared by another tab', () => {
    const minute = 60_000;
    expect(isIdle(31 * minute, 0, undefined, 30 * minute)).toBe(true);
    expect(isIdle(31 * minute, 2 * minute, undefined, 30 * minute)).toBe(false);
    expect(isIdle(31 * minute, 0, 5 * minute, 30 * minute)).toBe(false);
    expect(isIdle(31 * minute, 0, 'not a time', 30 * minute)).toBe(true);
  });

  it('checks often enough to sign out within seconds of the limit', () => {
    expect(idleCheckEveryMs(30 * 60_000)).toBe(15_000);
    expect(idleCheckEveryMs(60_000)).toBe(15_000);
    expect(idleCheckEveryMs(2_000)).toBe(1_000);
  });
});

function Watch({ minutes, enabled, onIdle }: { minutes: number; enabled: boolean; onIdle: () => void }) {
  useIdleSignOut(minutes, enabled, onIdle);
  return <p>page</p>;
}

describe('useIdleSignOut', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z'), toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    getAppStorage().remove(LAST_ACTIVITY_KEY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs out once after the minutes without activity', () => {
    const onIdle = vi.fn();
    render(<Watch minutes={30} enabled onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000 + 15_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the count again on activity, in this tab or another', () => {
    const onIdle = vi.fn();
    render(<Watch minutes={30} enabled onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(20 * 60_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    // Another tab was used 5 minutes ago.
    getAppStorage().set(LAST_ACTIVITY_KEY, Date.now() - 5 * 60_000);
    act(() => vi.advanceTimersByTime(20 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the brand has no auto log-off or nobody is signed in', () => {
    const onIdle = vi.fn();
    render(<Watch minutes={0} enabled onIdle={onIdle} />);
    render(<Watch minutes={30} enabled={false} onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(3 * 60 * 60_000));
    expect(onIdle).not.toHaveBeenCalled();
  });
});
