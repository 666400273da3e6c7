import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Tracking events sent by browsers in batches (api-contract §7.14). Append-only. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    visitorUuid: text('visitor_uuid').notNull(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    code: integer('code').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    metadata: jsonb('metadata').notNull(),
    /** What the batch said about its device: screen size and A/B test ids. */
    context: jsonb('context').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_code_time_idx').on(t.code, t.occurredAt)],
);
