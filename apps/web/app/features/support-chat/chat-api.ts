// The built-in chat's calls as the browser makes them (decision 0045), in the protocol version of
// the brand's configuration: v2 has no read receipts and no unread count, v3 has both. Every call
// resolves with the checked `data` or the failure, never rejects.
import { z } from 'zod';
import { chatHistoryV2Schema, chatHistoryV3Schema, chatIdentitySchema, chatMessageV2Schema, chatMessageV3Schema, chatPaths as paths, chatUnreadSchema, type ChatApiVersion } from '@stavka/contract/support-chat';
import type { ApiClient } from '../../shared/api-client';

/** One message as the panel shows it; `readAt` is undefined where the protocol has no receipts (v2). */
export interface ChatLine {
  id: number;
  from: 'player' | 'operator';
  text: string;
  sentAt: string;
  readAt?: string | null;
}

const historySchema = z.union([chatHistoryV3Schema, chatHistoryV2Schema]);

export type ChatApi = ReturnType<typeof createChatApi>;

export function createChatApi(api: ApiClient, version: ChatApiVersion) {
  const at = version === 3 ? paths.v3 : paths.v2;
  return {
    version,
    history: (signal?: AbortSignal) => api.send({ url: at.history, method: 'POST', body: {}, schema: historySchema, signal, allowParallel: true }),
    send: (text: string) => api.send({ url: at.send, method: 'POST', body: { text }, schema: version === 3 ? chatMessageV3Schema : chatMessageV2Schema }),
    /** v3 only: the operator's messages up to `upTo` are read. */
    read: (upTo: number) => api.send({ url: paths.v3.read, method: 'POST', body: { upTo }, schema: chatUnreadSchema, allowParallel: true }),
    identity: () => api.send({ url: paths.identity, method: 'POST', body: {}, schema: chatIdentitySchema, allowParallel: true }),
  };
}
