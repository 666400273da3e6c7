import { z } from 'zod';

// The coupon and bet calls (spec §3 coupon payload, §7.8; wire-format §3). Clients of the family
// write field names in any case (`betGuid`, `betGUID`, `Summ`, `summ`): bodies are read with their
// keys folded to lower case (`foldKeys`) before these schemas, which name them in lower case.

/**
 * `Vid` (wire-format §3.1): 0 single, 1 express, 2 system; ours: 3 chain, 4 anti-express, 5 several
 * singles at once (MakeBetWebMulti, each event with its own `Summ`; decision 0025).
 */
export const betVids = { single: 0, express: 1, system: 2, chain: 3, anti_express: 4, multi_single: 5 } as const;

/** `CheckCf`: 0 refuse any change, 1 accept a higher coefficient, 2 accept any (wire-format §3.3). */
export const oddsPolicies = { exact: 0, higher: 1, any: 2 } as const;

/**
 * `ErrorCode` of a refused coupon or bet (the family's codes are not published, wire-format §6;
 * these are ours, stable, with the reason in `Error`).
 */
export const betErrorCodes = {
  malformed: 100,
  tooManyEvents: 101,
  sameGameTwice: 102,
  systemSize: 103,
  chainInvalid: 104,
  antiExpressInvalid: 105,
  eventClosed: 110,
  eventBlocked: 111,
  gameStarted: 112,
  oddsChanged: 113,
  scoreChanged: 114,
  stakeBelowMin: 120,
  stakeAboveMax: 121,
  payoutAboveMax: 122,
  insufficientFunds: 130,
  accountUnavailable: 131,
  /** A one-click bet from a player who has not turned one-click betting on (or saved no stake). */
  oneClickOff: 132,
  duplicateRequest: 140,
  couponNotFound: 150,
  couponEventsFinished: 151,
  /** Cash-out (cash-out.ts): the bet has no offer now (a market blocked, a game not priced, a kind not sold). */
  saleUnavailable: 160,
  /** The offer now is below the one the player saw (the price moved). */
  saleOfferMoved: 161,
  saleAmountAboveOffer: 162,
  /** A partial sale would leave less than the brand's minimum bet. */
  saleRestBelowMinimum: 163,
  /** The bet is waiting, settled or sold. */
  betNotOpen: 164,
  betNotFound: 165,
  /** Bet builder (decision 0026): a leg it does not take (its market, line or game), or no builder for the game. */
  builderNotOffered: 170,
  /** Two outcomes of one market in one builder. */
  builderSameMarket: 171,
  /** Legs that cannot all win. */
  builderContradictory: 172,
  /** A leg the others already imply. */
  builderImplied: 173,
  /** A combination too unlikely, or too sure, to be priced. */
  builderUnpriceable: 174,
  /** Duels: sides that cannot be paired (the same game, a game started or without a price model). */
  duelInvalid: 175,
  /** An auto bet that cannot be (its kind, or a target that is not a coefficient of its odds format; decision 0028). */
  autoBetInvalid: 180,
  /** An auto bet or VIP request of the player's with this number does not exist or is no longer open. */
  requestNotFound: 181,
  /** No advance covers the stake: none available, or a selection beyond 48 hours. */
  advanceUnavailable: 185,
  /** The brand takes no VIP bets from this geo, or not of this kind. */
  vipNotAllowed: 190,
  /** A VIP request's stake is within the maximum: it is placed as an ordinary bet. */
  vipWithinMaximum: 191,
  /** `approvedBet` for a request that is not approved (or no longer). */
  vipNotApproved: 192,
  /** A power bet the brand does not take (off, not a pre-match single, its odds or stake). */
  powerBetUnavailable: 195,
  /** A promo code the brand does not know, or not now. */
  promoInvalid: 196,
  /** `userIdBonus` names no open bonus account of the player's in the bet's currency. */
  bonusAccountInvalid: 197,
  /** Staking from a bonus account comes with the bonus issue. */
  bonusStakeUnavailable: 198,
  /** SaveCoupon: one selection cannot be bet on, so the slip is not saved (the family's code). */
  couponEventRefused: 161627,
} as const;
export type BetErrorCode = (typeof betErrorCodes)[keyof typeof betErrorCodes];

/** Folds an object's keys to lower case, recursively (the family's clients write them in any case). */
export function foldKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(foldKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.toLowerCase(), foldKeys(inner)]));
}

const int = z.number().int();
const id = int.positive().max(Number.MAX_SAFE_INTEGER);
const amount = z.union([z.number().nonnegative(), z.string().max(40)]);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** One selection of a coupon (wire-format §3.3 `Events[]`, keys folded). */
export const couponEventSchema = z.object({
  gameid: id,
  type: int.nonnegative(),
  /** The coefficient the player saw (decimal); checked against the current one under `checkcf`. */
  coef: z.union([z.number().positive(), z.string().max(20)]).optional(),
  /** The line; lineless markets send 0 (null was refused with a 400 by the family). */
  param: z.number().nullable().optional(),
  /** The market group; the family places by (game, type, param) and sends none. */
  group: int.nonnegative().optional(),
  playerid: int.nonnegative().optional(),
  /** 1 live, 3 line. */
  kind: z.union([z.literal(1), z.literal(3)]).optional(),
  /** This selection's own stake when several singles are placed at once (MakeBetWebMulti). */
  summ: amount.optional(),
});
export type CouponEvent = z.infer<typeof couponEventSchema>;

/** MakeBetWeb / UpdateCoupon body (spec §3 coupon payload; wire-format §3.2–3.3), keys folded. */
export const couponSchema = z.object({
  events: z.array(couponEventSchema).min(1).max(100),
  vid: int.min(0).max(9).default(0),
  summ: amount.optional(),
  expressnum: int.min(0).max(50).optional(),
  betguid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).nullable().optional(),
  checkcf: int.min(0).max(2).optional(),
  notwait: flag.optional(),
  live: flag.optional(),
  source: int.min(0).max(1000).optional(),
  oneclickbet: int.min(0).max(10).optional(),
  droponscorechange: flag.optional(),
  transformeventkind: flag.optional(),
  lng: z.string().max(10).optional(),
  partner: int.nonnegative().optional(),
  calcsystemsmin: flag.optional(),
  /** A chain's order of the events: their indexes, flat or in groups (read in order). */
  eventsindexes: z.array(z.union([int.nonnegative(), z.array(int.nonnegative()).max(50)])).max(50).optional(),
  groupssumms: z.array(amount).max(50).optional(),
  antiexpresscoef: z.union([z.number(), z.string().max(20)]).optional(),
  isexpressboost: flag.optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A leg as the player's history shows it. */
export const betLegRecordSchema = z.strictObject({
  gameId: id,
  constId: id,
  sportId: int,
  feedKind: z.union([z.literal(1), z.literal(3)]),
  group: int,
  type: int,
  param: z.number().nullable(),
  coefficient: z.number(),
  start: int,
  names: z.record(z.string(), z.string()),
  result: z.enum(['win', 'lose', 'void', 'half_win', 'half_lose']).nullable(),
  explanation: z.string().nullable(),
});

export const betStatusNames = ['waiting', 'refused', 'accepted', 'won', 'lost', 'returned', 'cashed_out'] as const;

/**
 * One version of a bet's settlement, oldest first: the first on the results, a later one when a
 * corrected result or an operator's void changed the bet (`reason` says which). `accepted`: the bet
 * was opened again (a corrected result cannot decide a selection).
 */
export const betSettlementRecordSchema = z.strictObject({
  version: int.positive(),
  status: z.enum(betStatusNames),
  payout: z.number(),
  payoutExact: z.string(),
  reason: z.string(),
  settledAt: z.string(),
});

export const betRecordSchema = z.strictObject({
  id: id,
  kind: z.enum(['single', 'express', 'system', 'chain', 'anti_express', 'builder']),
  vid: int,
  systemSize: int.nullable(),
  status: z.enum(betStatusNames),
  refusal: z.string().nullable(),
  stake: z.number(),
  stakeExact: z.string(),
  coefficient: z.number().nullable(),
  potentialPayout: z.number(),
  potentialPayoutExact: z.string(),
  payout: z.number().nullable(),
  payoutExact: z.string().nullable(),
  currency: z.string(),
  live: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(betLegRecordSchema),
  /** Every settlement of the bet (the server sends them; optional for answers made before). */
  settlements: z.array(betSettlementRecordSchema).optional(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;
export type BetSettlementRecord = z.infer<typeof betSettlementRecordSchema>;
export type BetLegRecord = z.infer<typeof betLegRecordSchema>;
