import { describe, expect, it } from 'vitest';
import { registrationFormSpec } from './registration-form-spec';
import { initialRegistrationValues, registrationPayload } from './registration-payload';

const site = {
  registrationSort: {
    full_reg: ['email', 'password', 'password_confirmation', 'first_name', 'last_name', 'birth_date', 'currency', 'promo_code'],
    phone_reg: ['phone', 'currency', 'promo_code'],
    fast_reg: ['country_id', 'currency', 'promo_code'],
  },
  registrationOptionalFields: ['promo_code', 'last_name'],
  geoCountryId: 643,
  defaultCurrency: 'RUB',
  currencies: ['RUB', 'USD'],
};
const base = initialRegistrationValues(site);

describe('registrationPayload (contract registrationRequestSchema)', () => {
  it('one click: country, currency, the confirmations, the affiliate and the language', () => {
    const payload = registrationPayload(registrationFormSpec(site, 'fast_reg'), { ...base, email: 'ignored@example.com', promo_code: '  ' }, {
      lang: 'ru',
      affiliate: { partner: 77, tag: 'spring' },
    });
    expect(payload).toEqual({
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
      partner: 77,
      tag: 'spring',
      lang: 'ru',
    });
    // Left-out fields are not in the JSON at all (the server's schema is strict).
    expect(Object.keys(JSON.parse(JSON.stringify(payload))).sort()).toEqual(['age_confirmed', 'country_id', 'currency', 'lang', 'partner', 'tag', 'terms_accepted', 'type']);
  });

  it('e-mail: trimmed and lower-cased, names trimmed, an empty optional field left out', () => {
    const payload = registrationPayload(
      registrationFormSpec(site, 'full_reg'),
      { ...base, email: ' Ana@Example.COM ', password: 'Secret-2024', password_confirmation: 'Secret-2024', first_name: ' Ана ', birth_date: '2000-01-31', promo_code: 'WIN-1' },
      { lang: 'en', affiliate: null },
    );
    expect(JSON.parse(JSON.stringify(payload))).toEqual({
      type: 'full_reg',
      email: 'ana@example.com',
      password: 'Secret-2024',
      password_confirmation: 'Secret-2024',
      first_name: 'Ана',
      birth_date: '2000-01-31',
      currency: 'RUB',
      promo_code: 'WIN-1',
      age_confirmed: true,
      terms_accepted: true,
      lang: 'en',
    });
  });

  it('phone: the digits with the calling code, the code without spaces, the phone country as the country', () => {
    const phone = { countryCode: 'kz', countryId: 398, phoneCode: '+7', phoneNum: '701 234 5678', fullPhone: '77012345678' };
    const payload = registrationPayload(registrationFormSpec(site, 'phone_reg'), { ...base, phone, code: '12 34' }, { lang: 'kk', affiliate: null });
    expect(payload).toMatchObject({ type: 'phone_reg', phone: '77012345678', code: '1234', country_id: 398 });
  });
});

describe('initialRegistrationValues', () => {
  it('preselects the geo country and the default currency, falling back to the first currency', () => {
    expect(initialRegistrationValues(site)).toMatchObject({ country_id: '643', currency: 'RUB', age_confirmed: false });
    expect(initialRegistrationValues({ geoCountryId: 0, defaultCurrency: 'EUR', currencies: ['USD'] })).toMatchObject({ country_id: '', currency: 'USD' });
  });
});
