import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Self-hosted ALTCHA challenges already redeemed, keyed by the challenge's HMAC signature, so a
 * solved challenge works once. A row is only needed until its challenge expires; after that the
 * signature check refuses the challenge anyway and the row is deleted.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
);
