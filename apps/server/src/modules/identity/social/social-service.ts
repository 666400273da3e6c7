import type { FastifyRequest } from 'fastify';
import { uniqueViolation } from '@stavka/db/unit-of-work';
import { AppError } from '../../../http/app-error';
import type { IdentityContext } from '../context';
import { parseLogin } from '../login';
import { decoyPasswordHash, verifyPassword } from '../passwords';
import { register } from '../registration-service';
import { guardSignIn, refuseSignIn, signInSucceeded } from '../sign-in-throttle';
import { findUserByEmail, findUserById, type UserRow } from '../users-repo';
import type { SocialClaims } from './oidc-client';
import { findSocialIdentity, insertSocialIdentity } from './social-repo';

// What a provider's checked answer means for the brand's accounts (issue 13, decision 0040):
//   - a subject linked to an account signs in to it;
//   - a verified e-mail of an existing account is never linked silently: the player confirms
//     with that account's password first (`confirmLink`);
//   - anyone else gets a new account (soc_reg), with the brand's defaults as one-click has.

export type SocialOutcome =
  | { kind: 'signed_in'; user: UserRow }
  | { kind: 'registered'; user: UserRow }
  | { kind: 'link'; email: string }
  | { kind: 'refused'; reason: 'blocked' | 'no_registration' | 'email_taken' };

/**
 * `lang`: the language the player started in, which a new account keeps. `chatId`: where the
 * messenger reaches the person (Telegram's answers), kept with a new identity.
 */
export async function resolveSocialSignIn(
  ctx: IdentityContext,
  request: FastifyRequest,
  flow: { provider: string; lang: string },
  claims: SocialClaims & { chatId?: string },
): Promise<SocialOutcome> {
  const { provider, lang } = flow;
  const site = request.site;
  const linked = await findSocialIdentity(ctx.db, site.id, provider, claims.subject);
  if (linked) {
    const user = await findUserById(ctx.db, site.id, linked.userId);
    if (!user || user.status !== 'active') return { kind: 'refused', reason: 'blocked' };
    return { kind: 'signed_in', user };
  }
  const verifiedEmail = claims.emailVerified && claims.email !== null ? claims.email : undefined;
  if (verifiedEmail !== undefined && (await findUserByEmail(ctx.db, site.id, verifiedEmail))) return { kind: 'link', email: verifiedEmail };
  if (!site.config.registration.types.includes('soc_reg')) return { kind: 'refused', reason: 'no_registration' };

  try {
    const { user } = await register(
      ctx,
      request,
      { type: 'soc_reg', country_id: request.geo.countryId, currency: site.config.global.defaultCurrency, age_confirmed: true, terms_accepted: true, lang },
      verifiedEmail === undefined ? {} : { verifiedEmail },
    );
    await linkIdentity(ctx, request, { provider, subject: claims.subject, email: claims.email, chatId: claims.chatId ?? null }, user);
    return { kind: 'registered', user };
  } catch (error) {
    // The e-mail was taken between the look-up and the insert: the link is offered next time.
    if (error instanceof AppError && error.fields?.email) return { kind: 'refused', reason: 'email_taken' };
    throw error;
  }
}

interface IdentityValues {
  provider: string;
  subject: string;
  email: string | null;
  chatId: string | null;
}

async function linkIdentity(ctx: IdentityContext, request: FastifyRequest, identity: IdentityValues, user: UserRow): Promise<void> {
  try {
    await insertSocialIdentity(ctx.db, { siteId: request.site.id, ...identity, userId: user.id, createdAt: ctx.now() });
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new AppError('conflict', 'This sign-in is linked to an account already', { provider: ['social_already_linked'] });
  }
}

/**
 * The player proves the account of the provider's e-mail is theirs with its password; only then
 * is the identity linked. Wrong passwords are counted and slowed as sign-ins are.
 */
export async function confirmLink(
  ctx: IdentityContext,
  request: FastifyRequest,
  pending: { provider: string; subject: string; email: string },
  password: string,
): Promise<UserRow> {
  const login = parseLogin(pending.email, true);
  await guardSignIn(ctx, request, login, 'sign_in');
  const user = await findUserByEmail(ctx.db, request.site.id, pending.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !matches) return refuseSignIn(ctx, request, login, 'sign_in');
  if (user.status !== 'active') throw new AppError('account_blocked', 'The account is blocked. Contact support.');
  await signInSucceeded(ctx, request, login, 'sign_in');
  await linkIdentity(ctx, request, { provider: pending.provider, subject: pending.subject, email: pending.email, chatId: null }, user);
  return user;
}
