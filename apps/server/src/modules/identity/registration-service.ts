import type { FastifyRequest } from 'fastify';
import { registrationFormFields, type RegistrationField, type RegistrationRequest } from '@stavka/contract/identity';
import type { RegistrationType } from '@stavka/contract/site-config';
import { runInTransaction, uniqueViolation } from '@stavka/db/unit-of-work';
import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { minimumAge } from '@stavka/domain/validation/age';
import { validationFailed } from '../../http/app-error';
import type { Site } from '../site/service';
import { checkCode } from '../verification/service';
import { queueActivationLink } from './activation-mail';
import { type IdentityContext, verificationOf } from './context';
import { passwordProblem } from './password-policy';
import { generatePassword, hashPassword } from './passwords';
import { repeatedRegistration } from './registration-repeat';
import { findUserByEmail, findUserByPhone, insertUser, type NewUser, type UserRow } from './users-repo';

// Registration of every type (issue 3): the brand's form (field order and required fields), the
// type's own mandatory fields, the minimum age, unique e-mail and phone, and for phone
// registration the SMS code. One-click players get a generated password, shown once.

export interface Registered {
  user: UserRow;
  /** One-click only. */
  generatedPassword?: string;
}

type SortKey = 'fast_reg_sort' | 'phone_reg_sort' | 'full_reg_sort' | 'soc_reg_sort' | 'short_reg_sort' | 'full_reg_v1_sort' | 'custom_reg_sort';

const sortKey: Record<RegistrationType, SortKey> = {
  fast_reg: 'fast_reg_sort',
  phone_reg: 'phone_reg_sort',
  full_reg: 'full_reg_sort',
  soc_reg: 'soc_reg_sort',
  short_reg: 'short_reg_sort',
  full_reg_v1: 'full_reg_v1_sort',
  custom_reg: 'custom_reg_sort',
};

/** The fields of a type's form on this brand, in order, and which of them are required. */
export function registrationForm(site: Site, type: RegistrationType): { fields: RegistrationField[]; required: Set<RegistrationField> } {
  return registrationFormFields(type, site.config.registration[sortKey[type]], site.config.registration.optional_fields);
}

function checkForm(site: Site, input: RegistrationRequest, today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);
  if (!site.config.registration.types.includes(input.type)) add('type', 'registration_type_unavailable');
  const { required } = registrationForm(site, input.type);
  for (const field of required) {
    if (input[field] === undefined) add(field, 'auth_required_field');
  }
  if (input.password !== undefined && input.password_confirmation !== undefined && input.password !== input.password_confirmation) {
    add('password_confirmation', 'validation_passwords_do_not_match');
  }
  const weak = input.password === undefined ? null : passwordProblem(input.password);
  if (weak) add('password', weak);
  if (input.currency !== undefined && !site.config.global.currencies.includes(input.currency)) add('currency', 'validation_incorrect_currency');
  const ageError = input.birth_date === undefined ? null : minimumAge(site.config.registration.minAge, { today })(input.birth_date);
  if (ageError) add('birth_date', encodeValidationMessage(ageError));
  return errors;
}

/**
 * `verifiedEmail`: an e-mail a social provider vouches for (soc_reg, decision 0040): the account
 * gets it already confirmed, so no activation mail is sent.
 */
export async function register(ctx: IdentityContext, request: FastifyRequest, input: RegistrationRequest, options: { verifiedEmail?: string } = {}): Promise<Registered> {
  const site = request.site;
  const now = ctx.now();
  const errors = checkForm(site, input, now.toISOString().slice(0, 10));
  const countryId = input.country_id ?? request.geo.countryId;
  if (!ctx.countries.byId.has(countryId)) (errors.country_id ??= []).push('validation_incorrect_country');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const repeated = await repeatedRegistration(ctx, request, input);
  if (repeated) return { user: repeated };
  if (input.email !== undefined && (await findUserByEmail(ctx.db, site.id, input.email))) throw validationFailed({ email: ['registration_email_taken'] });
  if (input.phone !== undefined && (await findUserByPhone(ctx.db, site.id, input.phone))) throw validationFailed({ phone: ['registration_phone_taken'] });

  const phoneConfirmed = input.type === 'phone_reg';
  if (phoneConfirmed) {
    await checkCode(verificationOf(ctx), { siteId: site.id, purpose: 'phone_registration', target: input.phone ?? '', code: input.code ?? '', ip: request.ip });
  }
  // A social player signs in at the provider; the password nobody is shown can be reset by e-mail.
  const generated = input.type === 'fast_reg' || input.type === 'soc_reg' || (input.type === 'phone_reg' && input.password === undefined);
  const generatedPassword = generated ? generatePassword() : undefined;
  const password = input.password ?? generatedPassword;
  if (password === undefined) throw validationFailed({ password: ['auth_required_field'] });

  const user = await insertWithActivation(ctx, request, {
    siteId: site.id,
    email: input.email ?? options.verifiedEmail ?? null,
    phone: input.phone ?? null,
    passwordHash: await hashPassword(password),
    currencyCode: input.currency ?? site.config.global.defaultCurrency,
    countryId,
    firstName: input.first_name ?? null,
    lastName: input.last_name ?? null,
    birthDate: input.birth_date ?? null,
    promoCode: input.promo_code || null,
    partnerId: input.partner ?? site.partnerId,
    affiliateTag: input.tag || null,
    registrationType: input.type,
    language: input.lang && site.config.global.langs_order.includes(input.lang) ? input.lang : site.config.global.defaultLanguage,
    phoneVerifiedAt: phoneConfirmed ? now : null,
    emailVerifiedAt: options.verifiedEmail === undefined ? null : now,
    createdAt: now,
  });
  return generatedPassword === undefined ? { user } : { user, generatedPassword };
}

/**
 * The player and the activation mail of an e-mail in one transaction (DESIGN §1.7): once it
 * commits the registration has succeeded, and the mail leaves through the outbox, retried until
 * the provider takes it. A sending limit of the mailbox skips the mail rather than the player (a
 * new one can be asked for from the account). Two registrations racing for one e-mail or phone:
 * the unique index decides, and the loser gets a clear error.
 */
async function insertWithActivation(ctx: IdentityContext, request: FastifyRequest, values: NewUser): Promise<UserRow> {
  try {
    return await runInTransaction(ctx.db, async (uow) => {
      const user = await insertUser(uow.tx, values);
      const email = user.emailVerifiedAt === null ? user.email : null;
      if (email !== null && request.site.config.global.canonicalOrigin !== undefined) {
        await queueActivationLink(ctx, uow, request, { ...user, email }, { whenLimited: 'skip' });
      } else if (email !== null) {
        ctx.log.error({ siteId: request.site.id }, 'registration: the brand has no global.canonicalOrigin, so no activation link was sent');
      }
      return user;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_site_email_key') throw validationFailed({ email: ['registration_email_taken'] });
    if (constraint === 'users_site_phone_key') throw validationFailed({ phone: ['registration_phone_taken'] });
    throw error;
  }
}
