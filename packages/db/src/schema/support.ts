import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/** What a player can send the brand's support from the office: a request to the administration, an idea. */
export const supportRequestKinds = ['admin', 'idea'] as const;
export type SupportRequestKind = (typeof supportRequestKinds)[number];

/**
 * Requests players send from the office (issue 13 "Support"): `sendadminrequest` (the name and
 * e-mail to answer to, and what it is about) and a shared idea. The operator lists the open ones and
 * closes each once answered (`npm run ops -- support:list|close`).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: supportRequestKinds }).notNull(),
    /** The name and address an administration request is answered to (null for an idea). */
    userName: text('user_name'),
    email: text('email'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('support_requests_kind_value', sql`${t.kind} in ('admin', 'idea')`),
    index('support_requests_open_idx').on(t.siteId, t.id).where(sql`${t.closedAt} is null`),
    index('support_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/**
 * The PIN a player tells support to show they hold the account (`getnewpincode`, issue 13). Only an
 * HMAC of it is kept (under the server's code secret); a new PIN replaces the old one.
 */
export const supportPins = pgTable('support_pins', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});
