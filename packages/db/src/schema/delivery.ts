import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every message the site sends (SMS, e-mail, messenger), whatever the provider (issue 3 "Delivery
 * of codes and mail"). With the built-in `outbox` provider this table is the mailbox itself: the
 * development page reads codes and links from it.
 */
export const deliveryMessages = pgTable(
  'delivery_messages',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order: two messages of the same millisecond still list newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    channel: text('channel', { enum: ['sms', 'email', 'messenger'] }).notNull(),
    /** Phone (E.164 with plus), e-mail address or messenger chat id. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** What the message is for (a verification purpose, `credentials`, …). */
    purpose: text('purpose').notNull(),
    /** `outbox`, `smtp`, `gateway`, `telegram`. */
    provider: text('provider').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    /** The provider's own id of the message, when it gives one. */
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_messages_channel_value', sql`${t.channel} in ('sms', 'email', 'messenger')`),
    check('delivery_messages_status_value', sql`${t.status} in ('sent', 'failed')`),
    index('delivery_messages_provider_time_idx').on(t.provider, t.createdAt),
    index('delivery_messages_recipient_time_idx').on(t.recipient, t.createdAt),
  ],
);

/**
 * Single-use verification secrets: six-digit codes and long link tokens (issue 3). Only an
 * HMAC-SHA256 of the secret is stored. A secret is used once (`consumed_at`) or dropped
 * (`revoked_at`: a newer one was sent, too many wrong tries, or delivery failed).
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    purpose: text('purpose').notNull(),
    kind: text('kind', { enum: ['code', 'link'] }).notNull(),
    channel: text('channel', { enum: ['sms', 'email', 'messenger'] }).notNull(),
    /** Normalised: e-mail lower case, phone digits only. */
    target: text('target').notNull(),
    /** The account the secret belongs to, when known (no foreign key: delivery knows no users). */
    userId: bigint('user_id', { mode: 'number' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Wrong codes entered against this one. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('verification_codes_kind_value', sql`${t.kind} in ('code', 'link')`),
    check('verification_codes_channel_value', sql`${t.channel} in ('sms', 'email', 'messenger')`),
    index('verification_codes_target_idx').on(t.siteId, t.purpose, t.kind, t.target, t.createdAt),
    index('verification_codes_hash_idx').on(t.codeHash),
  ],
);

export type DeliveryMessage = typeof deliveryMessages.$inferSelect;
export type VerificationCode = typeof verificationCodes.$inferSelect;
