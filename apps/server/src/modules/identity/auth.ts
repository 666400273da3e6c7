import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import type { IdentityContext } from './context';
import { CSRF_COOKIE } from './session-cookies';
import { sessionFromCookie } from './session-service';
import { findLiveSessionById, type SessionRow } from './sessions-repo';
import { isValidCsrfToken, type TokenKind, verifyToken } from './tokens';
import { findUserById, type UserRow } from './users-repo';

// Who is calling: a service token (`Authorization: Bearer`), a user token (`x-auth: Bearer`,
// spec §6) or the session cookie. Tokens are checked against the live session, so signing out
// ends them. Cookie-authenticated writes need the CSRF token (issue 3), in both cookie modes.

export interface AuthState {
  user: UserRow;
  session: SessionRow;
  via: 'cookie' | 'user-token' | 'service-token';
}

declare module 'fastify' {
  interface FastifyRequest {
    authState: AuthState | null | undefined;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearer(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function fromToken(ctx: IdentityContext, request: FastifyRequest, token: string, kind: TokenKind): Promise<AuthState> {
  const now = ctx.now();
  const claims = await verifyToken(ctx.keys, token, kind, now);
  if (!claims || claims.siteId !== request.site.id) throw new AppError('unauthorized', 'The token is invalid or expired');
  const session = await findLiveSessionById(ctx.db, claims.sessionId, now);
  const user = session ? await findUserById(ctx.db, request.site.id, session.userId) : undefined;
  if (!session || !user || user.id !== claims.userId) throw new AppError('unauthorized', 'The session of this token has ended');
  if (user.status !== 'active') throw new AppError('account_blocked', 'The account is blocked');
  return { user, session, via: kind === 'service' ? 'service-token' : 'user-token' };
}

/** The caller, or null for a guest. A bearer header that does not check out is a 401, not a guest. */
export async function resolveAuth(ctx: IdentityContext, request: FastifyRequest): Promise<AuthState | null> {
  if (request.authState !== undefined) return request.authState;
  const serviceToken = bearer(request.headers.authorization);
  const userToken = bearer(request.headers['x-auth']);
  let state: AuthState | null;
  if (serviceToken !== undefined) state = await fromToken(ctx, request, serviceToken, 'service');
  else if (userToken !== undefined) state = await fromToken(ctx, request, userToken, 'user');
  else {
    const found = await sessionFromCookie(ctx, request);
    state = found ? { ...found, via: 'cookie' } : null;
  }
  request.authState = state;
  return state;
}

/**
 * The caller, or null when their credentials do not check out (a bad or ended token, a blocked
 * account) — for calls a guest may make too (sign-out, the token service's 403). Anything else (the
 * database not answering) is not "a guest" and reaches the caller as the error it is.
 */
export async function resolveAuthOrGuest(ctx: IdentityContext, request: FastifyRequest): Promise<AuthState | null> {
  try {
    return await resolveAuth(ctx, request);
  } catch (error) {
    if (error instanceof AppError && (error.id === 'unauthorized' || error.id === 'account_blocked')) return null;
    throw error;
  }
}

/** preHandler: a signed-in player, and for cookie-authenticated writes a valid CSRF token. */
export function requireUser(ctx: IdentityContext): preHandlerAsyncHookHandler {
  return async (request) => {
    const auth = await resolveAuth(ctx, request);
    if (!auth) throw new AppError('unauthorized', 'Sign in to continue');
    if (auth.via === 'cookie' && UNSAFE.has(request.method)) assertCsrf(ctx, request, auth.session.id);
  };
}

export function authOf(request: FastifyRequest): AuthState {
  if (!request.authState) throw new Error('authOf used on a route without requireUser');
  return request.authState;
}

export function assertCsrf(ctx: IdentityContext, request: FastifyRequest, sessionId: string): void {
  const header = request.headers['x-csrf-token'];
  const presented = Array.isArray(header) ? header[0] : header;
  if (!isValidCsrfToken(ctx.keys, sessionId, presented)) {
    throw new AppError('csrf_failed', `Missing or wrong x-csrf-token header (the value of the ${CSRF_COOKIE} cookie)`);
  }
}

/**
 * Refuses unsafe requests a browser sent from another site (the Origin header names a different
 * host): the first line against CSRF, also for calls made before there is a session.
 */
export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    // An opaque origin (sandboxed frames, some redirects) is never this site.
    if (origin === 'null') throw new AppError('csrf_failed', 'Cross-site request refused');
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      throw new AppError('csrf_failed', 'Malformed Origin header');
    }
    if (originHost !== (request.headers.host ?? '').toLowerCase()) throw new AppError('csrf_failed', 'Cross-site request refused');
  });
}
