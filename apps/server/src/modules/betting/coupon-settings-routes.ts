import type { FastifyInstance } from 'fastify';
import { saveCouponSettingsSchema } from '@stavka/contract/coupon-calls';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import type { BettingContext } from './context';
import { couponSettingsOf, presentCouponSettings, saveCouponSettingsOfPlayer } from './coupon-settings';

// The player's bet-slip settings in the office API's style (decision 0025):
//   POST /web-api/officeapi/getcouponsettings   {}            → { success, data: CouponSettings }
//   POST /web-api/officeapi/savecouponsettings  { check_cf?, one_click_enabled?, one_click_stake?,
//        drop_on_score_change?, keep_selections? } → { success, data: CouponSettings }
// A one-click stake is saved in the currency of the player's active account.

export function registerCouponSettingsRoutes(app: FastifyInstance, deps: { betting: BettingContext; identity: IdentityContext }): void {
  const { betting: ctx, identity } = deps;
  const guard = { preHandler: requireUser(identity) };
  const scaleOf = (code: string) => ctx.wallet.currencies.scaleOf(code);

  app.post('/web-api/officeapi/getcouponsettings', guard, async (request) => {
    const { user } = authOf(request);
    return { success: true as const, data: presentCouponSettings(await couponSettingsOf(ctx.db, user.id), scaleOf) };
  });

  app.post('/web-api/officeapi/savecouponsettings', guard, async (request) => {
    const change = validate(saveCouponSettingsSchema, request.body ?? {});
    const saved = await saveCouponSettingsOfPlayer(ctx, authOf(request), change);
    return { success: true as const, data: presentCouponSettings(saved, scaleOf) };
  });
}
