// The player's messages as the browser calls them (issue 13 "Messages"). Every call resolves with
// the checked `data` or the failure, never rejects.
import { messagePaths as paths, messagesPageSchema, unreadMessagesSchema } from '@stavka/contract/messages';
import type { ApiClient } from '../../shared/api-client';

export type MessagesApi = ReturnType<typeof createMessagesApi>;

export function createMessagesApi(api: ApiClient) {
  return {
    list: (page: number, signal?: AbortSignal) => api.send({ url: paths.list, method: 'POST', body: { page_number: page }, schema: messagesPageSchema, signal, allowParallel: true }),
    unread: (signal?: AbortSignal) => api.send({ url: paths.unread, method: 'POST', body: {}, schema: unreadMessagesSchema, signal, allowParallel: true }),
    read: (messageId: number) => api.send({ url: paths.read, method: 'POST', body: { message_id: messageId }, schema: unreadMessagesSchema, allowParallel: true }),
    remove: (messageId: number) => api.send({ url: paths.remove, method: 'POST', body: { message_id: messageId }, schema: unreadMessagesSchema }),
  };
}
