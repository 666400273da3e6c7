import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import type { BettingContext } from './context';
import { checkCoupon } from './coupon-answer';
import { bettingPlayerOf, readCoupon, slipCurrency } from './coupon-request';
import { registerCouponRoutes } from './coupon-routes';
import { registerCouponSettingsRoutes } from './coupon-settings-routes';
import { registerHistoryRoutes } from './history-routes';
import { registerLastWinnersRoute } from './last-winners-route';
import { registerLegacyBetRoutes } from './legacy-routes';
import { makeBetWeb } from './make-bet';
import { presentBet } from './presenter';
import { betById, legsOf } from './repo';
import { settlementsOf } from './settlement-repo';
import { registerSpecialBetRoutes } from './special-routes';

// The betting calls (spec §7.8, wire-format §3): placing a bet (MakeBetWeb, auth header), checking a
// coupon (UpdateCoupon, open, under LiveBet and LiveBet-update), a bet's state for the slip; the
// history (history-routes.ts) and the other calls register from their own files. Family routes answer the family's envelope (wire-format §1.1).

const envelope = <T>(value: T) => ({ Id: 0, Success: true as const, Error: '', ErrorCode: 0, Guid: '', Value: value });

export function registerBettingRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };
  const scaleOf = (code: string) => ctx.wallet.currencies.scaleOf(code);

  // A bet with the coupon's options: auto, advance, approved VIP, power, lobby, promo (make-bet.ts).
  app.post('/service-api/LiveBet/Secure/MakeBetWeb', guard, async (request) => {
    return envelope(await makeBetWeb(ctx, bettingPlayerOf(authOf(request)), request.site.config.betting, request.body));
  });

  // The coupon as the server sees it now: current coefficients, blocked and changed events, limits,
  // and what the stake sent would pay after taxes (coupon-answer.ts).
  for (const base of ['/service-api/LiveBet/Open', '/service-api/LiveBet-update/Open']) {
    app.post(`${base}/UpdateCoupon`, async (request) => {
      const coupon = readCoupon(request.body);
      return envelope(checkCoupon(ctx, request.site.config.betting, await slipCurrency(ctx, identity, request), coupon));
    });
  }

  // One bet of the player's, for the slip following a live bet's wait.
  app.get<{ Params: { id: string } }>('/web-api/bets/:id', guard, async (request) => {
    const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).safeParse(request.params.id);
    const bet = id.success ? await betById(ctx.db, id.data) : undefined;
    if (!bet || bet.userId !== authOf(request).user.id) throw new AppError('not_found', 'You have no bet with this number');
    const [legs, settlements] = await Promise.all([legsOf(ctx.db, [bet.id]), settlementsOf(ctx.db, [bet.id])]);
    return { success: true as const, data: { bet: presentBet(bet, legs, scaleOf(bet.currencyCode), settlements) } };
  });

  registerHistoryRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerLegacyBetRoutes(app, deps);
  registerCouponSettingsRoutes(app, deps);
  registerLastWinnersRoute(app, deps);
  registerSpecialBetRoutes(app, deps);
}


