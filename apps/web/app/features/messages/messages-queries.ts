// The player's messages as server state (decision 0020), keyed by the signed-in player. A `message`
// notice over the push socket reads the count and the list again at once; the count is also read
// every minute, the fallback when the socket is down.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOptionalLiveFeed } from '../../shared/live/live-hooks';
import { createMessagesApi, type MessagesApi } from './messages-api';
import { dataOf, failureOf, useFeatureApi, usePlayerId } from '../../shared/query/api-calls';

// The shared pieces, under the names this feature's screens import.
export { dataOf, failureOf, usePlayerId };

export const UNREAD_POLL_MS = 60_000;

export function useMessagesApi(): MessagesApi {
  return useFeatureApi(createMessagesApi);
}

export const messagesKeys = {
  all: (userId: number) => ['messages', userId] as const,
  page: (userId: number, page: number) => ['messages', userId, 'page', page] as const,
  unread: (userId: number) => ['messages', userId, 'unread'] as const,
};

/** How many of the player's messages are unread: read every minute and at once on a `message` notice. */
export function useUnreadMessages() {
  const userId = usePlayerId();
  const messages = useMessagesApi();
  const client = useQueryClient();
  const feed = useOptionalLiveFeed();
  useEffect(() => {
    if (!feed || userId === null) return;
    return feed.onNotice((notice) => {
      if (notice.kind !== 'message') return;
      client.setQueryData(messagesKeys.unread(userId), { unread: notice.unread });
      void client.invalidateQueries({ queryKey: messagesKeys.all(userId) });
    });
  }, [feed, userId, client]);
  return useQuery({
    queryKey: messagesKeys.unread(userId ?? 0),
    enabled: userId !== null,
    refetchInterval: UNREAD_POLL_MS,
    queryFn: async ({ signal }) => dataOf(await messages.unread(signal)),
  });
}

/** One page of the player's messages, newest first. */
export function useMessagesPage(page: number) {
  const userId = usePlayerId();
  const messages = useMessagesApi();
  return useQuery({
    queryKey: messagesKeys.page(userId ?? 0, page),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => dataOf(await messages.list(page, signal)),
  });
}
