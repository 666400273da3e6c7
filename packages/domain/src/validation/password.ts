// Password rules of our own forms. The spec shows none ("User-facing password rules beyond these:
// not shown"), so these follow common guidance: long enough to resist guessing, short enough for
// the hash, a letter and a digit, and no spaces at the ends (they are lost by copy and paste).
import { fail, type Validator } from './types';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Length counts characters as the player sees them (code points), not UTF-16 units. */
function length(value: string): number {
  return [...value].length;
}

/** Empty passes (see `required`); then min and max length, spaces at the ends, a letter and a digit. */
export function password(): Validator<string> {
  return (value) => {
    if (value === '') return null;
    if (length(value) < PASSWORD_MIN_LENGTH) return fail('validation_password_min_length', { value: PASSWORD_MIN_LENGTH });
    if (length(value) > PASSWORD_MAX_LENGTH) return fail('validation_password_max_length', { value: PASSWORD_MAX_LENGTH });
    if (value.trim() !== value) return fail('validation_password_edge_spaces');
    if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return fail('validation_password_letter_and_digit');
    return null;
  };
}

/**
 * The value must equal another field of the form (`password_confirmation` against `password`):
 * `validation_passwords_do_not_match`. Empty passes, so an untouched confirmation shows `required`.
 */
export function sameAs(field: string): Validator<string> {
  return (value, ctx) => {
    if (value === '') return null;
    return value === ctx?.values?.[field] ? null : fail('validation_passwords_do_not_match');
  };
}
