// The slip's calls as the browser makes them (spec §7.8; wire-format §3.2–3.3): UpdateCoupon checks
// the slip (open to guests), MakeBetWeb places it (signed in), and one bet is read back while a live
// bet waits for its decision; a slip shared by code. Every call resolves with what happened, never rejects: the answer, a
// refusal with its `ErrorCode`, the player signed out, or no answer at all (which a retry of the same
// attempt may repeat safely: the attempt's key makes a second placement return the first).
import { z } from 'zod';
import {
  betAnswerSchema,
  bettingPaths,
  checkedCouponSchema,
  checkedSinglesSchema,
  placedBetSchema,
  placedSinglesSchema,
  type CheckedCoupon,
  type CheckedSingles,
  type PlacedBet,
  type PlacedSingles,
} from '@stavka/contract/betting-answers';
import type { BetRecord } from '@stavka/contract/betting';
import {
  couponSettingsSchema,
  savedCouponCodeSchema,
  savedCouponSchema,
  sharedCouponPaths,
  type CouponSettings,
  type SaveCouponSettings,
  type SavedCoupon,
} from '@stavka/contract/coupon-calls';
import { autoBetWaitingSchema, specialBetPaths, vipRequestPlacedSchema, type AutoBetWaiting, type VipRequestPlaced } from '@stavka/contract/special-bets';
import { familyEnvelopeSchema, familyFailureSchema } from '@stavka/contract/feed-wire';
import type { ApiClient, ApiRequest } from '../../shared/api-client';
import type { HTTPError } from '../../shared/http/errors';
import type { CouponBody, LooseCouponBody } from './coupon-request';

export type CallOutcome<T> =
  | { readonly kind: 'ok'; readonly value: T }
  /** The server refused it on purpose: `ErrorCode` (contract/betting.ts) and its own words. */
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  | { readonly kind: 'signed_out' }
  /** No answer, a timeout, or a server failure: the same attempt may be sent again. */
  | { readonly kind: 'unanswered'; readonly message: string };

/** The placement is idempotent by its key: the layer may send it again when no answer came. */
const PLACEMENT_RETRIES = 2;

export type BettingApi = ReturnType<typeof createBettingApi>;

/** A family call (`/service-api/…`): the envelope's `Value` checked by the schema, or what went wrong. */
export async function familyCall<T>(
  api: ApiClient,
  url: string,
  body: object,
  schema: z.ZodType<T>,
  options: { retry?: number; signal?: AbortSignal | undefined; method?: 'GET' | 'POST'; query?: Readonly<Record<string, string | number>> } = {},
): Promise<CallOutcome<T>> {
  const method = options.method ?? 'POST';
  const result = await api.http.call({
    url,
    method,
    ...(method === 'POST' ? { body: { ...body } } : {}),
    ...(options.query ? { query: options.query } : {}),
    schema: familyEnvelopeSchema(schema),
    credentials: 'same-origin',
    allowParallel: true,
    retry: options.retry ?? 0,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (result.ok) return { kind: 'ok', value: result.data.Value as T };
  return failureOf(result.error);
}

/** An office call (`/web-api/…`, `{success, data}`): the data, or what went wrong. */
export async function officeCall<T>(api: ApiClient, request: ApiRequest<T>): Promise<CallOutcome<T>> {
  const outcome = await api.send(request);
  return outcome.ok ? { kind: 'ok', value: outcome.data } : failureOf(outcome.failure.error);
}

export function createBettingApi(api: ApiClient) {
  const family = <T>(url: string, body: object, schema: z.ZodType<T>, options: { retry?: number; signal?: AbortSignal | undefined } = {}) => familyCall(api, url, body, schema, options);
  return {
    check: (body: CouponBody, signal?: AbortSignal): Promise<CallOutcome<CheckedCoupon>> => family(bettingPaths.updateCoupon, body, checkedCouponSchema, { signal }),
    checkSingles: (body: CouponBody, signal?: AbortSignal): Promise<CallOutcome<CheckedSingles>> => family(bettingPaths.updateCouponMulti, body, checkedSinglesSchema, { signal }),
    place: (body: CouponBody): Promise<CallOutcome<PlacedBet>> => family(bettingPaths.makeBet, body, placedBetSchema, { retry: PLACEMENT_RETRIES }),
    /** An auto bet: placed at once when the price is there, else left waiting for it (`Id` 0). */
    placeAuto: (body: CouponBody): Promise<CallOutcome<PlacedBet | AutoBetWaiting>> =>
      family(bettingPaths.makeBet, body, z.union([autoBetWaitingSchema, placedBetSchema]), { retry: PLACEMENT_RETRIES }),
    /** A stake above the maximum sent as a VIP request (MakeBetBidWeb), once per `betGUID`. */
    requestVip: (body: CouponBody & { readonly VIPBetSumm: string; readonly betGUID: string }): Promise<CallOutcome<VipRequestPlaced>> =>
      family(specialBetPaths.bid, body, vipRequestPlacedSchema, { retry: PLACEMENT_RETRIES }),
    /** A shared slip: its code (SaveCoupon), and a slip read back by one (GetCoupon). */
    saveSlip: (body: LooseCouponBody): Promise<CallOutcome<string>> => family(sharedCouponPaths.save, body, savedCouponCodeSchema),
    loadSlip: (code: string, lng: string): Promise<CallOutcome<SavedCoupon>> => family(sharedCouponPaths.load, { Guid: code, Lng: lng }, savedCouponSchema),
    placeSingles: (body: CouponBody): Promise<CallOutcome<PlacedSingles>> => family(bettingPaths.makeBetMulti, body, placedSinglesSchema, { retry: PLACEMENT_RETRIES }),
    settings: (signal?: AbortSignal): Promise<CallOutcome<CouponSettings>> =>
      officeCall(api, { url: bettingPaths.couponSettings, method: 'POST', body: {}, schema: couponSettingsSchema, signal }),
    saveSettings: (change: SaveCouponSettings): Promise<CallOutcome<CouponSettings>> =>
      officeCall(api, { url: bettingPaths.saveCouponSettings, method: 'POST', body: { ...change }, schema: couponSettingsSchema, allowParallel: true }),
    bet: async (id: number, signal?: AbortSignal): Promise<CallOutcome<BetRecord>> => {
      const outcome = await api.send({ url: `${bettingPaths.bet}/${id}`, schema: betAnswerSchema, signal, allowParallel: true });
      if (outcome.ok) return { kind: 'ok', value: outcome.data.bet };
      return failureOf(outcome.failure.error);
    },
  };
}

/** What a failed call means to the slip. */
export function failureOf(error: HTTPError): Exclude<CallOutcome<never>, { kind: 'ok' }> {
  const status = error.response?.status;
  if (status === 401) return { kind: 'signed_out' };
  const refusal = familyFailureSchema.safeParse(error.data);
  // A refusal of our own (4xx with the family's envelope), as opposed to a failure on the way.
  if (status !== undefined && status < 500 && refusal.success) return { kind: 'refused', code: refusal.data.ErrorCode, message: refusal.data.Error };
  if (status !== undefined && status < 500 && status !== 408) return { kind: 'refused', code: status, message: error.message };
  return { kind: 'unanswered', message: error.message };
}
