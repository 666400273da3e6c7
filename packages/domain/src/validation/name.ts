// spec §5 "Name: letters (including non-Latin), apostrophe, backtick, spaces, hyphen, else
// password_available_symbols". Combining marks count as letters (decomposed accents), and the
// typographic apostrophes phones type (’ U+2019, ʼ U+02BC) count as the apostrophe.
import { fail, type Validator } from './types';

export const NAME_PATTERN = /^[\p{L}\p{M}'`’ʼ -]+$/u;

/** Whether a name uses only the allowed characters; empty is left to `required`. */
export function isValidName(value: string): boolean {
  return value === '' || NAME_PATTERN.test(value);
}

export function personName(): Validator<string> {
  return (value) => (isValidName(value) ? null : fail('password_available_symbols'));
}
