import { createHmac, timingSafeEqual } from 'node:crypto';

// The player's identity for a hosted chat widget (decision 0045): the widget runs the provider's
// script in the page, so it cannot read our session cookie; the page hands it a short-lived JWT
// (HS256) that names the brand and the player, signed with the deployment's chat secret. The
// provider (Jivo's `setUserToken`) passes it on to the operator's side, where it is checked with
// the same secret; nobody can forge another player's token without it.

export const CHAT_IDENTITY_TTL_SECONDS = 3600;

export interface ChatIdentityClaims {
  /** The player's account number. */
  sub: string;
  /** The brand's id. */
  site: number;
  aud: 'support-chat';
  iat: number;
  exp: number;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signatureOf = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signChatIdentity(secret: string, player: { siteId: number; userId: number }, now: Date): { token: string; expiresAt: Date } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: ChatIdentityClaims = { sub: String(player.userId), site: player.siteId, aud: 'support-chat', iat, exp: iat + CHAT_IDENTITY_TTL_SECONDS };
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return { token: `${body}.${signatureOf(secret, body)}`, expiresAt: new Date(claims.exp * 1000) };
}

/** The claims of a token this deployment signed and that has not expired; null for anything else. */
export function verifyChatIdentity(secret: string, token: string, now: Date): ChatIdentityClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || rest.length > 0) return null;
  const expected = Buffer.from(signatureOf(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ChatIdentityClaims;
    return claims.aud === 'support-chat' && claims.exp > now.getTime() / 1000 ? claims : null;
  } catch {
    return null;
  }
}
