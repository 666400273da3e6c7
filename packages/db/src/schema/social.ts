import { bigint, bigserial, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A player's identity at a social provider (issue 13 "Social sign-in", decision 0040): the
 * provider's subject signs in to the account it is linked to, on this brand only. One subject of a
 * provider belongs to one account of a brand; an account may hold one identity per provider.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    /** The brand's provider id (`google`, `local` …). */
    provider: text('provider').notNull(),
    /** The provider's `sub`: stable for the person at that provider. */
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider gave when the identity was linked (verified or not). */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_subject_key').on(t.siteId, t.provider, t.subject),
    uniqueIndex('social_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
