// The player's auto bets and VIP requests as the browser reads and changes them (decision 0028;
// contract/special-bets.ts): the list of each, cancelling one, and placing an approved VIP request
// (MakeBetWeb `approvedBet` with the request's own key, so a second press answers the first bet).
// Every call resolves with what happened, never rejects.
import type { z } from 'zod';
import { placedBetSchema, bettingPaths, type PlacedBet } from '@stavka/contract/betting-answers';
import { familyEnvelopeSchema, familyFailureSchema } from '@stavka/contract/feed-wire';
import {
  autoBetsAnswerSchema,
  requestCancelledSchema,
  specialBetPaths,
  vipRequestsAnswerSchema,
  type AutoBetRecord,
  type VipRequestRecord,
} from '@stavka/contract/special-bets';
import type { ApiClient, ApiRequest } from '../../shared/api-client';

export type RequestOutcome<T> =
  | { readonly kind: 'ok'; readonly value: T }
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  | { readonly kind: 'unanswered'; readonly message: string };

/** The web client's `Source` (wire-format §3.3). */
const WEB_SOURCE = 55;
/** Placing is idempotent by the request's key: the layer may send it again when no answer came. */
const PLACEMENT_RETRIES = 2;

export type SpecialBetsApi = ReturnType<typeof createSpecialBetsApi>;

export function createSpecialBetsApi(api: ApiClient) {
  const office = async <T>(request: ApiRequest<T>): Promise<RequestOutcome<T>> => {
    const outcome = await api.send(request);
    if (outcome.ok) return { kind: 'ok', value: outcome.data };
    const { status, message } = outcome.failure;
    return status >= 400 && status < 500 ? { kind: 'refused', code: status, message } : { kind: 'unanswered', message };
  };
  const family = async <T>(url: string, body: object, schema: z.ZodType<T>): Promise<RequestOutcome<T>> => {
    const result = await api.http.call({ url, method: 'POST', body: { ...body }, schema: familyEnvelopeSchema(schema), credentials: 'same-origin', allowParallel: true, retry: PLACEMENT_RETRIES });
    if (result.ok) return { kind: 'ok', value: result.data.Value as T };
    const status = result.error.response?.status;
    const refusal = familyFailureSchema.safeParse(result.error.data);
    if (status !== undefined && status < 500 && refusal.success) return { kind: 'refused', code: refusal.data.ErrorCode, message: refusal.data.Error };
    if (status !== undefined && status < 500 && status !== 408) return { kind: 'refused', code: status, message: result.error.message };
    return { kind: 'unanswered', message: result.error.message };
  };
  return {
    autoBets: async (signal?: AbortSignal): Promise<RequestOutcome<AutoBetRecord[]>> => {
      const outcome = await office({ url: specialBetPaths.autoBets, schema: autoBetsAnswerSchema, signal, allowParallel: true });
      return outcome.kind === 'ok' ? { kind: 'ok', value: outcome.value.items } : outcome;
    },
    cancelAutoBet: (id: number) => office({ url: specialBetPaths.cancelAutoBet(id), method: 'POST', body: {}, schema: requestCancelledSchema }),
    vipRequests: async (signal?: AbortSignal): Promise<RequestOutcome<VipRequestRecord[]>> => {
      const outcome = await office({ url: specialBetPaths.managerBets, method: 'POST', body: {}, schema: vipRequestsAnswerSchema, signal, allowParallel: true });
      return outcome.kind === 'ok' ? { kind: 'ok', value: outcome.value.items } : outcome;
    },
    cancelVipRequest: (id: number) => office({ url: specialBetPaths.cancelManagerBet, method: 'POST', body: { id }, schema: requestCancelledSchema }),
    /** The approved request becomes a bet at the approved stake and price (the server's terms, not these). */
    placeVipRequest: (request: VipRequestRecord, lng: string): Promise<RequestOutcome<PlacedBet>> =>
      family(
        bettingPaths.makeBet,
        {
          Events: request.events.map((event) => ({ GameId: event.GameId, Type: event.Type, Param: event.Param, Coef: event.Coef })),
          Vid: request.vid,
          Summ: request.approvedStakeExact ?? request.stakeExact,
          CheckCf: 2,
          Lng: lng,
          Source: WEB_SOURCE,
          betGUID: request.betGuid,
          approvedBet: true,
        },
        placedBetSchema,
      ),
  };
}
