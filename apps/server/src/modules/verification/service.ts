import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Database } from '@stavka/db/client';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import { type DeliveryChannel, type OutgoingMessage, sendAfterCommit } from '../delivery/service';
import type { Outbox } from '../outbox/service';
import { clearFailures, registerBackoffFailure, registerFailure } from '../throttle/service';
import {
  MAX_WRONG_CODES,
  RESEND_AFTER_SECONDS,
  assertMaySend,
  assertNotLocked,
  checkKeys,
  ipFailurePolicy,
  lockedOut,
  targetAtAddressPolicy,
} from './limits';
import { codeMessage, linkMessage, type CodePurpose, type LinkPurpose } from './messages';
import {
  consumeSecret,
  consumeSecretByHash,
  countWrongAttempt,
  findActiveSecret,
  replaceActiveSecret,
} from './repo';
import { hashSecret, sameDigest } from './secret-hash';
import { normalizeTarget, type Target } from './target';

// Single-use verification codes and links (issue 3 "Delivery of codes and mail"): six-digit
// codes by SMS, e-mail or messenger, and long single-use links by e-mail. Codes expire, are
// single-use, sending is rate-limited per target, IP and account, and wrong codes slow down.
// A secret and its message are written in the caller's unit of work and the message leaves after
// it commits (DESIGN §1.7): no answer waits on a provider, and nothing is sent for work that
// rolled back.

export type { CodePurpose, LinkPurpose } from './messages';
export { credentialsMessage } from './messages';
export { normalizeTarget } from './target';
export { RESEND_AFTER_SECONDS } from './limits';
export { hashSecret, sameDigest } from './secret-hash';

export interface VerificationContext {
  db: Database;
  outbox: Outbox;
  /** The clock; tests drive it. */
  now?: () => Date;
}

export interface SendOptions {
  /**
   * What a sending limit does: refuse with `rate_limited` (the player asked for this message), or
   * send nothing and say so in `sent` (a message that comes with other work, such as the
   * activation mail of a registration, or a request whose answer must not tell what happened).
   */
  whenLimited?: 'refuse' | 'skip';
}

const CODE_TTL_MINUTES = 10;
const LINK_TTL_HOURS: Record<LinkPurpose, number> = { email_activation: 24, password_reset: 1 };
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
  uow: UnitOfWork,
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
  options: SendOptions = {},
): Promise<{ expiresAt: Date; resendAfterSeconds: number; sent: boolean }> {
  const db = uow.tx;
  const now = clock(ctx);
  const target = normalizeTarget(input.target);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = later(now, CODE_TTL_MINUTES * 60_000);
  if (!(await maySend(db, { target, purpose: input.purpose, ip: input.ip, userId: input.userId }, now, options))) {
    return { expiresAt, resendAfterSeconds: RESEND_AFTER_SECONDS, sent: false };
  }

  const id = randomUUID();
  await replaceActiveSecret(db, {
    id,
    siteId: input.siteId,
    purpose: input.purpose,
    kind: 'code',
    channel: input.channel,
    target: target.value,
    userId: input.userId ?? null,
    codeHash: await hashSecret(db, codeMaterial(input.siteId, input.purpose, target.value, code)),
    expiresAt,
    createdAt: now,
  });
  const message = codeMessage({ ...input, code, validMinutes: CODE_TTL_MINUTES });
  await send(ctx, uow, id, { siteId: input.siteId, channel: input.channel, to: recipient(input.channel, target, input.target), ...message, purpose: input.purpose });
  return { expiresAt, resendAfterSeconds: RESEND_AFTER_SECONDS, sent: true };
}

/**
 * Checks a code and uses it up. A wrong code counts against (target, address) with growing waits
 * and against the address; the fifth wrong one burns the code, and the owner asks for a fresh
 * one, which works whatever others guessed. Expired, used and unknown codes answer exactly like a
 * wrong one, so the answer never tells whether a code was sent (and so whether an account exists).
 */
export async function checkCode(
  ctx: VerificationContext,
  input: { siteId: number; purpose: CodePurpose; target: string; code: string; ip: string },
): Promise<{ userId: number | null }> {
  const now = clock(ctx);
  const target = normalizeTarget(input.target);
  const keys = checkKeys(target, input.ip);
  await assertNotLocked(ctx.db, [keys.targetAtAddress, keys.ip], now);

  const scope = { siteId: input.siteId, purpose: input.purpose, kind: 'code' as const, target: target.value };
  const active = await findActiveSecret(ctx.db, scope, now);
  const code = input.code.replace(/\s/g, '');
  // Hashed whether or not there is a code to compare with: the same work either way.
  const digest = await hashSecret(ctx.db, codeMaterial(input.siteId, input.purpose, target.value, code));
  if (active && sameDigest(active.codeHash, digest)) {
    const consumed = await consumeSecret(ctx.db, active.id, now);
    if (consumed) {
      await clearFailures(ctx.db, keys.targetAtAddress);
      return { userId: consumed.userId };
    }
  }

  if (active) await countWrongAttempt(ctx.db, active.id, MAX_WRONG_CODES, now);
  const [atAddress, byIp] = await Promise.all([
    registerBackoffFailure(ctx.db, keys.targetAtAddress, targetAtAddressPolicy, now),
    registerFailure(ctx.db, keys.ip, ipFailurePolicy, now),
  ]);
  const lockEnds = Math.max(atAddress.lockedUntil?.getTime() ?? 0, byIp.lockedUntil?.getTime() ?? 0);
  if (lockEnds > 0) throw lockedOut(lockEnds - now.getTime());
  throw incorrectCode(atAddress.freeFailuresLeft);
}

/** Sends a single-use link by e-mail (activation 24 h, password reset 1 h). */
export async function sendLink(
  ctx: VerificationContext,
  uow: UnitOfWork,
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
  options: SendOptions = {},
): Promise<{ expiresAt: Date; sent: boolean }> {
  const db = uow.tx;
  const now = clock(ctx);
  const target = normalizeTarget(input.target);
  if (target.kind !== 'email') throw validationFailed({ target: ['validation_enter_correct_email'] });
  const validHours = LINK_TTL_HOURS[input.purpose];
  const expiresAt = later(now, validHours * 3_600_000);
  if (!(await maySend(db, { target, purpose: input.purpose, ip: input.ip, userId: input.userId }, now, options))) return { expiresAt, sent: false };

  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await replaceActiveSecret(db, {
    id,
    siteId: input.siteId,
    purpose: input.purpose,
    kind: 'link',
    channel: 'email',
    target: target.value,
    userId: input.userId,
    codeHash: await hashSecret(db, linkMaterial(input.siteId, input.purpose, token)),
    expiresAt,
    createdAt: now,
  });
  const message = linkMessage({ purpose: input.purpose, link: input.linkFor(token), lang: input.lang, brandName: input.brandName, validHours });
  await send(ctx, uow, id, { siteId: input.siteId, channel: 'email', to: target.value, ...message, purpose: input.purpose });
  return { expiresAt, sent: true };
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

/** The secret's message leaves once the unit of work commits; one message per secret. */
function send(ctx: VerificationContext, uow: UnitOfWork, secretId: string, message: OutgoingMessage): Promise<void> {
  return sendAfterCommit(ctx.outbox, uow, message, `verification:${secretId}`);
}

async function maySend(db: Database, input: Parameters<typeof assertMaySend>[1], now: Date, options: SendOptions): Promise<boolean> {
  try {
    await assertMaySend(db, input, now);
    return true;
  } catch (error) {
    if (options.whenLimited === 'skip' && error instanceof AppError && error.id === 'rate_limited') return false;
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
