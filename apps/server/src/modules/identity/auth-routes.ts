import type { FastifyInstance } from 'fastify';
import { officeLoginRequestSchema, signInRequestSchema, smsCheckCodeRequestSchema, smsSendCodeRequestSchema } from '@stavka/contract/identity';
import { validate } from '../../http/validate';
import { requireCaptcha } from '../captcha/service';
import { checkCode, sendCode } from '../verification/service';
import { authOf, requireUser, resolveAuth } from './auth';
import type { IdentityContext } from './context';
import { presentSession, presentUserConfig } from './presenter';
import { endSession, startSession } from './session-service';
import { assertMayTry, assertVipDomain, findUserByLogin, recordFailure, signInWithPassword } from './sign-in-service';
import { csrfTokenFor } from './tokens';

// spec §7.11 authentication paths and §7.5 office login, under /web-api.

export function registerAuthRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const verification = { db: ctx.db, delivery: ctx.delivery, now: ctx.now };

  const signedIn = async (request: Parameters<typeof startSession>[1], reply: Parameters<typeof startSession>[2], user: Parameters<typeof startSession>[3]) => {
    const session = await startSession(ctx, request, reply, user);
    return { success: true as const, data: { userId: user.id, login: String(user.id), sessionId: session.id, csrfToken: csrfTokenFor(ctx.keys, session.id) } };
  };

  app.post('/web-api/user/auth', { preHandler: requireCaptcha('sign_in') }, async (request, reply) => {
    const input = validate(signInRequestSchema, request.body);
    const user = await signInWithPassword(ctx, request, input.login, input.password);
    return signedIn(request, reply, user);
  });

  app.post('/web-api/api/internal/office/account/login', { preHandler: requireCaptcha('sign_in') }, async (request, reply) => {
    const input = validate(officeLoginRequestSchema, request.body);
    const user = await signInWithPassword(ctx, request, input.login, input.password, input.auth_by_email);
    return signedIn(request, reply, user);
  });

  // Sign-in by SMS code: the answer never says whether the phone has an account.
  app.post('/web-api/sms-auth/send-code', { preHandler: requireCaptcha('sign_in') }, async (request) => {
    const input = validate(smsSendCodeRequestSchema, request.body);
    assertVipDomain(request);
    const user = await findUserByLogin(ctx, request.site.id, input.phone);
    const lang = input.lang ?? request.site.config.global.defaultLanguage;
    if (user && user.status === 'active') {
      const sent = await sendCode(verification, { siteId: request.site.id, purpose: 'sms_sign_in', channel: 'sms', target: input.phone, userId: user.id, ip: request.ip, lang, brandName: request.site.name });
      return { success: true, data: { resendAfterSeconds: sent.resendAfterSeconds } };
    }
    return { success: true, data: { resendAfterSeconds: 60 } };
  });

  app.post('/web-api/sms-auth/check-code', async (request, reply) => {
    const input = validate(smsCheckCodeRequestSchema, request.body);
    assertVipDomain(request);
    await assertMayTry(ctx, request, input.phone, 'sms_sign_in');
    await checkCode(verification, { siteId: request.site.id, purpose: 'sms_sign_in', target: input.phone, code: input.code, ip: request.ip });
    const user = await findUserByLogin(ctx, request.site.id, input.phone);
    if (!user || user.status !== 'active') return recordFailure(ctx, request, input.phone, 'sms_sign_in');
    return signedIn(request, reply, user);
  });

  app.post('/web-api/user/disconnect', async (request, reply) => {
    const auth = await resolveAuth(ctx, request).catch(() => null);
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
