import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** Where the messenger reaches the player: Telegram's chat id with them (their Telegram user id). */
    chatId: text('chat_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_identities_subject_key').on(t.siteId, t.provider, t.subject),
    uniqueIndex('social_identities_user_provider_key').on(t.userId, t.provider),
  ],
);

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;

/**
 * Telegram login widget answers already used (decision 0040), by brand and hash, so that one
 * answer signs in once. A row is needed until the answer's `auth_date` is a day old: after that the
 * answer is refused as outdated anyway, and the row is deleted.
 */
export const telegramSignIns = pgTable(
  'telegram_sign_ins',
  {
    siteId: integer('site_id').notNull(),
    hash: text('hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('telegram_sign_ins_key').on(t.siteId, t.hash), index('telegram_sign_ins_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sign-In with Ethereum nonces already used (decision 0043), by brand, so that a signed message
 * signs in once even when its request is replayed with the browser's nonce cookie. A row is needed
 * until the nonce has expired: after that the message is refused anyway, and the row is deleted.
 */
export const ethSignIns = pgTable(
  'eth_sign_ins',
  {
    siteId: integer('site_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('eth_sign_ins_key').on(t.siteId, t.nonce), index('eth_sign_ins_expires_at_idx').on(t.expiresAt)],
);
