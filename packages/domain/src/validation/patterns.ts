// spec §5 "Other patterns": digits only; lower-case letters and digits only; truthy flags
// (true, 1, '1', 'true'); slugs. The predicates live beside the rest of the domain; these wrap
// them as validators. Empty text passes: `required` decides whether a value is needed.
import { slugify } from '../slug';
import { isDigitsOnly, isLowercaseAlphanumeric } from '../text-patterns';
import { isTruthyFlag } from '../truthy';
import { fail, type Validator } from './types';

export function digitsOnly(): Validator<string> {
  return (value) => (value === '' || isDigitsOnly(value) ? null : fail('validation_digits_only'));
}

export function lowercaseAlphanumeric(): Validator<string> {
  return (value) => (value === '' || isLowercaseAlphanumeric(value) ? null : fail('validation_lowercase_alphanumeric'));
}

/** A confirmation that must be on (age, terms): only the four truthy spellings pass. */
export function truthyFlag(): Validator<unknown> {
  return (value) => (isTruthyFlag(value) ? null : fail('validation_confirmation_required'));
}

/** Whether the text is already a slug: `slugify` leaves it unchanged. */
export function isSlug(value: string): boolean {
  return value !== '' && slugify(value) === value;
}

export function slug(): Validator<string> {
  return (value) => (value === '' || isSlug(value) ? null : fail('validation_slug'));
}
