import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (DESIGN §1.7): what must leave the database after a business action
 * commits — a message to deliver, a domain event for other processes — is written here in that
 * action's own transaction, then handed to its topic's handler after the commit, with retries
 * (at least once). A row is claimed by one process at a time through `locked_until` (a lease), so
 * several server processes share the table without delivering a row twice at the same moment.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler delivers it, e.g. `delivery.send`, `bus.publish`. */
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    /** Optional key unique within the topic: a second enqueue with the same key is a no-op. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Not handed to its handler before this time (the backoff after a failed attempt). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** A process holds the row until then; after it, another may take it (the holder died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set when the handler's attempts ran out; the row stays for an operator to read. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_topic_dedupe_key').on(t.topic, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('outbox_messages_pending_idx').on(t.availableAt).where(sql`${t.deliveredAt} is null and ${t.abandonedAt} is null`),
    index('outbox_messages_delivered_idx').on(t.deliveredAt).where(sql`${t.deliveredAt} is not null`),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
