import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { officeLoginRequestSchema, signInRequestSchema, smsCheckCodeRequestSchema, smsSendCodeRequestSchema } from '@stavka/contract/identity';
import { socialPaths } from '@stavka/contract/social';
import { twoFactorPaths, twoFactorSignInRequestSchema } from '@stavka/contract/two-factor';
import { AppError } from '../../http/app-error';
import { validate } from '../../http/validate';
import { requireCaptcha } from '../captcha/service';
import { consume, throttleKey } from '../throttle/service';
import { RESEND_AFTER_SECONDS, checkCode } from '../verification/service';
import { authOf, requireUser, resolveAuthOrGuest } from './auth';
import { requestSmsSignInCode } from './code-requests';
import { type IdentityContext, verificationOf } from './context';
import { presentSession, presentUserConfig } from './presenter';
import { endSession } from './session-service';
import { signedIn as signedInAnswer } from './signed-in';
import { assertVipDomain, signInWithPassword } from './sign-in-service';
import { tooQuick } from './sign-in-throttle';
import { clearPendingCookie } from './social/social-cookies';
import { csrfTokenFor } from './tokens';
import { completeTwoFactorSignIn } from './two-factor-service';
import { findUserByPhone, type UserRow } from './users-repo';

// spec §7.11 authentication paths and §7.5 office login, under /web-api.

/** Code checks an address may make a minute. */
const CHECK_RATE = { max: 60, windowMs: 60_000 };

/** Sign-in by SMS code is one of the brand's ways when it signs in by phone (spec §3 auth types). */
function assertSmsSignIn(request: FastifyRequest): void {
  const types = request.site.config.auth.types;
  if (!types.includes('phone') && !types.includes('sms')) {
    throw new AppError('validation', 'This site does not take sign-in by SMS code', { phone: ['auth_number_login_unavailable'] });
  }
}

export function registerAuthRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const verification = verificationOf(ctx);

  const signedIn = (request: FastifyRequest, reply: FastifyReply, user: UserRow, secondFactorDone = false) => signedInAnswer(ctx, request, reply, user, secondFactorDone);

  // The captcha is asked for only when the login or the address has failed repeatedly (sign-in-throttle.ts).
  app.post('/web-api/user/auth', async (request, reply) => {
    const input = validate(signInRequestSchema, request.body);
    const user = await signInWithPassword(ctx, request, input.login, input.password);
    return signedIn(request, reply, user);
  });

  app.post('/web-api/api/internal/office/account/login', async (request, reply) => {
    const input = validate(officeLoginRequestSchema, request.body);
    const user = await signInWithPassword(ctx, request, input.login, input.password, input.auth_by_email);
    return signedIn(request, reply, user);
  });

  // Sign-in by SMS code: the answer never says whether the phone has an account.
  app.post('/web-api/sms-auth/send-code', { preHandler: requireCaptcha('sign_in') }, async (request) => {
    const input = validate(smsSendCodeRequestSchema, request.body);
    assertVipDomain(request);
    assertSmsSignIn(request);
    // The same work and answer with or without an account; the code leaves after the commit.
    await requestSmsSignInCode(ctx, request, { phone: input.phone, lang: input.lang ?? request.site.config.global.defaultLanguage });
    return { success: true, data: { resendAfterSeconds: RESEND_AFTER_SECONDS } };
  });

  app.post('/web-api/sms-auth/check-code', async (request, reply) => {
    const input = validate(smsCheckCodeRequestSchema, request.body);
    assertVipDomain(request);
    assertSmsSignIn(request);
    const rate = await consume(ctx.db, throttleKey('ip', request.ip, 'sms_sign_in'), CHECK_RATE, ctx.now());
    if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
    // Wrong codes are counted per phone and address, and per address (verification limits).
    const { userId } = await checkCode(verification, { siteId: request.site.id, purpose: 'sms_sign_in', target: input.phone, code: input.code, ip: request.ip });
    const user = await findUserByPhone(ctx.db, request.site.id, input.phone);
    if (!user || user.id !== userId) throw new AppError('validation', 'The code is wrong or no longer valid', { code: ['auth_incorrect_code'] });
    if (user.status !== 'active') throw new AppError('account_blocked', 'The account is blocked. Contact support.');
    return signedIn(request, reply, user);
  });

  // The sign-in's second step (spec §7.11 /user/twoauth/, and /socauth/twofactor/ after a social
  // sign-in): the app's code or the recovery hash.
  for (const path of [twoFactorPaths.signIn, socialPaths.twoFactor]) {
    app.post(path, async (request, reply) => {
      const input = validate(twoFactorSignInRequestSchema, request.body);
      assertVipDomain(request);
      const { user, twoFactorTurnedOff } = await completeTwoFactorSignIn(ctx, request, input);
      const answer = await signedIn(request, reply, user, true);
      if (path === socialPaths.twoFactor) clearPendingCookie(reply);
      return { ...answer, data: { ...answer.data, twoFactorTurnedOff } };
    });
  }

  app.post('/web-api/user/disconnect', async (request, reply) => {
    const auth = await resolveAuthOrGuest(ctx, request);
    await endSession(ctx, request, reply, auth?.session.id ?? null);
    return { success: true };
  });

  app.get('/web-api/session-api/sessions/user', { preHandler: requireUser(ctx) }, async (request) => {
    const { session, user } = authOf(request);
    return { success: true, data: { ...presentSession(session, true), userId: user.id, login: String(user.id), csrfToken: csrfTokenFor(ctx.keys, session.id) } };
  });

  app.get('/web-api/user/getuserconfig', { preHandler: requireUser(ctx) }, async (request) => {
    const { user } = authOf(request);
    return { success: true, data: presentUserConfig(user) };
  });
}
