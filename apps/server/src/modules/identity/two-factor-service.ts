import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { type TwoFactorChallenge, twoFactorEnableErrorCodes, type TwoFactorQrCode, type TwoFactorStatus, type twoFactorSignInRequestSchema } from '@stavka/contract/two-factor';
import { AppError } from '../../http/app-error';
import { clearFailures, consume, type FailurePolicy, lockedUntil, registerFailure, throttleKey } from '../throttle/service';
import type { IdentityContext } from './context';
import { lockedOut, tooQuick } from './sign-in-throttle';
import { checkTwoFactorSms } from './two-factor-sms';
import { decryptTotpSecret, encryptTotpSecret, matchingStep, newTotpSecret, recoveryDigest, totpLink } from './two-factor-secret';
import { findTwoFactor, markEnabled, removeTwoFactor, saveSecretToConfirm, takeStep } from './two-factor-repo';
import { findUserById, type UserRow } from './users-repo';

// Two-factor sign-in with a TOTP app (issue 13, decision 0030): the office turns it on with a
// code from the app and gives a recovery hash once; it goes off with that hash. A sign-in of such
// an account ends in a challenge, not a session, until the code (or the hash) is right. Wrong
// codes of one account lock its code checks for a while, from every address.

const MINUTE = 60_000;
/** Code checks an address may make a minute. */
const ADDRESS_RATE = { max: 60, windowMs: MINUTE };
/** Five wrong codes or hashes within 15 minutes lock the account's code checks for 15 minutes. */
const CODE_FAILURES: FailurePolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** How long the sign-in's second step may wait for its code. */
const CHALLENGE_S = 5 * 60;
const CHALLENGE_TYPE = 'two_factor';

type Failure = { field: string; message: string; key: string; code?: number };

const failuresKey = (userId: number) => throttleKey('account', String(userId), 'two_factor_failures');

/** Before any code or hash of this account is checked: refuses a quick address or a locked account. */
async function guardAttempt(ctx: IdentityContext, request: FastifyRequest, userId: number): Promise<void> {
  const now = ctx.now();
  const rate = await consume(ctx.db, throttleKey('ip', request.ip, 'two_factor'), ADDRESS_RATE, now);
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
  const until = await lockedUntil(ctx.db, failuresKey(userId), now);
  if (until) throw lockedOut(until, now);
}

/** Counts a wrong code or hash, then refuses it (with the lock-out when this one locked the account). */
async function refuse(ctx: IdentityContext, userId: number, failure: Failure): Promise<never> {
  const now = ctx.now();
  const counted = await registerFailure(ctx.db, failuresKey(userId), CODE_FAILURES, now);
  if (counted.lockedUntil) throw lockedOut(counted.lockedUntil, now);
  const details = { failuresLeft: counted.failuresLeft, ...(failure.code === undefined ? {} : { code: failure.code }) };
  throw new AppError('validation', failure.message, { [failure.field]: [failure.key] }, details);
}

const wrongCode = (field: string, code?: number): Failure => ({ field, code, message: 'The code is wrong', key: 'two_factor_wrong_code' });
const usedCode = (field: string, code?: number): Failure => ({ field, code, message: 'This code was used already; wait for the next one', key: 'two_factor_code_used' });
const wrongHash: Failure = { field: 'hash', message: 'The recovery hash is wrong', key: 'two_factor_wrong_hash' };

export async function twoFactorStatus(ctx: IdentityContext, userId: number): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(ctx.db, userId);
  return { enabled: row?.enabledAt != null, enabledAt: row?.enabledAt?.toISOString() ?? null };
}

/** Whether signing in to this account asks for a code: a way in that proves only the password must not open it. */
export async function twoFactorEnabled(ctx: Pick<IdentityContext, 'db'>, userId: number): Promise<boolean> {
  return (await findTwoFactor(ctx.db, userId))?.enabledAt != null;
}

/** The secret to add to the app: the one shown before if it is still unconfirmed, else a new one. */
export async function twoFactorSetup(ctx: IdentityContext, request: FastifyRequest, user: UserRow): Promise<TwoFactorQrCode> {
  const existing = await findTwoFactor(ctx.db, user.id);
  if (existing?.enabledAt) throw new AppError('conflict', 'Two-factor sign-in is on already', undefined, { twoFactorEnabled: true });
  let secret = existing ? await decryptTotpSecret(ctx.db, existing.secretCiphertext) : null;
  if (secret === null) {
    secret = newTotpSecret();
    const saved = await saveSecretToConfirm(ctx.db, user.id, await encryptTotpSecret(ctx.db, secret), ctx.now());
    if (!saved) throw new AppError('conflict', 'Two-factor sign-in is on already', undefined, { twoFactorEnabled: true });
  }
  const link = totpLink(secret, request.site.name, String(user.id));
  const image = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { qr_code_url: image, qr_link: link, code: secret };
}

/** Turns two-factor on with a code of the app; answers the recovery hash, which is never shown again. */
export async function enableTwoFactor(ctx: IdentityContext, request: FastifyRequest, user: UserRow, input: { app_code: string; sms_code?: string | undefined }): Promise<{ hash: string }> {
  await guardAttempt(ctx, request, user.id);
  const row = await findTwoFactor(ctx.db, user.id);
  if (row?.enabledAt) throw new AppError('conflict', 'Two-factor sign-in is on already', undefined, { twoFactorEnabled: true });
  if (!row) throw new AppError('validation', 'Ask for the QR code first', { app_code: ['two_factor_setup_first'] }, { code: twoFactorEnableErrorCodes.appCode });
  const now = ctx.now();
  const step = matchingStep(await decryptTotpSecret(ctx.db, row.secretCiphertext), input.app_code, now);
  if (step === null) return refuse(ctx, user.id, wrongCode('app_code', twoFactorEnableErrorCodes.appCode));
  // The SMS code, where the player asked for one, is taken only once the app's code is right.
  if (input.sms_code !== undefined) await checkTwoFactorSms(ctx, request, user, input.sms_code);
  const hash = randomBytes(16).toString('hex');
  if (!(await markEnabled(ctx.db, user.id, step, await recoveryDigest(ctx.db, hash), now))) {
    return refuse(ctx, user.id, usedCode('app_code', twoFactorEnableErrorCodes.appCode));
  }
  await clearFailures(ctx.db, failuresKey(user.id));
  return { hash };
}

/** Turns two-factor off with the recovery hash given at enabling. */
export async function disableTwoFactor(ctx: IdentityContext, request: FastifyRequest, user: UserRow, hash: string): Promise<void> {
  await guardAttempt(ctx, request, user.id);
  const row = await findTwoFactor(ctx.db, user.id);
  if (!row?.enabledAt) throw new AppError('conflict', 'Two-factor sign-in is off', undefined, { twoFactorEnabled: false });
  if (!(await removeTwoFactor(ctx.db, user.id, await recoveryDigest(ctx.db, hash)))) return refuse(ctx, user.id, wrongHash);
  await clearFailures(ctx.db, failuresKey(user.id));
}

/** After a right password (or SMS code): the challenge of an account with two-factor on, else null. */
export async function twoFactorChallengeFor(ctx: IdentityContext, user: UserRow): Promise<TwoFactorChallenge | null> {
  if (!(await twoFactorEnabled(ctx, user.id))) return null;
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const token = await new SignJWT({ site: user.siteId, typ: CHALLENGE_TYPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CHALLENGE_S)
    .sign(ctx.keys.signing);
  return { twoFactorRequired: true, token, expiresInSeconds: CHALLENGE_S };
}

async function challengedUserId(ctx: IdentityContext, request: FastifyRequest, token: string): Promise<number> {
  const expired = () => new AppError('unauthorized', 'The sign-in took too long; sign in again', { token: ['two_factor_sign_in_again'] });
  try {
    const { payload } = await jwtVerify(token, ctx.keys.signing, { algorithms: ['HS256'], currentDate: ctx.now() });
    const userId = Number(payload.sub);
    if (payload.typ !== CHALLENGE_TYPE || payload.site !== request.site.id || !Number.isSafeInteger(userId)) throw expired();
    return userId;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw expired();
  }
}

/**
 * The sign-in's second step: the player of the challenge, once its code or recovery hash is right.
 * The recovery hash turns two-factor off (it is the way back in when the app is lost).
 */
export async function completeTwoFactorSignIn(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: z.output<typeof twoFactorSignInRequestSchema>,
): Promise<{ user: UserRow; twoFactorTurnedOff: boolean }> {
  const userId = await challengedUserId(ctx, request, input.token);
  await guardAttempt(ctx, request, userId);
  const [user, row] = await Promise.all([findUserById(ctx.db, request.site.id, userId), findTwoFactor(ctx.db, userId)]);
  if (!user || user.status !== 'active') throw new AppError('account_blocked', 'The account is blocked. Contact support.');
  // Two-factor went off meanwhile: the password was right, nothing more to ask.
  if (!row?.enabledAt) return { user, twoFactorTurnedOff: false };
  if ('hash' in input) {
    if (!(await removeTwoFactor(ctx.db, userId, await recoveryDigest(ctx.db, input.hash)))) return refuse(ctx, userId, wrongHash);
    await clearFailures(ctx.db, failuresKey(userId));
    return { user, twoFactorTurnedOff: true };
  }
  const step = matchingStep(await decryptTotpSecret(ctx.db, row.secretCiphertext), input.code, ctx.now());
  if (step === null) return refuse(ctx, userId, wrongCode('code'));
  if (!(await takeStep(ctx.db, userId, step))) return refuse(ctx, userId, usedCode('code'));
  await clearFailures(ctx.db, failuresKey(userId));
  return { user, twoFactorTurnedOff: false };
}
