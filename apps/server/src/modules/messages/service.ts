import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE, MESSAGE_TEXT_MAX, MESSAGE_TITLE_MAX, type MessagesPage, type PlayerMessage } from '@stavka/contract/messages';
import type { Database } from '@stavka/db/client';
import { playerMessages, type PlayerMessageRow } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';
import { publishAfterCommit, type Outbox } from '../outbox/service';
import { PUSH_SUBJECT } from '../push/service';

// The player's messages from the operator (issue 13 "Messages"). Every read and change is scoped to
// the player asking: another player's message answers exactly as a message that does not exist.
// Only the brand's `supported_msg_types` are listed and counted. A message sent reaches the
// player's open pages as a `message` notice once its transaction commits (through the outbox).

export interface MessagePlayer {
  readonly id: number;
  /** The brand's `other.supported_msg_types`. */
  readonly types: readonly number[];
}

const visible = (player: MessagePlayer) =>
  and(eq(playerMessages.userId, player.id), isNull(playerMessages.deletedAt), inArray(playerMessages.type, player.types.length > 0 ? [...player.types] : [-1]));

function present(row: PlayerMessageRow): PlayerMessage {
  return { id: row.id, type: row.type, title: row.title, text: row.text, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null };
}

export async function unreadMessages(db: Database, player: MessagePlayer): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playerMessages).where(and(visible(player), isNull(playerMessages.readAt)));
  return row?.n ?? 0;
}

export async function listMessages(db: Database, player: MessagePlayer, page: number): Promise<MessagesPage> {
  const [rows, [totals]] = await Promise.all([
    db.select().from(playerMessages).where(visible(player)).orderBy(desc(playerMessages.id)).limit(MESSAGES_PAGE_SIZE).offset((page - 1) * MESSAGES_PAGE_SIZE),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${playerMessages.readAt} is null)`.mapWith(Number) })
      .from(playerMessages)
      .where(visible(player)),
  ]);
  return { messages: rows.map(present), page, pageSize: MESSAGES_PAGE_SIZE, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

const notFound = () => new AppError('not_found', 'You have no message with this id', { message_id: ['message_not_found'] });

/** Marks one of the player's messages read (reading it again changes nothing); answers what is still unread. */
export async function readMessage(db: Database, player: MessagePlayer, messageId: number, now: Date): Promise<number> {
  const [row] = await db
    .update(playerMessages)
    .set({ readAt: sql`coalesce(${playerMessages.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(playerMessages.id, messageId), visible(player)))
    .returning({ id: playerMessages.id });
  if (!row) throw notFound();
  return unreadMessages(db, player);
}

/** Deletes one of the player's messages from their list; answers what is still unread. */
export async function deleteMessage(db: Database, player: MessagePlayer, messageId: number, now: Date): Promise<number> {
  const [row] = await db
    .update(playerMessages)
    .set({ deletedAt: now })
    .where(and(eq(playerMessages.id, messageId), visible(player)))
    .returning({ id: playerMessages.id });
  if (!row) throw notFound();
  return unreadMessages(db, player);
}

export interface NewMessage {
  type: number;
  title: string;
  text: string;
}

/** Problems with an operator's message before it is written; empty when it may be sent. */
export function messageProblems(player: MessagePlayer, message: NewMessage): string[] {
  const problems: string[] = [];
  if (!player.types.includes(message.type)) problems.push(`--type: the brand takes types ${player.types.join(', ') || '(none)'} (site value other.supported_msg_types)`);
  if (message.title.trim() === '' || message.title.length > MESSAGE_TITLE_MAX) problems.push(`--title: 1 to ${MESSAGE_TITLE_MAX} characters`);
  if (message.text.trim() === '' || message.text.length > MESSAGE_TEXT_MAX) problems.push(`--text: 1 to ${MESSAGE_TEXT_MAX} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(message.title + message.text)) problems.push('--title and --text: no control characters');
  return problems;
}

/** Writes the operator's message and, after the commit, tells the player's open pages. Answers its id. */
export async function sendMessage(deps: { db: Database; outbox: Outbox }, player: MessagePlayer, message: NewMessage, now: Date): Promise<number> {
  const problems = messageProblems(player, message);
  if (problems.length > 0) throw new AppError('validation', problems.join('; '));
  return runInTransaction(deps.db, async (uow) => {
    const [row] = await uow.tx
      .insert(playerMessages)
      .values({ userId: player.id, type: message.type, title: message.title.trim(), text: message.text, createdAt: now })
      .returning({ id: playerMessages.id });
    if (!row) throw new Error('message insert returned no row');
    const [unread] = await uow.tx.select({ n: count() }).from(playerMessages).where(and(visible(player), isNull(playerMessages.readAt)));
    const notice = { kind: 'message' as const, messageId: row.id, unread: unread?.n ?? 0 };
    await publishAfterCommit(deps.outbox, uow, PUSH_SUBJECT.user(player.id), { userId: player.id, notice });
    return row.id;
  });
}
