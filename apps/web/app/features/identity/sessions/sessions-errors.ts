// What a failed sessions or password call says to the player (spec §8, UX.md "errors say what
// happened and what to try"): field messages in this dictionary's words, the rest as the identity
// calls say them (a wait after too many attempts, a session that has ended).
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../../shared/api-client';
import { failureMessage } from '../failure-message';
import { translateFieldMessage } from '../field-message';

export function sessionsFailureText(t: TFunction, failure: ApiFailure | null, minAge: number): string {
  if (failure === null) return t('sessions_error_generic');
  const fields = Object.values(failure.fieldErrors);
  if (fields.length > 0) return fields.map((message) => translateFieldMessage(t, message, { age: minAge })).join(' ');
  if (failure.id === 'unauthorized') return t('identity_session_expired');
  return failureMessage(t, failure);
}
