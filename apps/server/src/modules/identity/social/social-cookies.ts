import type { FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { IdentityContext } from '../context';
import type { FlowSecrets } from './oidc-client';

// Two short-lived, signed, HttpOnly cookies carry a social sign-in across the browser's trip to the
// provider (decision 0040). `flow`: the provider, state, nonce and PKCE verifier of the one sign-in
// this browser started — the answer at the redirect URI must match it, so a code or state from
// another browser is refused. `pending`: what is left after the provider answered — the account's
// two-factor code, or the password that confirms a link. Both are bound to the brand. A third,
// `eth_nonce`, binds a Sign-In with Ethereum nonce to the browser it was given to (decision 0043).

const FLOW_COOKIE = 'stavka_social_flow';
const PENDING_COOKIE = 'stavka_social_pending';
const FLOW_S = 10 * 60;
const PENDING_S = 10 * 60;
const ETH_NONCE_COOKIE = 'stavka_eth_nonce';

export interface Flow extends FlowSecrets {
  provider: string;
  lang: string;
}

export type Pending =
  | { kind: 'link'; provider: string; subject: string; email: string }
  | { kind: 'two_factor'; token: string; expiresAt: number };

function cookieOptions(request: FastifyRequest, maxAge: number) {
  return { path: '/web-api/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge };
}

async function sign(ctx: IdentityContext, site: number, typ: string, claims: Record<string, unknown>, seconds: number): Promise<string> {
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ ...claims, site, typ }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(issuedAt).setExpirationTime(issuedAt + seconds).sign(ctx.keys.signing);
}

async function read(ctx: IdentityContext, request: FastifyRequest, name: string, typ: string): Promise<JWTPayload | null> {
  const value = request.cookies[name];
  if (!value || value.length > 4000) return null;
  try {
    const { payload } = await jwtVerify(value, ctx.keys.signing, { algorithms: ['HS256'], currentDate: ctx.now() });
    return payload.typ === typ && payload.site === request.site.id ? payload : null;
  } catch {
    return null;
  }
}

const text = (payload: JWTPayload, name: string) => (typeof payload[name] === 'string' ? payload[name] : null);

export async function setFlowCookie(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, flow: Flow): Promise<void> {
  void reply.setCookie(FLOW_COOKIE, await sign(ctx, request.site.id, 'social_flow', { ...flow }, FLOW_S), cookieOptions(request, FLOW_S));
}

/** The flow this browser started, taken: a second answer with it finds none. */
export async function takeFlowCookie(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply): Promise<Flow | null> {
  const payload = await read(ctx, request, FLOW_COOKIE, 'social_flow');
  void reply.clearCookie(FLOW_COOKIE, { path: '/web-api/' });
  if (!payload) return null;
  const [provider, lang, state, nonce, codeVerifier] = ['provider', 'lang', 'state', 'nonce', 'codeVerifier'].map((name) => text(payload, name));
  if (!provider || !lang || !state || !nonce || !codeVerifier) return null;
  return { provider, lang, state, nonce, codeVerifier };
}

export async function setPendingCookie(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, pending: Pending): Promise<void> {
  void reply.setCookie(PENDING_COOKIE, await sign(ctx, request.site.id, 'social_pending', { ...pending }, PENDING_S), cookieOptions(request, PENDING_S));
}

export async function readPendingCookie(ctx: IdentityContext, request: FastifyRequest): Promise<Pending | null> {
  const payload = await read(ctx, request, PENDING_COOKIE, 'social_pending');
  if (!payload) return null;
  if (payload.kind === 'two_factor') {
    const token = text(payload, 'token');
    return token && typeof payload.expiresAt === 'number' ? { kind: 'two_factor', token, expiresAt: payload.expiresAt } : null;
  }
  const [provider, subject, email] = ['provider', 'subject', 'email'].map((name) => text(payload, name));
  return payload.kind === 'link' && provider && subject && email ? { kind: 'link', provider, subject, email } : null;
}

export function clearPendingCookie(reply: FastifyReply): void {
  void reply.clearCookie(PENDING_COOKIE, { path: '/web-api/' });
}

/** The Sign-In with Ethereum nonce given to this browser, for `seconds`. */
export async function setEthNonceCookie(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply, nonce: string, seconds: number): Promise<void> {
  void reply.setCookie(ETH_NONCE_COOKIE, await sign(ctx, request.site.id, 'eth_nonce', { nonce }, seconds), cookieOptions(request, seconds));
}

/** The nonce this browser was given, taken: whatever the answer, a second message needs a new one. */
export async function takeEthNonceCookie(ctx: IdentityContext, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const payload = await read(ctx, request, ETH_NONCE_COOKIE, 'eth_nonce');
  void reply.clearCookie(ETH_NONCE_COOKIE, { path: '/web-api/' });
  return payload ? text(payload, 'nonce') : null;
}
