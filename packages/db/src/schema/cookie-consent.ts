import { bigint, bigserial, index, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Cookie consent choices logged by POST /api-v3/v1/user/agreement-with-cookies/log (issue 13):
 * level 0 disabled, 1 functionality, 2 marketing, 3 all (product-spec §3). Append-only; a guest's
 * choice has no user, a signed-in player's latest row is the consent kept on the account.
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    level: smallint('level').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cookie_consents_user_idx').on(t.userId, t.agreedAt)],
);
