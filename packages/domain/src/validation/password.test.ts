import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, password, sameAs } from './password';

describe('password (our own forms)', () => {
  it.each([
    ['empty (left to required)', '', null],
    ['8 characters with a letter and a digit', 'abcdefg1', null],
    ['64 characters', `${'a'.repeat(63)}1`, null],
    ['Cyrillic letters count', 'пароль123', null],
    ['inner spaces are fine', 'my pass 123', null],
    ['7 characters', 'abcdef1', { key: 'validation_password_min_length', params: { value: PASSWORD_MIN_LENGTH } }],
    ['65 characters', `${'a'.repeat(64)}1`, { key: 'validation_password_max_length', params: { value: PASSWORD_MAX_LENGTH } }],
    ['emoji count as one character each', '😀😀😀😀😀😀a1', null],
    ['a leading space', ' abcdefg1', { key: 'validation_password_edge_spaces' }],
    ['a trailing space', 'abcdefg1 ', { key: 'validation_password_edge_spaces' }],
    ['no digit', 'abcdefgh', { key: 'validation_password_letter_and_digit' }],
    ['no letter', '12345678', { key: 'validation_password_letter_and_digit' }],
    ['symbols only', '!@#$%^&*', { key: 'validation_password_letter_and_digit' }],
  ] as const)('%s', (_name, value, expected) => {
    expect(password()(value)).toEqual(expected);
  });
});

describe('password confirmation', () => {
  const rule = sameAs('password');
  it.each([
    ['matching', 'secret123', { password: 'secret123' }, null],
    ['different', 'secret124', { password: 'secret123' }, { key: 'validation_passwords_do_not_match' }],
    ['empty (left to required)', '', { password: 'secret123' }, null],
    ['no password in the form', 'secret123', {}, { key: 'validation_passwords_do_not_match' }],
  ] as const)('%s', (_name, value, values, expected) => {
    expect(rule(value, { values })).toEqual(expected);
  });

  it('fails without a form context', () => {
    expect(rule('secret123')).toEqual({ key: 'validation_passwords_do_not_match' });
  });
});
