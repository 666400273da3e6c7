import { z } from 'zod';

// The player's messages from the operator (issue 13 "Messages", office_messages). The spec names no
// calls for them; they are office API calls beside the others (`/web-api/officeapi`, all POST,
// answering `{ success, data }`), each on the signed-in player's own messages only. Only messages
// of the brand's `supported_msg_types` (site configuration `other`) are listed and counted.

export const messagePaths = {
  list: '/web-api/officeapi/getmessages',
  unread: '/web-api/officeapi/getunreadmessagescount',
  read: '/web-api/officeapi/readmessage',
  remove: '/web-api/officeapi/deletemessage',
} as const;

export const MESSAGES_PAGE_SIZE = 20;

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `getmessages`: one page of the player's messages, newest first (page_number from 1). */
export const listMessagesRequestSchema = z.strictObject({ page_number: z.number().int().min(1).max(100_000).default(1) });
/** `readmessage` and `deletemessage`: one message of the player. */
export const messageIdRequestSchema = z.strictObject({ message_id: messageId });

export const playerMessageSchema = z.object({
  id: z.number().int().positive(),
  type: z.number().int(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** When the player opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

export const messagesPageSchema = z.object({
  messages: z.array(playerMessageSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** `getunreadmessagescount`, and the answer of `readmessage` and `deletemessage`: what is still unread. */
export const unreadMessagesSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

export const MESSAGE_TITLE_MAX = 200;
export const MESSAGE_TEXT_MAX = 5000;
