import { describe, expect, it } from 'vitest';
import { phoneRuleFromCountryRow } from './phone';
import { phoneNumberType, phoneValidators } from './phone-number-type';
import { validateField } from './validate';

const ru = phoneRuleFromCountryRow({ iso2: 'RU', phoneMask: '### ###-##-##', phoneMin: 10, phoneMax: 10, phoneFirstDigits: '9' });
const kz = phoneRuleFromCountryRow({ iso2: 'KZ', phoneMask: '### ### ####', phoneMin: 10, phoneMax: 10, phoneFirstDigits: '67' });
const us = phoneRuleFromCountryRow({ iso2: 'US', phoneMask: '(###) ###-####', phoneMin: 10, phoneMax: 10, phoneFirstDigits: null });
const ca = phoneRuleFromCountryRow({ iso2: 'CA', phoneMask: '(###) ###-####', phoneMin: 10, phoneMax: 10, phoneFirstDigits: null });
const gb = phoneRuleFromCountryRow({ iso2: 'GB', phoneMask: '#### ######', phoneMin: 9, phoneMax: 10, phoneFirstDigits: null });

describe('phoneNumberType (spec §5 number types, libphonenumber metadata)', () => {
  it.each([
    ['a Russian mobile', ru, undefined, '916 123-45-67', null],
    ['a Russian fixed line is not a mobile', ru, undefined, '495 123-45-67', { key: 'validation_phone_not_mobile' }],
    ['a Russian fixed line where fixed lines are allowed', ru, ['MOBILE', 'FIXED_LINE'], '495 123-45-67', null],
    ['a Russian toll-free number where only mobiles and fixed lines are allowed', ru, ['MOBILE', 'FIXED_LINE'], '800 123-45-67', { key: 'validation_phone_type_not_allowed' }],
    ['a Russian toll-free number where toll-free is allowed', ru, ['TOLL_FREE'], '800 123-45-67', null],
    ['a Kazakh mobile', kz, undefined, '701 123 4567', null],
    ['a Russian mobile is not a Kazakh number (shared +7)', kz, undefined, '916 123 4567', { key: 'validation_phone_invalid' }],
    ['a number of no range', ru, undefined, '123 456-78-90', { key: 'validation_phone_invalid' }],
    ['a US number that may be mobile or fixed', us, undefined, '(201) 555-0123', null],
    ['a US number is not a Canadian one (shared +1)', ca, undefined, '(201) 555-0123', { key: 'validation_phone_invalid' }],
    ['a UK mobile', gb, undefined, '7400 123456', null],
    ['empty passes', ru, undefined, '', null],
    ['a country libphonenumber does not know passes', { countryCode: 'ZZ' }, undefined, '123456', null],
  ] as const)('%s', (_name, country, allowed, value, expected) => {
    expect(phoneNumberType(country, allowed)(value)).toEqual(expected);
  });
});

describe('phoneValidators: the full phone field, first error first', () => {
  it.each([
    ['RU: a wrong first digit before the length', { country: ru }, '8', { key: 'validation_phone_first_digit', params: { digits: '9' } }],
    ['RU: the length before the type', { country: ru }, '916', { key: 'equal_length', params: { value: 10 } }],
    ['KZ: a number of no range last', { country: kz }, '600 123 4567', { key: 'validation_phone_invalid' }],
    ['KZ: a fixed line is not a mobile', { country: kz }, '717 212 3456', { key: 'validation_phone_not_mobile' }],
    ['RU: a good mobile', { country: ru }, '916 123-45-67', null],
    ['RU: required and empty', { country: ru, required: true, label: 'Телефон' }, '', { key: 'validation_required', params: { field: 'Телефон' } }],
    ['KZ: no type check with an empty type list', { country: kz, allowedTypes: [] }, '600 123 4567', null],
    ['no country: the general rule', {}, '12345', { key: 'phone_min_length', params: { value: 6 } }],
    ['no country: not required and empty', {}, '', null],
  ] as const)('%s', (_name, options, value, expected) => {
    expect(validateField(value, phoneValidators(options))).toEqual(expected);
  });
});
