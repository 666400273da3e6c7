// The built-in chat's conversation as server state (decision 0020), keyed by the signed-in player.
// An operator's reply arrives as a `chat` notice over the push socket and reads the history at
// once; the history is also read every CHAT_POLL_MS while the panel is open (every minute while
// closed, for the unread count), the fallback when the socket is down.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CHAT_POLL_MS } from '@stavka/contract/support-chat';
import { useApiClient } from '../../shared/api-client';
import { useOptionalLiveFeed } from '../../shared/live/live-hooks';
import { dataOf, usePlayerId } from '../../shared/query/api-calls';
import { useRootData } from '../../shared/root-data';
import { createChatApi, type ChatApi, type ChatLine } from './chat-api';

const CLOSED_POLL_MS = 60_000;

export const chatKeys = { history: (userId: number) => ['support-chat', userId] as const };

export function useChatApi(): ChatApi {
  const api = useApiClient();
  const version = useRootData().site.support?.chat?.apiVersion ?? 3;
  return useMemo(() => createChatApi(api, version), [api, version]);
}

export interface ChatHistoryView {
  status: 'none' | 'open' | 'closed';
  messages: ChatLine[];
  /** The server's unread count (v3); undefined where the protocol has none (v2). */
  unread?: number;
}

/** `open`: the panel is open (read more often). Only a brand whose chat is the built-in one is asked. */
export function useChatHistory(open: boolean) {
  const userId = usePlayerId();
  const local = useRootData().site.support?.chat?.provider === 'local';
  const chat = useChatApi();
  const client = useQueryClient();
  const feed = useOptionalLiveFeed();
  useEffect(() => {
    if (!feed || userId === null) return;
    return feed.onNotice((notice) => {
      if (notice.kind === 'chat') void client.invalidateQueries({ queryKey: chatKeys.history(userId) });
    });
  }, [feed, userId, client]);
  return useQuery({
    queryKey: chatKeys.history(userId ?? 0),
    enabled: userId !== null && local,
    refetchInterval: open ? CHAT_POLL_MS : CLOSED_POLL_MS,
    queryFn: async ({ signal }): Promise<ChatHistoryView> => dataOf(await chat.history(signal)),
  });
}
