// spec §5 "Phone field": number types from libphonenumber metadata (DESIGN §2: the `/max` build,
// which knows the type ranges of every country). Kept apart from phone.ts so a bundle that only
// needs the length rules does not carry the metadata.
import { type PhoneNumberType, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phoneDigits } from '../phone-mask';
import { type PhoneCountryRule, type PhoneFieldOptions, phoneByCountry, phoneField, phoneFirstDigit } from './phone';
import { fail, type Validator } from './types';

/** The number types of spec §5, as libphonenumber names them. */
export const PHONE_NUMBER_TYPES = [
  'MOBILE',
  'FIXED_LINE',
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
] as const satisfies readonly PhoneNumberType[];

export type PhoneNumberKind = (typeof PHONE_NUMBER_TYPES)[number];

function typeAllowed(type: PhoneNumberType, allowed: readonly PhoneNumberKind[]): boolean {
  // Some countries (US, CA …) do not tell fixed lines from mobiles; such a number is either.
  if (type === 'FIXED_LINE_OR_MOBILE') return allowed.includes('MOBILE') || allowed.includes('FIXED_LINE');
  return allowed.includes(type);
}

/**
 * The national number must be a valid number of the country (`validation_phone_invalid`) of an
 * allowed type: mobile only by default (`validation_phone_not_mobile`), else
 * `validation_phone_type_not_allowed`. Empty values and countries libphonenumber does not know
 * pass; a number whose type the metadata cannot tell passes too (the length rules still apply).
 */
export function phoneNumberType(
  country: PhoneCountryRule,
  allowedTypes: readonly PhoneNumberKind[] = ['MOBILE'],
): Validator<string> {
  const iso = country.countryCode.toUpperCase();
  return (value) => {
    const digits = phoneDigits(value);
    if (digits === '' || !isSupportedCountry(iso)) return null;
    const parsed = parsePhoneNumberFromString(digits, iso);
    // Countries sharing a calling code (+7 RU/KZ, +1 NANP) must not accept each other's numbers.
    if (!parsed?.isValid() || (parsed.country !== undefined && parsed.country !== iso)) {
      return fail('validation_phone_invalid');
    }
    const type = parsed.getType();
    if (type === undefined || typeAllowed(type, allowedTypes)) return null;
    const mobileOnly = allowedTypes.length === 1 && allowedTypes[0] === 'MOBILE';
    return fail(mobileOnly ? 'validation_phone_not_mobile' : 'validation_phone_type_not_allowed');
  };
}

export interface PhoneValidatorsOptions extends PhoneFieldOptions {
  /** Types a number may have; mobile only by default. An empty list skips the type check. */
  readonly allowedTypes?: readonly PhoneNumberKind[];
}

/**
 * The validators of a phone field, in the order a player meets them: with a country, its first
 * digit, then its length range (spec §5 "By country"), then the number type; without a country,
 * the general phone field rule.
 */
export function phoneValidators(options: PhoneValidatorsOptions = {}): Validator<string>[] {
  const { country, allowedTypes = ['MOBILE'] } = options;
  if (!country) return [phoneField(options)];
  // A wrong first digit is the clearest message, so it comes first (spec §5: the first error shows).
  const validators = [phoneFirstDigit(country), phoneByCountry(options)];
  if (allowedTypes.length > 0) validators.push(phoneNumberType(country, allowedTypes));
  return validators;
}
