import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Messages the operator sends a player (issue 13 "Messages", office_messages): of one of the
 * brand's `supported_msg_types`, read when the player opened it, gone from the player's list
 * once deleted (kept for the operator with `deleted_at`).
 */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('player_messages_user_idx').on(t.userId, t.id.desc()).where(sql`${t.deletedAt} is null`),
  ],
);

export type PlayerMessageRow = typeof playerMessages.$inferSelect;
