import { describe, expect, it } from 'vitest';
import { email } from './email';
import { password, sameAs } from './password';
import { required } from './required';
import { fail, type Validator } from './types';
import { type FormRules, validateField, validateForm } from './validate';

describe('validateField (spec §5: validators of a field run together, the first error shows)', () => {
  const rules = [required('E-mail'), email()];

  it.each([
    ['', { key: 'validation_required', params: { field: 'E-mail' } }],
    ['@mail.ru', { key: 'validation_email_account_name' }],
    ['player@mail.ru', null],
  ])('%j → %j', (value, expected) => {
    expect(validateField(value, rules)).toEqual(expected);
  });

  it('returns the error of the first failing validator in list order', () => {
    const always = (key: 'validation_digits_only' | 'validation_slug'): Validator => () => fail(key);
    expect(validateField('x', [always('validation_slug'), always('validation_digits_only')])).toEqual({ key: 'validation_slug' });
  });

  it('passes with no validators', () => {
    expect(validateField('anything', [])).toBeNull();
  });
});

describe('validateForm (spec §5: a form is in error if any visible field has an error)', () => {
  type Form = { email: string; password: string; password_confirmation: string; promo: string };
  const rules: FormRules<Form> = {
    email: [required('E-mail'), email()],
    password: [required('Password'), password()],
    password_confirmation: [required('Repeat password'), sameAs('password')],
  };
  const good: Form = { email: 'a@mail.ru', password: 'secret123', password_confirmation: 'secret123', promo: '' };

  it('is not in error when every visible field passes', () => {
    expect(validateForm(good, rules)).toEqual({ errors: {}, isFormInError: false });
  });

  it('gives the first error of each failing field and is in error', () => {
    const result = validateForm({ ...good, email: 'a@mail', password_confirmation: 'secret124' }, rules);
    expect(result).toEqual({
      errors: {
        email: { key: 'validation_email_dot_symbol' },
        password_confirmation: { key: 'validation_passwords_do_not_match' },
      },
      isFormInError: true,
    });
  });

  it.each([
    ['a list of names', ['password', 'password_confirmation'] as const],
    ['a predicate', (field: string) => field !== 'email'],
  ])('skips hidden fields given as %s', (_name, visible) => {
    const result = validateForm({ ...good, email: 'not an address' }, rules, visible);
    expect(result).toEqual({ errors: {}, isFormInError: false });
  });

  it('is in error when only one visible field fails', () => {
    const result = validateForm({ ...good, password: '' }, rules, ['password']);
    expect(result.isFormInError).toBe(true);
    expect(result.errors).toEqual({ password: { key: 'validation_required', params: { field: 'Password' } } });
  });
});
