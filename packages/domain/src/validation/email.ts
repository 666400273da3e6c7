// spec §5 "E-mail": empty is valid; then, in this order: starts with @, ends with @, no @, no dot
// after @, a space, a known domain typo (with the suggested address), and finally the pattern
// with a top-level domain of 2 to 7 letters.
import { suggestEmailDomain } from './email-domains';
import { fail, type ValidationError, type Validator } from './types';

const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';

/**
 * The address pattern: dot-separated atoms, @, one or more domain labels and a TLD of 2 to 7
 * letters (spec §5). Letters of any script are allowed, so internationalised addresses
 * (почта@пример.рф) pass.
 */
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,7}$`, 'u');

/** RFC 5321 limits: 64 characters before @, 254 in all. */
const MAX_LOCAL_LENGTH = 64;
const MAX_LENGTH = 254;

/** Whether the text is an e-mail address by the pattern and length limits alone (no typo check). */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= MAX_LENGTH && at <= MAX_LOCAL_LENGTH && EMAIL_PATTERN.test(value);
}

/** The first problem of an address in the spec's order, or null for a good (or empty) one. */
export function checkEmail(value: string): ValidationError | null {
  if (value === '') return null;
  if (value.startsWith('@')) return fail('validation_email_account_name');
  if (value.endsWith('@')) return fail('validation_email_domain_name');
  const at = value.lastIndexOf('@');
  if (at < 0) return fail('validation_email_at_symbol');
  if (!value.slice(at + 1).includes('.')) return fail('validation_email_dot_symbol');
  if (/\s/.test(value)) return fail('validation_email_space_symbol');
  const suggestion = suggestEmailDomain(value.slice(at + 1));
  if (suggestion) return fail('validation_email_domain_suggestion', { suggestion: `${value.slice(0, at)}@${suggestion}` });
  return isEmailAddress(value) ? null : fail('validation_enter_correct_email');
}

/** The e-mail validator of spec §5. */
export function email(): Validator<string> {
  return checkEmail;
}
