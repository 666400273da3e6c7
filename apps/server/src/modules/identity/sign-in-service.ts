import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { IdentityContext } from './context';
import { findUserByLogin, loginScopeOf, loginWays, parseLogin } from './login';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { guardSignIn, refuseSignIn, signInSucceeded } from './sign-in-throttle';
import type { UserRow } from './users-repo';

// Sign-in by account number, chosen login, e-mail or phone with a password (issue 3), by the ways
// the brand allows; an e-mail only while the player lets it sign in (security_auth_by_email). A
// wrong password and an unknown login answer the same, in the same time, and are counted the same
// (sign-in-throttle.ts).

/** The brand's VIP geos sign in only on its VIP domain (spec §6 geoAuthReqVip). */
export function assertVipDomain(request: FastifyRequest): void {
  const { geoAuthReqVip, vipDomain } = request.site.config.auth;
  if (vipDomain === undefined || !geoAuthReqVip.includes(request.geo.countryId)) return;
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host !== vipDomain.replace(/:\d+$/, '')) {
    throw new AppError('vip_domain_required', `Players from your country sign in at ${vipDomain}`, { vipDomain: [vipDomain] });
  }
}

export async function signInWithPassword(ctx: IdentityContext, request: FastifyRequest, rawLogin: string, password: string, byEmail = false): Promise<UserRow> {
  assertVipDomain(request);
  const login = parseLogin(rawLogin, byEmail);
  const scope = loginScopeOf(request.site);
  loginWays(scope, login);
  await guardSignIn(ctx, request, login, 'sign_in');
  const found = await findUserByLogin(ctx, scope, login);
  // An e-mail the player keeps from signing in is answered as an unknown login.
  const user = login.kind === 'email' && found && !found.authByEmail ? undefined : found;
  // An unknown login costs the same password check as a known one.
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !matches) return refuseSignIn(ctx, request, login, 'sign_in');
  if (user.status !== 'active') throw new AppError('account_blocked', 'The account is blocked. Contact support.');
  await signInSucceeded(ctx, request, login, 'sign_in');
  return user;
}
