// The player's auto bets and VIP requests as server state (decision 0020): keyed under the player's
// bets, so a `bet` notice reads them again with the rest; a `betRequest` notice (an auto bet placed
// or cancelled, a request approved, refused, expired or placed) reads its list again at once, and a
// `balance` notice the auto bets (a new one holds its stake, and there is no notice of its own). While
// anything waits the lists are also read every half minute, the fallback when the socket is down.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PushBetRequestNotice } from '@stavka/contract/push';
import { useApiClient } from '../../shared/api-client';
import { useLiveNotices } from '../../shared/live/live-hooks';
import { betsKeys, usePlayerId } from './bets-queries';
import { createSpecialBetsApi, type RequestOutcome, type SpecialBetsApi } from './special-bets-api';

export const REQUESTS_POLL_MS = 30_000;

export const specialBetsKeys = {
  auto: (userId: number) => [...betsKeys.all(userId), 'auto'] as const,
  vip: (userId: number) => [...betsKeys.all(userId), 'vip'] as const,
};

export class RequestsCallError extends Error {
  override readonly name = 'RequestsCallError';
}

function valueOf<T>(outcome: RequestOutcome<T>): T {
  if (outcome.kind !== 'ok') throw new RequestsCallError(outcome.message);
  return outcome.value;
}

export function useSpecialBetsApi(): SpecialBetsApi {
  const api = useApiClient();
  return useMemo(() => createSpecialBetsApi(api), [api]);
}

export function useAutoBets() {
  const userId = usePlayerId();
  const api = useSpecialBetsApi();
  return useQuery({
    queryKey: specialBetsKeys.auto(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => valueOf(await api.autoBets(signal)),
    refetchInterval: (query) => (query.state.data?.some((auto) => auto.status === 'pending') ? REQUESTS_POLL_MS : false),
  });
}

export function useVipRequests() {
  const userId = usePlayerId();
  const api = useSpecialBetsApi();
  return useQuery({
    queryKey: specialBetsKeys.vip(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => valueOf(await api.vipRequests(signal)),
    refetchInterval: (query) => (query.state.data?.some((request) => request.status === 'pending' || request.status === 'approved') ? REQUESTS_POLL_MS : false),
  });
}

/** Reads the list a `betRequest` notice concerns again, and tells `onNotice` (mounted with a list). */
export function useBetRequestNotices(onNotice?: (notice: PushBetRequestNotice) => void): void {
  const userId = usePlayerId();
  const client = useQueryClient();
  useLiveNotices((notice) => {
    if (userId === null) return;
    if (notice.kind === 'balance') void client.invalidateQueries({ queryKey: specialBetsKeys.auto(userId) });
    if (notice.kind !== 'betRequest') return;
    void client.invalidateQueries({ queryKey: notice.request === 'auto' ? specialBetsKeys.auto(userId) : specialBetsKeys.vip(userId) });
    onNotice?.(notice);
  });
}
