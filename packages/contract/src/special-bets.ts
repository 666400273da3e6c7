import { z } from 'zod';

// The coupon options beyond the bet itself (spec §3 coupon payload, §7.8; decision 0028): an auto
// bet's target, the advance, a VIP request's stake and its approved placement, the power bet, the
// lobby, a promo code and a bonus account — read from MakeBetWeb's (and MakeBetBidWeb's) body beside
// the coupon, keys folded to lower case as the coupon's are (`foldKeys`). Then the answers of the
// calls around them.

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const amount = z.union([z.number().nonnegative(), z.string().max(40)]);

export const couponOptionsSchema = z.object({
  /** An auto bet when `autobetcf` is above 0 (the family's web client sends `true` with 0 on ordinary bets). */
  isautobet: flag.optional(),
  /** The target coefficient in the odds format `autobetcfview` names (0 decimal … 5 Malaysian). */
  autobetcf: z.union([z.number(), z.string().max(20)]).nullable().optional(),
  autobetcfview: z.number().int().min(0).max(5).nullable().optional(),
  /** Stake what the money lacks from the advance (GetAvance). */
  avancebet: flag.optional(),
  /** MakeBetBidWeb: the stake asked, above the maximum. */
  vipbetsumm: amount.nullable().optional(),
  /** MakeBetWeb: place the approved VIP request whose `betGUID` this is. */
  approvedbet: flag.optional(),
  ispowerbet: flag.optional(),
  withlobby: flag.optional(),
  promo: z.string().max(40).nullable().optional(),
  /** A bonus account of the player's to stake from (0: none). */
  useridbonus: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});
export type CouponOptions = z.infer<typeof couponOptionsSchema>;

export const specialBetPaths = {
  avance: '/service-api/LiveBet/Open/GetAvance',
  bid: '/service-api/LiveBet/Secure/MakeBetBidWeb',
  lobby: '/service-api/LiveBet/Open/GetLobby',
  autoBets: '/web-api/auto-bets',
  /** `/web-api/auto-bets/<id>/cancel` */
  cancelAutoBet: (id: number) => `/web-api/auto-bets/${id}/cancel`,
  managerBets: '/web-api/officeapi/getmanagerbets',
  cancelManagerBet: '/web-api/officeapi/cancelmanagerbet',
} as const;

const money = z.number();
const exact = z.string().regex(/^-?\d+(\.\d+)?$/);

/** GetAvance's `Value`: the advance the player may stake now, in the active account's currency. */
export const avanceSchema = z.object({
  Avance: money,
  AvanceExact: exact,
  /** What the player owes on the credit account (an advance not repaid, a debt); no advance while above 0. */
  Owed: money,
  OwedExact: exact,
  Currency: z.string(),
  /** The open bets the advance is counted from. */
  Bets: z.number().int(),
});
export type Avance = z.infer<typeof avanceSchema>;

/** A selection of an auto bet, a VIP request or a lobby bet. */
export const specialBetEventSchema = z.object({
  GameId: z.number().int(),
  Type: z.number().int(),
  Param: z.number(),
  /** The coefficient asked (a request), now (an auto bet) or taken at (a lobby bet); 0 when the selection has no price now. */
  Coef: z.number(),
  Opp1: z.string(),
  Opp2: z.string(),
});

/** One of the player's auto bets (`GET /web-api/auto-bets`). */
export const autoBetRecordSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(['pending', 'placed', 'cancelled']),
  reason: z.string().nullable(),
  vid: z.number().int(),
  stake: money,
  stakeExact: exact,
  currency: z.string(),
  /** The target as the player typed it, its odds format id, and in decimal. */
  target: z.string(),
  targetView: z.number().int(),
  targetDecimal: z.number(),
  /** The coupon's coefficient now (null when a selection has no price now). */
  coefficientNow: z.number().nullable(),
  betId: z.number().int().nullable(),
  events: z.array(specialBetEventSchema),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AutoBetRecord = z.infer<typeof autoBetRecordSchema>;

export const vipRequestStatuses = ['pending', 'approved', 'placed', 'rejected', 'expired', 'cancelled'] as const;

/** One of the player's VIP bet requests (`office_manager_bets`). */
export const vipRequestRecordSchema = z.strictObject({
  id: z.number().int(),
  betGuid: z.string(),
  status: z.enum(vipRequestStatuses),
  reason: z.string().nullable(),
  vid: z.number().int(),
  stake: money,
  stakeExact: exact,
  coefficient: z.number(),
  approvedStake: money.nullable(),
  approvedStakeExact: exact.nullable(),
  approvedCoefficient: z.number().nullable(),
  currency: z.string(),
  betId: z.number().int().nullable(),
  events: z.array(specialBetEventSchema),
  expiresAt: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type VipRequestRecord = z.infer<typeof vipRequestRecordSchema>;

/** `GET /web-api/auto-bets` data: the player's auto bets of the last week, newest first. */
export const autoBetsAnswerSchema = z.object({ items: z.array(autoBetRecordSchema) });

/**
 * MakeBetWeb's `Value` for a coupon left waiting as an auto bet: no bet yet (`Id` 0), the auto bet's
 * number and the money left once its stake is held.
 */
export const autoBetWaitingSchema = z.object({
  Id: z.literal(0),
  AutoBetId: z.number().int().positive(),
  Balance: money,
  betGUID: z.string(),
  Status: z.literal('auto'),
});
export type AutoBetWaiting = z.infer<typeof autoBetWaitingSchema>;

/** `POST /web-api/officeapi/getmanagerbets` data: the player's VIP requests, newest first. */
export const vipRequestsAnswerSchema = z.object({ items: z.array(vipRequestRecordSchema) });

/** What cancelling an auto bet or a VIP request answers (`data`). */
export const requestCancelledSchema = z.object({ id: z.number().int(), status: z.literal('cancelled') });

/** MakeBetBidWeb's `Value`. */
export const vipRequestPlacedSchema = z.object({
  Id: z.number().int(),
  Status: z.enum(vipRequestStatuses),
  Summ: money,
  Coef: z.number(),
  /** Unix seconds until which the operator may decide. */
  ExpiresAt: z.number().int(),
  Balance: money,
});
export type VipRequestPlaced = z.infer<typeof vipRequestPlacedSchema>;

/** GetLobby's `Value[]`: a published open bet. */
export const lobbyBetSchema = z.object({
  BetId: z.number().int(),
  Name: z.string(),
  Vid: z.number().int(),
  Coef: z.number().nullable(),
  Currency: z.string(),
  Events: z.array(specialBetEventSchema),
  /** Unix seconds it was placed. */
  Dt: z.number().int(),
});
export type LobbyBet = z.infer<typeof lobbyBetSchema>;
