import type { Database } from '@stavka/db/client';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError, validationFailed } from '../../http/app-error';
import type { Outbox } from '../outbox/service';
import { signOutSocketsAfterCommit } from '../push/service';
import { presentUserConfig } from './presenter';
import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './sessions-repo';
import { findUserAnySite, findUserByEmail, findUserByPhone, insertUser, updateUser } from './users-repo';

// Player operations for operators (the ops command line).

export interface OperatorSite {
  id: number;
  partnerId: number;
  defaultCurrency: string;
  currencies: string[];
  defaultCountryId: number;
  defaultLanguage: string;
}

/** Creates a player with an e-mail or phone login; answers the account number. */
export async function createUserAsOperator(db: Database, site: OperatorSite, input: { login: string; password: string; currency?: string | undefined }): Promise<number> {
  const login = input.login.trim();
  const isEmail = login.includes('@');
  const phone = login.replace(/\D/g, '');
  if (isEmail ? !/^[^\s@]+@[^\s@]+\.[a-z]{2,7}$/i.test(login) : phone.length < 6 || phone.length > 20) {
    throw validationFailed({ login: ['an e-mail or a phone number'] });
  }
  const weak = passwordProblem(input.password);
  if (weak) {
    const rule = weak === 'validation_password_common' ? 'not one of the most common passwords' : '8 to 64 characters with a letter and a digit';
    throw validationFailed({ password: [rule] });
  }
  const currency = input.currency ?? site.defaultCurrency;
  if (!site.currencies.includes(currency)) throw validationFailed({ currency: [`one of ${site.currencies.join(', ')}`] });
  const existing = isEmail ? await findUserByEmail(db, site.id, login) : await findUserByPhone(db, site.id, phone);
  if (existing) throw new AppError('conflict', `An account with this login exists: ${existing.id}`);
  const user = await insertUser(db, {
    siteId: site.id,
    email: isEmail ? login.toLowerCase() : null,
    phone: isEmail ? null : phone,
    passwordHash: await hashPassword(input.password),
    currencyCode: currency,
    countryId: site.defaultCountryId,
    partnerId: site.partnerId,
    registrationType: 'operator',
    language: site.defaultLanguage,
  });
  return user.id;
}

export async function showUser(db: Database, accountNumber: number) {
  const user = await findUserAnySite(db, accountNumber);
  if (!user) throw new AppError('not_found', `No account ${accountNumber}`);
  return { ...presentUserConfig(user), siteId: user.siteId, status: user.status, partnerId: user.partnerId, affiliateTag: user.affiliateTag, promoCode: user.promoCode };
}

/**
 * Blocks or unblocks a player; blocking ends every session at once, and the player's open pages
 * are told once it commits (the server's outbox dispatcher publishes it to their sockets).
 */
export async function setUserBlocked(deps: { db: Database; outbox: Outbox }, accountNumber: number, blocked: boolean): Promise<void> {
  const user = await findUserAnySite(deps.db, accountNumber);
  if (!user) throw new AppError('not_found', `No account ${accountNumber}`);
  await runInTransaction(deps.db, async (uow) => {
    await updateUser(uow.tx, user.id, { status: blocked ? 'blocked' : 'active' });
    if (!blocked) return;
    const ended = await revokeUserSessions(uow.tx, user.id, new Date());
    await signOutSocketsAfterCommit(deps.outbox, uow, { userId: user.id, sessionIds: ended, reason: 'blocked' });
  });
}

/** What the wallet needs to know of a player for an operator's command: brand and registration currency. */
export async function accountOwnerOf(db: Database, accountNumber: number): Promise<{ id: number; siteId: number; currencyCode: string; language: string }> {
  const user = await findUserAnySite(db, accountNumber);
  if (!user) throw new AppError('not_found', `No account ${accountNumber}`);
  return { id: user.id, siteId: user.siteId, currencyCode: user.currencyCode, language: user.language };
}
