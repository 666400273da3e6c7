import type { FastifyInstance } from 'fastify';
import { twoFactorDisableRequestSchema, twoFactorEnableRequestSchema, twoFactorPaths } from '@stavka/contract/two-factor';
import { validate } from '../../http/validate';
import { authOf, requireUser } from './auth';
import type { IdentityContext } from './context';
import { disableTwoFactor, enableTwoFactor, twoFactorSetup, twoFactorStatus } from './two-factor-service';
import { sendTwoFactorSms } from './two-factor-sms';

// The office's two-factor calls (spec §7.4), each for the signed-in player only:
//   POST /web-api/officeapi/gettwofactorstatus     {}                     → { success, data: { enabled, enabledAt } }
//   POST /web-api/officeapi/gettwofactorqrcodeurl  {}                     → { success, data: { qr_code_url, qr_link, code } }
//   POST /web-api/officeapi/sendSmsForTwoFactorActivation {}             → { success, data: { resendAfterSeconds } }
//   POST /web-api/officeapi/twofactorauthenable    { app_code, sms_code? } → { success, data: { hash } }
//   POST /web-api/officeapi/twofactorauthdisable   { hash }               → { success, data: { enabled: false } }
// A refused enabling carries error.details.code: 2 for the SMS code, 1 for the app's (spec §8).

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.post(twoFactorPaths.status, guard, async (request) => {
    const { user } = authOf(request);
    return { success: true as const, data: await twoFactorStatus(ctx, user.id) };
  });

  app.post(twoFactorPaths.qrCode, guard, async (request) => {
    const { user } = authOf(request);
    return { success: true as const, data: await twoFactorSetup(ctx, request, user) };
  });

  app.post(twoFactorPaths.sendSms, guard, async (request) => {
    const { user } = authOf(request);
    return { success: true as const, data: await sendTwoFactorSms(ctx, request, user) };
  });

  app.post(twoFactorPaths.enable, guard, async (request) => {
    const input = validate(twoFactorEnableRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await enableTwoFactor(ctx, request, user, input) };
  });

  app.post(twoFactorPaths.disable, guard, async (request) => {
    const input = validate(twoFactorDisableRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    await disableTwoFactor(ctx, request, user, input.hash);
    return { success: true as const, data: await twoFactorStatus(ctx, user.id) };
  });
}
