import type { FastifyRequest } from 'fastify';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { twoFactorEnableErrorCodes } from '@stavka/contract/two-factor';
import { AppError } from '../../http/app-error';
import { checkCode, sendCode } from '../verification/service';
import { type IdentityContext, verificationOf } from './context';
import type { UserRow } from './users-repo';

// The SMS step of turning two-factor on (spec §7.4 sendSmsForTwoFactorActivation, §8): a code to the
// player's confirmed phone, sent back as `sms_code` beside the app's code. Its refusals carry error
// code 2, so the page knows which of the two codes was wrong. Wrong SMS codes are counted by the
// verification module's limits, as every SMS code is.

const smsRefusal = (message: string, key: string) => new AppError('validation', message, { sms_code: [key] }, { code: twoFactorEnableErrorCodes.smsCode });

function confirmedPhone(user: UserRow): string {
  if (user.phone === null || user.phoneVerifiedAt === null) throw smsRefusal('The account has no confirmed phone to send a code to', 'two_factor_no_phone');
  return user.phone;
}

/** Sends the SMS code of the enabling to the player's confirmed phone. */
export async function sendTwoFactorSms(ctx: IdentityContext, request: FastifyRequest, user: UserRow): Promise<{ resendAfterSeconds: number }> {
  const phone = confirmedPhone(user);
  const sent = await runInTransaction(ctx.db, (uow) =>
    sendCode(verificationOf(ctx), uow, {
      siteId: request.site.id,
      purpose: 'two_factor',
      channel: 'sms',
      target: phone,
      userId: user.id,
      ip: request.ip,
      lang: user.language,
      brandName: request.site.name,
    }),
  );
  return { resendAfterSeconds: sent.resendAfterSeconds };
}

/** Takes the SMS code of the enabling, or refuses with error code 2. */
export async function checkTwoFactorSms(ctx: IdentityContext, request: FastifyRequest, user: UserRow, code: string): Promise<void> {
  const phone = confirmedPhone(user);
  let userId: number | null;
  try {
    ({ userId } = await checkCode(verificationOf(ctx), { siteId: request.site.id, purpose: 'two_factor', target: phone, code, ip: request.ip }));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields === undefined ? undefined : { sms_code: error.fields['code'] ?? ['auth_incorrect_code'] };
    throw new AppError(error.id, error.message, fields, { ...error.details, code: twoFactorEnableErrorCodes.smsCode });
  }
  if (userId !== user.id) throw smsRefusal('The code is wrong or no longer valid', 'auth_incorrect_code');
}
