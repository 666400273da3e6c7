import { betErrorCodes } from '@stavka/contract/betting';
import type { SaleValue } from '@stavka/contract/cash-out';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Bet } from '@stavka/db/schema';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { splitSale, type SaleSplit } from '@stavka/domain/betting/cash-out-sale';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { AppError } from '../../http/app-error';
import { recordServerEvent, trackingCodes } from '../tracking/service';
import type { BettingContext } from './context';
import { offerFor } from './cash-out-offer';
import { clearAutoSale, insertSale, salesSoFar } from './cash-out-repo';
import { betLimits } from './limits';
import { announceBet } from './placement';
import { legsOf, lockBet, updateBet } from './repo';

// Selling a bet (issue 12 "full and partial sale (`SaleBetId`); refused while a market is blocked
// or when the price moved"), in the caller's unit of work: the bet locked, its offer computed now
// from the live prices, the player's terms checked against it, then the ledger:
//   full     the stake's hold posted to the house, the sale paid from the house (`bet:<id>:sale:<n>`),
//            the bet `cashed_out`;
//   partial  the hold released and the kept stake held again (the bet's hold from now on), the sold
//            stake posted to the house, the sale paid; the bet keeps the rest (stake, net stake and
//            potential payout reduced), so settlement later pays it as any bet.
// The sale is a `bet_sales` row, the player hears a `bet` notice, and the analytic steps of spec §4
// the server knows are recorded with it.

export type SaleTrigger = 'player' | 'one_click' | 'auto';

export interface SaleOrder {
  betId: number;
  /** The offer for the whole bet the player saw (minor units, or the text the request sent). */
  seen: bigint | string | number;
  /** What to take, for a partial sale; absent: the whole bet at the offer now. */
  amount?: string | number | undefined;
  trigger: SaleTrigger;
}

export type SaleRefusalName = 'malformed' | 'saleUnavailable' | 'saleOfferMoved' | 'saleAmountAboveOffer' | 'saleRestBelowMinimum' | 'betNotOpen' | 'betNotFound';

/** A refused sale, in the family envelope with its own code (nothing is written). */
export function saleRefusal(name: SaleRefusalName, message: string, details: Record<string, string | number | boolean> = {}): AppError {
  const status = name === 'betNotFound' ? 'not_found' : name === 'malformed' ? 'validation' : 'conflict';
  return new AppError(status, message, undefined, { errorCode: betErrorCodes[name], reason: name, ...details });
}

function amountOf(value: string | number, scale: number, field: string): bigint {
  const parsed = parseRequestedAmount(value, scale);
  if (!parsed.ok) throw saleRefusal('malformed', `${field} is not an amount in the bet's currency (${parsed.problem})`);
  return parsed.minor;
}

/** Sells a bet of `userId` inside the unit of work, or refuses before anything is written. */
export async function sellInUnit(ctx: BettingContext, uow: UnitOfWork, userId: number, config: SiteConfig['betting'], order: SaleOrder): Promise<SaleValue> {
  const bet = await lockBet(uow.tx, order.betId);
  if (!bet || bet.userId !== userId) throw saleRefusal('betNotFound', 'You have no bet with this number');
  if (bet.status !== 'accepted') throw saleRefusal('betNotOpen', 'The bet is not open: it cannot be sold', { status: bet.status });
  const currency = ctx.wallet.currencies.byCode(bet.currencyCode);
  if (!currency) throw new Error(`betting: unknown currency ${bet.currencyCode}`);
  const money = (minor: bigint) => fromMinorUnits(minor, currency.scale);
  const seen = typeof order.seen === 'bigint' ? order.seen : amountOf(order.seen, currency.scale, 'The offer seen');
  const offer = offerFor(ctx.feed, config, bet, await legsOf(uow.tx, [bet.id]));
  if (!offer.available) throw saleRefusal('saleUnavailable', 'The bet cannot be sold now', { why: offer.reason });
  if (offer.amount < seen) throw saleRefusal('saleOfferMoved', `The offer is now ${money(offer.amount)} ${bet.currencyCode}`, { offer: money(offer.amount) });
  const amount = order.amount === undefined ? offer.amount : amountOf(order.amount, currency.scale, 'The amount');
  const split = splitSale(bet, offer.amount, amount, betLimits(config, currency, bet.vid).minStake);
  if ('problem' in split) {
    if (split.problem === 'amount_above_offer') throw saleRefusal('saleAmountAboveOffer', 'The amount is above the offer for the whole bet', { offer: money(offer.amount) });
    throw saleRefusal('saleRestBelowMinimum', 'What would stay in the bet is below the minimum bet: sell it whole or take less');
  }
  const earlier = await salesSoFar(uow.tx, bet.id);
  const number = earlier.count + 1;
  const transferIds = await moveMoney(ctx, uow, bet, split, amount, number);
  const now = ctx.now();
  const status = split.kind === 'full' ? 'cashed_out' : 'accepted';
  const change: Partial<Bet> =
    split.kind === 'full'
      ? { status, payout: earlier.paid + amount, settledAt: now }
      : { ...split.remaining, holdTransferId: transferIds.hold ?? bet.holdTransferId };
  if (!(await updateBet(uow.tx, bet.id, ['accepted'], change))) throw new Error(`betting: bet ${bet.id} left 'accepted' under its lock`);
  await insertSale(uow.tx, {
    betId: bet.id,
    number,
    kind: split.kind,
    trigger: order.trigger,
    amount,
    offer: offer.amount,
    stakeSold: split.stakeSold,
    netStakeSold: split.netStakeSold,
    payoutSold: split.payoutSold,
    transferIds: transferIds.all,
    createdAt: now,
  });
  // A target set for the whole bet means nothing once it is sold, in full or in part.
  await clearAutoSale(uow.tx, bet.id);
  await announceBet(ctx, uow, bet, status);
  await recordSale(uow, bet, order.trigger, split.kind, amount, now);
  const account = await ctx.wallet.accountOf(uow, { id: bet.userId, siteId: bet.siteId, currencyCode: bet.currencyCode }, bet.accountId);
  const kept = split.kind === 'full' ? { stake: bet.stake, potentialPayout: bet.potentialPayout } : split.remaining;
  return {
    BetId: bet.id,
    SaleNumber: number,
    Kind: split.kind,
    Paid: Number(money(amount)),
    PaidExact: money(amount),
    Status: status,
    Stake: Number(money(kept.stake)),
    StakeExact: money(kept.stake),
    PotentialPayout: Number(money(kept.potentialPayout)),
    PotentialPayoutExact: money(kept.potentialPayout),
    Currency: bet.currencyCode,
    Balance: Number(money(account.balance - account.held)),
    BalanceExact: money(account.balance - account.held),
  };
}

/** The sale's ledger transfers; every key names the bet and the sale's number, so a retry moves nothing twice. */
async function moveMoney(ctx: BettingContext, uow: UnitOfWork, bet: Bet, split: SaleSplit, amount: bigint, number: number): Promise<{ all: number[]; hold?: number }> {
  const holdId = bet.holdTransferId;
  if (holdId === null) throw new Error(`betting: bet ${bet.id} has no hold`);
  const key = `bet:${bet.id}:sale:${number}`;
  const meta = { bet: bet.id, sale: number };
  const sides = { siteId: bet.siteId, currencyCode: bet.currencyCode };
  const house = await ctx.wallet.systemAccount(uow, bet.siteId, 'house', bet.currencyCode);
  const all: number[] = [];
  let hold: number | undefined;
  if (split.kind === 'full') {
    all.push((await ctx.wallet.postHold(uow, holdId, `${key}:post`, meta)).transfer.id);
  } else {
    all.push((await ctx.wallet.voidHold(uow, holdId, `${key}:release`, meta)).transfer.id);
    hold = (await ctx.wallet.hold(uow, { ...sides, key: `${key}:hold`, reason: 'stake', amount: split.remaining.stake, from: bet.accountId, to: house, meta })).transfer.id;
    all.push(hold);
    all.push((await ctx.wallet.transfer(uow, { ...sides, key: `${key}:stake`, reason: 'stake', amount: split.stakeSold, from: bet.accountId, to: house, meta })).transfer.id);
  }
  all.push((await ctx.wallet.transfer(uow, { ...sides, key, reason: 'cash_out', amount, from: house, to: bet.accountId, meta })).transfer.id);
  // A sale is a payout: what the player owes (an advance, a debt; decision 0028) is repaid from it first.
  await ctx.wallet.repayDebt(uow, bet.accountId, amount, `${key}:repay`);
  return hold === undefined ? { all } : { all, hold };
}

/** Spec §4 "bet sale": how it was accepted (full, one click, auto) and that it is done. */
async function recordSale(uow: UnitOfWork, bet: Bet, trigger: SaleTrigger, kind: SaleSplit['kind'], amount: bigint, at: Date): Promise<void> {
  const base = { siteId: bet.siteId, userId: bet.userId, session: `bet-${bet.id}`, at };
  const metadata = { i1: bet.id, s1: kind, s2: bet.currencyCode, s3: amount.toString() };
  const accepted = trigger === 'auto' ? trackingCodes.betSaleAutoAccept : trigger === 'one_click' ? trackingCodes.betSaleOneClickAccept : kind === 'full' ? trackingCodes.betSaleFullAccept : undefined;
  if (accepted !== undefined) await recordServerEvent(uow.tx, { ...base, code: accepted, metadata });
  await recordServerEvent(uow.tx, { ...base, code: trackingCodes.betSaleDone, metadata });
}

/** Spec §4 "bet sale: error": a refused sale, recorded on its own (the sale's work rolled back). */
export async function recordSaleError(ctx: BettingContext, bet: { id: number; userId: number; siteId: number }, reason: string): Promise<void> {
  await recordServerEvent(ctx.db, { siteId: bet.siteId, userId: bet.userId, code: trackingCodes.betSaleError, session: `bet-${bet.id}`, at: ctx.now(), metadata: { i1: bet.id, s1: reason } });
}

/** Spec §4 "bet sale: page call": the player opened one bet's sale. */
export async function recordSalePageCall(ctx: BettingContext, bet: Bet): Promise<void> {
  await recordServerEvent(ctx.db, { siteId: bet.siteId, userId: bet.userId, code: trackingCodes.betSalePageCall, session: `bet-${bet.id}`, at: ctx.now(), metadata: { i1: bet.id } });
}
