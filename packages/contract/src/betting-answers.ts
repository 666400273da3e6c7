import { z } from 'zod';
import { betRecordSchema, betStatusNames } from './betting';
import { couponMoneySchema } from './coupon-calls';

// The answers of the betting calls as clients read them (wire-format §3.2–3.3; the bet and the
// history under /web-api): the checked coupon of UpdateCoupon, a placed bet of MakeBetWeb, one bet,
// and a page of the player's bet history. The family answers in its envelope (`Value`); the office
// calls in `{success, data}`. Only the fields a client uses are named; others pass unread.

export const bettingPaths = {
  updateCoupon: '/service-api/LiveBet-update/Open/UpdateCoupon',
  /** Several singles at once, each selection with its own stake (decision 0025). */
  updateCouponMulti: '/service-api/LiveBet-update/Open/UpdateCouponMulti',
  makeBet: '/service-api/LiveBet/Secure/MakeBetWeb',
  makeBetMulti: '/service-api/LiveBet/Secure/MakeBetWebMulti',
  /** `/web-api/bets/<id>`: one bet of the player's. */
  bet: '/web-api/bets',
  history: '/web-api/officeapi/getbetshistory',
  /** office_bets_history_clear: the history view leaves out the bets placed before now. */
  clearHistory: '/web-api/officeapi/clearbetshistory',
  /** office_bets_history_mail: the bets of a period mailed to the player's confirmed e-mail. */
  mailHistory: '/web-api/officeapi/mailbetshistory',
  /** The player's bet-slip settings (decision 0025). */
  couponSettings: '/web-api/officeapi/getcouponsettings',
  saveCouponSettings: '/web-api/officeapi/savecouponsettings',
} as const;

const int = z.number().int();
const id = int.positive().max(Number.MAX_SAFE_INTEGER);
const money = z.number().nonnegative();

/** One selection of a checked coupon: its current coefficient and what stops it (wire-format §3.2). */
export const checkedCouponEventSchema = z.object({
  GameId: id,
  Type: int.nonnegative(),
  Param: z.number(),
  /** The coefficient now (decimal); 0 when the selection is gone. */
  Coef: z.number().nonnegative(),
  Kind: z.union([z.literal(1), z.literal(3)]),
  Block: z.boolean(),
  Finish: z.boolean(),
  Started: z.boolean(),
  Changed: z.boolean(),
  /** Another selection of the same game: it cannot be combined. */
  IsBannedExpress: z.boolean(),
});

/**
 * What a stake would pay (contract/coupon-calls.ts), each line optional: a server without the
 * money lines answers the limits alone, and the slip then counts the possible win itself.
 */
const moneyLines = couponMoneySchema.partial().shape;

/** UpdateCoupon's `Value`: the coupon as the server sees it now, the limits of a bet on it, and what the stake sent would pay. */
export const checkedCouponSchema = z.object({
  Vid: int,
  expressNum: int,
  /** The coupon's coefficient (null when it has none to give, e.g. every selection closed). */
  Coef: z.number().nullable(),
  /** The smallest and largest stake of one bet, in the account's currency (null: no largest). */
  minBet: money,
  maxBet: money.nullable(),
  /** A system's least stake (`calcSystemsMin`): the minimum bet on each combination. */
  MinBetSystems: money.nullable().optional(),
  /** An anti-express's coefficient, sent back with the bet (`AntiExpressCoef`, checked under `CheckCf`). */
  AntiExpressCoef: z.number().nullable().optional(),
  /** The most one bet may return. */
  MaxPayout: money,
  Currency: z.string(),
  changeCf: z.boolean(),
  NotValid: z.boolean(),
  exceptionText: z.string().optional(),
  Events: z.array(checkedCouponEventSchema),
  ...moneyLines,
});
export type CheckedCoupon = z.infer<typeof checkedCouponSchema>;

/** UpdateCouponMulti's `Value`: several singles, each selection with its own money lines. */
export const checkedSinglesSchema = z.object({
  Vid: int,
  /** The stakes together, and what they would pay together. */
  Summ: money,
  PossiblePayout: money,
  minBet: money,
  maxBet: money.nullable(),
  MaxPayout: money,
  Currency: z.string(),
  NotValid: z.boolean(),
  exceptionText: z.string().optional(),
  Events: z.array(checkedCouponEventSchema.extend(moneyLines)),
});
export type CheckedSingles = z.infer<typeof checkedSinglesSchema>;

/** MakeBetWeb's `Value`: the bet's number, the balance left, and how long a live bet waits. */
export const placedBetSchema = z.object({
  Id: id,
  Balance: z.number(),
  /** Seconds until a live bet is decided; 0 when it was accepted at once. */
  waitTime: int.nonnegative(),
  betGUID: z.string().nullable(),
  Status: z.enum(betStatusNames),
  PotentialPayout: money,
  Coupon: z.object({ Summ: money, Coef: z.number().nullable(), Vid: int }),
});
export type PlacedBet = z.infer<typeof placedBetSchema>;

/** MakeBetWebMulti's `Value` (contract/coupon-calls.ts): one bet per selection, in the order sent. */
export const placedSinglesSchema = z.object({
  Balance: z.number(),
  Bets: z.array(z.object({ Id: id, GameId: id, Status: z.enum(betStatusNames), waitTime: int.nonnegative() })),
});
export type PlacedSingles = z.infer<typeof placedSinglesSchema>;

/** GET /web-api/bets/:id. */
export const betAnswerSchema = z.object({ bet: betRecordSchema });

/** POST /web-api/officeapi/getbetshistory: filters, all optional (the last 7 days by default). */
export const betHistoryRequestSchema = z.strictObject({
  page_number: int.min(1).max(100_000).optional(),
  /** Unix seconds. */
  date_from: int.nonnegative().optional(),
  date_to: int.nonnegative().optional(),
  status: z.array(z.enum(betStatusNames)).max(7).optional(),
  kind: z.array(z.enum(['single', 'express', 'system', 'chain', 'anti_express', 'builder'])).max(6).optional(),
  live: z.boolean().optional(),
});
export type BetHistoryRequest = z.infer<typeof betHistoryRequestSchema>;

export const mailBetHistoryRequestSchema = z.strictObject({
  /** Unix seconds; the last 7 days when left out. */
  date_from: int.nonnegative().optional(),
  date_to: int.nonnegative().optional(),
});
export type MailBetHistoryRequest = z.infer<typeof mailBetHistoryRequestSchema>;

/** clearbetshistory's answer: the history view now leaves out the bets placed before this moment. */
export const betHistoryClearedSchema = z.object({ clearedBefore: z.string() });
export type BetHistoryCleared = z.infer<typeof betHistoryClearedSchema>;

/** mailbetshistory's answer: how many bets the mail lists. */
export const betHistoryMailedSchema = z.object({ bets: int.nonnegative() });
export type BetHistoryMailed = z.infer<typeof betHistoryMailedSchema>;

export const betHistoryPageSchema = z.object({
  items: z.array(betRecordSchema),
  total: int.nonnegative(),
  page: int.positive(),
  pageSize: int.positive(),
});
export type BetHistoryPage = z.infer<typeof betHistoryPageSchema>;
