// The shape every validator of spec §5 shares: a pure function from a field value to the first
// problem it finds, or null. Errors are i18n keys of the validation namespace with their params,
// never text, so the client and the server speak the same words.
import type { ValidationMessageKey } from '@stavka/contract/validation-messages';

export type { ValidationMessageKey } from '@stavka/contract/validation-messages';

export type ValidationParams = Readonly<Record<string, string | number>>;

export interface ValidationError {
  readonly key: ValidationMessageKey;
  /** Values for the `{{…}}` placeholders of the key's text. */
  readonly params?: ValidationParams;
}

/** What a validator may look at besides its own value: the other values of the form. */
export interface ValidationContext {
  readonly values?: Readonly<Record<string, unknown>>;
}

export type Validator<T = string> = (value: T, ctx?: ValidationContext) => ValidationError | null;

/** An error with its params, or just the key. */
export function fail(key: ValidationMessageKey, params?: ValidationParams): ValidationError {
  return params ? { key, params } : { key };
}
