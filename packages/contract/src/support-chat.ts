import { z } from 'zod';

// The support chat (issue 13 "Support", decision 0045): one conversation per player per brand,
// messages both ways, plain text. The brand's `support.apiVersion` picks the protocol its pages
// speak; the server answers only that version, so the configuration really selects:
//   v2  history {after?} → messages without read receipts; send {text} → the message
//   v3  the same, every message with `readAt`, the history with `unread` (operator messages the
//       player has not read), and read {upTo} marking the operator's messages read
// Both are office API calls (POST, `{ success, data }`) on the signed-in player's own conversation.
// `identity` signs who the player is for a hosted chat widget (decision 0045 "signed identity").

export const chatPaths = {
  v2: { history: '/web-api/chat/v2/history', send: '/web-api/chat/v2/send' },
  v3: { history: '/web-api/chat/v3/history', send: '/web-api/chat/v3/send', read: '/web-api/chat/v3/read' },
  identity: '/web-api/chat/identity',
} as const;

export type ChatApiVersion = 2 | 3;

/** Longest message, in characters, either way. */
export const CHAT_TEXT_MAX = 1000;
/** Messages a player may send in a minute, and in a day. */
export const CHAT_MESSAGES_PER_MINUTE = 10;
export const CHAT_MESSAGES_PER_DAY = 300;
/** Messages one history answer carries at most (the newest when `after` is absent). */
export const CHAT_HISTORY_LIMIT = 100;
/** How often an open chat reads the history when no push notice came (the fallback). */
export const CHAT_POLL_MS = 15_000;

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const chatHistoryRequestSchema = z.strictObject({ after: messageId.optional() });
export const chatSendRequestSchema = z.strictObject({
  text: z
    .string({ error: 'auth_required_field' })
    .trim()
    .min(1, 'auth_required_field')
    .max(CHAT_TEXT_MAX, `validation_text_max_length:${JSON.stringify({ value: CHAT_TEXT_MAX })}`),
});
export const chatReadRequestSchema = z.strictObject({ upTo: messageId });

export const chatAuthors = ['player', 'operator'] as const;
export type ChatAuthor = (typeof chatAuthors)[number];

export const chatMessageV2Schema = z.object({
  id: z.number().int().positive(),
  from: z.enum(chatAuthors),
  text: z.string(),
  sentAt: z.string(),
});
export type ChatMessageV2 = z.infer<typeof chatMessageV2Schema>;

/** v3 adds the read receipt: when the other side read it (null while unread). */
export const chatMessageV3Schema = chatMessageV2Schema.extend({ readAt: z.string().nullable() });
export type ChatMessageV3 = z.infer<typeof chatMessageV3Schema>;

/** 'none' until the player's first message; 'closed' once the operator closed it (the next message opens it again). */
export const chatStatusSchema = z.enum(['none', 'open', 'closed']);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const chatHistoryV2Schema = z.object({ status: chatStatusSchema, messages: z.array(chatMessageV2Schema) });
export type ChatHistoryV2 = z.infer<typeof chatHistoryV2Schema>;
export const chatHistoryV3Schema = z.object({ status: chatStatusSchema, messages: z.array(chatMessageV3Schema), unread: z.number().int().nonnegative() });
export type ChatHistoryV3 = z.infer<typeof chatHistoryV3Schema>;

export const chatUnreadSchema = z.object({ unread: z.number().int().nonnegative() });

/** The player's identity for a hosted widget: a JWT (HS256) naming the brand and the player, short-lived. */
export const chatIdentitySchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ChatIdentity = z.infer<typeof chatIdentitySchema>;
