import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PhoneCodeSent, PhoneStatus } from '@stavka/contract/phone-binding';
import { countries } from '@stavka/db/schema';
import { runInTransaction, uniqueViolation } from '@stavka/db/unit-of-work';
import { encodeValidationMessage } from '@stavka/domain/validation/message-codec';
import { phoneRuleFromCountryRow } from '@stavka/domain/validation/phone';
import { phoneValidators } from '@stavka/domain/validation/phone-number-type';
import { validateField } from '@stavka/domain/validation/validate';
import { AppError, validationFailed } from '../../http/app-error';
import { checkCode, sendCode } from '../verification/service';
import { type IdentityContext, verificationOf } from './context';
import { expiredChange, validChangeToken } from './phone-change-service';
import { updateUser, type UserRow } from './users-repo';

// Binding a phone to an account that has none (a one-click player), confirming the phone an
// account already has, and the last step of changing a confirmed one (issue 13 "Security"; spec §4: send a code, then confirm it). The player is
// the session's, never one named in the request. Sending answers the same for every phone, whether
// another account of the brand holds it or not; only a player who proved the phone is theirs by its
// code hears that it belongs to another account, which then tells them nothing they could not read
// on the phone itself. Codes are the verification module's: ten minutes, single use, wrong ones
// slowed per (phone, address) and burned after five, so a guesser never locks the owner out.

const alreadyConfirmed = () =>
  new AppError('conflict', 'The account already has a confirmed phone; change it instead', { phone_number: ['phone_binding_already_confirmed'] });

export function phoneStatusOf(user: UserRow): PhoneStatus {
  return { phone: user.phone, confirmed: user.phone !== null && user.phoneVerifiedAt !== null };
}

/**
 * The number must belong to the country it was typed for (its calling code, first digit, length
 * and, by libphonenumber's metadata, a mobile number that can take an SMS). Without a country,
 * the player's own.
 */
export async function checkPhoneOfCountry(ctx: IdentityContext, phone: string, countryCode: string | undefined, user: UserRow): Promise<void> {
  const where = countryCode === undefined ? eq(countries.id, user.countryId) : eq(countries.iso2, countryCode.toUpperCase());
  const [country] = await ctx.db.select().from(countries).where(where);
  if (!country) throw validationFailed({ country_code: ['validation_incorrect_country'] });
  if (!phone.startsWith(country.phoneCode)) throw validationFailed({ phone_number: ['validation_phone_invalid'] });
  const national = phone.slice(country.phoneCode.length);
  const error = validateField(national, phoneValidators({ required: true, country: phoneRuleFromCountryRow(country) }));
  if (error) throw validationFailed({ phone_number: [encodeValidationMessage(error)] });
}

export async function sendBindingCode(ctx: IdentityContext, request: FastifyRequest, user: UserRow, phone: string, lang: string): Promise<PhoneCodeSent> {
  const sent = await runInTransaction(ctx.db, (uow) =>
    sendCode(verificationOf(ctx), uow, {
      siteId: request.site.id,
      purpose: 'phone_binding',
      channel: 'sms',
      target: phone,
      userId: user.id,
      ip: request.ip,
      lang,
      brandName: request.site.name,
    }),
  );
  return { phone, resendAfterSeconds: sent.resendAfterSeconds, expiresAt: sent.expiresAt.toISOString() };
}

/** `phone/create`: a code to a new phone for an account without a confirmed one. */
export async function bindPhone(
  ctx: IdentityContext,
  request: FastifyRequest,
  user: UserRow,
  input: { phone_number: string; country_code?: string | undefined; lang?: string | undefined },
): Promise<PhoneCodeSent> {
  if (phoneStatusOf(user).confirmed) throw alreadyConfirmed();
  await checkPhoneOfCountry(ctx, input.phone_number, input.country_code, user);
  return sendBindingCode(ctx, request, user, input.phone_number, input.lang ?? user.language);
}

/** `phone/sendCode`: a code to the unconfirmed phone the account already has. */
export async function sendCodeToOwnPhone(ctx: IdentityContext, request: FastifyRequest, user: UserRow, lang: string | undefined): Promise<PhoneCodeSent> {
  if (user.phone === null) throw validationFailed({ phone_number: ['phone_binding_no_phone'] });
  if (user.phoneVerifiedAt !== null) throw alreadyConfirmed();
  return sendBindingCode(ctx, request, user, user.phone, lang ?? user.language);
}

/** `phone/confirm`: the code sent to this player for the phone makes it theirs, confirmed. */
export async function confirmPhone(
  ctx: IdentityContext,
  request: FastifyRequest,
  user: UserRow,
  input: { confirm_code: string; phone_number?: string | undefined; change_token?: string | undefined },
): Promise<PhoneStatus> {
  // A confirmed phone is replaced only with the change's token (phone-change-service.ts).
  if (phoneStatusOf(user).confirmed) {
    if (input.change_token === undefined) throw alreadyConfirmed();
    if (!(await validChangeToken(ctx, request.site.id, user, input.change_token))) throw expiredChange();
    if (input.phone_number === undefined) throw validationFailed({ phone_number: ['auth_required_field'] });
  }
  const phone = input.phone_number ?? user.phone;
  if (phone === null) throw validationFailed({ phone_number: ['auth_required_field'] });
  let owner: number | null;
  try {
    ({ userId: owner } = await checkCode(verificationOf(ctx), { siteId: request.site.id, purpose: 'phone_binding', target: phone, code: input.confirm_code, ip: request.ip }));
  } catch (error) {
    // The code's refusals name the payload's field.
    if (!(error instanceof AppError) || error.fields === undefined) throw error;
    throw new AppError(error.id, error.message, { confirm_code: error.fields['code'] ?? ['auth_incorrect_code'] }, error.details);
  }
  // A code sent to another player for this phone is no code of this one: the same answer as a wrong code.
  if (owner !== user.id) throw new AppError('validation', 'The code is wrong or no longer valid', { confirm_code: ['auth_incorrect_code'] });
  const now = ctx.now();
  try {
    await updateUser(ctx.db, user.id, { phone, phoneVerifiedAt: now });
  } catch (error) {
    if (uniqueViolation(error) === 'users_site_phone_key') {
      throw validationFailed({ phone_number: ['phone_binding_taken'] }, 'This phone belongs to another account of the site');
    }
    throw error;
  }
  return { phone, confirmed: true };
}
