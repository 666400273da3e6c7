// What a failed two-factor call says (spec §8, UX.md): a field's message in the player's words,
// everything else as the identity flows say it.
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../shared/api-client';
import { failureMessage } from '../failure-message';
import { translateFieldMessage } from '../field-message';

/** The message for `field` (the code or hash), else the general text; null when the failure names neither. */
export function twoFactorFailureText(
  t: TFunction,
  failure: ApiFailure | null,
  fields: readonly string[],
): { field: string | null; general: string | null } {
  if (failure === null) return { field: null, general: t('identity_request_failed') };
  for (const name of fields) {
    const message = failure.fieldErrors[name];
    if (message !== undefined) return { field: translateFieldMessage(t, message, { age: 18 }), general: null };
  }
  // A message on a field the form does not show (the sign-in's token) is the general one.
  const other = Object.values(failure.fieldErrors)[0];
  if (other !== undefined) return { field: null, general: translateFieldMessage(t, other, { age: 18 }) };
  return { field: null, general: failureMessage(t, failure) };
}

export function twoFactorLoadFailure(t: TFunction, failure: ApiFailure | null): string {
  return failure === null ? t('two_factor_load_failed') : failureMessage(t, failure);
}
