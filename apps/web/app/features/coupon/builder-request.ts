// The bet builder's calls as the slip makes them (decision 0026; contract/bet-builder.ts): the
// outcomes a game's builder takes (main feed `betbuilder` v2 events, no envelope), the legs checked
// and priced together (UpdateCouponBuilder, open to guests) and placed (MakeBetWebBuilder, signed in,
// once per `betGUID`). The server prices and decides; the browser only asks.
import { builderEventsSchema, builderPaths, checkedBuilderSchema, type BuilderEvents, type CheckedBuilder } from '@stavka/contract/bet-builder';
import { placedBetSchema, type PlacedBet } from '@stavka/contract/betting-answers';
import type { ApiClient } from '../../shared/api-client';
import { familyCall, failureOf, type CallOutcome } from './betting-api';
import { WEB_SOURCE, type OddsPolicy } from './coupon-request';
import type { BuilderLeg } from './builder-store';

export interface BuilderBody {
  readonly builderCoupon: {
    readonly GameId: number;
    readonly Events: readonly { readonly GameId: number; readonly Type: number; readonly Param: number; readonly Group: number }[];
    /** The joint coefficient the player sees (checked under `CheckCf`). */
    readonly Coef?: number;
  };
  readonly Summ?: string;
  readonly CheckCf: OddsPolicy;
  readonly Lng: string;
  readonly Source: number;
}

export function builderBody(gameId: number, legs: readonly BuilderLeg[], options: { stake: string; policy: OddsPolicy; lang: string; coef: number | null }): BuilderBody {
  return {
    builderCoupon: {
      GameId: gameId,
      Events: legs.map((leg) => ({ GameId: leg.gameId, Type: leg.type, Param: leg.param ?? 0, Group: leg.group })),
      ...(options.coef === null ? {} : { Coef: options.coef }),
    },
    ...(options.stake === '' ? {} : { Summ: options.stake }),
    CheckCf: options.policy,
    Lng: options.lang,
    Source: WEB_SOURCE,
  };
}

/** Placing is idempotent by its key: the layer may send it again when no answer came. */
const PLACEMENT_RETRIES = 2;

export type BuilderApi = ReturnType<typeof createBuilderApi>;

export function createBuilderApi(api: ApiClient) {
  return {
    events: async (gameId: number, live: boolean, lng: string, signal?: AbortSignal): Promise<CallOutcome<BuilderEvents>> => {
      const result = await api.http.call({
        url: builderPaths.events(live),
        method: 'POST',
        body: { gameId, lng },
        schema: builderEventsSchema,
        credentials: 'same-origin',
        allowParallel: true,
        ...(signal ? { signal } : {}),
      });
      return result.ok ? { kind: 'ok', value: result.data } : failureOf(result.error);
    },
    check: (body: BuilderBody, signal?: AbortSignal): Promise<CallOutcome<CheckedBuilder>> => familyCall(api, builderPaths.check, body, checkedBuilderSchema, { signal }),
    place: (body: BuilderBody): Promise<CallOutcome<PlacedBet>> => familyCall(api, builderPaths.place, body, placedBetSchema, { retry: PLACEMENT_RETRIES }),
  };
}
