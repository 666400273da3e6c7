// What a failed clear or mail of the bet history says to the player (spec §8, UX.md "errors say
// what happened and what to try"): the server's message keys in this dictionary's words, its error
// ids as situations, and the HTTP layer's own text when no answer came.
import type { TFunction } from 'i18next';
import type { ErrorId } from '@stavka/contract/errors';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { isMessageKey } from '../../shared/i18n/page-dictionary';
import type { ApiFailure } from '../../shared/api-client';

const byErrorId: Partial<Record<ErrorId, MessageKey>> = {
  rate_limited: 'wallet_error_rate_limited',
  csrf_failed: 'wallet_error_session_expired',
  unauthorized: 'wallet_error_signed_out',
  internal: 'bets_action_failed',
  unavailable: 'bets_action_failed',
};


/** The server's message key for a field (`email`, `date_from`), or undefined. */
export function fieldProblem(failure: ApiFailure, field: string): string | undefined {
  return failure.fieldErrors[field];
}

/** One text for the whole failure. */
export function historyActionFailureText(t: TFunction, failure: ApiFailure): string {
  const keys = Object.values(failure.fieldErrors).filter(isMessageKey);
  if (keys.length > 0) return keys.map((key) => t(key)).join(' ');
  const key = failure.id === null ? undefined : byErrorId[failure.id];
  if (key) return t(key);
  // No answer, a timeout or an unreadable answer: the HTTP layer's own translated text.
  return failure.id === null && failure.message !== '' ? failure.message : t('bets_action_failed');
}
