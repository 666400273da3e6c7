// What a failed consultant call says to the player (spec §8, UX.md "errors say what happened and
// what to try"): the server's field messages in this dictionary's words (a message that is too short
// in the consultant's own words), its error ids as the consultant's situations.
import type { TFunction } from 'i18next';
import type { ErrorId } from '@stavka/contract/errors';
import { PAYMENT_REQUEST_MESSAGE_MAX, PAYMENT_REQUEST_MESSAGE_MIN } from '@stavka/contract/payment-consultant';
import { decodeValidationMessage } from '@stavka/domain/validation/message-codec';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { isMessageKey } from '../../shared/i18n/page-dictionary';
import type { ApiFailure } from '../../shared/api-client';

const byErrorId: Partial<Record<ErrorId, MessageKey>> = {
  forbidden: 'consultant_unavailable',
  not_found: 'consultant_request_missing',
  conflict: 'consultant_request_closed',
  rate_limited: 'wallet_error_rate_limited',
  unavailable: 'wallet_error_unavailable',
  csrf_failed: 'wallet_error_session_expired',
  unauthorized: 'wallet_error_signed_out',
  internal: 'wallet_error_generic',
};


/** The problem with a message to support before it is sent, or null. */
export function messageProblem(t: TFunction, text: string): string | null {
  const length = text.trim().length;
  if (length < PAYMENT_REQUEST_MESSAGE_MIN) return t('consultant_message_too_short', { min: PAYMENT_REQUEST_MESSAGE_MIN });
  if (length > PAYMENT_REQUEST_MESSAGE_MAX) return t('consultant_message_too_long', { max: PAYMENT_REQUEST_MESSAGE_MAX });
  return null;
}

function fieldText(t: TFunction, field: string, message: string): string {
  const decoded = decodeValidationMessage(message);
  const key = decoded?.key ?? message;
  // The server's shortest-text key speaks of codes: a message to support has its own words.
  if (field === 'message' && key === 'min_symbols_limit') return t('consultant_message_too_short', { min: PAYMENT_REQUEST_MESSAGE_MIN });
  // A key chosen at run time: i18next's types check only literal keys, a default value lets it through.
  return isMessageKey(key) ? t(key, { ...decoded?.params, defaultValue: key }) : t('wallet_error_generic');
}

/** One text for the whole failure. */
export function consultantFailureText(t: TFunction, failure: ApiFailure | null): string {
  if (failure === null) return t('wallet_error_generic');
  const fields = Object.entries(failure.fieldErrors);
  if (fields.length > 0) return fields.map(([field, message]) => fieldText(t, field, message)).join(' ');
  const key = failure.id === null ? undefined : byErrorId[failure.id];
  if (key) return t(key);
  // No answer, a timeout or an unreadable answer: the HTTP layer's own translated text.
  return failure.id === null && failure.message !== '' ? failure.message : t('wallet_error_generic');
}

/** The failure split between the form's message field and one general text. */
export function splitConsultantFailure(t: TFunction, failure: ApiFailure): { message: string | null; general: string | null } {
  const { message, ...others } = failure.fieldErrors;
  const onMessage = message === undefined ? null : fieldText(t, 'message', message);
  if (Object.keys(others).length === 0 && onMessage !== null) return { message: onMessage, general: null };
  return { message: onMessage, general: consultantFailureText(t, { ...failure, fieldErrors: others }) };
}
