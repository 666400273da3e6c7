// The advance the player may stake now (GetAvance; decision 0028): half (the brand's share) of what
// their open bets on games within 48 hours may pay, none while anything is owed. Read for a signed-in
// player while the slip is open, again on each bet or balance notice (a bet placed or settled, a
// deposit that repays a debt) and every minute.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { avanceSchema, specialBetPaths, type Avance } from '@stavka/contract/special-bets';
import { useApiClient } from '../../shared/api-client';
import { useOptionalLiveFeed } from '../../shared/live/live-hooks';
import { useEffect } from 'react';
import { familyCall } from './betting-api';

export const ADVANCE_POLL_MS = 60_000;

export const advanceKey = (userId: number, currency: string) => ['coupon', userId, 'advance', currency] as const;

export class AdvanceCallError extends Error {
  override readonly name = 'AdvanceCallError';
}

export function useAdvance(player: { readonly userId: number | null; readonly currency: string | null }) {
  const api = useApiClient();
  const client = useQueryClient();
  const feed = useOptionalLiveFeed();
  const { userId, currency } = player;
  const enabled = userId !== null && currency !== null;
  useEffect(() => {
    if (!feed || userId === null) return;
    return feed.onNotice((notice) => {
      if (notice.kind === 'bet' || notice.kind === 'balance') void client.invalidateQueries({ queryKey: ['coupon', userId, 'advance'] });
    });
  }, [feed, client, userId]);
  return useQuery({
    queryKey: advanceKey(userId ?? 0, currency ?? ''),
    enabled,
    staleTime: 10_000,
    refetchInterval: ADVANCE_POLL_MS,
    queryFn: async ({ signal }): Promise<Avance> => {
      const outcome = await familyCall(api, specialBetPaths.avance, {}, avanceSchema, { signal });
      if (outcome.kind !== 'ok') throw new AdvanceCallError(outcome.kind === 'refused' ? outcome.message : outcome.kind);
      return outcome.value;
    },
  });
}
