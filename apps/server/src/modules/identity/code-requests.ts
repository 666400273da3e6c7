import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authTypes } from '@stavka/contract/site-config';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';
import { type OutboxHandler, PermanentOutboxError } from '../outbox/service';
import { consume, secondsUntil, throttleKey } from '../throttle/service';
import { RESEND_AFTER_SECONDS, sendCode, sendLink } from '../verification/service';
import { type IdentityContext, verificationOf } from './context';
import { brandOrigin, linkLanguage, linkOn } from './links';
import { findUserByLogin, loginScopeOf, loginWays, parseLogin } from './login';
import { findUserByPhone } from './users-repo';

// Codes and links a visitor asks for by a login (password reset, SMS sign-in) must not tell
// whether the login has an account (issue 10 "Account enumeration"). So the answer does the same
// work for any login: limits keyed on the login as typed and the address, then one outbox row.
// Everything that depends on the account (looking it up, the secret, the message, the per-phone
// and per-mailbox limits, which then refuse silently) happens after the commit, in the handler.

export const CODE_REQUEST_TOPIC = 'identity.code_request';

const HOUR = 3_600_000;

const requestLimits = {
  loginPurpose: { max: 1, windowMs: RESEND_AFTER_SECONDS * 1000 },
  login: { max: 5, windowMs: HOUR },
  address: { max: 20, windowMs: HOUR },
} as const;

const brand = {
  siteId: z.number().int().positive(),
  brandName: z.string(),
  ip: z.string(),
};
const payloadSchema = z.discriminatedUnion('purpose', [
  z.strictObject({
    purpose: z.literal('password_reset'),
    ...brand,
    channel: z.enum(['email', 'sms']),
    login: z.string(),
    authTypes: z.array(z.enum(authTypes)),
    langs: z.array(z.string()),
    lang: z.string().optional(),
    /** The brand's link origin at the time of the request (links never follow the request's Host). */
    origin: z.string().optional(),
  }),
  z.strictObject({ purpose: z.literal('sms_sign_in'), ...brand, phone: z.string(), lang: z.string() }),
]);
type CodeRequest = z.infer<typeof payloadSchema>;

/** `passwordreset` step `request`: limits, then the request leaves through the outbox. */
export async function requestPasswordReset(ctx: IdentityContext, request: FastifyRequest, input: { login: string; channel: 'email' | 'sms'; lang?: string | undefined }): Promise<void> {
  const site = request.site;
  // Whether links can be built says nothing about the account: checked before anything else.
  const origin = input.channel === 'email' ? brandOrigin(site) : site.config.global.canonicalOrigin;
  const login = parseLogin(input.login);
  const scope = loginScopeOf(site);
  loginWays(scope, login);
  await takeRequestLimits(ctx, request, login.key, 'password_reset');
  await enqueue(ctx, {
    purpose: 'password_reset',
    siteId: site.id,
    brandName: site.name,
    ip: request.ip,
    channel: input.channel,
    login: input.login,
    authTypes: [...scope.authTypes],
    langs: site.config.global.langs_order,
    ...(input.lang === undefined ? {} : { lang: input.lang }),
    ...(origin === undefined ? {} : { origin }),
  });
}

/** `sms-auth/send-code`: the same for a phone with or without an account. */
export async function requestSmsSignInCode(ctx: IdentityContext, request: FastifyRequest, input: { phone: string; lang: string }): Promise<void> {
  const site = request.site;
  await takeRequestLimits(ctx, request, parseLogin(input.phone).key, 'sms_sign_in');
  await enqueue(ctx, { purpose: 'sms_sign_in', siteId: site.id, brandName: site.name, ip: request.ip, phone: input.phone, lang: input.lang });
}

async function takeRequestLimits(ctx: IdentityContext, request: FastifyRequest, loginKey: string, purpose: string): Promise<void> {
  const now = ctx.now();
  const checks = [
    [throttleKey('login', loginKey, `code_request_${purpose}`), requestLimits.loginPurpose],
    [throttleKey('login', loginKey, 'code_request'), requestLimits.login],
    [throttleKey('ip', request.ip, 'code_request'), requestLimits.address],
  ] as const;
  for (const [key, limit] of checks) {
    const result = await consume(ctx.db, key, limit, now);
    if (!result.allowed) {
      const seconds = secondsUntil(result.retryAfterMs);
      throw new AppError('rate_limited', `Too many messages requested. Try again in ${seconds} seconds.`, undefined, { retryAfterSeconds: seconds });
    }
  }
}

function enqueue(ctx: IdentityContext, payload: CodeRequest): Promise<void> {
  return runInTransaction(ctx.db, (uow) => ctx.outbox.enqueue(uow, { topic: CODE_REQUEST_TOPIC, payload }));
}

/**
 * After the commit: the account, if there is one that can take the message, gets its code or link.
 * A limit of its phone or mailbox sends nothing (the visitor was already answered).
 */
export function codeRequestHandler(ctx: IdentityContext): OutboxHandler {
  return async (payload) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentOutboxError(`${CODE_REQUEST_TOPIC}: malformed request`);
    // The dispatcher is kicked as the request commits, before its answer is written. On the
    // embedded database every query runs on this thread, so the account's work would delay that
    // answer (and tell that the account exists): let the answer leave first.
    await new Promise((resolve) => setImmediate(resolve));
    const job = parsed.data;
    if (job.purpose === 'sms_sign_in') return sendSmsSignInCode(ctx, job);
    return sendPasswordReset(ctx, job);
  };
}

async function sendSmsSignInCode(ctx: IdentityContext, job: Extract<CodeRequest, { purpose: 'sms_sign_in' }>): Promise<void> {
  const user = await findUserByPhone(ctx.db, job.siteId, job.phone);
  if (!user || user.status !== 'active') return;
  await runInTransaction(ctx.db, (uow) =>
    sendCode(
      verificationOf(ctx),
      uow,
      { siteId: job.siteId, purpose: 'sms_sign_in', channel: 'sms', target: job.phone, userId: user.id, ip: job.ip, lang: job.lang, brandName: job.brandName },
      { whenLimited: 'skip' },
    ),
  );
}

async function sendPasswordReset(ctx: IdentityContext, job: Extract<CodeRequest, { purpose: 'password_reset' }>): Promise<void> {
  const user = await findUserByLogin(ctx, { siteId: job.siteId, authTypes: job.authTypes }, parseLogin(job.login));
  if (!user || user.status !== 'active') return;
  const lang = linkLanguage(job.langs, job.lang, user.language);
  const common = { siteId: job.siteId, purpose: 'password_reset' as const, userId: user.id, ip: job.ip, lang, brandName: job.brandName };
  const { phone, email } = user;
  if (job.channel === 'sms') {
    if (phone === null) return;
    await runInTransaction(ctx.db, (uow) => sendCode(verificationOf(ctx), uow, { ...common, channel: 'sms', target: phone }, { whenLimited: 'skip' }));
    return;
  }
  const origin = job.origin;
  if (email === null || origin === undefined) return;
  await runInTransaction(ctx.db, (uow) =>
    sendLink(verificationOf(ctx), uow, { ...common, target: email, linkFor: (token) => linkOn(origin, `/${lang}/lost-password/reset`, { token }) }, { whenLimited: 'skip' }),
  );
}
