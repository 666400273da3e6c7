import type { Database } from '@stavka/db/client';
import { AppError } from '../../http/app-error';
import { consume, lockedUntil, secondsUntil, throttleKey, type FailurePolicy, type RateLimit } from '../throttle/service';
import type { Target } from './target';

// The limits of issue 3: sending is limited per phone or e-mail, IP and account; wrong codes
// count per target and per IP and end in a lock-out with a clear message.

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

/** Five wrong codes for a target burn its code and lock it for 15 minutes (issue 3). */
export const targetFailurePolicy: FailurePolicy = { maxFailures: 5, windowMs: HOUR, lockMs: 15 * MINUTE };
/** An address guessing codes for many targets is stopped too. */
export const ipFailurePolicy: FailurePolicy = { maxFailures: 20, windowMs: HOUR, lockMs: 30 * MINUTE };

export const checkKeys = (target: Target, ip: string) => ({
  target: throttleKey(target.kind, target.value, 'verification_check'),
  ip: throttleKey('ip', ip, 'verification_check'),
});

/**
 * Takes one send from every limit that applies, the tightest first, or throws `rate_limited`.
 * A target locked by wrong codes gets nothing new until the lock ends.
 */
export async function assertMaySend(
  db: Database,
  input: { target: Target; purpose: string; ip: string; userId: number | null | undefined },
  now: Date,
): Promise<void> {
  const locked = await lockedUntil(db, checkKeys(input.target, input.ip).target, now);
  if (locked) throw lockedOut(locked.getTime() - now.getTime());
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
