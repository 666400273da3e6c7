import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { verifyRequestCaptcha } from '../captcha/service';
import {
  type BackoffPolicy,
  clearFailures,
  consume,
  countFailure,
  type FailurePolicy,
  failuresOf,
  lockedUntil,
  registerBackoffFailure,
  registerFailure,
  throttleKey,
} from '../throttle/service';
import type { IdentityContext } from './context';
import type { Login } from './login';

// Guessing passwords (issue 10 "Locking other people out"): a login is never locked for everyone.
// The address that guesses waits longer after each wrong password for that login, and is locked
// when it tries too many logins; a login that fails from anywhere asks for the brand's captcha,
// so its owner, with the right password and a solved captcha, still gets in. Every counter keys
// on the login as typed (canonical form), never on the account found, so an unknown login is
// counted, slowed and asked exactly like a real one.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Attempts an address may make a minute, right or wrong. */
const ADDRESS_RATE = { max: 60, windowMs: MINUTE };
/** One address, one login: five free tries, then 1, 2, 4, 8 and at most 15 minutes of waiting. */
export const LOGIN_AT_ADDRESS: BackoffPolicy = { freeFailures: 5, windowMs: 15 * MINUTE, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE };
/** One address trying many logins (spraying) is locked out. */
const ADDRESS_FAILURES: FailurePolicy = { maxFailures: 50, windowMs: HOUR, lockMs: 30 * MINUTE };
/** A login that failed this often within the window, from anywhere, needs the captcha. */
export const LOGIN_CAPTCHA_AFTER = 3;
const LOGIN_WINDOW_MS = HOUR;
/** An address that failed this often, on any logins, needs the captcha. */
const ADDRESS_CAPTCHA_AFTER = 10;

const keys = (request: FastifyRequest, login: Login, action: string) => ({
  rate: throttleKey('ip', request.ip, action),
  loginAtAddress: throttleKey('login', `${login.key}|${request.ip}`, `${action}_failures`),
  login: throttleKey('login', login.key, `${action}_failures`),
  address: throttleKey('ip', request.ip, `${action}_failures`),
});

/**
 * Before a password is checked: refuses an address that is too quick or locked (429), and checks
 * the captcha when the login or the address has failed too often (400/403 without a good one).
 */
export async function guardSignIn(ctx: IdentityContext, request: FastifyRequest, login: Login, action: string): Promise<void> {
  const now = ctx.now();
  const k = keys(request, login, action);
  const rate = await consume(ctx.db, k.rate, ADDRESS_RATE, now);
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
  const locks = await Promise.all([lockedUntil(ctx.db, k.loginAtAddress, now), lockedUntil(ctx.db, k.address, now)]);
  const until = latest(locks);
  if (until) throw lockedOut(until, now);
  const [byLogin, byAddress] = await Promise.all([failuresOf(ctx.db, k.login, now), failuresOf(ctx.db, k.address, now)]);
  if (byLogin >= LOGIN_CAPTCHA_AFTER || byAddress >= ADDRESS_CAPTCHA_AFTER) await verifyRequestCaptcha(request, action);
}

/** A wrong password (or no such login): counts it everywhere, then refuses, saying how long to wait when it must. */
export async function refuseSignIn(ctx: IdentityContext, request: FastifyRequest, login: Login, action: string): Promise<never> {
  const now = ctx.now();
  const until = await countSignInFailure(ctx, request, login, action);
  if (until) throw lockedOut(until, now);
  throw new AppError('invalid_credentials', 'Wrong login or password');
}

/** Counts a wrong password everywhere; answers until when this address is now locked, if it is. */
export async function countSignInFailure(ctx: IdentityContext, request: FastifyRequest, login: Login, action: string): Promise<Date | null> {
  const now = ctx.now();
  const k = keys(request, login, action);
  const [atAddress, address] = await Promise.all([
    registerBackoffFailure(ctx.db, k.loginAtAddress, LOGIN_AT_ADDRESS, now),
    registerFailure(ctx.db, k.address, ADDRESS_FAILURES, now),
    countFailure(ctx.db, k.login, LOGIN_WINDOW_MS, now),
  ]);
  return latest([atAddress.lockedUntil, address.lockedUntil]);
}

/** Whether this address must wait before trying this login's password again. */
export async function signInLocked(ctx: IdentityContext, request: FastifyRequest, login: Login, action: string): Promise<boolean> {
  const now = ctx.now();
  const k = keys(request, login, action);
  return latest(await Promise.all([lockedUntil(ctx.db, k.loginAtAddress, now), lockedUntil(ctx.db, k.address, now)])) !== null;
}

/** The right password: the login starts afresh, from this address and everywhere. */
export async function signInSucceeded(ctx: IdentityContext, request: FastifyRequest, login: Login, action: string): Promise<void> {
  const k = keys(request, login, action);
  await Promise.all([clearFailures(ctx.db, k.loginAtAddress), clearFailures(ctx.db, k.login)]);
}

/** The lock-out refusal: a clear message and, for clients and the Retry-After header, the wait. */
export function lockedOut(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('rate_limited', `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { retryAfterSeconds: seconds });
}

export function tooQuick(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError('rate_limited', `Too many attempts. Try again in ${seconds} seconds.`, undefined, { retryAfterSeconds: seconds });
}

function latest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((last, date) => (date && (!last || date > last) ? date : last), null);
}
