// What a failed wallet call says to the player (spec §8, UX.md "errors say what happened and what
// to try, in the player's language"). The server names problems by message keys (office validation
// map) and error ids; both are turned into this dictionary's words. A field's message goes on that
// field; the rest make one general message.
import type { TFunction } from 'i18next';
import type { ErrorId } from '@stavka/contract/errors';
import { decodeValidationMessage } from '@stavka/domain/validation/message-codec';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { isMessageKey } from '../../shared/i18n/page-dictionary';
import type { ApiFailure } from '../../shared/api-client';

const byErrorId: Partial<Record<ErrorId, MessageKey>> = {
  insufficient_funds: 'wallet_error_insufficient_funds',
  not_found: 'wallet_error_not_found',
  conflict: 'wallet_error_conflict',
  rate_limited: 'wallet_error_rate_limited',
  unavailable: 'wallet_error_unavailable',
  csrf_failed: 'wallet_error_session_expired',
  unauthorized: 'wallet_error_signed_out',
  forbidden: 'wallet_error_forbidden',
  internal: 'wallet_error_generic',
};


/** A message key from the server (possibly with encoded params) in the player's words. */
export function translateServerMessage(t: TFunction, message: string): string {
  const decoded = decodeValidationMessage(message);
  const key = decoded?.key ?? message;
  // A key chosen at run time: i18next's types check only literal keys, a default value lets it through.
  return isMessageKey(key) ? t(key, { ...decoded?.params, defaultValue: key }) : t('wallet_error_generic');
}

/** One text for a failure that belongs to no field. */
export function walletFailureText(t: TFunction, failure: ApiFailure | null): string {
  if (failure === null) return t('wallet_error_generic');
  const fieldMessages = Object.values(failure.fieldErrors);
  if (fieldMessages.length > 0) return fieldMessages.map((message) => translateServerMessage(t, message)).join(' ');
  const key = failure.id === null ? undefined : byErrorId[failure.id];
  if (key) return t(key);
  // No answer, a timeout or an unreadable answer: the HTTP layer's own translated text.
  return failure.id === null && failure.message !== '' ? failure.message : t('wallet_error_generic');
}

export interface SplitWalletFailure {
  /** Messages of the form's own fields, by field. */
  readonly onFields: Readonly<Record<string, string>>;
  /** Everything else in one text, or null when every problem sits on a field. */
  readonly general: string | null;
}

/** Splits a failure between the form's fields (`details.card` goes on the `card` field) and one general text. */
export function splitWalletFailure(t: TFunction, failure: ApiFailure, fields: ReadonlySet<string>): SplitWalletFailure {
  const onFields: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    const name = field.startsWith('details.') ? field.slice('details.'.length) : field;
    const text = translateServerMessage(t, message);
    if (fields.has(name)) onFields[name] = text;
    else others.push(text);
  }
  if (others.length > 0) return { onFields, general: others.join(' ') };
  if (Object.keys(onFields).length > 0) return { onFields, general: null };
  return { onFields, general: walletFailureText(t, failure) };
}
