// Phone mask rules of spec §5 ("Phone mask") and the phone value of spec §3.
// Pure functions: the web phone input and the server-side checks share them.

/** Country validation record as the server sends it (spec §3: CountryId, Mask, Min, Max). */
export interface CountryPhoneRecord {
  readonly CountryId: number;
  readonly Mask?: string | null;
  readonly Min?: number | null;
  readonly Max?: number | null;
}

/** The rule a mask is built from: the country's ISO code (lower case), its mask pattern and maximum length. */
export interface PhoneMaskRule {
  readonly countryCode: string;
  readonly mask: string;
  /** Maximum number of characters of the national number; a shorter mask is padded up to it. */
  readonly max?: number | null;
}

/** Country list item (spec §3): phoneCode carries the plus, code is lower case. */
export interface PhoneCountry {
  readonly id: number;
  readonly name: string;
  readonly code: string;
  readonly phoneCode: string;
}

/** A country with the mask rule of its validation record joined in. */
export interface PhoneCountryWithRule extends PhoneCountry {
  readonly mask?: string;
  readonly min?: number;
  readonly max?: number;
}

/** Phone value (spec §3): fullPhone holds digits only. */
export interface PhoneValue {
  readonly countryCode: string;
  readonly countryId: number;
  readonly phoneCode: string;
  readonly phoneNum: string;
  readonly fullPhone: string;
}

type Token = { readonly test: (char: string) => boolean; readonly transform?: (char: string) => string };

const digit: Token = { test: (c) => /^\d$/.test(c) };

// spec §5 mask tokens: # digit, X alphanumeric, S letter, A uppercase letter.
// '0' is the padding character of a short mask and stands for a digit (the servers' mask
// syntax follows imask, where 0 is a required digit).
const tokens: Readonly<Record<string, Token>> = {
  '#': digit,
  '0': digit,
  X: { test: (c) => /^[\p{L}\p{N}]$/u.test(c) },
  S: { test: (c) => /^\p{L}$/u.test(c) },
  A: { test: (c) => /^\p{L}$/u.test(c), transform: (c) => c.toLocaleUpperCase() },
};

function tokenOf(char: string): Token | undefined {
  return Object.hasOwn(tokens, char) ? tokens[char] : undefined;
}

// spec §5: for KZ the first digit must be 6 or 7, for RU it must be 9; otherwise the field is cleared.
const firstDigitRules: Readonly<Record<string, RegExp>> = {
  kz: /^[67]/,
  ru: /^9/,
};

/** Digits only, as kept in fullPhone. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Number of input slots (token characters) in a mask. */
export function maskSlotCount(mask: string): number {
  let count = 0;
  for (const char of mask) if (tokenOf(char)) count += 1;
  return count;
}

/**
 * The effective mask of a rule (spec §5): dashes become spaces and a mask with fewer slots than
 * the maximum length is padded with zeros (digit slots).
 */
export function buildPhoneMask(rule: Pick<PhoneMaskRule, 'mask' | 'max'>): string {
  const mask = rule.mask.trim().replaceAll('-', ' ');
  const missing = (rule.max ?? 0) - maskSlotCount(mask);
  return missing > 0 ? mask + '0'.repeat(missing) : mask;
}

/** Placeholder text that shows the shape of the mask, with every slot shown as 0. */
export function phoneMaskPlaceholder(rule: Pick<PhoneMaskRule, 'mask' | 'max'>): string {
  return [...buildPhoneMask(rule)].map((c) => (tokenOf(c) ? '0' : c)).join('');
}

/**
 * Formats typed input with the rule's mask (spec §5). Characters that do not fit a slot are
 * skipped; literals of the mask are inserted between filled slots only; the result is cut to the
 * mask length. For KZ and RU a wrong first digit clears the field.
 */
export function applyPhoneMask(input: string, rule: PhoneMaskRule): string {
  const firstDigitRule = firstDigitRules[rule.countryCode.toLowerCase()];
  const digits = phoneDigits(input);
  if (firstDigitRule && digits.length > 0 && !firstDigitRule.test(digits)) return '';

  const mask = [...buildPhoneMask(rule)];
  const chars = [...input];
  let out = '';
  // Literals are written only once a later slot is filled, so a trailing separator never
  // blocks deleting with backspace.
  let pendingLiterals = '';
  let inputIndex = 0;
  let maskIndex = 0;
  while (maskIndex < mask.length && inputIndex < chars.length) {
    const maskChar = mask[maskIndex] ?? '';
    const char = chars[inputIndex] ?? '';
    const token = tokenOf(maskChar);
    if (!token) {
      pendingLiterals += maskChar;
      maskIndex += 1;
      if (char === maskChar) inputIndex += 1;
      continue;
    }
    inputIndex += 1;
    if (!token.test(char)) continue;
    out += pendingLiterals + (token.transform ? token.transform(char) : char);
    pendingLiterals = '';
    maskIndex += 1;
  }
  return out;
}

/** Formats input without a mask (no country rule): digits only, at most 20 (spec §5 phone field). */
export function applyFreePhoneInput(input: string): string {
  return phoneDigits(input).slice(0, MAX_PHONE_DIGITS_WITHOUT_COUNTRY);
}

export const MAX_PHONE_DIGITS_WITHOUT_COUNTRY = 20;

/** Countries whose phone code contains the typed code; only the first 3 typed digits count (spec §5). */
export function filterCountriesByPhoneCode<C extends Pick<PhoneCountry, 'phoneCode'>>(
  countries: readonly C[],
  typed: string,
): C[] {
  const code = phoneDigits(typed).slice(0, 3);
  if (code === '') return [...countries];
  return countries.filter((country) => phoneDigits(country.phoneCode).includes(code));
}

/** Joins the country list with the server's validation records by country id. */
export function withPhoneRules(
  countries: readonly PhoneCountry[],
  records: readonly CountryPhoneRecord[],
): PhoneCountryWithRule[] {
  const byId = new Map(records.map((record) => [record.CountryId, record]));
  return countries.map((country) => {
    const record = byId.get(country.id);
    if (!record) return { ...country };
    return {
      ...country,
      ...(record.Mask ? { mask: record.Mask } : {}),
      ...(record.Min != null ? { min: record.Min } : {}),
      ...(record.Max != null ? { max: record.Max } : {}),
    };
  });
}

/** Masks typed input for a country: with its mask rule when it has one, free digits otherwise. */
export function formatPhoneForCountry(input: string, country: PhoneCountryWithRule): string {
  if (!country.mask) return applyFreePhoneInput(input);
  return applyPhoneMask(input, { countryCode: country.code, mask: country.mask, max: country.max ?? null });
}

/** The phone value of spec §3 for a country and a (masked) national number. */
export function buildPhoneValue(country: PhoneCountry, phoneNum: string): PhoneValue {
  return {
    countryCode: country.code,
    countryId: country.id,
    phoneCode: country.phoneCode,
    phoneNum,
    fullPhone: phoneDigits(country.phoneCode + phoneNum),
  };
}
