import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessageKeys } from '@stavka/contract/validation-messages';
import { decodeValidationMessage, encodeValidationMessage } from './message-codec';

describe('validation message codec (office validation map)', () => {
  it.each([
    [{ key: 'validation_enter_correct_email' }, 'validation_enter_correct_email'],
    [{ key: 'phone_min_length', params: { value: 6 } }, 'phone_min_length:{"value":6}'],
    [{ key: 'validation_email_domain_suggestion', params: { suggestion: 'a:b@gmail.com' } }, 'validation_email_domain_suggestion:{"suggestion":"a:b@gmail.com"}'],
    [{ key: 'auth_incorrect_code', params: {} }, 'auth_incorrect_code'],
  ] as const)('encodes %j as %s', (error, message) => {
    expect(encodeValidationMessage(error)).toBe(message);
  });

  it.each([
    ['Validation failed'],
    ['unknown_key'],
    ['phone_min_length:not json'],
    ['phone_min_length:[6]'],
    ['phone_min_length:{"value":{"nested":1}}'],
    ['phone_min_length:null'],
  ])('decodes %s to null (shown as it is)', (message) => {
    expect(decodeValidationMessage(message)).toBeNull();
  });

  it('decodes what it encodes, for every key and any params', () => {
    const key = fc.constantFrom(...validationMessageKeys);
    const params = fc.dictionary(
      fc.string({ minLength: 1 }).filter((name) => name !== '__proto__'),
      fc.oneof(fc.string(), fc.integer()),
      { minKeys: 1 },
    );
    fc.assert(
      fc.property(key, params, (k, p) => {
        expect(decodeValidationMessage(encodeValidationMessage({ key: k, params: p }))).toEqual({ key: k, params: p });
      }),
    );
  });
});
