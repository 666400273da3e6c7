import { describe, expect, it } from 'vitest';
import type { RegistrationType } from '@stavka/contract/site-config';
import { registrationFormSpec } from './registration-form-spec';

const site = {
  registrationSort: {
    fast_reg: ['country_id', 'currency', 'promo_code'],
    phone_reg: ['phone', 'currency', 'promo_code'],
    full_reg: ['email', 'password', 'password_confirmation', 'first_name', 'birth_date', 'currency', 'promo_code'],
    short_reg: ['password', 'email'],
    full_reg_v1: ['promo_code', 'email', 'phone', 'code'],
    custom_reg: ['first_name', 'unknown_field', 'email'],
  },
  registrationOptionalFields: ['promo_code', 'first_name', 'email'],
};

describe('registrationFormSpec (the brand form of spec §3 *_reg_sort)', () => {
  it.each<[RegistrationType, string[]]>([
    ['fast_reg', ['country_id', 'currency', 'promo_code']],
    // The code follows the phone, and only phone registration asks for it.
    ['phone_reg', ['phone', 'code', 'currency', 'promo_code']],
    ['full_reg', ['email', 'password', 'password_confirmation', 'first_name', 'birth_date', 'currency', 'promo_code']],
    // Fields the type always needs come after the brand's order.
    ['short_reg', ['password', 'email', 'currency']],
    ['full_reg_v1', ['promo_code', 'email', 'phone', 'password', 'currency']],
    // A field name the contract does not know is ignored.
    ['custom_reg', ['first_name', 'email', 'currency']],
    ['soc_reg', ['country_id', 'currency']],
  ])('%s shows %j', (type, fields) => {
    expect(registrationFormSpec(site, type).fields).toEqual(fields);
  });

  it('requires every field but the optional ones, and never lets a type lose what it always needs', () => {
    const full = registrationFormSpec(site, 'full_reg');
    expect([...full.required].sort()).toEqual(['birth_date', 'currency', 'email', 'password', 'password_confirmation']);
    // E-mail is optional for the brand, but short registration cannot do without it.
    expect(registrationFormSpec(site, 'short_reg').required.has('email')).toBe(true);
    expect(registrationFormSpec(site, 'custom_reg').required.has('email')).toBe(false);
    expect(registrationFormSpec(site, 'phone_reg').required.has('code')).toBe(true);
  });

  it('a brand without a sort for a type still gets the mandatory fields', () => {
    expect(registrationFormSpec({ registrationSort: {}, registrationOptionalFields: [] }, 'phone_reg').fields).toEqual(['phone', 'code', 'currency']);
  });
});
