import { describe, expect, it } from 'vitest';
import { normalizeSmsCode, smsCode } from './sms-code';

describe('SMS code (spec §5)', () => {
  it.each([
    ['empty gives auth_required_field', {}, '', { key: 'auth_required_field' }],
    ['only spaces count as empty', {}, '   ', { key: 'auth_required_field' }],
    ['under the default minimum of 4', {}, '123', { key: 'min_symbols_limit', params: { value: 4 } }],
    ['spaces do not count towards the minimum', {}, '1 2 3', { key: 'min_symbols_limit', params: { value: 4 } }],
    ['a brand minimum', { minLength: 6 }, '12345', { key: 'min_symbols_limit', params: { value: 6 } }],
    ['the exact length, spaced', { length: 6 }, '123 456', null],
    ['longer than the fixed length gives phone_min_length with the length', { length: 6 }, '1234567', { key: 'phone_min_length', params: { value: 6 } }],
    ['shorter than the fixed length, above the minimum', { length: 6 }, '12345', { key: 'phone_min_length', params: { value: 6 } }],
    ['a letter does not fit the default mask', {}, '12a4', { key: 'auth_incorrect_code' }],
    ['a code of the brand’s own mask', { pattern: /^[A-Z0-9]+$/ }, 'AB12', null],
    ['a lower-case letter against that mask', { pattern: /^[A-Z0-9]+$/ }, 'ab12', { key: 'auth_incorrect_code' }],
    ['a good code', {}, '4821', null],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(smsCode(options)(value)).toEqual(expected);
  });

  it('removes every kind of space', () => {
    expect(normalizeSmsCode(' 12\t34\u00a056 ')).toBe('123456');
  });
});
