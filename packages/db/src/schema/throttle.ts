import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and lock-out counters shared by every server process (issue 3 "Bad input": sending
 * and checking codes and signing in are limited per IP, account, phone and e-mail). One row per
 * key (`<action>:<kind>:<value>`); every change is one atomic upsert, so concurrent requests on
 * PostgreSQL and PGlite count exactly.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  /** Uses in the current fixed window; stops at max + 1, so refused attempts do not pile up. */
  count: integer('count').notNull().default(0),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  /** Failures (wrong code, wrong password) in the current failure window. */
  failures: integer('failures').notNull().default(0),
  failuresWindowEndsAt: timestamp('failures_window_ends_at', { withTimezone: true }),
  /** Set when the failures reached the policy's maximum; the key is refused until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export type ThrottleCounter = typeof throttleCounters.$inferSelect;
