import type { FastifyInstance } from 'fastify';
import {
  activateFastRequestSchema,
  activateRequestSchema,
  phoneCodeRequestSchema,
  registrationRequestSchema,
  sendActivationRequestSchema,
  storeCredentialsRequestSchema,
} from '@stavka/contract/identity';
import { AppError, validationFailed } from '../../http/app-error';
import { validate } from '../../http/validate';
import { requireCaptcha } from '../captcha/service';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { sendAfterCommit } from '../delivery/service';
import { RESEND_AFTER_SECONDS, checkCode, checkLink, credentialsMessage, sendCode } from '../verification/service';
import { queueActivationCode, queueActivationLink } from './activation-mail';
import { authOf, requireUser } from './auth';
import { type IdentityContext, verificationOf } from './context';
import { verifyPassword } from './passwords';
import { register } from './registration-service';
import { startSession } from './session-service';
import { csrfTokenFor } from './tokens';
import { findUserByPhone, updateUser } from './users-repo';

// Registration of every type, the phone code it needs, and activation (spec §7.3).

export function registerRegistrationRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const verification = verificationOf(ctx);

  app.post('/web-api/user/registration/phone/send-code', { preHandler: requireCaptcha('registration') }, async (request) => {
    const input = validate(phoneCodeRequestSchema, request.body);
    if (await findUserByPhone(ctx.db, request.site.id, input.phone)) throw validationFailed({ phone: ['registration_phone_taken'] });
    const lang = input.lang ?? request.site.config.global.defaultLanguage;
    const sent = await runInTransaction(ctx.db, (uow) =>
      sendCode(verification, uow, { siteId: request.site.id, purpose: 'phone_registration', channel: 'sms', target: input.phone, ip: request.ip, lang, brandName: request.site.name }),
    );
    return { success: true, data: { expiresAt: sent.expiresAt.toISOString(), resendAfterSeconds: sent.resendAfterSeconds } };
  });

  app.post('/web-api/user/registration', { preHandler: requireCaptcha('registration') }, async (request, reply) => {
    const input = validate(registrationRequestSchema, request.body);
    // Registration by a social network starts at the provider (/web-api/socauth/auth, decision 0040).
    if (input.type === 'soc_reg') throw validationFailed({ type: ['registration_type_unavailable'] });
    const { user, generatedPassword } = await register(ctx, request, input);
    const session = await startSession(ctx, request, reply, user);
    return {
      success: true,
      data: {
        userId: user.id,
        login: String(user.id),
        ...(generatedPassword === undefined ? {} : { password: generatedPassword }),
        currency: user.currencyCode,
        email: user.email,
        phone: user.phone,
        csrfToken: csrfTokenFor(ctx.keys, session.id),
      },
    };
  });

  // The link of the activation e-mail: works signed in or out, once.
  app.post('/web-api/api/internal/v1/user/activate', async (request) => {
    const input = validate(activateRequestSchema, request.body);
    const { userId } = await checkLink(verification, { siteId: request.site.id, purpose: 'email_activation', token: input.token });
    await updateUser(ctx.db, userId, { emailVerifiedAt: ctx.now() });
    return { success: true, data: { userId, emailConfirmed: true } };
  });

  app.post('/web-api/api/internal/v1/user/activatefast', { preHandler: requireUser(ctx) }, async (request) => {
    const input = validate(activateFastRequestSchema, request.body);
    const { user } = authOf(request);
    if (user.email === null) throw validationFailed({ email: ['auth_required_field'] });
    await checkCode(verification, { siteId: request.site.id, purpose: 'email_activation', target: user.email, code: input.code, ip: request.ip });
    await updateUser(ctx.db, user.id, { emailVerifiedAt: ctx.now() });
    return { success: true, data: { userId: user.id, emailConfirmed: true } };
  });

  app.post('/web-api/user/sendActivationMail', { preHandler: requireUser(ctx) }, async (request) => {
    const input = validate(sendActivationRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    if (user.email === null) throw validationFailed({ email: ['auth_required_field'] });
    if (user.emailVerifiedAt !== null) return { success: true, data: { emailConfirmed: true } };
    const withEmail = { ...user, email: user.email };
    await runInTransaction(ctx.db, async (uow) => {
      if (input.mode === 'link') await queueActivationLink(ctx, uow, request, withEmail);
      else await queueActivationCode(ctx, uow, request, withEmail, input.lang ?? user.language);
    });
    return { success: true, data: { emailConfirmed: false, sent: input.mode, email: user.email, resendAfterSeconds: RESEND_AFTER_SECONDS } };
  });

  // One-click credentials: the player kept them (copied, saved as a file) or has them mailed.
  app.post('/web-api/api/internal/user/store-credentials', { preHandler: requireUser(ctx) }, async (request) => {
    const input = validate(storeCredentialsRequestSchema, request.body);
    const { user } = authOf(request);
    if (input.method === 'email') {
      if (input.email === undefined) throw validationFailed({ email: ['auth_required_field'] });
      if (input.password === undefined || !(await verifyPassword(user.passwordHash, input.password))) {
        throw new AppError('validation', 'The password does not match the account', { password: ['auth_incorrect_password'] });
      }
    }
    const { email, password } = input;
    // The mail leaves after the commit, with retries: the answer never waits on the mail server.
    await runInTransaction(ctx.db, async (uow) => {
      await updateUser(uow.tx, user.id, { credentialsSavedAt: ctx.now() });
      if (input.method !== 'email' || email === undefined || password === undefined) return;
      const message = credentialsMessage({ lang: user.language, brandName: request.site.name, login: String(user.id), password });
      await sendAfterCommit(ctx.outbox, uow, { siteId: request.site.id, channel: 'email', to: email, ...message, purpose: 'store_credentials' });
    });
    return { success: true, data: { credentialsSaved: true } };
  });
}
