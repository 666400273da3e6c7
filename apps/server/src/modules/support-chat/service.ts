import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGES_PER_DAY, CHAT_MESSAGES_PER_MINUTE, CHAT_TEXT_MAX, type ChatStatus } from '@stavka/contract/support-chat';
import type { Database } from '@stavka/db/client';
import { chatConversations, chatMessages, users, type ChatConversationRow, type ChatMessageRow } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { hasControlCharacters } from '@stavka/domain/validation/control-characters';
import { AppError } from '../../http/app-error';
import { publishAfterCommit, type Outbox } from '../outbox/service';
import { PUSH_SUBJECT } from '../push/service';
import { getOrCreateSecret } from '../secrets/service';

// The built-in support chat (decision 0045): one conversation per player per brand, messages both
// ways as plain text. The player's calls are scoped to the player asking (their brand and their
// account: no call takes a conversation id, so there is no other conversation to name). An
// operator's reply reaches the player's open pages as a `chat` notice once it commits (outbox).

/**
 * The secret the chat identity tokens are signed with (identity-token.ts), made once per
 * deployment: the page's tokens use it, and an operator gives it to the hosted widget's side
 * (`npm run ops -- chat:identity-secret`) so that side can check them.
 */
export function chatIdentitySecret(db: Database): Promise<string> {
  return getOrCreateSecret(db, 'support-chat-identity');
}

export interface ChatPlayer {
  readonly siteId: number;
  readonly userId: number;
}

export interface ChatHistory {
  status: ChatStatus;
  messages: ChatMessageRow[];
  /** The operator's messages the player has not read. */
  unread: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

async function conversationOf(db: Database, player: ChatPlayer): Promise<ChatConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(and(eq(chatConversations.siteId, player.siteId), eq(chatConversations.userId, player.userId)));
  return row;
}

async function unreadIn(db: Database, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, 'operator'), isNull(chatMessages.readAt)));
  return row?.n ?? 0;
}

/** The player's messages after `after` (oldest first), or the newest ones when `after` is absent. */
export async function playerHistory(db: Database, player: ChatPlayer, after?: number): Promise<ChatHistory> {
  const conversation = await conversationOf(db, player);
  if (!conversation) return { status: 'none', messages: [], unread: 0 };
  const mine = eq(chatMessages.conversationId, conversation.id);
  const messages =
    after === undefined
      ? (await db.select().from(chatMessages).where(mine).orderBy(desc(chatMessages.id)).limit(CHAT_HISTORY_LIMIT)).reverse()
      : await db.select().from(chatMessages).where(and(mine, gt(chatMessages.id, after))).orderBy(asc(chatMessages.id)).limit(CHAT_HISTORY_LIMIT);
  return { status: conversation.status, messages, unread: await unreadIn(db, conversation.id) };
}

/**
 * Writes the player's message, opening their conversation (or opening it again). The count of
 * their recent messages and the write are one transaction under a lock on the player's row, so a
 * burst of parallel sends cannot pass the limits.
 */
export async function sendPlayerMessage(db: Database, player: ChatPlayer, text: string, now: Date): Promise<ChatMessageRow> {
  return runInTransaction(db, async ({ tx }) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, player.userId)).for('no key update');
    const [existing] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.siteId, player.siteId), eq(chatConversations.userId, player.userId)));
    if (existing) {
      const sentSince = async (since: number) => {
        const [row] = await tx
          .select({ n: count() })
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, existing.id), eq(chatMessages.author, 'player'), gte(chatMessages.createdAt, new Date(now.getTime() - since))));
        return row?.n ?? 0;
      };
      if ((await sentSince(MINUTE_MS)) >= CHAT_MESSAGES_PER_MINUTE) {
        throw new AppError('rate_limited', `At most ${CHAT_MESSAGES_PER_MINUTE} messages a minute`, undefined, { retryAfterSeconds: 60 });
      }
      if ((await sentSince(DAY_MS)) >= CHAT_MESSAGES_PER_DAY) {
        throw new AppError('rate_limited', `At most ${CHAT_MESSAGES_PER_DAY} messages a day`, undefined, { retryAfterSeconds: 3600 });
      }
    }
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ siteId: player.siteId, userId: player.userId, status: 'open', createdAt: now, lastMessageAt: now })
      .onConflictDoUpdate({ target: [chatConversations.siteId, chatConversations.userId], set: { status: 'open', lastMessageAt: now, closedAt: null } })
      .returning({ id: chatConversations.id });
    if (!conversation) throw new Error('chat: conversation upsert returned nothing');
    const [message] = await tx.insert(chatMessages).values({ conversationId: conversation.id, author: 'player', text, createdAt: now }).returning();
    if (!message) throw new Error('chat: message insert returned nothing');
    return message;
  });
}

/** Marks the operator's messages up to `upTo` read by the player (v3 read receipts); answers what is still unread. */
export async function readOperatorMessages(db: Database, player: ChatPlayer, upTo: number, now: Date): Promise<number> {
  const conversation = await conversationOf(db, player);
  if (!conversation) return 0;
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.author, 'operator'), lte(chatMessages.id, upTo), isNull(chatMessages.readAt)));
  return unreadIn(db, conversation.id);
}

// --- the operator's side (npm run ops -- chat:…) ------------------------------------------------

export interface ConversationSummary extends ChatConversationRow {
  /** The player's messages the operator has not read yet. */
  waiting: number;
}

/** Conversations, open ones by default, the most recently written first (of one brand, or of all). */
export async function listConversations(db: Database, filter: { siteId?: number; closed?: boolean }): Promise<ConversationSummary[]> {
  const conditions = [eq(chatConversations.status, filter.closed ? 'closed' : 'open')];
  if (filter.siteId !== undefined) conditions.push(eq(chatConversations.siteId, filter.siteId));
  const rows = await db.select().from(chatConversations).where(and(...conditions)).orderBy(desc(chatConversations.lastMessageAt)).limit(500);
  if (rows.length === 0) return [];
  const waiting = await db
    .select({ id: chatMessages.conversationId, n: count() })
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, rows.map((r) => r.id)), eq(chatMessages.author, 'player'), isNull(chatMessages.readAt)))
    .groupBy(chatMessages.conversationId);
  const waitingOf = new Map(waiting.map((w) => [w.id, w.n]));
  return rows.map((row) => ({ ...row, waiting: waitingOf.get(row.id) ?? 0 }));
}

/** One conversation with all its messages; the player's messages count as read by the operator from now. */
export async function showConversation(db: Database, id: number, now: Date): Promise<{ conversation: ChatConversationRow; messages: ChatMessageRow[] } | null> {
  const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!conversation) return null;
  const messages = await db.select().from(chatMessages).where(eq(chatMessages.conversationId, id)).orderBy(asc(chatMessages.id));
  await db
    .update(chatMessages)
    .set({ readAt: now })
    .where(and(eq(chatMessages.conversationId, id), eq(chatMessages.author, 'player'), isNull(chatMessages.readAt)));
  return { conversation, messages };
}

/** What is wrong with an operator's reply before it is written; empty when it may be sent. */
export function replyProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.trim() === '' || text.trim().length > CHAT_TEXT_MAX) problems.push(`--message: 1 to ${CHAT_TEXT_MAX} characters`);
  if (hasControlCharacters(text)) problems.push('--message: no control characters');
  return problems;
}

/**
 * Writes the operator's reply to an open conversation and, after the commit, tells the player's
 * open pages (a `chat` notice with their unread count). Answers the message's id, or null when no
 * open conversation has that id.
 */
export async function replyToConversation(deps: { db: Database; outbox: Outbox }, id: number, operator: string, text: string, now: Date): Promise<number | null> {
  const problems = replyProblems(text);
  if (problems.length > 0) throw new AppError('validation', problems.join('; '));
  return runInTransaction(deps.db, async (uow) => {
    const [conversation] = await uow.tx
      .update(chatConversations)
      .set({ lastMessageAt: now })
      .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
      .returning({ userId: chatConversations.userId });
    if (!conversation) return null;
    const [message] = await uow.tx
      .insert(chatMessages)
      .values({ conversationId: id, author: 'operator', operator, text: text.trim(), createdAt: now })
      .returning({ id: chatMessages.id });
    if (!message) throw new Error('chat: reply insert returned nothing');
    const [unread] = await uow.tx
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, id), eq(chatMessages.author, 'operator'), isNull(chatMessages.readAt)));
    const notice = { kind: 'chat' as const, messageId: message.id, unread: unread?.n ?? 0 };
    await publishAfterCommit(deps.outbox, uow, PUSH_SUBJECT.user(conversation.userId), { userId: conversation.userId, notice });
    return message.id;
  });
}

/** Closes an open conversation; false when no open conversation has that id. The player's next message opens it again. */
export async function closeConversation(db: Database, id: number, now: Date): Promise<boolean> {
  const closed = await db
    .update(chatConversations)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning({ id: chatConversations.id });
  return closed.length === 1;
}
