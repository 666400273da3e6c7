import { describe, expect, it } from 'vitest';
import type { ErrorId } from '@stavka/contract/errors';
import type { ApiFailure } from '../../shared/api-client';
import { HTTPError } from '../../shared/http/errors';
import { createTestI18n, ru } from '../../shared/ui/test-utils';
import { failureMessage, retryMessage, splitFailure } from './failure-message';
import { translateFieldMessage } from './field-message';

const t = createTestI18n('ru').t;
const error = new HTTPError({ statusCode: 400, message: 'x', title: 'x', request: { method: 'POST', url: '/x' } });

function failure(id: ErrorId | null, extra: Partial<ApiFailure> = {}): ApiFailure {
  return { id, status: 400, message: 'Server text', fieldErrors: {}, retryAfterSeconds: null, cancelled: false, error, ...extra };
}

describe('failureMessage (spec §8: what happened, in the player language)', () => {
  it.each<[string, ApiFailure, string]>([
    ['invalid credentials', failure('invalid_credentials'), ru('identity_invalid_credentials')],
    ['a blocked account', failure('account_blocked'), ru('identity_account_blocked')],
    ['a lock-out with a wait', failure('rate_limited', { retryAfterSeconds: 30 }), ru('identity_too_many_attempts_seconds', { seconds: 30 })],
    ['a long lock-out', failure('rate_limited', { retryAfterSeconds: 900 }), ru('identity_too_many_attempts_minutes', { minutes: 15 })],
    ['a lock-out without a wait keeps the server words', failure('rate_limited'), 'Server text'],
    ['the VIP domain', failure('vip_domain_required', { fieldErrors: { vipDomain: 'vip.example' } }), ru('identity_vip_domain_required', { domain: 'vip.example' })],
    ['a captcha that is missing', failure('captcha_required'), ru('captcha_error_required')],
    ['a refused captcha', failure('captcha_invalid'), ru('captcha_error_invalid')],
    ['a stale CSRF token', failure('csrf_failed'), ru('identity_session_expired')],
    ['no answer', failure(null, { message: 'Нет связи' }), 'Нет связи'],
    ['an empty message', failure(null, { message: '' }), ru('identity_request_failed')],
  ])('%s', (_name, given, text) => {
    expect(failureMessage(t, given)).toBe(text);
  });

  it('retryMessage never says zero seconds', () => {
    expect(retryMessage(t, 0)).toBe(ru('identity_too_many_attempts_seconds', { seconds: 1 }));
  });
});

describe('splitFailure', () => {
  const defaults = { age: 21 };

  it('puts field messages on the form fields, and the rest of a validation failure in one text', () => {
    const split = splitFailure(
      t,
      failure('validation', { fieldErrors: { email: 'registration_email_taken', type: 'registration_type_unavailable', birth_date: 'validation_min_age' } }),
      new Set(['email', 'birth_date']),
      defaults,
    );
    expect(split).toEqual({
      onFields: { email: ru('registration_email_taken'), birth_date: ru('validation_min_age', { age: 21 }) },
      general: ru('registration_type_unavailable'),
    });
  });

  it('a validation failure without field messages still says something', () => {
    expect(splitFailure(t, failure('validation'), new Set(), defaults).general).toBe('Server text');
  });

  it('any other failure is general, whatever fields it carries', () => {
    expect(splitFailure(t, failure('invalid_credentials'), new Set(['login']), defaults)).toEqual({ onFields: {}, general: ru('identity_invalid_credentials') });
  });
});

describe('translateFieldMessage', () => {
  it.each([
    ['a validation key with encoded params', 'phone_min_length:{"value":6}', ru('phone_min_length', { value: 6 })],
    ['a validation key', 'auth_incorrect_code', ru('auth_incorrect_code')],
    ['an identity key with a default value', 'validation_min_age', ru('validation_min_age', { age: 21 })],
    ['a delivery key', 'delivery_link_invalid', ru('delivery_link_invalid')],
    ['text that is no key', 'The code is wrong', 'The code is wrong'],
  ])('%s', (_name, message, text) => {
    expect(translateFieldMessage(t, message, { age: 21 })).toBe(text);
  });
});
