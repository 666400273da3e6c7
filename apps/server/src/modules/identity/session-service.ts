import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../site/service';
import type { IdentityContext } from './context';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies } from './session-cookies';
import { findLiveSessionByHash, insertSession, revokeSession, type SessionRow, touchSession } from './sessions-repo';
import { csrfTokenFor } from './tokens';
import { describeUserAgent } from './user-agent';
import { findUserById, type UserRow } from './users-repo';

const DEFAULT_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60 * 1000;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Idle lifetime: the brand's auto-logoff when enabled (spec §9: 30 minutes), else 30 days. */
export function sessionIdleMs(site: Site): number {
  const minutes = site.config.auth.autologoff_minutes;
  return minutes > 0 ? minutes * 60 * 1000 : DEFAULT_IDLE_MS;
}

export async function startSession(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionRow> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 512);
  const { device, browser } = describeUserAgent(userAgent);
  const session = await insertSession(ctx.db, {
    id: randomBytes(16).toString('hex'),
    userId: user.id,
    siteId: request.site.id,
    tokenHash: hashSessionToken(token),
    ip: request.ip,
    userAgent,
    device,
    browser,
    frameMode: request.site.config.iframe.cookieMode === 'frame',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionIdleMs(request.site)),
  });
  setSessionCookies(reply, request, request.site, token, csrfTokenFor(ctx.keys, session.id), session.expiresAt);
  return session;
}

/** The live session of the request's cookie and its player, sliding the idle expiry forward. */
export async function sessionFromCookie(ctx: IdentityContext, request: FastifyRequest): Promise<{ session: SessionRow; user: UserRow } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const now = ctx.now();
  const session = await findLiveSessionByHash(ctx.db, hashSessionToken(token), now);
  if (!session || session.siteId !== request.site.id) return null;
  const user = await findUserById(ctx.db, request.site.id, session.userId);
  if (!user || user.status !== 'active') return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + sessionIdleMs(request.site));
    await touchSession(ctx.db, session.id, now, expiresAt);
    session.expiresAt = expiresAt;
    session.lastSeenAt = now;
  }
  return { session, user };
}

export async function endSession(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, sessionId: string | null): Promise<void> {
  if (sessionId !== null) await revokeSession(ctx.db, sessionId, ctx.now());
  clearSessionCookies(reply, request, request.site);
}
