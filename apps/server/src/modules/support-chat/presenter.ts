import type { ChatApiVersion, ChatHistoryV2, ChatHistoryV3, ChatMessageV2, ChatMessageV3 } from '@stavka/contract/support-chat';
import type { ChatMessageRow } from '@stavka/db/schema';
import type { ChatHistory } from './service';

// The only outbound shapes of the chat: v2 has no read receipts; v3 carries them and the unread
// count. The operator's name stays on the operator's side.

export function presentMessage(version: ChatApiVersion, row: ChatMessageRow): ChatMessageV2 | ChatMessageV3 {
  const message: ChatMessageV2 = { id: row.id, from: row.author, text: row.text, sentAt: row.createdAt.toISOString() };
  return version === 2 ? message : { ...message, readAt: row.readAt?.toISOString() ?? null };
}

export function presentHistory(version: ChatApiVersion, history: ChatHistory): ChatHistoryV2 | ChatHistoryV3 {
  if (version === 2) return { status: history.status, messages: history.messages.map((m) => presentMessage(2, m)) };
  return { status: history.status, messages: history.messages.map((m) => presentMessage(3, m) as ChatMessageV3), unread: history.unread };
}
