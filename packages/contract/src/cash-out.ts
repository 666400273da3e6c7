import { z } from 'zod';

// Cash-out (bet sale, issue 12; spec §3 `saleBetId` / `SaleBetId`). The family's sale calls were
// never captured (wire-format §6), so these are ours, in the family's style: POST under the secure
// betting base with the auth header, bodies read with their keys folded to lower case
// (betting.ts `foldKeys`), answers in the family envelope `{Success, Error, ErrorCode, Value}` and
// refusals with the sale codes of `betErrorCodes` (betting.ts, 160–165).
//
// - GetSaleOffer `{SaleBetId?}`: the offer for one open bet of the player (the sale dialog opening:
//   tracked as "bet sale: page call"), or for every open bet (the slip's open bets).
// - SaleBet `{SaleBetId, SeenSumm, Summ?, Guid, OneClick?}`: sells the bet. `SeenSumm` is the offer
//   for the whole bet the player saw; the sale goes through only if the offer now is at least that
//   (else 161, with the offer now). Without `Summ` the whole bet is sold at the offer now; a `Summ`
//   below it sells that share of the bet, which stays open on the rest (at most `PartialMaxSumm`,
//   so the rest is at least the brand's minimum bet). `Guid` is the client's key: a repeat answers
//   the first sale and sells nothing again.
// - SetAutoSale `{SaleBetId, Summ}`: sell the whole bet once its offer reaches `Summ`; `Summ: null`
//   removes the rule. A sale of the bet removes it too.
// Offers change with the prices of the bet's games: a signed-in player gets a `cashout` push notice
// (push.ts) for an open bet whose offer changed, at most about once a second.

export const cashOutPaths = {
  offer: '/service-api/LiveBet/Secure/GetSaleOffer',
  sell: '/service-api/LiveBet/Secure/SaleBet',
  autoSale: '/service-api/LiveBet/Secure/SetAutoSale',
} as const;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An amount as the family sends it: a JSON number or decimal text (read exactly in the bet's currency). */
const amount = z.union([z.number().positive(), z.string().min(1).max(40)]);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

export const saleOfferRequestSchema = z.object({ salebetid: id.optional() });
export type SaleOfferRequest = z.infer<typeof saleOfferRequestSchema>;

export const saleRequestSchema = z.object({
  salebetid: id,
  seensumm: amount,
  summ: amount.optional(),
  guid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  oneclick: flag.optional(),
});
export type SaleRequest = z.infer<typeof saleRequestSchema>;

export const autoSaleRequestSchema = z.object({ salebetid: id, summ: amount.nullable() });
export type AutoSaleRequest = z.infer<typeof autoSaleRequestSchema>;

/** Why a bet has no offer now. */
export const noOfferReasons = [
  /** The bet is not open: waiting for its live decision, settled or sold. */
  'not_open',
  /** Only singles, expresses and systems are sold (not chains, anti-expresses, builders). */
  'kind',
  /** A market of an open leg is not taking bets (suspended after a key event, closed). */
  'blocked',
  /** An open leg's game or market has no price now (finished and waiting for settlement, gone). */
  'not_priced',
  /** The bet can no longer win anything. */
  'nothing_to_win',
] as const;
export type NoOfferReason = (typeof noOfferReasons)[number];

const money = z.number();
const exact = z.string().regex(/^\d+(\.\d+)?$/);

export const saleOfferSchema = z.strictObject({
  BetId: id,
  Available: z.boolean(),
  /** Why there is no offer now (null when there is one). */
  Reason: z.enum(noOfferReasons).nullable(),
  /** The offer for the whole bet, in its currency (null when there is none). */
  Summ: money.nullable(),
  SummExact: exact.nullable(),
  /** The largest amount a partial sale may take now; null when only the whole bet can be sold. */
  PartialMaxSumm: money.nullable(),
  PartialMaxSummExact: exact.nullable(),
  Currency: z.string(),
  /** The stake still in the bet and what it pays if it wins (both shrink with partial sales). */
  Stake: money,
  StakeExact: exact,
  PotentialPayout: money,
  PotentialPayoutExact: exact,
  /** The player's auto-sale target, if one is set. */
  AutoSaleSumm: money.nullable(),
  AutoSaleSummExact: exact.nullable(),
});
export type SaleOffer = z.infer<typeof saleOfferSchema>;

export const saleOffersValueSchema = z.strictObject({ Offers: z.array(saleOfferSchema) });
export type SaleOffersValue = z.infer<typeof saleOffersValueSchema>;

export const saleValueSchema = z.strictObject({
  BetId: id,
  /** 1 for the bet's first sale, 2 for the next … */
  SaleNumber: id,
  Kind: z.enum(['full', 'partial']),
  Paid: money,
  PaidExact: exact,
  /** `cashed_out` after a full sale; `accepted` while the rest of a partial one runs on. */
  Status: z.enum(['accepted', 'cashed_out']),
  Stake: money,
  StakeExact: exact,
  PotentialPayout: money,
  PotentialPayoutExact: exact,
  Currency: z.string(),
  /** What the player has available on the bet's account after the sale. */
  Balance: money,
  BalanceExact: z.string(),
});
export type SaleValue = z.infer<typeof saleValueSchema>;

export const autoSaleValueSchema = z.strictObject({ BetId: id, AutoSaleSumm: money.nullable(), AutoSaleSummExact: exact.nullable() });
export type AutoSaleValue = z.infer<typeof autoSaleValueSchema>;
