import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { throttleCounters } from '@stavka/db/schema';

// Rate limits and lock-outs kept in the database, so that every server process shares them
// (issue 3 "Bad input": sign-in, code sending and code checking are limited per IP and per
// account, with a lock-out after repeated failures). Each operation is one upsert: PostgreSQL
// locks the row for the statement, so concurrent requests never both take the last slot.
// Time is passed in, never read from the database clock, so tests can drive it.

/** `login` is a login already put in its canonical form by its owner module (identity). */
export type ThrottleKind = 'ip' | 'account' | 'phone' | 'email' | 'login';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface FailurePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** The counter key of an action on one IP, account, phone or e-mail; equal inputs share a key. */
export function throttleKey(kind: ThrottleKind, value: string, action: string): string {
  return `${action}:${kind}:${normalizeThrottleValue(kind, value)}`;
}

function normalizeThrottleValue(kind: ThrottleKind, value: string): string {
  switch (kind) {
    case 'email':
      return value.trim().toLowerCase();
    case 'phone':
      return value.replace(/\D/g, '');
    case 'ip':
    case 'account':
    case 'login':
      return value.trim().toLowerCase();
  }
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Takes one use from a fixed window of `max` uses. A refused use is not counted (the count stops
 * at max + 1), so hammering a refused action does not stretch the wait.
 */
export async function consume(
  db: Database,
  key: string,
  limit: RateLimit,
  now: Date = new Date(),
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const t = throttleCounters;
  const expired = sql`${t.windowEndsAt} <= ${at(now)}`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, windowEndsAt: later(now, limit.windowMs) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 when ${t.count} <= ${limit.max} then ${t.count} + 1 else ${t.count} end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${t.windowEndsAt} end`,
      },
    })
    .returning({ count: t.count, windowEndsAt: t.windowEndsAt });
  if (!row) throw new Error(`throttle counter ${key} was not written`);
  if (row.count <= limit.max) return { allowed: true, retryAfterMs: 0 };
  return { allowed: false, retryAfterMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
}

/**
 * Counts one failure. Reaching `maxFailures` within the window locks the key for `lockMs` and
 * starts the count afresh, so the first failure after the lock does not lock again at once.
 */
export async function registerFailure(
  db: Database,
  key: string,
  policy: FailurePolicy,
  now: Date = new Date(),
): Promise<{ locked: boolean; lockedUntil: Date | null; failuresLeft: number }> {
  const t = throttleCounters;
  const lockEnd = at(later(now, policy.lockMs));
  const windowEnd = at(later(now, policy.windowMs));
  const stillLocked = sql`${t.lockedUntil} > ${at(now)}`;
  const windowOver = sql`(${t.failuresWindowEndsAt} is null or ${t.failuresWindowEndsAt} <= ${at(now)})`;
  // The failure count after this one, from the old row (SET expressions all see the old row).
  const next = sql`(case when ${windowOver} then 1 else ${t.failures} + 1 end)`;
  const firstLocks = policy.maxFailures <= 1;
  const [row] = await db
    .insert(t)
    .values({
      key,
      count: 0,
      windowEndsAt: now,
      failures: firstLocks ? 0 : 1,
      failuresWindowEndsAt: later(now, policy.windowMs),
      lockedUntil: firstLocks ? later(now, policy.lockMs) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${stillLocked} then ${t.failures} when ${next} >= ${policy.maxFailures} then 0 else ${next} end`,
        failuresWindowEndsAt: sql`case when ${stillLocked} then ${t.failuresWindowEndsAt} when ${windowOver} then ${windowEnd} else ${t.failuresWindowEndsAt} end`,
        lockedUntil: sql`case when ${stillLocked} then ${t.lockedUntil} when ${next} >= ${policy.maxFailures} then ${lockEnd} else ${t.lockedUntil} end`,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  if (!row) throw new Error(`throttle counter ${key} was not written`);
  const lockedUntil = row.lockedUntil !== null && row.lockedUntil > now ? row.lockedUntil : null;
  if (lockedUntil) return { locked: true, lockedUntil, failuresLeft: 0 };
  return { locked: false, lockedUntil: null, failuresLeft: Math.max(0, policy.maxFailures - row.failures) };
}

/**
 * Growing waits after repeated failures, for keys that belong to one address (issue 10: slow the
 * guesser down instead of locking the account for everyone). `freeFailures` failures cost
 * nothing; each further one locks the key for `firstDelayMs`, doubled every time up to
 * `maxDelayMs`. The window slides: it ends `windowMs` after the latest failure, so a patient
 * guesser keeps the long waits. Callers refuse attempts while the key is locked, so those
 * refusals are never failures themselves.
 */
export interface BackoffPolicy {
  freeFailures: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Doublings stop here: the wait has long reached any sensible maximum, and 2^n stays finite. */
const MAX_DOUBLINGS = 30;

export async function registerBackoffFailure(
  db: Database,
  key: string,
  policy: BackoffPolicy,
  now: Date = new Date(),
): Promise<{ failures: number; lockedUntil: Date | null; freeFailuresLeft: number }> {
  const t = throttleCounters;
  const windowOver = sql`(${t.failuresWindowEndsAt} is null or ${t.failuresWindowEndsAt} <= ${at(now)})`;
  const next = sql`(case when ${windowOver} then 1 else ${t.failures} + 1 end)`;
  const doublings = sql`least(${MAX_DOUBLINGS}, ${next} - ${policy.freeFailures} - 1)`;
  const delayMs = sql`least(${policy.maxDelayMs}::float8, ${policy.firstDelayMs}::float8 * power(2::float8, ${doublings}::float8))`;
  const lockedAfter = sql`case when ${next} > ${policy.freeFailures} then ${at(now)} + ${delayMs} * interval '1 millisecond' else ${t.lockedUntil} end`;
  const firstLocks = policy.freeFailures < 1;
  const [row] = await db
    .insert(t)
    .values({
      key,
      count: 0,
      windowEndsAt: now,
      failures: 1,
      failuresWindowEndsAt: later(now, policy.windowMs),
      lockedUntil: firstLocks ? later(now, Math.min(policy.firstDelayMs, policy.maxDelayMs)) : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: { failures: next, failuresWindowEndsAt: later(now, policy.windowMs), lockedUntil: lockedAfter },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  if (!row) throw new Error(`throttle counter ${key} was not written`);
  const lockedUntil = row.lockedUntil !== null && row.lockedUntil > now ? row.lockedUntil : null;
  return { failures: row.failures, lockedUntil, freeFailuresLeft: Math.max(0, policy.freeFailures - row.failures) };
}

/** Counts a failure in a sliding window, never locking: for escalations decided by the caller. */
export async function countFailure(db: Database, key: string, windowMs: number, now: Date = new Date()): Promise<number> {
  const never = { freeFailures: 2 ** 31 - 1, windowMs, firstDelayMs: 0, maxDelayMs: 0 };
  return (await registerBackoffFailure(db, key, never, now)).failures;
}

/** Failures of a key in its current window (0 when it ended or there were none). */
export async function failuresOf(db: Database, key: string, now: Date = new Date()): Promise<number> {
  const t = throttleCounters;
  const [row] = await db
    .select({ failures: t.failures })
    .from(t)
    .where(and(eq(t.key, key), gt(t.failuresWindowEndsAt, now)));
  return row?.failures ?? 0;
}

/** When the key's lock ends, or null when it is not locked. */
export async function lockedUntil(db: Database, key: string, now: Date = new Date()): Promise<Date | null> {
  const t = throttleCounters;
  const [row] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(and(eq(t.key, key), gt(t.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/** Forgets the failures and any lock of a key (after a success). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  const t = throttleCounters;
  await db.update(t).set({ failures: 0, failuresWindowEndsAt: null, lockedUntil: null }).where(eq(t.key, key));
}

/** Deletes counters whose windows and locks have all ended; returns how many. For a periodic job. */
export async function purgeExpiredCounters(db: Database, now: Date = new Date()): Promise<number> {
  const t = throttleCounters;
  const deleted = await db
    .delete(t)
    .where(
      and(
        lte(t.windowEndsAt, now),
        or(isNull(t.failuresWindowEndsAt), lte(t.failuresWindowEndsAt, now)),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
      ),
    )
    .returning({ key: t.key });
  return deleted.length;
}

/** Whole seconds to wait, at least 1, for messages and the Retry-After header. */
export function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** How often the server deletes ended counters: often enough that the table stays small. */
export const COUNTER_PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Purges ended counters every `everyMs` until the returned function is called. A failed purge is
 * reported and retried at the next run; the timer never keeps the process alive.
 */
export function scheduleCounterPurge(options: {
  db: Database;
  everyMs?: number;
  now?: () => Date;
  onError: (error: unknown) => void;
}): () => Promise<unknown> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = purgeExpiredCounters(options.db, options.now?.() ?? new Date()).catch(options.onError);
  }, options.everyMs ?? COUNTER_PURGE_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
