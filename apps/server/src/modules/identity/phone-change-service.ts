import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PhoneChangePermit, PhoneCodeSent } from '@stavka/contract/phone-binding';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import { getOrCreateSecret } from '../secrets/service';
import { clearFailures, lockedUntil, registerBackoffFailure, throttleKey } from '../throttle/service';
import { checkCode, sendCode } from '../verification/service';
import { type IdentityContext, verificationOf } from './context';
import { WRONG_CURRENT_PASSWORD } from './password-change';
import { verifyPassword } from './passwords';
import { checkPhoneOfCountry, phoneStatusOf, sendBindingCode } from './phone-binding-service';
import { findSecureQuestion } from './secure-question-repo';
import { lockedOut } from './sign-in-throttle';
import type { UserRow } from './users-repo';

// Changing a confirmed phone (issue 13; spec §4: check the secure answer, then the code, then
// update). The answer is checked under the secure question's own counter (decision 0034: wrong
// answers make the account wait longer each time); a right one sends a code to the phone the
// account has now, and that code gives a token, an HMAC of the account, its current phone and an
// end time under a server secret, good for fifteen minutes. With the token the new phone gets its
// code (`update`), and `confirm` with both replaces the phone. The token dies with the old phone:
// once the phone changed it matches nothing.

const MINUTE = 60_000;
const PERMIT_MINUTES = 15;

function confirmedPhone(user: UserRow): string {
  if (!phoneStatusOf(user).confirmed || user.phone === null) {
    throw validationFailed({ phone_number: ['phone_change_no_confirmed_phone'] }, 'The account has no confirmed phone to change');
  }
  return user.phone;
}

async function permitDigest(ctx: IdentityContext, siteId: number, user: UserRow, phone: string, endsAt: number): Promise<Buffer> {
  const key = await getOrCreateSecret(ctx.db, 'phone-change-permits');
  return createHmac('sha256', key).update(`${siteId}:${user.id}:${phone}:${endsAt}`).digest();
}

/** Whether the token was given to this account for the phone it has now, and is not over. */
export async function validChangeToken(ctx: IdentityContext, siteId: number, user: UserRow, token: string): Promise<boolean> {
  const [endsText, digestText] = token.split('.');
  const endsAt = Number(endsText);
  if (user.phone === null || digestText === undefined || !Number.isSafeInteger(endsAt) || endsAt <= ctx.now().getTime()) return false;
  const expected = await permitDigest(ctx, siteId, user, user.phone, endsAt);
  const given = Buffer.from(digestText, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const expiredChange = () => validationFailed({ change_token: ['phone_change_expired'] }, 'The phone change ran out of time; start it again');

/** `check-user-answer`: the secure answer; a right one sends a code to the account's phone. */
export async function checkPhoneChangeAnswer(
  ctx: IdentityContext,
  request: FastifyRequest,
  user: UserRow,
  input: { user_answer: string; lang?: string | undefined },
): Promise<PhoneCodeSent> {
  const phone = confirmedPhone(user);
  const question = await findSecureQuestion(ctx.db, user.id);
  if (!question) throw validationFailed({ user_answer: ['phone_change_no_question'] }, 'Set a secure question first');
  const now = ctx.now();
  const failuresKey = throttleKey('account', String(user.id), 'secure_question_failures');
  const until = await lockedUntil(ctx.db, failuresKey, now);
  if (until) throw lockedOut(until, now);
  if (!(await verifyPassword(question.answerHash, input.user_answer))) {
    const failure = await registerBackoffFailure(ctx.db, failuresKey, WRONG_CURRENT_PASSWORD, now);
    if (failure.lockedUntil) throw lockedOut(failure.lockedUntil, now);
    throw validationFailed({ user_answer: ['secure_answer_wrong'] }, 'The answer is wrong');
  }
  await clearFailures(ctx.db, failuresKey);
  const sent = await runInTransaction(ctx.db, (uow) =>
    sendCode(verificationOf(ctx), uow, {
      siteId: request.site.id,
      purpose: 'phone_change',
      channel: 'sms',
      target: phone,
      userId: user.id,
      ip: request.ip,
      lang: input.lang ?? user.language,
      brandName: request.site.name,
    }),
  );
  return { phone, resendAfterSeconds: sent.resendAfterSeconds, expiresAt: sent.expiresAt.toISOString() };
}

/** `check-confirm-code`: the code sent to the account's phone gives the change's token. */
export async function checkPhoneChangeCode(ctx: IdentityContext, request: FastifyRequest, user: UserRow, input: { confirm_code: string }): Promise<PhoneChangePermit> {
  const phone = confirmedPhone(user);
  let owner: number | null;
  try {
    ({ userId: owner } = await checkCode(verificationOf(ctx), { siteId: request.site.id, purpose: 'phone_change', target: phone, code: input.confirm_code, ip: request.ip }));
  } catch (error) {
    if (!(error instanceof AppError) || error.fields === undefined) throw error;
    throw new AppError(error.id, error.message, { confirm_code: error.fields['code'] ?? ['auth_incorrect_code'] }, error.details);
  }
  if (owner !== user.id) throw new AppError('validation', 'The code is wrong or no longer valid', { confirm_code: ['auth_incorrect_code'] });
  const endsAt = ctx.now().getTime() + PERMIT_MINUTES * MINUTE;
  const digest = await permitDigest(ctx, request.site.id, user, phone, endsAt);
  return { change_token: `${endsAt}.${digest.toString('base64url')}`, expiresAt: new Date(endsAt).toISOString() };
}

/** `update`: with the token, a code to the new phone (the same answer whoever holds that phone). */
export async function sendNewPhoneCode(
  ctx: IdentityContext,
  request: FastifyRequest,
  user: UserRow,
  input: { change_token: string; phone_number: string; country_code?: string | undefined; lang?: string | undefined },
): Promise<PhoneCodeSent> {
  confirmedPhone(user);
  if (!(await validChangeToken(ctx, request.site.id, user, input.change_token))) throw expiredChange();
  if (input.phone_number === user.phone) throw validationFailed({ phone_number: ['phone_change_same'] }, 'This is the phone the account has');
  await checkPhoneOfCountry(ctx, input.phone_number, input.country_code, user);
  return sendBindingCode(ctx, request, user, input.phone_number, input.lang ?? user.language);
}
