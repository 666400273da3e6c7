import type { FastifyRequest } from 'fastify';
import { runInTransaction, uniqueViolation } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import { clearFailures, consume, lockedUntil, registerBackoffFailure, throttleKey } from '../throttle/service';
import { checkCode, sendCode } from '../verification/service';
import { type IdentityContext, verificationOf } from './context';
import { WRONG_CURRENT_PASSWORD } from './password-change';
import { verifyPassword } from './passwords';
import { lockedOut, tooQuick } from './sign-in-throttle';
import { updateUser, type UserRow } from './users-repo';

// Changing the e-mail (issue 13 "Security", office_email_change): the account's password, then a
// code to the new address, then that code. Wrong passwords count on the password change's own
// counter (decision 0031), so the password is not guessed here instead. `change` answers the same
// for every address, whether another account of the brand holds it or not, and sends the code;
// only whoever reads that mailbox and types its code hears that the address is taken (decision
// 0038). A code sent for another player's session answers like a wrong one.

const MINUTE = 60_000;
/** Attempts a player may make a minute, right or wrong. */
const RATE = { max: 20, windowMs: MINUTE };

export async function requestEmailChange(
  ctx: IdentityContext,
  request: FastifyRequest,
  user: UserRow,
  input: { email: string; password: string; lang?: string | undefined },
): Promise<{ email: string; resendAfterSeconds: number; expiresAt: string }> {
  const now = ctx.now();
  const account = String(user.id);
  const rate = await consume(ctx.db, throttleKey('account', account, 'email_change'), RATE, now);
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
  const failuresKey = throttleKey('account', account, 'password_change_failures');
  const until = await lockedUntil(ctx.db, failuresKey, now);
  if (until) throw lockedOut(until, now);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const failure = await registerBackoffFailure(ctx.db, failuresKey, WRONG_CURRENT_PASSWORD, now);
    if (failure.lockedUntil) throw lockedOut(failure.lockedUntil, now);
    throw validationFailed({ password: ['password_change_wrong_current'] }, 'The password is wrong');
  }
  await clearFailures(ctx.db, failuresKey);
  if (input.email === user.email) throw validationFailed({ email: ['email_change_same'] }, 'This is the address the account has');
  const sent = await runInTransaction(ctx.db, (uow) =>
    sendCode(verificationOf(ctx), uow, {
      siteId: request.site.id,
      purpose: 'email_change',
      channel: 'email',
      target: input.email,
      userId: user.id,
      ip: request.ip,
      lang: input.lang ?? user.language,
      brandName: request.site.name,
    }),
  );
  return { email: input.email, resendAfterSeconds: sent.resendAfterSeconds, expiresAt: sent.expiresAt.toISOString() };
}

export async function confirmEmailChange(
  ctx: IdentityContext,
  request: FastifyRequest,
  user: UserRow,
  input: { email: string; confirm_code: string },
): Promise<{ email: string; emailConfirmed: true }> {
  let owner: number | null;
  try {
    ({ userId: owner } = await checkCode(verificationOf(ctx), { siteId: request.site.id, purpose: 'email_change', target: input.email, code: input.confirm_code, ip: request.ip }));
  } catch (error) {
    if (!(error instanceof AppError) || error.fields === undefined) throw error;
    throw new AppError(error.id, error.message, { confirm_code: error.fields['code'] ?? ['auth_incorrect_code'] }, error.details);
  }
  if (owner !== user.id) throw new AppError('validation', 'The code is wrong or no longer valid', { confirm_code: ['auth_incorrect_code'] });
  try {
    await updateUser(ctx.db, user.id, { email: input.email, emailVerifiedAt: ctx.now() });
  } catch (error) {
    if (uniqueViolation(error) === 'users_site_email_key') throw validationFailed({ email: ['email_change_taken'] }, 'This address belongs to another account of the site');
    throw error;
  }
  return { email: input.email, emailConfirmed: true };
}
