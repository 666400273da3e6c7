import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { passwordResetRequestSchema } from '@stavka/contract/identity';
import { AppError, validationFailed } from '../../http/app-error';
import { validate } from '../../http/validate';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { requireCaptcha } from '../captcha/service';
import { signOutSocketsAfterCommit } from '../push/service';
import { consume, throttleKey } from '../throttle/service';
import { checkCode, checkLink } from '../verification/service';
import { requestPasswordReset } from './code-requests';
import { type IdentityContext, verificationOf } from './context';
import { findUserByLogin, loginScopeOf, parseLogin } from './login';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions-repo';
import { tooQuick } from './sign-in-throttle';
import { findUserById, updateUser, type UserRow } from './users-repo';

// Lost password (issue 3): by e-mail link or SMS code. Requesting never reveals whether an account
// exists; a saved password ends every session of the account.

const RESET_TOKEN_TTL_S = 15 * 60;

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const verification = verificationOf(ctx);
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
        // The same work and answer for any login; the link or code leaves after the commit. A
        // sign-in lock-out never blocks it: the owner locked out by a guesser resets here.
        await requestPasswordReset(ctx, request, input);
        return { success: true, data: { sent: true, channel: input.channel } };
      }
      case 'confirm': {
        await assertAddressRate(ctx, request);
        const login = parseLogin(input.login);
        const user = await findUserByLogin(ctx, loginScopeOf(request.site), login);
        // No account, no phone: checked against a target no code is ever sent to, so the answer
        // and the counting are those of a wrong code.
        const target = user?.phone ?? noCodeTarget(login.key);
        await checkCode(verification, { siteId: request.site.id, purpose: 'password_reset', target, code: input.code, ip: request.ip });
        if (!user) throw validationFailed({ code: ['auth_incorrect_code'] });
        return { success: true, data: { token: await resetToken(ctx, user) } };
      }
      case 'save': {
        if (input.password !== input.password_confirmation) throw validationFailed({ password_confirmation: ['validation_passwords_do_not_match'] });
        const weak = passwordProblem(input.password);
        if (weak) throw validationFailed({ password: [weak] });
        const user = await userOfToken(ctx, request, input.token, verification);
        const now = ctx.now();
        const passwordHash = await hashPassword(input.password);
        // The new password and the end of every session commit together; open pages hear after.
        await runInTransaction(ctx.db, async (uow) => {
          await updateUser(uow.tx, user.id, { passwordHash });
          const ended = await revokeUserSessions(uow.tx, user.id, now);
          await signOutSocketsAfterCommit(ctx.outbox, uow, { userId: user.id, sessionIds: ended, reason: 'password_reset' });
        });
        return { success: true, data: { saved: true } };
      }
    }
  });
}

/** Reset calls an address may make a minute; wrong codes and sends have limits of their own. */
const ADDRESS_RATE = { max: 60, windowMs: 60_000 };

async function assertAddressRate(ctx: IdentityContext, request: FastifyRequest): Promise<void> {
  const rate = await consume(ctx.db, throttleKey('ip', request.ip, 'password_reset'), ADDRESS_RATE, ctx.now());
  if (!rate.allowed) throw tooQuick(rate.retryAfterMs);
}

/** An e-mail-shaped target (reset codes only ever go to phones) that stands for a login without one. */
function noCodeTarget(loginKey: string): string {
  return `${createHash('sha256').update(loginKey).digest('hex').slice(0, 32)}@no-code.invalid`;
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
