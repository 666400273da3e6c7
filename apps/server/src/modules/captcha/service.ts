import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { captchaTokenHeader, captchaTokenMaxLength, type AltchaChallenge } from '@stavka/contract/captcha';
import { AppError } from '../../http/app-error';
import type { Geo, Site } from '../site/service';
import { createAltchaChallenge, verifyAltchaToken } from './altcha';
import type { CaptchaContext } from './context';
import { providerEndpoint } from './provider-endpoint';
import { verifyWithProvider } from './siteverify';

// The captcha check of registration, sign-in and password reset (issue 3, spec §7.13): the
// brand's captcha type decides who checks the `x-captcha-token` header.

export { createCaptchaContext, type CaptchaContext, type CaptchaEnv } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by registerCaptchaRoutes; read by the requireCaptcha preHandler. */
    captcha: CaptchaContext;
  }
}

export interface CaptchaCheck {
  site: Site;
  geo: Geo;
  /** The `x-captcha-token` value; undefined when the header is missing or empty. */
  token: string | undefined;
  /** What the token protects (e.g. "registration"); reCAPTCHA v3 tokens must name the same. */
  action: string;
  ip: string;
}

/**
 * Passes, or throws: `captcha_required` (400) without a token, `captcha_invalid` (403) for a
 * refused one, `unavailable` (503) when the brand's provider is not configured or not answering.
 */
export async function verifyCaptcha(ctx: CaptchaContext, input: CaptchaCheck): Promise<void> {
  const type = input.site.config.captcha.type;
  if (type === 'disabled') return;
  // Configuration first: a missing secret is the operator's to fix whatever the visitor sent.
  const endpoint = type === 'custom' ? undefined : providerEndpoint(ctx.env, type, input.site, input.geo);
  if (input.token === undefined || input.token === '') {
    throw new AppError('captcha_required', `Captcha required: send the token in the ${captchaTokenHeader} header`);
  }
  if (input.token.length > captchaTokenMaxLength) throw new AppError('captcha_invalid', 'Captcha refused: token too long');
  if (endpoint === undefined) {
    await verifyAltchaToken(ctx, input.site.id, input.token);
    return;
  }
  await verifyWithProvider(ctx, endpoint, { site: input.site, token: input.token, action: input.action, ip: input.ip });
}

/** A preHandler for captcha-protected routes: checks the request's `x-captcha-token` for `action`. */
export function requireCaptcha(action: string): preHandlerAsyncHookHandler {
  return async function captchaPreHandler(request: FastifyRequest): Promise<void> {
    await verifyRequestCaptcha(request, action);
  };
}

/**
 * The same check from inside a handler, for calls that ask for the captcha only sometimes (sign-in
 * after repeated failures): passes, or throws as `verifyCaptcha` does.
 */
export async function verifyRequestCaptcha(request: FastifyRequest, action: string): Promise<void> {
  const ctx = request.server.captcha;
  // A programming error (the module is not registered), not a visitor's: fail loudly.
  if (ctx === undefined) throw new Error('the captcha is checked without registerCaptchaRoutes');
  await verifyCaptcha(ctx, { site: request.site, geo: request.geo, token: tokenOf(request), action, ip: request.ip });
}

/** A challenge for the brand's self-hosted captcha; other brands have none (404). */
export async function issueCaptchaChallenge(ctx: CaptchaContext, site: Site): Promise<AltchaChallenge> {
  if (site.config.captcha.type !== 'custom') {
    throw new AppError('not_found', `Brand ${site.slug} does not use the self-hosted captcha`);
  }
  return createAltchaChallenge(ctx, site.id);
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[captchaTokenHeader];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value === '' ? undefined : value;
}
