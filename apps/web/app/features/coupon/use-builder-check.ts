// UpdateCouponBuilder as the builder changes (as use-slip-check.ts for the slip): the legs priced
// together once the builder has been still for a moment, and again every 10 s while it holds two
// legs or more — live prices follow the game's model.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckedBuilder } from '@stavka/contract/bet-builder';
import { BETTING_TIMERS } from '../../shared/live/betting-timers';
import { useBuilderApi } from './builder-context';
import { BUILDER_MIN_LEGS } from './builder-model';
import { builderBody } from './builder-request';
import { builderLegKey, type BuilderState } from './builder-store';
import type { OddsPolicy } from './coupon-request';
import { CHECK_DEBOUNCE_MS, CouponCheckError, useSettled } from './use-slip-check';

export interface BuilderCheckOptions {
  readonly policy: OddsPolicy;
  readonly lang: string;
  readonly userId: number | null;
  readonly currency: string | null;
  readonly scale: number;
}

export function useBuilderCheck(state: BuilderState, options: BuilderCheckOptions) {
  const api = useBuilderApi();
  const current = JSON.stringify([state.game?.gameId ?? 0, state.legs.map(builderLegKey), state.stake.trim(), options.policy, options.lang]);
  const signature = useSettled(current, CHECK_DEBOUNCE_MS);
  const { game } = state;
  return useQuery({
    queryKey: ['coupon', 'builder', options.userId ?? 0, options.currency ?? '', options.scale, signature],
    enabled: game !== null && state.legs.length >= BUILDER_MIN_LEGS && signature === current,
    staleTime: 0,
    refetchInterval: BETTING_TIMERS.coupon.any,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<CheckedBuilder> => {
      if (!game) throw new CouponCheckError('no builder');
      const outcome = await api.check(builderBody(game.gameId, state.legs, { stake: state.stake.trim(), policy: options.policy, lang: options.lang, coef: null }), signal);
      if (outcome.kind !== 'ok') throw new CouponCheckError(outcome.kind === 'refused' ? outcome.message : outcome.kind);
      return outcome.value;
    },
  });
}
