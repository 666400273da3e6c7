// UpdateCoupon as the slip changes (issue 12: "called as the slip changes, debounced"): the checked
// coupon gives the limits of a bet on it (minimum, maximum, maximum payout, in the account's
// currency) and what stops a selection now. Asked once the slip has been still for a moment, and
// again every 10 s while it is open (wire-format §5 "coupon 10 000"); a price move alone does not
// ask again — the check sends the prices of the moment it runs.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BETTING_TIMERS } from '../../shared/live/betting-timers';
import { useBettingApi } from './coupon-context';
import { couponFacts, singlesFacts, type CheckFacts } from './check-facts';
import { couponBody, draftSignature, type CouponDraft } from './coupon-request';

/** How long the slip stays still before it is checked. */
export const CHECK_DEBOUNCE_MS = 400;

export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export class CouponCheckError extends Error {
  override readonly name = 'CouponCheckError';
}

/** The checked coupon for the slip as it stands (undefined until the first answer or while empty). */
export function useSlipCheck(draft: CouponDraft, player: { readonly userId: number | null; readonly currency: string | null }, scale: number) {
  const api = useBettingApi();
  const signature = useSettled(draftSignature(draft), CHECK_DEBOUNCE_MS);
  const current = draftSignature(draft);
  const enabled = draft.selections.length > 0 && signature === current;
  return useQuery({
    queryKey: ['coupon', 'check', player.userId ?? 0, player.currency ?? '', scale, signature],
    enabled,
    staleTime: 0,
    refetchInterval: BETTING_TIMERS.coupon.any,
    // The previous answer stays on the slip while the next one is asked (the limits seldom change).
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<CheckFacts> => {
      const body = couponBody(draft);
      // Several singles are checked one by one (UpdateCouponMulti), every other kind as one bet.
      if (draft.kind === 'singles') {
        const outcome = await api.checkSingles(body, signal);
        if (outcome.kind !== 'ok') throw new CouponCheckError(outcome.kind === 'refused' ? outcome.message : outcome.kind);
        return singlesFacts(outcome.value, scale);
      }
      const outcome = await api.check(body, signal);
      if (outcome.kind !== 'ok') throw new CouponCheckError(outcome.kind === 'refused' ? outcome.message : outcome.kind);
      return couponFacts(outcome.value, scale);
    },
  });
}
