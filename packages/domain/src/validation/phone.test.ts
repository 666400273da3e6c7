import { describe, expect, it } from 'vitest';
import {
  type PhoneCountryRule,
  allowedFirstDigits,
  phoneByCountry,
  phoneField,
  phoneFirstDigit,
  phoneLengthRange,
  phoneRuleFromCountryRow,
  phoneRuleFromPhoneCountry,
} from './phone';

// Rows as the countries seed holds them (packages/db/src/seed/data/countries.ts).
const ru = phoneRuleFromCountryRow({ iso2: 'RU', phoneMask: '### ###-##-##', phoneMin: 10, phoneMax: 10, phoneFirstDigits: '9' });
const kz = phoneRuleFromCountryRow({ iso2: 'KZ', phoneMask: '### ### ####', phoneMin: 10, phoneMax: 10, phoneFirstDigits: '67' });
const at = phoneRuleFromCountryRow({ iso2: 'AT', phoneMask: '### ##########', phoneMin: 7, phoneMax: 13, phoneFirstDigits: null });
const shortMask: PhoneCountryRule = { countryCode: 'xx', mask: '### ###', max: 8 };

describe('phoneField (spec §5 "Phone field")', () => {
  it.each([
    ['not required and empty is valid', {}, '', null],
    ['not required and only separators is empty', {}, ' - ', null],
    ['empty and required gives the required message with the label', { required: true, label: 'Phone' }, '', { key: 'validation_required', params: { field: 'Phone' } }],
    ['empty and required without a label', { required: true }, '', { key: 'auth_required_field' }],
    ['under 6 digits gives phone_min_length of 6', {}, '12345', { key: 'phone_min_length', params: { value: 6 } }],
    ['6 digits pass without a country', {}, '123456', null],
    ['masked input counts digits only', {}, '(123) 45', { key: 'phone_min_length', params: { value: 6 } }],
    ['without a country 20 digits pass', {}, '1'.repeat(20), null],
    ['without a country 21 digits give phone_max_length of 20', {}, '1'.repeat(21), { key: 'phone_max_length', params: { value: 20 } }],
    ['with a country the mask digit count is the maximum', { country: ru }, '916 123-45-67', null],
    ['with a country more digits than the mask give equal_length', { country: ru }, '916 123-45-678', { key: 'equal_length', params: { value: 10 } }],
    ['a short mask is padded to the country maximum (spec §5 mask)', { country: shortMask }, '12345678', null],
    ['beyond the padded mask gives equal_length with the padded count', { country: shortMask }, '123456789', { key: 'equal_length', params: { value: 8 } }],
    ['still under 6 digits with a country', { country: ru }, '916', { key: 'phone_min_length', params: { value: 6 } }],
    ['a country without a mask falls back to 20', { country: { countryCode: 'xx' } }, '1'.repeat(21), { key: 'phone_max_length', params: { value: 20 } }],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(phoneField(options)(value)).toEqual(expected);
  });
});

describe('phoneByCountry (spec §5 "By country")', () => {
  const custom: PhoneCountryRule = { ...kz, message: { key: 'validation_phone_invalid' } };
  it.each([
    ['empty and not required is valid', {}, '', null],
    ['empty and required gives the required message', { required: true, label: 'Телефон', country: ru }, '', { key: 'validation_required', params: { field: 'Телефон' } }],
    ['Min = Max: the exact length passes', { country: ru }, '9161234567', null],
    ['Min = Max: a shorter number gives equal_length', { country: ru }, '916123456', { key: 'equal_length', params: { value: 10 } }],
    ['Min = Max: a longer number gives equal_length', { country: ru }, '91612345678', { key: 'equal_length', params: { value: 10 } }],
    ['a range: the minimum passes', { country: at }, '6641234', null],
    ['a range: the maximum passes', { country: at }, '6641234567890', null],
    ['a range: under the minimum gives phone_min_length of Min', { country: at }, '664123', { key: 'phone_min_length', params: { value: 7 } }],
    ['a range: over the maximum gives phone_max_length of Max', { country: at }, '66412345678901', { key: 'phone_max_length', params: { value: 13 } }],
    ['a per-country rule gives its custom message', { country: custom }, '70112345', { key: 'validation_phone_invalid' }],
    ['only Min set: 6 to 20 apply', { country: { countryCode: 'xx', min: 9 } }, '1234567', null],
    ['only Max set: 6 to 20 apply', { country: { countryCode: 'xx', max: 7 } }, '12345', { key: 'phone_min_length', params: { value: 6 } }],
    ['no country: 6 to 20 apply', {}, '1'.repeat(21), { key: 'phone_max_length', params: { value: 20 } }],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(phoneByCountry(options)(value)).toEqual(expected);
  });

  it.each([
    [ru, { min: 10, max: 10 }],
    [at, { min: 7, max: 13 }],
    [{ countryCode: 'xx', min: 0, max: 5 }, { min: 6, max: 20 }],
    [{ countryCode: 'xx', min: 9, max: 7 }, { min: 6, max: 20 }],
    [null, { min: 6, max: 20 }],
  ])('range of %j is %j', (country, range) => {
    expect(phoneLengthRange(country)).toEqual(range);
  });
});

describe('phoneFirstDigit (spec §5: KZ 6 or 7, RU 9)', () => {
  it.each([
    ['RU 9 passes', ru, '916', null],
    ['RU 8 fails', ru, '816', { key: 'validation_phone_first_digit', params: { digits: '9' } }],
    ['KZ 7 passes', kz, '701', null],
    ['KZ 6 passes', kz, '601', null],
    ['KZ 9 fails', kz, '901', { key: 'validation_phone_first_digit', params: { digits: '6, 7' } }],
    ['separators are skipped', kz, '(9', { key: 'validation_phone_first_digit', params: { digits: '6, 7' } }],
    ['empty passes', ru, '', null],
    ['a country without a rule accepts any digit', at, '0664', null],
  ] as const)('%s', (_name, country, value, expected) => {
    expect(phoneFirstDigit(country)(value)).toEqual(expected);
  });

  it.each([
    ['the row’s own digits', kz, ['6', '7']],
    ['the KZ rule of phone-mask when the row has none', { countryCode: 'kz' }, ['6', '7']],
    ['the RU rule of phone-mask when the row has none', { countryCode: 'RU' }, ['9']],
    ['no rule', { countryCode: 'de' }, []],
  ] as const)('allowed first digits: %s', (_name, country, expected) => {
    expect(allowedFirstDigits(country)).toEqual(expected);
  });

  it('reads a country joined with its validation record', () => {
    expect(phoneRuleFromPhoneCountry({ id: 643, name: 'Russia', code: 'ru', phoneCode: '+7', mask: '### ###-##-##', min: 10, max: 10 })).toEqual({
      countryCode: 'ru',
      mask: '### ###-##-##',
      min: 10,
      max: 10,
    });
  });
});
