import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { clearFailures, consume, lockedUntil, registerFailure, throttleKey } from '../throttle/service';
import type { IdentityContext } from './context';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { findUserByEmail, findUserById, findUserByPhone, type UserRow } from './users-repo';

// Sign-in by account number, e-mail or phone with a password (issue 3). A wrong password and an
// unknown login answer the same, in the same time. Per IP and per login: a rate limit, then a
// lock-out with a clear message after repeated failures.

const IP_LIMIT = { max: 60, windowMs: 60_000 };
const LOGIN_FAILURES = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const IP_FAILURES = { maxFailures: 50, windowMs: 60 * 60_000, lockMs: 30 * 60_000 };

const ACCOUNT_NUMBER = /^\d{9,12}$/;

export async function findUserByLogin(ctx: IdentityContext, siteId: number, login: string, byEmail = false): Promise<UserRow | undefined> {
  const value = login.trim();
  if (byEmail || value.includes('@')) return findUserByEmail(ctx.db, siteId, value.toLowerCase());
  const digits = value.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  if (ACCOUNT_NUMBER.test(digits) && Number.isSafeInteger(Number(digits))) {
    const byId = await findUserById(ctx.db, siteId, Number(digits));
    if (byId) return byId;
  }
  return findUserByPhone(ctx.db, siteId, digits);
}

function loginKey(login: string): string {
  const value = login.trim().toLowerCase();
  return value.includes('@') ? throttleKey('email', value, 'sign_in') : throttleKey('account', value.replace(/[\s()+-]/g, ''), 'sign_in');
}

/** The lock-out refusal: a clear message and, for clients and the Retry-After header, the wait. */
export function lockedOut(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('rate_limited', `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, { retryAfterSeconds: seconds });
}

/** The brand's VIP geos sign in only on its VIP domain (spec §6 geoAuthReqVip). */
export function assertVipDomain(request: FastifyRequest): void {
  const { geoAuthReqVip, vipDomain } = request.site.config.auth;
  if (vipDomain === undefined || !geoAuthReqVip.includes(request.geo.countryId)) return;
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host !== vipDomain.replace(/:\d+$/, '')) {
    throw new AppError('vip_domain_required', `Players from your country sign in at ${vipDomain}`, { vipDomain: [vipDomain] });
  }
}

/** Checks the limits before any password work, so a locked login costs nothing. */
export async function assertMayTry(ctx: IdentityContext, request: FastifyRequest, login: string, action: string): Promise<void> {
  const now = ctx.now();
  const ip = await consume(ctx.db, throttleKey('ip', request.ip, action), IP_LIMIT, now);
  if (!ip.allowed) {
    const seconds = Math.max(1, Math.ceil(ip.retryAfterMs / 1000));
    throw new AppError('rate_limited', `Too many attempts. Try again in ${seconds} seconds.`, undefined, { retryAfterSeconds: seconds });
  }
  for (const key of [loginKey(login), throttleKey('ip', request.ip, `${action}_failures`)]) {
    const until = await lockedUntil(ctx.db, key, now);
    if (until) throw lockedOut(until, now);
  }
}

export async function recordFailure(ctx: IdentityContext, request: FastifyRequest, login: string, action: string): Promise<never> {
  const now = ctx.now();
  const byLogin = await registerFailure(ctx.db, loginKey(login), LOGIN_FAILURES, now);
  await registerFailure(ctx.db, throttleKey('ip', request.ip, `${action}_failures`), IP_FAILURES, now);
  if (byLogin.locked && byLogin.lockedUntil) throw lockedOut(byLogin.lockedUntil, now);
  throw new AppError('invalid_credentials', 'Wrong login or password');
}

export async function signInWithPassword(ctx: IdentityContext, request: FastifyRequest, login: string, password: string, byEmail = false): Promise<UserRow> {
  assertVipDomain(request);
  await assertMayTry(ctx, request, login, 'sign_in');
  const user = await findUserByLogin(ctx, request.site.id, login, byEmail);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !matches) return recordFailure(ctx, request, login, 'sign_in');
  if (user.status !== 'active') throw new AppError('account_blocked', 'The account is blocked. Contact support.');
  await clearFailures(ctx.db, loginKey(login));
  return user;
}
