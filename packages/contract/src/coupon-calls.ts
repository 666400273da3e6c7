import { z } from 'zod';

// The answers of the coupon calls beyond placing one bet (issue 12 "The coupon"; decision 0025):
// the money lines of a checked slip (taxes, express boost, what a stake would pay), several singles
// at once, a slip shared by code, the recent big wins, and the player's bet-slip settings.
// Family calls (`/service-api/…`) answer the family envelope around these `Value`s; the office call
// answers `{ success, data }`.

/** The shared slip's calls as the web client makes them (also under `LiveBet/Open`). */
export const sharedCouponPaths = {
  /** The slip's coupon → `Value`: its code. */
  save: '/service-api/LiveBet-update/Open/SaveCoupon',
  /** `{Guid, Lng}` → `Value`: the slip (savedCouponSchema). */
  load: '/service-api/LiveBet-update/Open/GetCoupon',
} as const;

/** SaveCoupon's `Value`: the code that reads the slip back (10 characters, any case). */
export const savedCouponCodeSchema = z.string().regex(/^[2-9A-HJ-NP-Za-hj-np-z]{10}$/);

/** What a stake would pay, as the slip shows it under the stake field (amounts in major units). */
export const couponMoneySchema = z.object({
  /** The stake the lines are for (`Summ` of the request; 0 when none was sent). */
  Summ: z.number(),
  /** The stake tax inside the stake, and what is bet after it. */
  StakeTax: z.number(),
  SummAfterTax: z.number(),
  /** The win before the payout tax, within the brand's maximum payout. */
  PossibleWin: z.number(),
  PayoutTax: z.number(),
  /** With the return-tax flag the payout tax is shown but not deducted. */
  TaxReturned: z.boolean(),
  /** What would be paid if every selection comes in. */
  PossiblePayout: z.number(),
  MaxPayoutReached: z.boolean(),
  /**
   * The express boost the brand gives this many selections (null: none); `Applied` when the slip
   * asked for it (`isExpressBoost`), and only then is it in `PossibleWin`.
   */
  ExpressBoost: z.object({ Percent: z.number(), Amount: z.number(), Applied: z.boolean() }).nullable(),
});
export type CouponMoney = z.infer<typeof couponMoneySchema>;

/** MakeBetWebMulti's `Value.Bets[]`: one single per selection, in the order sent. */
export const multiPlacedBetSchema = z.object({
  Id: z.number().int(),
  betGUID: z.string(),
  GameId: z.number().int(),
  Summ: z.number(),
  Coef: z.number(),
  Status: z.string(),
  waitTime: z.number().int(),
  PotentialPayout: z.number(),
});
export const multiPlacedSchema = z.object({ Balance: z.number(), Summ: z.number(), Bets: z.array(multiPlacedBetSchema) });
export type MultiPlaced = z.infer<typeof multiPlacedSchema>;

/** GetCoupon's `Value.Events[]` (wire-format §3.1). */
export const savedCouponEventSchema = z.object({
  GameId: z.number().int(),
  GameConstId: z.number().int(),
  Type: z.number().int(),
  Param: z.number(),
  /** The coefficient now (the slip is priced again when it is loaded). */
  Coef: z.number(),
  Kind: z.union([z.literal(1), z.literal(3)]),
  PlayerId: z.number().int(),
  GroupId: z.number().int(),
  GroupName: z.string(),
  MarketName: z.string(),
  PeriodName: z.string(),
  GameType: z.string(),
  Opp1: z.string(),
  Opp2: z.string(),
  SportId: z.number().int(),
  Start: z.number().int(),
  Block: z.boolean(),
  /** Several singles at once: this selection's own stake. */
  Summ: z.number().optional(),
});

/** GetCoupon's `Value`. */
export const savedCouponSchema = z.object({
  Events: z.array(savedCouponEventSchema),
  Vid: z.number().int(),
  /** Selections dropped because their game started, finished or left the line. */
  HasRemoveEvents: z.boolean(),
  Summ: z.number(),
  CheckCf: z.number().int(),
  expressNum: z.number().int(),
  maxBet: z.number().nullable(),
  minBet: z.number(),
  MinBetSystems: z.number().nullable(),
  AntiExpressCoef: z.number().nullable(),
  EventsIndexes: z.array(z.number().int()),
  GroupsSumms: z.array(z.number()),
  avanceBet: z.boolean(),
  WithLobby: z.boolean(),
  IsExpressBoost: z.boolean(),
  Currency: z.string(),
});
export type SavedCoupon = z.infer<typeof savedCouponSchema>;

/** rest-core GetLastWinners `Value[]`: a recent big win; the winner shown by a masked account number. */
export const lastWinnerSchema = z.object({
  Name: z.string(),
  Summ: z.number(),
  Currency: z.string(),
  Coef: z.number().nullable(),
  BetType: z.number().int(),
  SportId: z.number().int(),
  Opp1: z.string(),
  Opp2: z.string(),
  /** Unix seconds of the settlement. */
  Dt: z.number().int(),
});
export type LastWinner = z.infer<typeof lastWinnerSchema>;

/** `POST /web-api/officeapi/getcouponsettings` data (and the answer of `savecouponsettings`). */
export const couponSettingsSchema = z.strictObject({
  /** `CheckCf` used when a bet does not say: 0 refuse any change, 1 accept higher, 2 accept any. */
  checkCf: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  oneClick: z.strictObject({
    enabled: z.boolean(),
    /** The saved stake as exact decimal text in `currency`; null when none is saved. */
    stake: z.string().nullable(),
    currency: z.string().nullable(),
  }),
  dropOnScoreChange: z.boolean(),
  keepSelections: z.boolean(),
});
export type CouponSettings = z.infer<typeof couponSettingsSchema>;

/**
 * `POST /web-api/officeapi/savecouponsettings` body: only what changes. A one-click stake is in the
 * player's active account's currency; `null` forgets it.
 */
export const saveCouponSettingsSchema = z.strictObject({
  check_cf: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  one_click_enabled: z.boolean().optional(),
  one_click_stake: z.union([z.string().max(40), z.number().positive()]).nullable().optional(),
  drop_on_score_change: z.boolean().optional(),
  keep_selections: z.boolean().optional(),
});
export type SaveCouponSettings = z.infer<typeof saveCouponSettingsSchema>;
