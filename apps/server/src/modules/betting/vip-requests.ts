import { randomUUID } from 'node:crypto';
import { betVids, couponSchema, type Coupon } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { VipBetRequest } from '@stavka/db/schema';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { parseCoefficient } from '@stavka/domain/betting/odds-value';
import { fromMinorUnits } from '@stavka/domain/money';
import { AppError } from '../../http/app-error';
import { once } from '../idempotency/service';
import { noticeBetRequest } from './bet-request-notice';
import type { BettingContext } from './context';
import { couponCoefficient } from './coupon-watch';
import { betLimits } from './limits';
import { placeInUnit, vetCoupon, type BettingPlayer, type Placed } from './placement';
import { refusal } from './refusal';
import { insertVipRequest, lockVipRequest, moveVipRequest, vipRequestByGuid, vipRequestById } from './special-bet-repo';

// VIP bets (issue 12; spec §6 "VIP-bet permission per geo country id with a default fallback";
// decision 0028): a stake above the maximum goes as a request (MakeBetBidWeb), its stake held
// (`vipbet:<id>`), for an operator to approve (maybe at a lower stake, a single at another price) or
// refuse within its validity; the player then places an approved one (MakeBetWeb `approvedBet`) at
// the approved terms before its confirmation time is over. Whatever is not placed releases its hold.

/** The money and notices a decision needs (the ops command line has no feed). */
export type VipDeps = Pick<BettingContext, 'db' | 'wallet' | 'outbox' | 'now'>;

/** MakeBetBidWeb: the request, once per `betGuid`. */
export async function requestVipBet(ctx: BettingContext, player: BettingPlayer, config: SiteConfig['betting'], geoCountryId: number, coupon: Coupon): Promise<VipBetRequest> {
  const request = { ...coupon, betguid: coupon.betguid ?? randomUUID() };
  const id = await runInTransaction(ctx.db, (uow) =>
    once(uow, { userId: player.id, operation: 'vipbet', key: request.betguid, request: { ...request, geoCountryId } }, () => writeRequest(ctx, uow, player, config, geoCountryId, request)),
  );
  const row = await vipRequestById(ctx.db, id);
  if (!row) throw new Error(`betting: VIP request ${id} vanished`);
  return row;
}

async function writeRequest(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, config: SiteConfig['betting'], geoCountryId: number, coupon: Coupon & { betguid: string }): Promise<number> {
  const vip = config.vipBets;
  if (!(vip.byGeo[String(geoCountryId)] ?? vip.default)) throw refusal('vipNotAllowed', 'VIP bets are not taken from this country');
  if (coupon.vid !== betVids.single && coupon.vid !== betVids.express) throw refusal('vipNotAllowed', 'A VIP bet is a single or an express');
  const vetted = await vetCoupon(ctx, uow, player, config, coupon, { noMaxStake: true });
  const maxStake = betLimits(config, vetted.currency, coupon.vid).maxStake;
  if (maxStake === null || vetted.slip.stake <= maxStake) throw refusal('vipWithinMaximum', 'The stake is within the maximum bet: place it as a bet');
  const now = ctx.now();
  // Decided before the first line game starts, and never later than the brand's validity.
  const lineStarts = vetted.legs.flatMap((leg) => (leg.quote?.kind === 3 ? [leg.quote.start * 1000] : []));
  const expiresAt = new Date(Math.min(now.getTime() + vip.validityMinutes * 60_000, ...lineStarts));
  const { betguid: _key, ...rest } = coupon;
  const row = await insertVipRequest(uow.tx, {
    siteId: player.siteId,
    userId: player.id,
    accountId: vetted.account.id,
    currencyCode: vetted.account.currencyCode,
    betGuid: coupon.betguid,
    coupon: { ...rest, lng: player.language, events: coupon.events.map((event, i) => ({ ...event, coef: (vetted.odds[i] ?? 0) / 1000, kind: vetted.legs[i]?.quote?.kind ?? 3 })) },
    vid: coupon.vid,
    stake: vetted.slip.stake,
    coefficient: couponCoefficient(vetted.odds),
    geoCountryId,
    status: 'pending',
    expiresAt,
    createdAt: now,
  });
  const house = await ctx.wallet.systemAccount(uow, player.siteId, 'house', row.currencyCode);
  const held = await ctx.wallet
    .hold(uow, { siteId: player.siteId, key: `vipbet:${row.id}`, reason: 'stake', currencyCode: row.currencyCode, amount: row.stake, from: row.accountId, to: house, meta: { vipRequest: row.id } })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.id === 'insufficient_funds') throw refusal('insufficientFunds', 'Not enough money on the account for this stake');
      throw error;
    });
  await moveVipRequest(uow.tx, row.id, ['pending'], { holdTransferId: held.transfer.id });
  return row.id;
}

export interface VipApproval {
  operator: string;
  /** Another coefficient for a single, in thousandths (else the one asked). */
  coefficient?: number;
  /** A lower stake, in minor units (else the one asked). */
  stake?: bigint;
  /** How long the player has to place it. */
  confirmMinutes: number;
}

/** The operator approves a waiting request: the player may place it until the confirmation time is over. */
export async function approveVipRequest(deps: VipDeps, id: number, approval: VipApproval): Promise<VipBetRequest> {
  return runInTransaction(deps.db, async (uow) => {
    const request = await openRequest(uow, id, ['pending'], deps.now());
    if (approval.coefficient !== undefined && request.vid !== betVids.single) throw new AppError('validation', 'Only a single is approved at another coefficient');
    const stake = approval.stake ?? request.stake;
    if (stake <= 0n || stake > request.stake) throw new AppError('validation', 'The approved stake is above 0 and at most the stake asked');
    const now = deps.now();
    const change = {
      status: 'approved' as const,
      approvedCoefficient: approval.coefficient ?? request.coefficient,
      approvedStake: stake,
      operator: approval.operator,
      decidedAt: now,
      expiresAt: new Date(now.getTime() + approval.confirmMinutes * 60_000),
    };
    await moveVipRequest(uow.tx, id, ['pending'], change);
    await noticeBetRequest(deps.outbox, uow, request.userId, { request: 'vip', id, status: 'approved', betId: null });
    return { ...request, ...change };
  });
}

/** The operator refuses a request (waiting, or approved and not yet placed): its hold is released. */
export async function rejectVipRequest(deps: VipDeps, id: number, operator: string, reason: string): Promise<VipBetRequest> {
  return runInTransaction(deps.db, async (uow) => {
    const request = await openRequest(uow, id, ['pending', 'approved'], deps.now());
    return closeRequest(deps, uow, request, 'rejected', reason, operator);
  });
}

/** The player withdraws a request of theirs that is not placed. */
export async function cancelVipRequest(deps: VipDeps, uow: UnitOfWork, id: number, userId: number): Promise<boolean> {
  const request = await lockVipRequest(uow.tx, id);
  if (!request || request.userId !== userId || (request.status !== 'pending' && request.status !== 'approved')) return false;
  await closeRequest(deps, uow, request, 'cancelled', 'Cancelled by the player');
  return true;
}

/** A request whose time is over (or whose selections can no longer be bet on) releases its hold. */
export async function expireVipRequest(deps: VipDeps, uow: UnitOfWork, id: number, reason?: string): Promise<boolean> {
  const request = await lockVipRequest(uow.tx, id);
  if (!request || (request.status !== 'pending' && request.status !== 'approved')) return false;
  const why = reason ?? (request.status === 'pending' ? 'The request was not decided in time' : 'The approved bet was not placed in time');
  await closeRequest(deps, uow, request, 'expired', why);
  return true;
}

async function openRequest(uow: UnitOfWork, id: number, statuses: readonly VipBetRequest['status'][], now: Date): Promise<VipBetRequest> {
  const request = await lockVipRequest(uow.tx, id);
  if (!request) throw new AppError('not_found', `No VIP request ${id}`);
  if (!statuses.includes(request.status)) throw new AppError('conflict', `VIP request ${id} is ${request.status}`);
  if (request.expiresAt <= now) throw new AppError('conflict', `VIP request ${id} expired at ${request.expiresAt.toISOString()}`);
  return request;
}

async function closeRequest(deps: VipDeps, uow: UnitOfWork, request: VipBetRequest, status: 'rejected' | 'expired' | 'cancelled', reason: string, operator?: string): Promise<VipBetRequest> {
  if (request.holdTransferId === null) throw new Error(`betting: VIP request ${request.id} has no hold`);
  await deps.wallet.voidHold(uow, request.holdTransferId, `vipbet:${request.id}:release`, { vipRequest: request.id, why: status });
  const change = { status, reason, decidedAt: deps.now(), ...(operator === undefined ? {} : { operator }) };
  await moveVipRequest(uow.tx, request.id, ['pending', 'approved'], change);
  await noticeBetRequest(deps.outbox, uow, request.userId, { request: 'vip', id: request.id, status, betId: null });
  return { ...request, ...change };
}

/**
 * MakeBetWeb `approvedBet` (inside the call's unit of work): the approved request with this
 * `betGuid` becomes a bet at the approved stake and coefficient, its hold released in the same unit
 * of work; its selections must still be open.
 */
export async function placeApprovedVipBet(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, config: SiteConfig['betting'], betGuid: string): Promise<Placed> {
  const request = await vipRequestByGuid(uow.tx, player.id, betGuid, true);
  if (!request || request.status !== 'approved' || request.approvedStake === null || request.approvedCoefficient === null) {
    throw refusal('vipNotApproved', 'No approved VIP request has this betGUID');
  }
  if (request.expiresAt <= ctx.now()) throw refusal('vipNotApproved', 'The approved VIP request was not placed in time');
  const coupon = couponSchema.parse(request.coupon);
  const asked = coupon.events.map((event) => {
    const read = event.coef === undefined ? undefined : parseCoefficient(event.coef);
    if (!read?.ok) throw new Error(`betting: VIP request ${request.id} kept a selection without its coefficient`);
    return read.thousandths;
  });
  const coefficients = request.vid === betVids.single ? [request.approvedCoefficient] : asked;
  if (request.holdTransferId === null) throw new Error(`betting: VIP request ${request.id} has no hold`);
  const active = await ctx.wallet.activeAccountOf(uow, player);
  if (active.id !== request.accountId) throw refusal('accountUnavailable', 'The VIP request was made from another account: make it active to place the bet');
  await ctx.wallet.voidHold(uow, request.holdTransferId, `vipbet:${request.id}:release`, { vipRequest: request.id, why: 'placed' });
  const summ = fromMinorUnits(request.approvedStake, ctx.wallet.currencies.scaleOf(request.currencyCode));
  const placed = await placeInUnit(ctx, uow, player, config, { ...coupon, summ, betguid: betGuid }, {
    priceAgreed: true,
    noMaxStake: true,
    coefficients,
    details: { vipRequest: request.id },
  });
  await moveVipRequest(uow.tx, request.id, ['approved'], { status: 'placed', betId: placed.betId });
  await noticeBetRequest(ctx.outbox, uow, request.userId, { request: 'vip', id: request.id, status: 'placed', betId: placed.betId });
  return placed;
}
