import type { FastifyInstance } from 'fastify';
import {
  phoneBindingPaths as paths,
  phoneBindRequestSchema,
  phoneCheckAnswerRequestSchema,
  phoneCheckCodeRequestSchema,
  phoneConfirmRequestSchema,
  phoneSendCodeRequestSchema,
  phoneUpdateRequestSchema,
} from '@stavka/contract/phone-binding';
import { validate } from '../../http/validate';
import { authOf, requireUser } from './auth';
import type { IdentityContext } from './context';
import { bindPhone, confirmPhone, phoneStatusOf, sendCodeToOwnPhone } from './phone-binding-service';
import { checkPhoneChangeAnswer, checkPhoneChangeCode, sendNewPhoneCode } from './phone-change-service';

// The office's phone calls (spec §7.5, under /web-api/api/internal/v1), each for the signed-in
// player only:
//   POST phone/status    {}                                        → { phone, confirmed }
//   POST phone/create    { phone_number, country_code?, lang? }    → { phone, resendAfterSeconds, expiresAt }
//   POST phone/sendCode  { lang? }                                 → as create, to the account's own phone
//   POST phone/confirm   { confirm_code, phone_number?, change_token? } → { phone, confirmed: true }
// Changing a confirmed phone (spec §4), then `confirm` with the token:
//   POST phone/check-user-answer  { user_answer, lang? }           → as create, to the phone the account has
//   POST phone/check-confirm-code { confirm_code }                 → { change_token, expiresAt }
//   POST phone/update             { change_token, phone_number, country_code?, lang? } → as create, to the new phone

export function registerPhoneBindingRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.post(paths.status, guard, async (request) => {
    const { user } = authOf(request);
    return { success: true as const, data: phoneStatusOf(user) };
  });

  app.post(paths.create, guard, async (request) => {
    const input = validate(phoneBindRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await bindPhone(ctx, request, user, input) };
  });

  app.post(paths.sendCode, guard, async (request) => {
    const { lang } = validate(phoneSendCodeRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await sendCodeToOwnPhone(ctx, request, user, lang) };
  });

  app.post(paths.confirm, guard, async (request) => {
    const input = validate(phoneConfirmRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await confirmPhone(ctx, request, user, input) };
  });

  app.post(paths.checkAnswer, guard, async (request) => {
    const input = validate(phoneCheckAnswerRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await checkPhoneChangeAnswer(ctx, request, user, input) };
  });

  app.post(paths.checkCode, guard, async (request) => {
    const input = validate(phoneCheckCodeRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await checkPhoneChangeCode(ctx, request, user, input) };
  });

  app.post(paths.update, guard, async (request) => {
    const input = validate(phoneUpdateRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    return { success: true as const, data: await sendNewPhoneCode(ctx, request, user, input) };
  });
}
