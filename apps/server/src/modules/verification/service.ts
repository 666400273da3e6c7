import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@stavka/db/client';
import { AppError, validationFailed } from '../../http/app-error';
import type { Delivery, DeliveryChannel } from '../delivery/service';
import { clearFailures, registerFailure } from '../throttle/service';
import {
  RESEND_AFTER_SECONDS,
  assertMaySend,
  assertNotLocked,
  checkKeys,
  ipFailurePolicy,
  lockedOut,
  targetFailurePolicy,
} from './limits';
import { codeMessage, linkMessage, type CodePurpose, type LinkPurpose } from './messages';
import {
  consumeSecret,
  consumeSecretByHash,
  countWrongAttempt,
  findActiveSecret,
  replaceActiveSecret,
  revokeActiveSecrets,
  revokeSecret,
} from './repo';
import { hashSecret, sameDigest } from './secret-hash';
import { normalizeTarget, type Target } from './target';

// Single-use verification codes and links (issue 3 "Delivery of codes and mail"): six-digit
// codes by SMS, e-mail or messenger, and long single-use links by e-mail. Codes expire, are
// single-use, sending is rate-limited per target, IP and account, and wrong codes lock out.

export type { CodePurpose, LinkPurpose } from './messages';
export { credentialsMessage } from './messages';
export { normalizeTarget } from './target';

export interface VerificationContext {
  db: Database;
  delivery: Delivery;
  /** The clock; tests drive it. */
  now?: () => Date;
}

const CODE_TTL_MINUTES = 10;
const LINK_TTL_HOURS: Record<LinkPurpose, number> = { email_activation: 24, password_reset: 1 };
const MAX_WRONG_CODES = targetFailurePolicy.maxFailures;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const clock = (ctx: VerificationContext) => (ctx.now ? ctx.now() : new Date());
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

const codeMaterial = (siteId: number, purpose: string, target: string, code: string) => `code:${siteId}:${purpose}:${target}:${code}`;
const linkMaterial = (siteId: number, purpose: string, token: string) => `link:${siteId}:${purpose}:${token}`;

/** The address a provider needs: a phone in E.164 with its plus, anything else as normalised. */
function recipient(channel: DeliveryChannel, target: Target, raw: string): string {
  if (channel === 'sms') return `+${target.value}`;
  if (channel === 'messenger') return raw.trim();
  return target.value;
}

/** Sends a new six-digit code, which replaces any earlier one of the same purpose and target. */
export async function sendCode(
  ctx: VerificationContext,
  input: {
    siteId: number;
    purpose: CodePurpose;
    channel: DeliveryChannel;
    target: string;
    userId?: number | null;
    ip: string;
    lang: string;
    brandName: string;
  },
): Promise<{ expiresAt: Date; resendAfterSeconds: number }> {
  const now = clock(ctx);
  const target = normalizeTarget(input.target);
  await assertMaySend(ctx.db, { target, purpose: input.purpose, ip: input.ip, userId: input.userId }, now);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = later(now, CODE_TTL_MINUTES * 60_000);
  const id = randomUUID();
  await replaceActiveSecret(ctx.db, {
    id,
    siteId: input.siteId,
    purpose: input.purpose,
    kind: 'code',
    channel: input.channel,
    target: target.value,
    userId: input.userId ?? null,
    codeHash: await hashSecret(ctx.db, codeMaterial(input.siteId, input.purpose, target.value, code)),
    expiresAt,
    createdAt: now,
  });
  const message = codeMessage({ ...input, code, validMinutes: CODE_TTL_MINUTES });
  await deliverOrRevoke(ctx, id, now, {
    siteId: input.siteId,
    channel: input.channel,
    to: recipient(input.channel, target, input.target),
    ...message,
    purpose: input.purpose,
  });
  return { expiresAt, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/**
 * Checks a code and uses it up. A wrong code counts against the target and the IP; the fifth
 * wrong one burns the code and locks the target for 15 minutes. Expired, used and unknown codes
 * answer the same validation error as a wrong one.
 */
export async function checkCode(
  ctx: VerificationContext,
  input: { siteId: number; purpose: CodePurpose; target: string; code: string; ip: string },
): Promise<{ userId: number | null }> {
  const now = clock(ctx);
  const target = normalizeTarget(input.target);
  const keys = checkKeys(target, input.ip);
  await assertNotLocked(ctx.db, [keys.target, keys.ip], now);

  const scope = { siteId: input.siteId, purpose: input.purpose, kind: 'code' as const, target: target.value };
  const active = await findActiveSecret(ctx.db, scope, now);
  if (!active) {
    // Nothing to guess against, but an address trying many targets is still counted.
    const ip = await registerFailure(ctx.db, keys.ip, ipFailurePolicy, now);
    if (ip.lockedUntil) throw lockedOut(ip.lockedUntil.getTime() - now.getTime());
    throw incorrectCode();
  }

  const code = input.code.replace(/\s/g, '');
  const digest = await hashSecret(ctx.db, codeMaterial(input.siteId, input.purpose, target.value, code));
  if (sameDigest(active.codeHash, digest)) {
    const consumed = await consumeSecret(ctx.db, active.id, now);
    if (!consumed) throw incorrectCode();
    await clearFailures(ctx.db, keys.target);
    return { userId: consumed.userId };
  }

  await countWrongAttempt(ctx.db, active.id, MAX_WRONG_CODES, now);
  const [byTarget, byIp] = await Promise.all([
    registerFailure(ctx.db, keys.target, targetFailurePolicy, now),
    registerFailure(ctx.db, keys.ip, ipFailurePolicy, now),
  ]);
  if (byTarget.lockedUntil) await revokeActiveSecrets(ctx.db, scope, now);
  const lockEnds = Math.max(byTarget.lockedUntil?.getTime() ?? 0, byIp.lockedUntil?.getTime() ?? 0);
  if (lockEnds > 0) throw lockedOut(lockEnds - now.getTime());
  throw incorrectCode(byTarget.failuresLeft);
}

/** Sends a single-use link by e-mail (activation 24 h, password reset 1 h). */
export async function sendLink(
  ctx: VerificationContext,
  input: {
    siteId: number;
    purpose: LinkPurpose;
    target: string;
    userId: number;
    ip: string;
    lang: string;
    brandName: string;
    linkFor: (token: string) => string;
  },
): Promise<{ expiresAt: Date }> {
  const now = clock(ctx);
  const target = normalizeTarget(input.target);
  if (target.kind !== 'email') throw validationFailed({ target: ['validation_enter_correct_email'] });
  await assertMaySend(ctx.db, { target, purpose: input.purpose, ip: input.ip, userId: input.userId }, now);

  const token = randomBytes(32).toString('base64url');
  const validHours = LINK_TTL_HOURS[input.purpose];
  const expiresAt = later(now, validHours * 3_600_000);
  const id = randomUUID();
  await replaceActiveSecret(ctx.db, {
    id,
    siteId: input.siteId,
    purpose: input.purpose,
    kind: 'link',
    channel: 'email',
    target: target.value,
    userId: input.userId,
    codeHash: await hashSecret(ctx.db, linkMaterial(input.siteId, input.purpose, token)),
    expiresAt,
    createdAt: now,
  });
  const message = linkMessage({ purpose: input.purpose, link: input.linkFor(token), lang: input.lang, brandName: input.brandName, validHours });
  await deliverOrRevoke(ctx, id, now, { siteId: input.siteId, channel: 'email', to: target.value, ...message, purpose: input.purpose });
  return { expiresAt };
}

/** Uses up a link token; an unknown, used or expired token is a validation error on `token`. */
export async function checkLink(
  ctx: VerificationContext,
  input: { siteId: number; purpose: LinkPurpose; token: string },
): Promise<{ userId: number; target: string }> {
  const now = clock(ctx);
  if (!TOKEN_PATTERN.test(input.token)) throw invalidLink();
  const codeHash = await hashSecret(ctx.db, linkMaterial(input.siteId, input.purpose, input.token));
  const consumed = await consumeSecretByHash(ctx.db, { siteId: input.siteId, purpose: input.purpose, codeHash }, now);
  if (!consumed) throw invalidLink();
  if (consumed.userId === null) throw new Error('verification: a link secret without an account');
  return { userId: consumed.userId, target: consumed.target };
}

async function deliverOrRevoke(
  ctx: VerificationContext,
  id: string,
  now: Date,
  message: Parameters<Delivery['send']>[0],
): Promise<void> {
  try {
    await ctx.delivery.send(message);
  } catch (error) {
    // A code nobody received must not stay usable.
    await revokeSecret(ctx.db, id, now);
    throw error;
  }
}

function incorrectCode(attemptsLeft?: number): AppError {
  return new AppError(
    'validation',
    'The code is wrong or no longer valid',
    { code: ['auth_incorrect_code'] },
    attemptsLeft === undefined ? undefined : { attemptsLeft },
  );
}

function invalidLink(): AppError {
  return new AppError('validation', 'The link is wrong, used or expired', { token: ['delivery_link_invalid'] });
}
