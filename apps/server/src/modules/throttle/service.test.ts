import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { openTestDatabase, testDatabaseKinds } from '../../testing/databases';
import {
  clearFailures,
  consume,
  failuresOf,
  lockedUntil,
  purgeExpiredCounters,
  registerBackoffFailure,
  registerFailure,
  scheduleCounterPurge,
  secondsUntil,
  throttleKey,
} from './service';

// Rate limits and lock-outs on a real database, with the clock passed in (issue 3 "Bad input").

const t0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
let counter = 0;
const freshKey = () => `test:${++counter}:${Math.random().toString(36).slice(2)}`;

describe('throttleKey', () => {
  it.each([
    ['email', ' Player@Example.COM ', 'send', 'send:email:player@example.com'],
    ['phone', '+7 (999) 123-45-67', 'send', 'send:phone:79991234567'],
    ['ip', '2001:DB8::1', 'sign_in', 'sign_in:ip:2001:db8::1'],
    ['account', '100000001', 'check', 'check:account:100000001'],
  ] as const)('%s %j for %s is %s', (kind, value, action, key) => {
    expect(throttleKey(kind, value, action)).toBe(key);
  });

  it('gives the same key however a phone is typed', () => {
    expect(throttleKey('phone', '79991234567', 'x')).toBe(throttleKey('phone', '+7 999 123 45 67', 'x'));
  });
});

describe('secondsUntil', () => {
  it.each([
    [0, 1],
    [1, 1],
    [1000, 1],
    [1001, 2],
    [59_500, 60],
  ])('%i ms is %i s to wait', (ms, seconds) => {
    expect(secondsUntil(ms)).toBe(seconds);
  });
});

describe.each(await testDatabaseKinds())('throttle on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  describe('consume', () => {
    const limit = { max: 3, windowMs: 60_000 };

    it('allows max uses in a window, then refuses until the window ends', async () => {
      const key = freshKey();
      for (let i = 0; i < 3; i++) expect(await consume(database.db, key, limit, at(i * 1000))).toEqual({ allowed: true, retryAfterMs: 0 });
      expect(await consume(database.db, key, limit, at(10_000))).toEqual({ allowed: false, retryAfterMs: 50_000 });
      expect(await consume(database.db, key, limit, at(59_999))).toEqual({ allowed: false, retryAfterMs: 1 });
      expect(await consume(database.db, key, limit, at(60_000))).toEqual({ allowed: true, retryAfterMs: 0 });
    });

    it('does not count refused uses: hammering a refused action does not stretch the wait', async () => {
      const key = freshKey();
      const one = { max: 1, windowMs: 60_000 };
      expect((await consume(database.db, key, one, at(0))).allowed).toBe(true);
      for (let i = 1; i <= 5; i++) expect((await consume(database.db, key, one, at(i * 1000))).allowed).toBe(false);
      // The new window starts at the first use after the old one ended, with one use taken.
      expect(await consume(database.db, key, one, at(61_000))).toEqual({ allowed: true, retryAfterMs: 0 });
      expect(await consume(database.db, key, one, at(62_000))).toEqual({ allowed: false, retryAfterMs: 59_000 });
    });

    it('keeps keys apart', async () => {
      const [a, b] = [freshKey(), freshKey()];
      const one = { max: 1, windowMs: 60_000 };
      expect((await consume(database.db, a, one, at(0))).allowed).toBe(true);
      expect((await consume(database.db, b, one, at(0))).allowed).toBe(true);
      expect((await consume(database.db, a, one, at(0))).allowed).toBe(false);
    });

    it('never lets more than max concurrent uses through', async () => {
      const key = freshKey();
      const results = await Promise.all(Array.from({ length: 12 }, () => consume(database.db, key, { max: 5, windowMs: 60_000 }, at(0))));
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
    });
  });

  describe('registerFailure', () => {
    const policy = { maxFailures: 3, windowMs: 60_000, lockMs: 300_000 };

    it('counts down, locks at the maximum and says until when', async () => {
      const key = freshKey();
      expect(await registerFailure(database.db, key, policy, at(0))).toEqual({ locked: false, lockedUntil: null, failuresLeft: 2 });
      expect(await registerFailure(database.db, key, policy, at(1000))).toEqual({ locked: false, lockedUntil: null, failuresLeft: 1 });
      expect(await lockedUntil(database.db, key, at(1500))).toBeNull();
      expect(await registerFailure(database.db, key, policy, at(2000))).toEqual({ locked: true, lockedUntil: at(302_000), failuresLeft: 0 });
      expect(await lockedUntil(database.db, key, at(2000))).toEqual(at(302_000));
      expect(await lockedUntil(database.db, key, at(301_999))).toEqual(at(302_000));
      expect(await lockedUntil(database.db, key, at(302_000))).toBeNull();
    });

    it('does not extend a lock with failures made while locked', async () => {
      const key = freshKey();
      for (let i = 0; i < 3; i++) await registerFailure(database.db, key, policy, at(0));
      expect(await registerFailure(database.db, key, policy, at(100_000))).toEqual({ locked: true, lockedUntil: at(300_000), failuresLeft: 0 });
    });

    it('starts afresh after a lock ends', async () => {
      const key = freshKey();
      for (let i = 0; i < 3; i++) await registerFailure(database.db, key, policy, at(0));
      expect(await registerFailure(database.db, key, policy, at(300_000))).toMatchObject({ locked: false, failuresLeft: 2 });
    });

    it('forgets failures older than the window', async () => {
      const key = freshKey();
      await registerFailure(database.db, key, policy, at(0));
      await registerFailure(database.db, key, policy, at(1000));
      expect(await registerFailure(database.db, key, policy, at(60_000))).toMatchObject({ locked: false, failuresLeft: 2 });
    });

    it('locks at once when one failure is the maximum', async () => {
      const key = freshKey();
      expect(await registerFailure(database.db, key, { maxFailures: 1, windowMs: 1000, lockMs: 5000 }, at(0))).toEqual({
        locked: true,
        lockedUntil: at(5000),
        failuresLeft: 0,
      });
    });

    it('counts concurrent failures exactly', async () => {
      const key = freshKey();
      const results = await Promise.all(Array.from({ length: 8 }, () => registerFailure(database.db, key, { maxFailures: 8, windowMs: 60_000, lockMs: 1000 }, at(0))));
      expect(results.filter((result) => result.locked)).toHaveLength(1);
      expect(results.map((result) => result.failuresLeft).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('clearFailures lifts a lock and the count, and keeps the use count', async () => {
      const key = freshKey();
      expect((await consume(database.db, key, { max: 1, windowMs: 60_000 }, at(0))).allowed).toBe(true);
      for (let i = 0; i < 3; i++) await registerFailure(database.db, key, policy, at(0));
      await clearFailures(database.db, key);
      expect(await lockedUntil(database.db, key, at(1))).toBeNull();
      expect(await registerFailure(database.db, key, policy, at(2))).toMatchObject({ failuresLeft: 2 });
      expect((await consume(database.db, key, { max: 1, windowMs: 60_000 }, at(3))).allowed).toBe(false);
    });
  });

  describe('registerBackoffFailure', () => {
    const policy = { freeFailures: 3, windowMs: 600_000, firstDelayMs: 10_000, maxDelayMs: 60_000 };

    it('lets the free failures pass, then waits twice as long after each further one, up to the maximum', async () => {
      const key = freshKey();
      for (const [i, left] of [[0, 2], [1, 1], [2, 0]] as const) {
        expect(await registerBackoffFailure(database.db, key, policy, at(i))).toEqual({ failures: i + 1, lockedUntil: null, freeFailuresLeft: left });
      }
      const waits: number[] = [];
      let now = 10;
      for (let i = 0; i < 5; i++) {
        const { lockedUntil: until } = await registerBackoffFailure(database.db, key, policy, at(now));
        waits.push((until?.getTime() ?? 0) - at(now).getTime());
        // The caller refuses attempts while locked: the next failure comes when the wait is over.
        now += waits[i]!;
      }
      expect(waits).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
      expect(await lockedUntil(database.db, key, at(now - 1))).toEqual(at(now));
    });

    it('slides its window: failures count until a whole window passes without one', async () => {
      const key = freshKey();
      for (let i = 0; i < 3; i++) await registerBackoffFailure(database.db, key, policy, at(i * 500_000));
      expect(await failuresOf(database.db, key, at(1_599_999))).toBe(3);
      expect(await failuresOf(database.db, key, at(1_600_000))).toBe(0);
      expect(await registerBackoffFailure(database.db, key, policy, at(1_600_000))).toMatchObject({ failures: 1, lockedUntil: null });
    });

    it('keeps its doublings finite however long a key keeps failing', async () => {
      const key = freshKey();
      const stubborn = { freeFailures: 0, windowMs: 1e12, firstDelayMs: 1, maxDelayMs: 1000 };
      let result = await registerBackoffFailure(database.db, key, stubborn, at(0));
      for (let i = 1; i < 40; i++) result = await registerBackoffFailure(database.db, key, stubborn, at(i * 2000));
      expect(result.lockedUntil).toEqual(at(39 * 2000 + 1000));
    });

    it('forgets the failures of a key cleared after a success', async () => {
      const key = freshKey();
      for (let i = 0; i < 4; i++) await registerBackoffFailure(database.db, key, policy, at(0));
      await clearFailures(database.db, key);
      expect(await lockedUntil(database.db, key, at(1))).toBeNull();
      expect(await failuresOf(database.db, key, at(1))).toBe(0);
    });
  });

  it('purges counters whose windows and locks have all ended', async () => {
    const [ended, locked] = [freshKey(), freshKey()];
    const far = at(10 * 365 * 86_400_000);
    await consume(database.db, ended, { max: 1, windowMs: 1000 }, far);
    await registerFailure(database.db, locked, { maxFailures: 1, windowMs: 1000, lockMs: 60_000 }, far);
    await purgeExpiredCounters(database.db, new Date(far.getTime() + 2000));
    expect((await consume(database.db, ended, { max: 1, windowMs: 1000 }, new Date(far.getTime() + 2000))).allowed).toBe(true);
    expect(await lockedUntil(database.db, locked, new Date(far.getTime() + 2000))).toEqual(new Date(far.getTime() + 60_000));
  });

  it('purges ended counters on a schedule until stopped', async () => {
    const key = freshKey();
    const far = at(20 * 365 * 86_400_000);
    await consume(database.db, key, { max: 1, windowMs: 1000 }, far);
    expect((await consume(database.db, key, { max: 1, windowMs: 1000 }, far)).allowed).toBe(false);
    const errors: unknown[] = [];
    // The job's clock is past the window; a later consume at the old time finds no counter left.
    const stop = scheduleCounterPurge({ db: database.db, everyMs: 20, now: () => new Date(far.getTime() + 2000), onError: (e) => errors.push(e) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    expect(errors).toEqual([]);
    expect((await consume(database.db, key, { max: 1, windowMs: 1000 }, far)).allowed).toBe(true);
  });
});
