// Message keys of the validation namespace (spec §5). A validator answers with one of these keys
// and its params; the server's office validation map carries them as messages (encoded by
// packages/domain/src/validation/message-codec.ts) and the client translates them, so the same
// words show whether the form or the server found the problem.
//
// Keys the spec names (phone_min_length, equal_length, validation_enter_correct_email,
// auth_required_field, min_symbols_limit, auth_incorrect_code, password_available_symbols) are
// kept verbatim; the others are ours and start with `validation_` unless schemas already use them.

/** Every key, with the names of the params its text interpolates (`{{name}}`). */
export const validationMessageParams = {
  // spec §5 "Required"
  validation_required: ['field'],
  auth_required_field: [],
  // spec §5 "Phone field"
  phone_min_length: ['value'],
  phone_max_length: ['value'],
  equal_length: ['value'],
  validation_phone_first_digit: ['digits'],
  validation_phone_invalid: [],
  validation_phone_not_mobile: [],
  validation_phone_type_not_allowed: [],
  // spec §5 "E-mail", in the order of the checks
  validation_email_account_name: [],
  validation_email_domain_name: [],
  validation_email_at_symbol: [],
  validation_email_dot_symbol: [],
  validation_email_space_symbol: [],
  validation_email_domain_suggestion: ['suggestion'],
  validation_enter_correct_email: [],
  // spec §5 "SMS code"
  min_symbols_limit: ['value'],
  auth_incorrect_code: [],
  // spec §5 "Name"
  password_available_symbols: [],
  // spec §5 "Date" and minimum age
  validation_date_min: ['value'],
  validation_date_max: ['value'],
  validation_minimum_age: ['age'],
  validation_incorrect_date: [],
  // spec §5 "Other patterns"
  validation_digits_only: [],
  validation_lowercase_alphanumeric: [],
  validation_confirmation_required: [],
  validation_slug: [],
  // Every text field: no control characters (packages/domain/src/validation/control-characters.ts)
  validation_control_characters: [],
  // Free text a player writes (a request to support, an idea)
  validation_text_max_length: ['value'],
  // Passwords of our own forms (spec §5: "User-facing password rules beyond these: not shown")
  validation_password_min_length: ['value'],
  validation_password_max_length: ['value'],
  validation_password_letter_and_digit: [],
  validation_password_edge_spaces: [],
  validation_passwords_do_not_match: [],
  password_too_long: [],
  password_wrapper_invalid: [],
  // Registration fields checked by the contract schemas and the identity module
  validation_incorrect_currency: [],
  validation_incorrect_country: [],
  validation_incorrect_promo_code: [],
  registration_confirm_age: [],
  registration_accept_terms: [],
} as const satisfies Record<string, readonly string[]>;

export type ValidationMessageKey = keyof typeof validationMessageParams;

export const validationMessageKeys = Object.keys(validationMessageParams) as ValidationMessageKey[];

const keySet: ReadonlySet<string> = new Set(validationMessageKeys);

/** Whether a text is one of the keys above (a server message the client can translate). */
export function isValidationMessageKey(text: string): text is ValidationMessageKey {
  return keySet.has(text);
}
