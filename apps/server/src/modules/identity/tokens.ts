import { createHmac, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Bearer tokens of spec §7.12, signed with the deployment's secret and bound to a server-side
// session, so signing out or a block ends them at once.
//   user token    (`gettoken`, header `x-auth: Bearer`, cookie user_token): 1 hour
//   service token (`mobile/v1/token`, header `Authorization: Bearer`): 15 minutes

export type TokenKind = 'user' | 'service';

export const TOKEN_LIFETIME_S: Record<TokenKind, number> = { user: 60 * 60, service: 15 * 60 };

export interface TokenClaims {
  userId: number;
  sessionId: string;
  siteId: number;
  kind: TokenKind;
}

export interface TokenKeys {
  signing: Uint8Array;
  csrf: string;
}

export function makeTokenKeys(signingSecret: string, csrfSecret: string): TokenKeys {
  return { signing: new TextEncoder().encode(signingSecret), csrf: csrfSecret };
}

export async function signToken(keys: TokenKeys, claims: TokenClaims, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + TOKEN_LIFETIME_S[claims.kind]) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId, site: claims.siteId, typ: claims.kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.signing);
  return { token, expiresAt };
}

/** The claims of a valid, unexpired token of that kind, or null. */
export async function verifyToken(keys: TokenKeys, token: string, kind: TokenKind, now: Date, expiredGraceS = 0): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.signing, { algorithms: ['HS256'], currentDate: now, clockTolerance: expiredGraceS });
    const userId = Number(payload.sub);
    if (payload.typ !== kind || !Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || typeof payload.site !== 'number') return null;
    return { userId, sessionId: payload.sid, siteId: payload.site, kind };
  } catch {
    return null;
  }
}

/** The CSRF token of a session: an HMAC of its id, so nothing more is stored. */
export function csrfTokenFor(keys: TokenKeys, sessionId: string): string {
  return createHmac('sha256', keys.csrf).update(sessionId).digest('base64url');
}

export function isValidCsrfToken(keys: TokenKeys, sessionId: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  const expected = Buffer.from(csrfTokenFor(keys, sessionId));
  const given = Buffer.from(presented);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
