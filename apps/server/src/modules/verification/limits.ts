import type { Database } from '@stavka/db/client';
import { AppError } from '../../http/app-error';
import { consume, lockedUntil, secondsUntil, throttleKey, type BackoffPolicy, type FailurePolicy, type RateLimit } from '../throttle/service';
import type { Target } from './target';

// The limits of issue 3: sending is limited per phone or e-mail, IP and account. Wrong codes count
// per (target, address) with growing waits and per address with a lock-out (issue 10: a guesser
// never locks the owner out; the code they guessed at is burned after five wrong tries, and a
// fresh one from the owner works).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RESEND_AFTER_SECONDS = 60;

const sendLimits = {
  /** One message per target and purpose a minute: the "send again" button waits this long. */
  targetPurpose: { max: 1, windowMs: RESEND_AFTER_SECONDS * 1000 },
  target: { max: 5, windowMs: HOUR },
  ip: { max: 20, windowMs: HOUR },
  account: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** Wrong tries one code takes before it is burned. */
export const MAX_WRONG_CODES = 5;
/** One address, one target: five free wrong codes, then 1, 2, 4, 8 and at most 15 minutes of waiting. */
export const targetAtAddressPolicy: BackoffPolicy = { freeFailures: 5, windowMs: HOUR, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE };
/** An address guessing codes for many targets is stopped too. */
export const ipFailurePolicy: FailurePolicy = { maxFailures: 20, windowMs: HOUR, lockMs: 30 * MINUTE };

export const checkKeys = (target: Target, ip: string) => ({
  // Already normalised: the `login` kind keeps the address's dots and colons apart from the digits.
  targetAtAddress: throttleKey('login', `${target.kind}:${target.value}|${ip}`, 'verification_check'),
  ip: throttleKey('ip', ip, 'verification_check'),
});

/** Takes one send from every limit that applies, the tightest first, or throws `rate_limited`. */
export async function assertMaySend(
  db: Database,
  input: { target: Target; purpose: string; ip: string; userId: number | null | undefined },
  now: Date,
): Promise<void> {
  const { target } = input;
  const checks: [string, RateLimit][] = [
    [throttleKey(target.kind, target.value, `verification_send_${input.purpose}`), sendLimits.targetPurpose],
    [throttleKey(target.kind, target.value, 'verification_send'), sendLimits.target],
    ...(input.userId == null ? [] : ([[throttleKey('account', String(input.userId), 'verification_send'), sendLimits.account]] as [string, RateLimit][])),
    [throttleKey('ip', input.ip, 'verification_send'), sendLimits.ip],
  ];
  for (const [key, limit] of checks) {
    const result = await consume(db, key, limit, now);
    if (!result.allowed) throw tooManySends(result.retryAfterMs);
  }
}

/** Throws `rate_limited` when any of the keys is locked, with the longest wait. */
export async function assertNotLocked(db: Database, keys: string[], now: Date): Promise<void> {
  const ends = await Promise.all(keys.map((key) => lockedUntil(db, key, now)));
  const last = Math.max(0, ...ends.map((end) => (end ? end.getTime() - now.getTime() : 0)));
  if (last > 0) throw lockedOut(last);
}

export function tooManySends(retryAfterMs: number): AppError {
  const seconds = secondsUntil(retryAfterMs);
  return new AppError('rate_limited', `Too many messages requested. Try again in ${wait(seconds)}.`, undefined, { retryAfterSeconds: seconds });
}

export function lockedOut(retryAfterMs: number): AppError {
  const seconds = secondsUntil(retryAfterMs);
  return new AppError('rate_limited', `Too many wrong codes. Checking is locked; try again in ${wait(seconds)}.`, undefined, {
    retryAfterSeconds: seconds,
  });
}

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
