import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import { consume, lockedUntil, registerFailure, secondsUntil, throttleKey } from '../throttle/service';
import type { BettingContext } from './context';
import { checkSingles } from './coupon-answer';
import { bettingPlayerOf, readCoupon, readFolded, slipCurrency } from './coupon-request';
import { placeSingles } from './multi-placement';
import { balanceAfter, loadPlaced, multiPlacedValue } from './placed-answer';
import { refusal } from './refusal';
import { savedCouponValue } from './saved-coupon-answer';
import { couponCodePattern, loadCoupon, saveCoupon } from './saved-coupons';

// The coupon calls beyond one bet (spec §7.8, wire-format §3): several singles at once
// (MakeBetWebMulti, auth header; UpdateCouponMulti checks them), and a slip shared by code
// (SaveCoupon, GetCoupon; no session needed), under both LiveBet/Open and LiveBet-update/Open.

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });
const OPEN_BASES = ['/service-api/LiveBet/Open', '/service-api/LiveBet-update/Open'];

/** Slips saved from one address: plenty for a person, too few to fill the table. */
const SAVE_RATE = { max: 60, windowMs: 10 * 60_000 };
/** Codes asked for that do not exist, from one address, before it must wait. */
const MISSES = { maxFailures: 30, windowMs: 10 * 60_000, lockMs: 15 * 60_000 };

const getCouponSchema = z.object({
  guid: z.string().max(64),
  lng: z.string().max(10).optional(),
  partner: z.number().int().nonnegative().optional(),
  cfview: z.number().int().nonnegative().optional(),
});

export function registerCouponRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };

  app.post('/service-api/LiveBet/Secure/MakeBetWebMulti', guard, async (request) => {
    const coupon = readCoupon(request.body);
    const auth = authOf(request);
    const player = bettingPlayerOf(auth);
    const placed = await loadPlaced(ctx, await placeSingles(ctx, player, request.site.config.betting, coupon));
    const first = placed[0];
    if (!first) throw new Error('betting: MakeBetWebMulti placed nothing');
    return envelope(multiPlacedValue(placed, await balanceAfter(ctx, player, first.bet)));
  });

  for (const base of OPEN_BASES) {
    app.post(`${base}/UpdateCouponMulti`, async (request) => {
      const coupon = readCoupon(request.body);
      return envelope(checkSingles(ctx, request.site.config.betting, await slipCurrency(ctx, identity, request), coupon));
    });

    app.post(`${base}/SaveCoupon`, async (request) => {
      const coupon = readCoupon(request.body);
      await limitSaves(ctx, request);
      return envelope(await saveCoupon(ctx, request.site.id, coupon, request.site.config.betting.maxBetsPerCoupon));
    });

    // A code is read under any brand and partner of the deployment; the reader's brand sets the limits.
    app.post(`${base}/GetCoupon`, async (request) => {
      const body = readFolded(getCouponSchema, request.body);
      const missKey = throttleKey('ip', request.ip, 'coupon_code_miss');
      const locked = await lockedUntil(ctx.db, missKey, ctx.now());
      if (locked) throw new AppError('rate_limited', 'Too many unknown codes: try again later', undefined, { retryAfterSeconds: secondsUntil(locked.getTime() - ctx.now().getTime()) });
      const loaded = couponCodePattern.test(body.guid) ? await loadCoupon(ctx, body.guid) : undefined;
      if (!loaded) {
        await registerFailure(ctx.db, missKey, MISSES, ctx.now());
        throw refusal('couponNotFound', 'Incorrect code');
      }
      const lng = body.lng ?? request.site.config.global.defaultLanguage;
      return envelope(savedCouponValue(ctx, loaded, request.site.config.betting, await slipCurrency(ctx, identity, request), lng));
    });
  }
}

async function limitSaves(ctx: BettingContext, request: FastifyRequest): Promise<void> {
  const rate = await consume(ctx.db, throttleKey('ip', request.ip, 'coupon_save'), SAVE_RATE, ctx.now());
  if (!rate.allowed) throw new AppError('rate_limited', 'Too many slips saved: try again later', undefined, { retryAfterSeconds: secondsUntil(rate.retryAfterMs) });
}
