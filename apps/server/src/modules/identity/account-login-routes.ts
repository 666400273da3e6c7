import type { FastifyInstance } from 'fastify';
import { type AccountLogin, type AccountLoginRequest, accountLoginPath, accountLoginRequestSchema } from '@stavka/contract/account-login';
import { uniqueViolation } from '@stavka/db/unit-of-work';
import { validationFailed } from '../../http/app-error';
import { validate } from '../../http/validate';
import { authOf, requireUser } from './auth';
import type { IdentityContext } from './context';
import { updateUser, type UserRow } from './users-repo';

// The ways a signed-in player signs in with their password (issue 13, office_change_login and
// security_auth_by_email; the call is ours, see contract/account-login.ts):
//   GET /web-api/api/web/user/v1/login                          → AccountLogin
//   PUT /web-api/api/web/user/v1/login { login?, auth_by_email? } → AccountLogin
// A chosen login is unique on the brand and signs in beside the account number, on brands that take
// sign-in by login; `auth_by_email: false` keeps the e-mail from signing in (it still receives
// password-reset links: that is recovery, not sign-in).

function present(user: UserRow): AccountLogin {
  return {
    account_number: String(user.id),
    login: user.loginName,
    auth_by_email: user.authByEmail,
    email: user.email,
    email_confirmed: user.emailVerifiedAt !== null,
  };
}

export function registerAccountLoginRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  const guard = { preHandler: requireUser(ctx) };

  app.get(accountLoginPath, guard, async (request) => ({ success: true as const, data: present(authOf(request).user) }));

  app.put(accountLoginPath, guard, async (request) => {
    const input: AccountLoginRequest = validate(accountLoginRequestSchema, request.body ?? {});
    const { user } = authOf(request);
    if (input.login && !request.site.config.auth.types.includes('login')) {
      throw validationFailed({ login: ['account_login_unavailable'] }, 'This site does not take sign-in by login');
    }
    const change = {
      ...(input.login === undefined ? {} : { loginName: input.login }),
      ...(input.auth_by_email === undefined ? {} : { authByEmail: input.auth_by_email }),
    };
    try {
      await updateUser(ctx.db, user.id, change);
    } catch (error) {
      if (uniqueViolation(error) === 'users_site_login_name_key') throw validationFailed({ login: ['account_login_taken'] }, 'This login belongs to another account of the site');
      throw error;
    }
    return { success: true as const, data: present({ ...user, ...change }) };
  });
}
