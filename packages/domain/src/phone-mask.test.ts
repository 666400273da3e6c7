import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyFreePhoneInput,
  applyPhoneMask,
  buildPhoneMask,
  buildPhoneValue,
  filterCountriesByPhoneCode,
  formatPhoneForCountry,
  maskSlotCount,
  phoneDigits,
  phoneMaskPlaceholder,
  withPhoneRules,
} from './phone-mask';

describe('buildPhoneMask (spec §5)', () => {
  it.each([
    ['dashes become spaces', '###-###-##-##', undefined, '### ### ## ##'],
    ['a short mask is padded with zeros up to the maximum', '## ##', 6, '## ##00'],
    ['a mask as long as the maximum is kept', '### ###', 6, '### ###'],
    ['a longer mask is not cut', '### ### ###', 6, '### ### ###'],
    ['surrounding spaces are trimmed', ' (###) ### ', null, '(###) ###'],
  ])('%s', (_name, mask, max, expected) => {
    expect(buildPhoneMask({ mask, max })).toBe(expected);
  });

  it('counts slots of every token kind', () => {
    expect(maskSlotCount('(###) XS-A 00')).toBe(8);
  });

  it('shows slots as zeros in the placeholder', () => {
    expect(phoneMaskPlaceholder({ mask: '(###) ###-##-##' })).toBe('(000) 000 00 00');
  });
});

describe('applyPhoneMask (spec §5)', () => {
  const ke = { countryCode: 'ke', mask: '###-###-###' };
  it.each([
    ['formats digits with the mask', ke, '712345678', '712 345 678'],
    ['cuts the number to the mask length', ke, '7123456789999', '712 345 678'],
    ['skips characters that fit no slot', ke, '7a1-2 3', '712 3'],
    ['keeps an already masked value', ke, '712 345 6', '712 345 6'],
    ['writes no trailing separator', ke, '712 ', '712'],
    ['empty input stays empty', ke, '', ''],
    ['a leading literal appears with the first digit', { countryCode: 'ua', mask: '(##) ###' }, '50', '(50'],
    ['fills the padded slots', { countryCode: 'ua', mask: '## ###', max: 7 }, '5012345', '50 12345'],
    ['X takes letters and digits', { countryCode: 'xx', mask: 'XX-XX' }, 'a1!b2', 'a1 b2'],
    ['S takes letters only', { countryCode: 'xx', mask: 'SS' }, '1ab', 'ab'],
    ['A takes letters and makes them upper case', { countryCode: 'xx', mask: 'AA#' }, 'ab1', 'AB1'],
    ['RU accepts 9 first', { countryCode: 'ru', mask: '###-###-##-##' }, '9161234567', '916 123 45 67'],
    ['RU clears another first digit', { countryCode: 'ru', mask: '###-###-##-##' }, '8161234567', ''],
    ['KZ accepts 7 first', { countryCode: 'KZ', mask: '###-###-##-##' }, '7011234567', '701 123 45 67'],
    ['KZ accepts 6 first', { countryCode: 'kz', mask: '###-###-##-##' }, '6011234567', '601 123 45 67'],
    ['KZ clears another first digit', { countryCode: 'kz', mask: '###-###-##-##' }, '5011234567', ''],
  ])('%s', (_name, rule, input, expected) => {
    expect(applyPhoneMask(input, rule)).toBe(expected);
  });

  it('is idempotent and never longer than the mask', () => {
    const rule = { countryCode: 'de', mask: '(###) ###-####', max: 12 };
    const length = buildPhoneMask(rule).length;
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const once = applyPhoneMask(input, rule);
        expect(once.length).toBeLessThanOrEqual(length);
        expect(applyPhoneMask(once, rule)).toBe(once);
      }),
    );
  });

  it('keeps every digit in order up to the slot count', () => {
    const rule = { countryCode: 'gb', mask: '####-######' };
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ()+-]{0,30}$/), (input) => {
        const expected = phoneDigits(input).slice(0, maskSlotCount(rule.mask));
        expect(phoneDigits(applyPhoneMask(input, rule))).toBe(expected);
      }),
    );
  });
});

describe('phoneDigits and free input', () => {
  it.each([
    ['+7 (916) 123-45-67', '79161234567'],
    ['', ''],
    ['abc', ''],
  ])('phoneDigits(%j) = %j', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });

  it('keeps at most 20 digits without a country rule (spec §5 phone field)', () => {
    expect(applyFreePhoneInput('1'.repeat(25) + 'x')).toBe('1'.repeat(20));
  });
});

describe('filterCountriesByPhoneCode (spec §5)', () => {
  const countries = [
    { id: 1, phoneCode: '+7' },
    { id: 2, phoneCode: '+77' },
    { id: 3, phoneCode: '+375' },
    { id: 4, phoneCode: '+1' },
    { id: 5, phoneCode: '+971' },
  ];
  it.each([
    ['empty input keeps every country', '', [1, 2, 3, 4, 5]],
    ['the plus is ignored', '+7', [1, 2, 3, 5]],
    ['matches codes that contain the typed code', '7', [1, 2, 3, 5]],
    ['a longer code narrows the list', '37', [3]],
    ['only three typed digits count', '3751234', [3]],
    ['nothing matches', '999', []],
  ])('%s', (_name, typed, ids) => {
    expect(filterCountriesByPhoneCode(countries, typed).map((c) => c.id)).toEqual(ids);
  });
});

describe('country rules and phone value', () => {
  const russia = { id: 1, name: 'Россия', code: 'ru', phoneCode: '+7' };
  const chad = { id: 2, name: 'Чад', code: 'td', phoneCode: '+235' };

  it('joins validation records by country id', () => {
    const joined = withPhoneRules([russia, chad], [{ CountryId: 1, Mask: '###-###-##-##', Min: 10, Max: 10 }]);
    expect(joined).toEqual([{ ...russia, mask: '###-###-##-##', min: 10, max: 10 }, chad]);
  });

  it('formats with the mask of the country, or free digits without one', () => {
    expect(formatPhoneForCountry('9161234567', { ...russia, mask: '###-###-##-##' })).toBe('916 123 45 67');
    expect(formatPhoneForCountry('66-12 34', chad)).toBe('661234');
  });

  it('builds the phone value with digits only in fullPhone', () => {
    expect(buildPhoneValue(russia, '916 123 45 67')).toEqual({
      countryCode: 'ru',
      countryId: 1,
      phoneCode: '+7',
      phoneNum: '916 123 45 67',
      fullPhone: '79161234567',
    });
  });
});
