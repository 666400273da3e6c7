import { LOGIN_NAME } from '@stavka/contract/account-login';
import type { authTypes } from '@stavka/contract/site-config';
import { AppError } from '../../http/app-error';
import type { Site } from '../site/service';
import type { IdentityContext } from './context';
import { findUserByEmail, findUserByLoginName, findUserByNumberOrPhone, type UserRow } from './users-repo';

// What a player typed as their login, read once: an e-mail, digits that are an account number or
// a phone, or a login the player chose (office_change_login). Everything that counts attempts keys
// on `key`, so `0100000074`, `100000074` and `+1 00000 0074` are one login however often they are
// retyped (issue 10 "Leading zeros"), and `Ivan.P` and `ivan.p` are one chosen login.

export type Login =
  | { kind: 'email'; email: string; key: string }
  /** `digits` without the leading zeros no account number or E.164 phone starts with. */
  | { kind: 'digits'; digits: string; key: string }
  /** A chosen login (`LOGIN_NAME`), in lower case. */
  | { kind: 'name'; name: string; key: string }
  /** None of these: no account can have it, but it is counted like any other. */
  | { kind: 'other'; key: string };

const ACCOUNT_NUMBER = /^\d{9,12}$/;

export function parseLogin(raw: string, byEmail = false): Login {
  const value = raw.trim();
  if (byEmail || value.includes('@')) {
    const email = value.toLowerCase();
    return { kind: 'email', email, key: `email:${email}` };
  }
  const digits = value.replace(/[\s()+.-]/g, '');
  if (/^\d+$/.test(digits)) {
    const significant = digits.replace(/^0+(?=\d)/, '');
    return { kind: 'digits', digits: significant, key: `digits:${significant}` };
  }
  const lower = value.toLowerCase();
  if (LOGIN_NAME.test(lower)) return { kind: 'name', name: lower, key: `name:${lower}` };
  return { kind: 'other', key: `other:${lower}` };
}

/** Where a login is looked up: the brand and its sign-in kinds (spec §3 auth types). */
export interface LoginScope {
  siteId: number;
  authTypes: readonly (typeof authTypes)[number][];
}

export const loginScopeOf = (site: Site): LoginScope => ({ siteId: site.id, authTypes: site.config.auth.types });

/**
 * Which of the brand's sign-in kinds a login may use: an e-mail needs `email`; digits are an
 * account number under `login` and a phone under `phone`; a chosen login goes with the account
 * number, under `login`. A login the brand takes in no way is refused before any account is looked
 * up, so the refusal says nothing of one.
 */
export function loginWays(scope: LoginScope, login: Login): { accountNumber: boolean; phone: boolean; email: boolean; name: boolean } {
  const types = scope.authTypes;
  const ways = {
    accountNumber: login.kind === 'digits' && types.includes('login'),
    phone: login.kind === 'digits' && types.includes('phone'),
    email: login.kind === 'email' && types.includes('email'),
    name: login.kind === 'name' && types.includes('login'),
  };
  if (login.kind === 'email' && !ways.email) {
    throw new AppError('validation', 'This site does not take sign-in by e-mail', { login: ['auth_email_login_unavailable'] });
  }
  if (login.kind === 'digits' && !ways.accountNumber && !ways.phone) {
    throw new AppError('validation', 'This site does not take sign-in by account number or phone', { login: ['auth_number_login_unavailable'] });
  }
  return ways;
}

/**
 * The account of a login on this brand, by the ways the brand allows; undefined when none. One
 * query whatever the login and whether it exists, so the time taken tells nothing.
 */
export async function findUserByLogin(ctx: Pick<IdentityContext, 'db'>, scope: LoginScope, login: Login): Promise<UserRow | undefined> {
  const ways = loginWays(scope, login);
  if (login.kind === 'email') return findUserByEmail(ctx.db, scope.siteId, login.email);
  if (login.kind === 'name') return ways.name ? findUserByLoginName(ctx.db, scope.siteId, login.name) : undefined;
  if (login.kind !== 'digits') return undefined;
  const accountNumber = ways.accountNumber && ACCOUNT_NUMBER.test(login.digits) ? Number(login.digits) : null;
  return findUserByNumberOrPhone(ctx.db, scope.siteId, { accountNumber, phone: ways.phone ? login.digits : null });
}
