// Cash-out offers as server state (decision 0020, decision 0027): the offers of the player's open
// bets, read once for the whole list, and one bet's offer while its sale is open (the server counts
// that as the sale's "page call"). A `cashout` push notice puts the new offer in place at once and
// has an open sale read its bet again; a `bet` notice (a sale, a settlement) reads them all again
// (their keys sit under the bets' own). While the socket is down the offers are read at the family's
// interval for an open coupon (wire-format §5, 15 s).
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SaleOffer, SaleOffersValue } from '@stavka/contract/cash-out';
import type { PushCashOutNotice } from '@stavka/contract/push';
import { useApiClient } from '../../shared/api-client';
import { useLiveNotices } from '../../shared/live/live-hooks';
import { createCashOutApi, type CashOutApi, type CashOutOutcome } from './cash-out-api';
import { betsKeys, usePlayerId } from './bets-queries';

export const SALE_OFFERS_POLL_MS = 15_000;

export const cashOutKeys = {
  offers: (userId: number) => [...betsKeys.all(userId), 'cash-out'] as const,
  offer: (userId: number, betId: number) => [...betsKeys.all(userId), 'cash-out', betId] as const,
};

export class CashOutCallError extends Error {
  override readonly name = 'CashOutCallError';
}

function valueOf(outcome: CashOutOutcome<SaleOffersValue>): SaleOffersValue {
  if (outcome.kind !== 'ok') throw new CashOutCallError(outcome.message);
  return outcome.value;
}

export function useCashOutApi(): CashOutApi {
  const api = useApiClient();
  return useMemo(() => createCashOutApi(api), [api]);
}

/** The offers of every open bet of the player (one call for the list under the slip). */
export function useSaleOffers() {
  const userId = usePlayerId();
  const api = useCashOutApi();
  return useQuery({
    queryKey: cashOutKeys.offers(userId ?? 0),
    enabled: userId !== null,
    staleTime: 0,
    refetchInterval: SALE_OFFERS_POLL_MS,
    queryFn: async ({ signal }) => valueOf(await api.offers(signal)),
  });
}

/** One bet's offer, read when its sale opens and again on each change of it. */
export function useSaleOffer(betId: number) {
  const userId = usePlayerId();
  const api = useCashOutApi();
  return useQuery({
    queryKey: cashOutKeys.offer(userId ?? 0, betId),
    enabled: userId !== null,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<SaleOffer | null> => valueOf(await api.offer(betId, signal)).Offers[0] ?? null,
  });
}

/** The offer a notice brings, in the list's cached answer. */
export function withNotice(value: SaleOffersValue, notice: PushCashOutNotice): SaleOffersValue {
  return {
    Offers: value.Offers.map((offer) =>
      offer.BetId !== notice.betId
        ? offer
        : {
            ...offer,
            Available: notice.amount !== null,
            Reason: notice.amount === null ? (offer.Reason ?? 'blocked') : null,
            Summ: notice.amount === null ? null : Number(notice.amount),
            SummExact: notice.amount,
          },
    ),
  };
}

function applyNotice(client: QueryClient, userId: number, notice: PushCashOutNotice): void {
  client.setQueryData<SaleOffersValue>(cashOutKeys.offers(userId), (value) => (value ? withNotice(value, notice) : value));
  void client.invalidateQueries({ queryKey: cashOutKeys.offer(userId, notice.betId) });
}

/** Follows `cashout` notices (mounted once, with the list). */
export function useCashOutNotices(): void {
  const userId = usePlayerId();
  const client = useQueryClient();
  useLiveNotices((notice) => {
    if (userId !== null && notice.kind === 'cashout') applyNotice(client, userId, notice);
  });
}
