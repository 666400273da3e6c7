// The general message of a failed identity call (spec §8): what happened and what to try, in the
// player's language. Field errors go on their fields; those of fields the form does not show
// (type, token …) join the general message.
import type { TFunction } from 'i18next';
import type { ApiFailure } from '../../shared/api-client';
import { type MessageDefaults, translateFieldMessage } from './field-message';

/** A wait in the units a person thinks in: seconds under two minutes, else whole minutes. */
export function retryMessage(t: TFunction, seconds: number): string {
  if (seconds < 120) return t('identity_too_many_attempts_seconds', { seconds: Math.max(1, seconds) });
  return t('identity_too_many_attempts_minutes', { minutes: Math.ceil(seconds / 60) });
}

export function failureMessage(t: TFunction, failure: ApiFailure): string {
  switch (failure.id) {
    case 'invalid_credentials':
      return t('identity_invalid_credentials');
    case 'account_blocked':
      return t('identity_account_blocked');
    case 'rate_limited':
      // A lock-out without a machine-readable wait keeps the server's own words.
      return failure.retryAfterSeconds === null ? failure.message : retryMessage(t, failure.retryAfterSeconds);
    case 'vip_domain_required': {
      const domain = failure.fieldErrors['vipDomain'];
      return domain === undefined ? failure.message : t('identity_vip_domain_required', { domain });
    }
    case 'captcha_required':
      return t('captcha_error_required');
    case 'captcha_invalid':
      return t('captcha_error_invalid');
    case 'csrf_failed':
      return t('identity_session_expired');
    default:
      // No answer, a timeout or an unreadable one carry the HTTP layer's translated text.
      return failure.message === '' ? t('identity_request_failed') : failure.message;
  }
}

export interface SplitFailure {
  /** Messages for the fields the form shows, by field. */
  readonly onFields: Readonly<Record<string, string>>;
  /** One text for everything else, or null when every problem sits on a field. */
  readonly general: string | null;
}

/** Splits a failure between the form's own fields and one general message. */
export function splitFailure(
  t: TFunction,
  failure: ApiFailure,
  shownFields: ReadonlySet<string>,
  defaults: MessageDefaults,
): SplitFailure {
  const onFields: Record<string, string> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(failure.fieldErrors)) {
    const text = translateFieldMessage(t, message, defaults);
    if (shownFields.has(field)) onFields[field] = text;
    else if (failure.id === 'validation') others.push(text);
  }
  if (failure.id !== 'validation') return { onFields, general: failureMessage(t, failure) };
  const general = others.length > 0 ? others.join(' ') : Object.keys(onFields).length === 0 ? failureMessage(t, failure) : null;
  return { onFields, general };
}
