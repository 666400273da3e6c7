import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Site } from '../site/service';

// The session cookie (issue 3): HttpOnly, Secure behind HTTPS, SameSite=Lax; in the brand's frame
// mode SameSite=None, Secure and optionally Partitioned (spec §7.12). The CSRF cookie has the same
// attributes but is readable by the page, which echoes it in `x-csrf-token`.

export const SESSION_COOKIE = 'stavka_session';
export const CSRF_COOKIE = 'csrf_token';

type CookieOptions = CookieSerializeOptions;

function baseOptions(request: FastifyRequest, site: Site): CookieOptions {
  const frame = site.config.iframe.cookieMode === 'frame';
  const secure = frame || request.protocol === 'https';
  return {
    path: '/',
    secure,
    sameSite: frame ? 'none' : 'lax',
    ...(frame && site.config.iframe.partitioned ? { partitioned: true } : {}),
  };
}

export function setSessionCookies(reply: FastifyReply, request: FastifyRequest, site: Site, token: string, csrfToken: string, expiresAt: Date): void {
  const options = baseOptions(request, site);
  void reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true, expires: expiresAt });
  void reply.setCookie(CSRF_COOKIE, csrfToken, { ...options, httpOnly: false, expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest, site: Site): void {
  const options = baseOptions(request, site);
  void reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  void reply.clearCookie(CSRF_COOKIE, options);
  void reply.clearCookie('user_token', options);
}
