// spec §5 "Phone field" and the country validation record of spec §3 {CountryId, Mask, Min, Max}.
// The value a validator sees is the national number as typed in the masked input (the calling
// code is chosen separately); only its digits count.
import {
  MAX_PHONE_DIGITS_WITHOUT_COUNTRY,
  type PhoneCountryWithRule,
  applyPhoneMask,
  buildPhoneMask,
  maskSlotCount,
  phoneDigits,
} from '../phone-mask';
import { fail, type ValidationError, type Validator } from './types';

/** Fewest digits of any phone number (spec §5: "under 6 digits gives phone_min_length of 6"). */
export const MIN_PHONE_DIGITS = 6;

/** A country's phone rules, as the countries table and the server's validation records hold them. */
export interface PhoneCountryRule {
  /** ISO 3166-1 alpha-2 code, any case. */
  readonly countryCode: string;
  readonly mask?: string | null;
  readonly min?: number | null;
  readonly max?: number | null;
  /** Digits a national number may start with ('67' for KZ); empty or null: any. */
  readonly firstDigits?: string | null;
  /** The brand's own message for a number of the wrong length (spec §5 "By country"). */
  readonly message?: ValidationError | null;
}

export interface PhoneFieldOptions {
  readonly required?: boolean;
  /** The field's label for the required message; without it `auth_required_field` is used. */
  readonly label?: string;
  readonly country?: PhoneCountryRule | null;
}

/** The rule of a countries-table row (packages/db seed columns), without importing the db package. */
export function phoneRuleFromCountryRow(row: {
  readonly iso2: string;
  readonly phoneMask: string;
  readonly phoneMin: number;
  readonly phoneMax: number;
  readonly phoneFirstDigits: string | null;
}): PhoneCountryRule {
  return {
    countryCode: row.iso2,
    mask: row.phoneMask,
    min: row.phoneMin,
    max: row.phoneMax,
    firstDigits: row.phoneFirstDigits,
  };
}

/** The rule of a country joined with its validation record (phone-mask `withPhoneRules`). */
export function phoneRuleFromPhoneCountry(country: PhoneCountryWithRule): PhoneCountryRule {
  return { countryCode: country.code, mask: country.mask ?? null, min: country.min ?? null, max: country.max ?? null };
}

function requiredError(label: string | undefined): ValidationError {
  return label === undefined ? fail('auth_required_field') : fail('validation_required', { field: label });
}

/** Digits the country's mask can hold, or null without a mask. */
function maskDigitCount(country: PhoneCountryRule | null | undefined): number | null {
  if (!country?.mask) return null;
  return maskSlotCount(buildPhoneMask({ mask: country.mask, max: country.max ?? null }));
}

/**
 * spec §5 "Phone field": not required and empty is valid; under 6 digits gives phone_min_length
 * of 6; with a country the maximum is the digit count of its mask (else equal_length with that
 * count); without a country (or mask) the maximum is 20 digits (phone_max_length of 20).
 */
export function phoneField(options: PhoneFieldOptions = {}): Validator<string> {
  return (value) => {
    const digits = phoneDigits(value);
    if (digits === '') return options.required ? requiredError(options.label) : null;
    if (digits.length < MIN_PHONE_DIGITS) return fail('phone_min_length', { value: MIN_PHONE_DIGITS });
    const maskDigits = maskDigitCount(options.country);
    if (maskDigits !== null) return digits.length > maskDigits ? fail('equal_length', { value: maskDigits }) : null;
    if (digits.length > MAX_PHONE_DIGITS_WITHOUT_COUNTRY) {
      return fail('phone_max_length', { value: MAX_PHONE_DIGITS_WITHOUT_COUNTRY });
    }
    return null;
  };
}

/** The country's length range: its Min and Max when both are set, else 6 to 20 (spec §5). */
export function phoneLengthRange(country: PhoneCountryRule | null | undefined): { min: number; max: number } {
  const min = country?.min;
  const max = country?.max;
  if (typeof min === 'number' && typeof max === 'number' && min > 0 && max >= min) return { min, max };
  return { min: MIN_PHONE_DIGITS, max: MAX_PHONE_DIGITS_WITHOUT_COUNTRY };
}

/**
 * spec §5 "By country": empty and required gives the required message; the number's digits must
 * lie in the country's range; a wrong length gives the country's own message when it has one,
 * else equal_length (when Min = Max), phone_min_length or phone_max_length with the bound.
 */
export function phoneByCountry(options: PhoneFieldOptions = {}): Validator<string> {
  return (value) => {
    const digits = phoneDigits(value);
    if (digits === '') return options.required ? requiredError(options.label) : null;
    const { min, max } = phoneLengthRange(options.country);
    if (digits.length >= min && digits.length <= max) return null;
    if (options.country?.message) return options.country.message;
    if (min === max) return fail('equal_length', { value: min });
    return digits.length < min ? fail('phone_min_length', { value: min }) : fail('phone_max_length', { value: max });
  };
}

const ALL_DIGITS = [...'0123456789'];

/**
 * Digits a national number of the country may start with: the rule's own list, else the KZ and
 * RU rules of phone-mask (a digit the mask clears is not allowed). Empty: any digit.
 */
export function allowedFirstDigits(country: PhoneCountryRule): string[] {
  const own = country.firstDigits ? [...new Set(phoneDigits(country.firstDigits))].sort() : [];
  if (own.length > 0) return own;
  const allowed = ALL_DIGITS.filter((d) => applyPhoneMask(d, { countryCode: country.countryCode, mask: '#' }) !== '');
  return allowed.length === ALL_DIGITS.length ? [] : allowed;
}

/** spec §5 phone mask: for KZ the first digit must be 6 or 7, for RU 9 (and any country's own list). */
export function phoneFirstDigit(country: PhoneCountryRule): Validator<string> {
  const allowed = allowedFirstDigits(country);
  return (value) => {
    const first = phoneDigits(value).charAt(0);
    if (first === '' || allowed.length === 0 || allowed.includes(first)) return null;
    return fail('validation_phone_first_digit', { digits: allowed.join(', ') });
  };
}
