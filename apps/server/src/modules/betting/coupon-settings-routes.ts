import type { FastifyInstance } from 'fastify';
import { saveCouponSettingsSchema } from '@stavka/contract/coupon-calls';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser, type IdentityContext } from '../identity/service';
import type { BettingContext } from './context';
import { bettingPlayerOf } from './coupon-request';
import { couponSettingsOf, presentCouponSettings, saveCouponSettings } from './coupon-settings';

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
    const auth = authOf(request);
    const account = await runInTransaction(ctx.db, (uow) => ctx.wallet.activeAccountOf(uow, bettingPlayerOf(auth)));
    const currency = ctx.wallet.currencies.byCode(account.currencyCode);
    if (!currency) throw new AppError('unavailable', `The currency ${account.currencyCode} is not set up`);
    const saved = await saveCouponSettings(ctx.db, auth.user.id, change, currency, ctx.now());
    return { success: true as const, data: presentCouponSettings(saved, scaleOf) };
  });
}
