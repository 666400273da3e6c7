import { describe, expect, it } from 'vitest';
import type { RegistrationField } from '@stavka/contract/identity';
import { decodeValidationMessage } from '@stavka/domain/validation/message-codec';
import type { PhoneCountryWithRule } from '@stavka/domain/phone-mask';
import { registrationFormSpec } from './registration-form-spec';
import { initialRegistrationValues } from './registration-payload';
import { registrationSchema, type RegistrationValues } from './registration-rules';

const countries: PhoneCountryWithRule[] = [
  { id: 643, name: 'Russia', code: 'ru', phoneCode: '+7', mask: '### ###-##-##', min: 10, max: 10 },
  { id: 826, name: 'United Kingdom', code: 'gb', phoneCode: '+44', min: 10, max: 10 },
];
const site = {
  registrationSort: {
    full_reg: ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'birth_date', 'country_id', 'currency', 'promo_code'],
    phone_reg: ['phone', 'currency', 'promo_code'],
    fast_reg: ['country_id', 'currency', 'promo_code'],
  },
  registrationOptionalFields: ['promo_code', 'last_name'],
  geoCountryId: 643,
  defaultCurrency: 'RUB',
  currencies: ['RUB', 'USD'],
};
const ctx = { minAge: 18, today: '2026-06-15', label: (field: RegistrationField) => `label:${field}`, countries };

/** Each field's first error as key (with params), as the form would show it. */
function errorsOf(type: 'full_reg' | 'phone_reg' | 'fast_reg', values: Partial<RegistrationValues>) {
  const result = registrationSchema(registrationFormSpec(site, type), ctx).safeParse({ ...initialRegistrationValues(site), ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), decodeValidationMessage(issue.message)]));
}

const validFull: Partial<RegistrationValues> = {
  email: 'ana@example.com',
  password: 'Secret-2024',
  password_confirmation: 'Secret-2024',
  first_name: 'Ана',
  birth_date: '2000-01-31',
  age_confirmed: true,
  terms_accepted: true,
};

describe('registration rules (spec §5, the same checks as the server)', () => {
  it('accepts a complete e-mail form', () => {
    expect(errorsOf('full_reg', validFull)).toEqual({});
  });

  it('an empty form names every required field once, with its label, and the two confirmations', () => {
    const errors = errorsOf('full_reg', { country_id: '' });
    expect(Object.keys(errors).sort()).toEqual(
      ['age_confirmed', 'birth_date', 'country_id', 'email', 'first_name', 'password', 'password_confirmation', 'terms_accepted'].sort(),
    );
    expect(errors['email']).toEqual({ key: 'validation_required', params: { field: 'label:email' } });
    expect(errors['age_confirmed']).toEqual({ key: 'registration_confirm_age' });
    expect(errors['terms_accepted']).toEqual({ key: 'registration_accept_terms' });
  });

  it.each<[string, Partial<RegistrationValues>, string, unknown]>([
    ['an e-mail typo', { email: 'ana@gmial.com' }, 'email', { key: 'validation_email_domain_suggestion', params: { suggestion: 'ana@gmail.com' } }],
    ['a short password', { password: 'abc1', password_confirmation: 'abc1' }, 'password', { key: 'validation_password_min_length', params: { value: 8 } }],
    ['different passwords', { password_confirmation: 'Secret-2025' }, 'password_confirmation', { key: 'validation_passwords_do_not_match' }],
    ['digits in a name', { first_name: 'R2D2' }, 'first_name', { key: 'password_available_symbols' }],
    ['a player of 17', { birth_date: '2008-06-16' }, 'birth_date', { key: 'validation_minimum_age', params: { age: 18 } }],
    ['an impossible date', { birth_date: '2001-02-29' }, 'birth_date', { key: 'validation_incorrect_date' }],
    ['a promo code with spaces', { promo_code: 'WIN BIG' }, 'promo_code', { key: 'validation_incorrect_promo_code' }],
  ])('refuses %s', (_name, values, field, error) => {
    expect(errorsOf('full_reg', { ...validFull, ...values })).toEqual({ [field]: error });
  });

  it('turns 18 on the birthday itself', () => {
    expect(errorsOf('full_reg', { ...validFull, birth_date: '2008-06-15' })).toEqual({});
  });

  it('checks only the fields the form shows', () => {
    expect(errorsOf('fast_reg', { email: 'not an e-mail', age_confirmed: true, terms_accepted: true })).toEqual({});
  });

  const phone = (countryId: number, phoneNum: string) => ({ countryCode: '', countryId, phoneCode: '', phoneNum, fullPhone: '' });
  it.each<[string, RegistrationValues['phone'], string, unknown]>([
    ['no phone', null, 'phone', { key: 'validation_required', params: { field: 'label:phone' } }],
    ['a Russian number not starting with 9', phone(643, '812 123-45-67'), 'phone', { key: 'validation_phone_first_digit', params: { digits: '9' } }],
    ['a short Russian number', phone(643, '916 123'), 'phone', { key: 'equal_length', params: { value: 10 } }],
    ['a Russian mobile but no code', phone(643, '916 123-45-67'), 'code', { key: 'auth_required_field' }],
  ])('phone registration: %s', (_name, value, field, error) => {
    const code = field === 'code' ? '' : '1234';
    expect(errorsOf('phone_reg', { phone: value, code, age_confirmed: true, terms_accepted: true })).toEqual({ [field]: error });
  });

  it('phone registration with a mobile number and a code passes', () => {
    expect(errorsOf('phone_reg', { phone: phone(643, '916 123-45-67'), code: '12 34', age_confirmed: true, terms_accepted: true })).toEqual({});
  });
});
