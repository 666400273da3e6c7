import { betVids, couponSchema, oddsPolicies, type Coupon } from '@stavka/contract/betting';
import type { CouponOptions } from '@stavka/contract/special-bets';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { AutoBet } from '@stavka/db/schema';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { oddsFormatFromId } from '@stavka/domain/odds/formats';
import { parseOdds } from '@stavka/domain/odds/parse';
import { AppError } from '../../http/app-error';
import { noticeBetRequest } from './bet-request-notice';
import type { BettingContext } from './context';
import { couponCoefficient, lookAtCoupon } from './coupon-watch';
import { placeInUnit, vetCoupon, type BettingPlayer, type Placed } from './placement';
import { refusal } from './refusal';
import { insertAutoBet, lockAutoBet, moveAutoBet, pendingAutoBets } from './special-bet-repo';

// Auto bets (issue 12 "pending until the price reaches the target, then placed; cancelled, hold
// released, if the game starts or the market closes"; decision 0028). The coupon is checked as a
// bet would be, except its price, and waits with its stake held (`autobet:<id>`). The workers look at
// every waiting one on each pass: the price reached places it (the hold released and the bet's own
// taken in one unit of work), a line game started or a market gone cancels it, a suspended market
// waits. The player may cancel one that waits.

export interface AutoBetTarget {
  /** Decimal thousandths. */
  thousandths: number;
  /** As the player typed it, in the format `view` names. */
  text: string;
  view: number;
}

/** MakeBetWeb's answer when the coupon waits as an auto bet (`betId` 0) or was placed. */
export interface MakeBetOutcome extends Placed {
  autoBetId?: number;
}

/** The auto bet's target, or undefined for an ordinary bet (`isAutoBet` with no target above 0). */
export function autoBetTargetOf(options: CouponOptions): AutoBetTarget | undefined {
  const raw = options.autobetcf;
  if (!options.isautobet || raw === undefined || raw === null || Number(raw) === 0) return undefined;
  const view = options.autobetcfview ?? 0;
  const format = oddsFormatFromId(view);
  const text = String(raw).trim();
  const thousandths = format === undefined ? null : parseOdds(text, format);
  if (thousandths === null) throw refusal('autoBetInvalid', `The auto bet's target ${text} is not a price in odds format ${view}`);
  return { thousandths, text, view };
}

/**
 * MakeBetWeb with a target (inside the call's unit of work): placed at once when the price already
 * reaches it, else written as an auto bet with its stake held.
 */
export async function placeOrWaitAutoBet(
  ctx: BettingContext,
  uow: UnitOfWork,
  player: BettingPlayer,
  config: SiteConfig['betting'],
  coupon: Coupon & { betguid: string },
  target: AutoBetTarget,
): Promise<MakeBetOutcome> {
  if (coupon.vid !== betVids.single && coupon.vid !== betVids.express) throw refusal('autoBetInvalid', 'An auto bet is a single or an express');
  // Every check of a bet but the price, which is what the auto bet waits for.
  const vetted = await vetCoupon(ctx, uow, player, config, coupon, { priceAgreed: true });
  const kept = keptCoupon(coupon, vetted.odds, vetted.legs.map((leg) => leg.quote?.kind ?? 3), player.language);
  if (couponCoefficient(vetted.odds) >= target.thousandths) return placeInUnit(ctx, uow, player, config, { ...kept, betguid: coupon.betguid });
  const now = ctx.now();
  const row = await insertAutoBet(uow.tx, {
    siteId: player.siteId,
    userId: player.id,
    accountId: vetted.account.id,
    currencyCode: vetted.account.currencyCode,
    betGuid: coupon.betguid,
    coupon: kept,
    stake: vetted.slip.stake,
    targetCoefficient: target.thousandths,
    targetText: target.text,
    targetView: target.view,
    status: 'pending',
    createdAt: now,
  });
  const house = await ctx.wallet.systemAccount(uow, player.siteId, 'house', row.currencyCode);
  const held = await ctx.wallet
    .hold(uow, { siteId: player.siteId, key: `autobet:${row.id}`, reason: 'stake', currencyCode: row.currencyCode, amount: row.stake, from: row.accountId, to: house, meta: { autoBet: row.id } })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.id === 'insufficient_funds') throw refusal('insufficientFunds', 'Not enough money on the account for this stake');
      throw error;
    });
  await moveAutoBet(uow.tx, row.id, 'pending', { holdTransferId: held.transfer.id });
  return { betId: 0, waitSeconds: 0, autoBetId: row.id };
}

/**
 * The coupon an auto bet keeps: each selection with its kind then (a line selection is cancelled
 * when its game starts) and the language of its names; placed later at the prices of that moment.
 */
function keptCoupon(coupon: Coupon, odds: readonly number[], kinds: readonly (1 | 3)[], language: string): Coupon {
  const { betguid: _key, ...rest } = coupon;
  return {
    ...rest,
    lng: language,
    events: coupon.events.map((event, i) => ({ ...event, coef: (odds[i] ?? 0) / 1000, kind: kinds[i] ?? 3 })),
  };
}

/** One look at every waiting auto bet (the betting workers, where the feed runs). */
export async function watchAutoBets(ctx: BettingContext, brand: (siteId: number) => Promise<SiteConfig['betting'] | undefined>, limit = 500): Promise<void> {
  for (const auto of await pendingAutoBets(ctx.db, limit)) {
    const coupon = couponSchema.parse(auto.coupon);
    const look = lookAtCoupon(ctx.feed, coupon.events, Math.floor(ctx.now().getTime() / 1000));
    if (look.state === 'suspended') continue;
    if (look.state === 'gone') {
      await runInTransaction(ctx.db, (uow) => cancelAutoBet(ctx, uow, auto.id, look.reason));
      continue;
    }
    if (look.coefficient < auto.targetCoefficient) continue;
    const config = await brand(auto.siteId);
    if (!config) continue;
    try {
      await runInTransaction(ctx.db, (uow) => triggerAutoBet(ctx, uow, auto.id, config, look.odds));
    } catch (error) {
      // A bet the brand would not take now (a limit, a selection since closed) ends the auto bet;
      // anything else is tried again on the next pass.
      if (!(error instanceof AppError) || error.status >= 500) {
        ctx.log.error({ err: error, autoBet: auto.id }, 'betting: placing an auto bet failed');
        continue;
      }
      const reason = typeof error.details?.reason === 'string' ? error.details.reason : error.id;
      await runInTransaction(ctx.db, (uow) => cancelAutoBet(ctx, uow, auto.id, reason));
    }
  }
}

/** The price came: the hold released and the bet placed at the prices now, in one unit of work. */
async function triggerAutoBet(ctx: BettingContext, uow: UnitOfWork, id: number, config: SiteConfig['betting'], odds: readonly number[]): Promise<void> {
  const auto = await lockAutoBet(uow.tx, id);
  if (!auto || auto.status !== 'pending') return;
  const coupon = couponSchema.parse(auto.coupon);
  const player: BettingPlayer = { id: auto.userId, siteId: auto.siteId, currencyCode: auto.currencyCode, language: coupon.lng ?? 'en' };
  const active = await ctx.wallet.activeAccountOf(uow, player);
  if (active.id !== auto.accountId) throw refusal('accountUnavailable', 'The active account changed since the auto bet was made');
  await releaseHold(ctx, uow, auto, 'placed');
  // At the prices of this moment, none below them (a live bet then waits its delay like any other).
  const placing = { ...coupon, betguid: `${auto.betGuid}~auto`, checkcf: oddsPolicies.higher, events: coupon.events.map((event, i) => ({ ...event, coef: (odds[i] ?? 0) / 1000 })) };
  const placed = await placeInUnit(ctx, uow, player, config, placing);
  await moveAutoBet(uow.tx, auto.id, 'pending', { status: 'placed', betId: placed.betId, decidedAt: ctx.now() });
  await noticeBetRequest(ctx.outbox, uow, auto.userId, { request: 'auto', id: auto.id, status: 'placed', betId: placed.betId });
}

/** Cancels a waiting auto bet and releases its hold; false when it no longer waits. */
export async function cancelAutoBet(ctx: BettingContext, uow: UnitOfWork, id: number, reason: string, userId?: number): Promise<boolean> {
  const auto = await lockAutoBet(uow.tx, id);
  if (!auto || (userId !== undefined && auto.userId !== userId) || auto.status !== 'pending') return false;
  await releaseHold(ctx, uow, auto, 'cancelled');
  await moveAutoBet(uow.tx, auto.id, 'pending', { status: 'cancelled', reason, decidedAt: ctx.now() });
  await noticeBetRequest(ctx.outbox, uow, auto.userId, { request: 'auto', id: auto.id, status: 'cancelled', betId: null });
  return true;
}

async function releaseHold(ctx: BettingContext, uow: UnitOfWork, auto: AutoBet, why: string): Promise<void> {
  if (auto.holdTransferId === null) throw new Error(`betting: auto bet ${auto.id} has no hold`);
  await ctx.wallet.voidHold(uow, auto.holdTransferId, `autobet:${auto.id}:release`, { autoBet: auto.id, why });
}
