import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { passwordResetRequestSchema } from '@stavka/contract/identity';
import { AppError, validationFailed } from '../../http/app-error';
import { validate } from '../../http/validate';
import { requireCaptcha } from '../captcha/service';
import { checkCode, checkLink, sendCode, sendLink } from '../verification/service';
import type { IdentityContext } from './context';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions-repo';
import { assertMayTry, findUserByLogin } from './sign-in-service';
import { findUserById, updateUser, type UserRow } from './users-repo';

// Lost password (issue 3): by e-mail link or SMS code. Requesting never reveals whether an account
// exists; a saved password ends every session of the account.

const RESET_TOKEN_TTL_S = 15 * 60;

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const verification = { db: ctx.db, delivery: ctx.delivery, now: ctx.now };
  const path = '/web-api/api/internal/v1/user/passwordreset';

  // What the reset form offers on this brand.
  app.get(path, async (request) => ({
    success: true,
    data: { channels: ['email', 'sms'], captcha: request.site.config.captcha.type },
  }));

  app.post(path, { preHandler: requireCaptcha('password_reset') }, async (request) => {
    const input = validate(passwordResetRequestSchema, request.body);
    switch (input.step) {
      case 'request': {
        await assertMayTry(ctx, request, input.login, 'password_reset');
        const user = await findUserByLogin(ctx, request.site.id, input.login);
        if (user && user.status === 'active') await sendReset(ctx, request, user, input.channel, input.lang ?? user.language, verification);
        return { success: true, data: { sent: true, channel: input.channel } };
      }
      case 'confirm': {
        await assertMayTry(ctx, request, input.login, 'password_reset');
        const user = await findUserByLogin(ctx, request.site.id, input.login);
        // No account, no phone: the same answer as a wrong code.
        await checkCode(verification, { siteId: request.site.id, purpose: 'password_reset', target: user?.phone ?? `none:${input.login}`, code: input.code, ip: request.ip });
        if (!user) throw validationFailed({ code: ['auth_incorrect_code'] });
        return { success: true, data: { token: await resetToken(ctx, user) } };
      }
      case 'save': {
        if (input.password !== input.password_confirmation) throw validationFailed({ password_confirmation: ['validation_passwords_do_not_match'] });
        const weak = passwordProblem(input.password);
        if (weak) throw validationFailed({ password: [weak] });
        const user = await userOfToken(ctx, request, input.token, verification);
        const now = ctx.now();
        await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password) });
        await revokeUserSessions(ctx.db, user.id, now);
        return { success: true, data: { saved: true } };
      }
    }
  });
}

async function sendReset(ctx: IdentityContext, request: FastifyRequest, user: UserRow, channel: 'email' | 'sms', lang: string, verification: Parameters<typeof sendCode>[0]) {
  if (channel === 'sms') {
    if (user.phone === null) return;
    await sendCode(verification, { siteId: request.site.id, purpose: 'password_reset', channel: 'sms', target: user.phone, userId: user.id, ip: request.ip, lang, brandName: request.site.name });
    return;
  }
  if (user.email === null) return;
  const base = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  await sendLink(verification, {
    siteId: request.site.id,
    purpose: 'password_reset',
    target: user.email,
    userId: user.id,
    ip: request.ip,
    lang,
    brandName: request.site.name,
    linkFor: (token) => `${base}/${lang}/lost-password/reset?token=${encodeURIComponent(token)}`,
  });
}

/** A short-lived token for the SMS path, bound to the current password so it works once. */
async function resetToken(ctx: IdentityContext, user: UserRow): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ typ: 'password_reset', pwh: passwordFingerprint(user.passwordHash), site: user.siteId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + RESET_TOKEN_TTL_S)
    .sign(ctx.keys.signing);
}

function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}

async function userOfToken(ctx: IdentityContext, request: FastifyRequest, token: string, verification: Parameters<typeof checkLink>[0]): Promise<UserRow> {
  const refused = () => new AppError('validation', 'The reset link or code has expired', { token: ['password_reset_expired'] });
  if (token.split('.').length === 3) {
    try {
      const { payload } = await jwtVerify(token, ctx.keys.signing, { algorithms: ['HS256'], currentDate: ctx.now() });
      const user = payload.typ === 'password_reset' && payload.site === request.site.id ? await findUserById(ctx.db, request.site.id, Number(payload.sub)) : undefined;
      if (!user || payload.pwh !== passwordFingerprint(user.passwordHash)) throw refused();
      return user;
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused();
    }
  }
  const { userId } = await checkLink(verification, { siteId: request.site.id, purpose: 'password_reset', token });
  const user = await findUserById(ctx.db, request.site.id, userId);
  if (!user) throw refused();
  return user;
}
