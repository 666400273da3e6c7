// The player's bets as server state (decision 0020): the open bets under the slip and the pages of
// office_history, keyed by the signed-in player so another account on this browser never sees them.
// A `bet` push notice (placed, accepted or refused after the live wait, settled) makes both read
// again; while a bet waits for its decision the open bets are also read every few seconds, the
// fallback when the socket is down.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BetHistoryRequest, BetHistoryPage, MailBetHistoryRequest } from '@stavka/contract/betting-answers';
import { useLiveNotices } from '../../shared/live/live-hooks';
import { createBetsApi, type BetsApi } from './bets-api';
import { openBetsRequest } from './history-filters';
import { dataOf, failureOf, useFeatureApi, usePlayerId } from '../../shared/query/api-calls';

// The shared pieces, under the names this feature's screens import.
export { dataOf, failureOf, usePlayerId };

export const betsKeys = {
  all: (userId: number) => ['bets', userId] as const,
  open: (userId: number) => ['bets', userId, 'open'] as const,
  histories: (userId: number) => ['bets', userId, 'history'] as const,
  history: (userId: number, request: BetHistoryRequest) => ['bets', userId, 'history', request] as const,
};

/** While a bet waits for its decision, read the open bets this often (push is faster). */
export const WAITING_POLL_MS = 3_000;
/** Otherwise once a minute, in case a notice was missed while the socket was down. */
export const OPEN_BETS_POLL_MS = 60_000;

export function useBetsApi(): BetsApi {
  return useFeatureApi(createBetsApi);
}

async function read(api: BetsApi, request: BetHistoryRequest, signal: AbortSignal): Promise<BetHistoryPage> {
  return dataOf(await api.history(request, signal));
}

export function useOpenBets() {
  const userId = usePlayerId();
  const api = useBetsApi();
  return useQuery({
    queryKey: betsKeys.open(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    refetchOnWindowFocus: true,
    queryFn: ({ signal }) => read(api, openBetsRequest, signal),
    refetchInterval: (query) => (query.state.data?.items.some((bet) => bet.status === 'waiting') ? WAITING_POLL_MS : OPEN_BETS_POLL_MS),
  });
}

/** One page of office_history; the previous page stays shown while the next one is read. */
export function useBetHistory(request: BetHistoryRequest) {
  const userId = usePlayerId();
  const api = useBetsApi();
  return useQuery({
    queryKey: betsKeys.history(userId ?? 0, request),
    enabled: userId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => read(api, request, signal),
  });
}

/** Reads the player's bets again on each `bet` notice (mounted once per page, with the open bets). */
export function useBetNotices(): void {
  const userId = usePlayerId();
  const client = useQueryClient();
  useLiveNotices((notice) => {
    if (userId === null || notice.kind !== 'bet') return;
    void client.invalidateQueries({ queryKey: betsKeys.all(userId) });
  });
}

/**
 * office_bets_history_clear: the history view leaves out the bets placed before now (the bets and
 * the money stay as they are); the history's pages are read again. Resolves with the call's outcome.
 */
export function useClearHistory() {
  const userId = usePlayerId();
  const api = useBetsApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.clearHistory(),
    onSuccess: (outcome) => {
      if (outcome.ok && userId !== null) void client.invalidateQueries({ queryKey: betsKeys.histories(userId) });
    },
  });
}

/** office_bets_history_mail: a period's bets mailed to the player's confirmed e-mail; resolves with the call's outcome. */
export function useMailHistory() {
  const api = useBetsApi();
  return useMutation({ mutationFn: (request: MailBetHistoryRequest) => api.mailHistory(request) });
}
