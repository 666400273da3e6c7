// Auto log-off (spec §9 "30 minutes when enabled", the brand's `autologoff_minutes`): the page signs
// the player out when nobody has touched the site for that long in any of its tabs. Activity in one
// tab is shared with the others through AppStorage, so a player busy in another tab stays signed in.
// The server ends an idle session by itself as well (session-service.ts sessionIdleMs).
import { useEffect, useRef } from 'react';
import { getAppStorage } from '../../../shared/storage/app-storage';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
export const LAST_ACTIVITY_KEY = 'lastActivityAt';
/** Activity is written for the other tabs at most this often. */
const SHARE_EVERY_MS = 5_000;

/** How often the idle time is checked: often enough to sign out within a few seconds of the limit. */
export function idleCheckEveryMs(limitMs: number): number {
  return Math.max(1_000, Math.min(15_000, Math.floor(limitMs / 4)));
}

/** Whether the idle limit has passed since the latest activity seen in this tab or shared by another. */
export function isIdle(now: number, lastHere: number, lastShared: unknown, limitMs: number): boolean {
  const shared = typeof lastShared === 'number' && Number.isFinite(lastShared) ? lastShared : 0;
  return now - Math.max(lastHere, shared) >= limitMs;
}

/** Calls `onIdle` once after `minutes` without activity; does nothing when `minutes` is 0 or `enabled` is false. */
export function useIdleSignOut(minutes: number, enabled: boolean, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (!enabled || minutes <= 0) return;
    const storage = getAppStorage();
    const limitMs = minutes * 60_000;
    let lastHere = Date.now();
    let sharedAt = 0;
    const mark = () => {
      lastHere = Date.now();
      if (lastHere - sharedAt < SHARE_EVERY_MS) return;
      sharedAt = lastHere;
      storage.set(LAST_ACTIVITY_KEY, lastHere);
    };
    mark();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, mark, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      if (!isIdle(Date.now(), lastHere, storage.get(LAST_ACTIVITY_KEY), limitMs)) return;
      window.clearInterval(timer);
      latest.current();
    }, idleCheckEveryMs(limitMs));
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, mark, { capture: true });
    };
  }, [minutes, enabled]);
}
