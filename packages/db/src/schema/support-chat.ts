import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The support chat's conversations (decision 0045): one per player per brand, opened by the
 * player's first message, closed by the operator (`npm run ops -- chat:close`) and opened again by
 * the player's next message. `last_message_at` orders the operator's list.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'closed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_conversations_status_value', sql`${t.status} in ('open', 'closed')`),
    uniqueIndex('chat_conversations_player_uq').on(t.siteId, t.userId),
    index('chat_conversations_open_idx').on(t.lastMessageAt).where(sql`${t.status} = 'open'`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;

/**
 * Messages of a conversation, both ways, plain text. `read_at` is the read receipt: when the other
 * side read it (the player reads the operator's messages in the chat panel; the operator reads the
 * player's with `chat:show`). `operator` names who answered, for the operator's own record.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['player', 'operator'] }).notNull(),
    operator: text('operator'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_messages_author_value', sql`${t.author} in ('player', 'operator')`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
