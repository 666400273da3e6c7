import { getCountries, getExampleNumber, isSupportedCountry } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { countrySeed } from './countries';

function byIso2(iso2: string) {
  const country = countrySeed.find((row) => row.iso2 === iso2);
  if (country === undefined) throw new Error(`country ${iso2} is not seeded`);
  return country;
}

const maskDigits = (mask: string): number => mask.replace(/[^#]/g, '').length;

describe('country seed', () => {
  it('covers every region libphonenumber knows', () => {
    expect(countrySeed.map((row) => row.iso2).sort()).toEqual([...getCountries()].sort());
    expect(countrySeed.length).toBeGreaterThanOrEqual(240);
  });

  it('has unique ids, alpha-2 and alpha-3 codes', () => {
    for (const key of ['id', 'iso2', 'iso3'] as const) {
      expect(new Set(countrySeed.map((row) => row[key])).size).toBe(countrySeed.length);
    }
    for (const row of countrySeed) expect(row.iso2).toMatch(/^[A-Z]{2}$/);
    for (const row of countrySeed) expect(row.iso3).toMatch(/^[A-Z]{3}$/);
  });

  it('uses ISO 3166-1 numeric codes as ids', () => {
    expect([byIso2('RU').id, byIso2('KZ').id, byIso2('KE').id, byIso2('TR').id]).toEqual([643, 398, 404, 792]);
    // spec §7.13 alternative domain country: id 90 is the Solomon Islands in this numbering.
    expect(countrySeed.find((row) => row.id === 90)?.iso2).toBe('SB');
  });

  it('gives every country a calling code of 1 to 3 digits and Min ≤ Max', () => {
    for (const row of countrySeed) {
      expect(row.phoneCode).toMatch(/^[1-9]\d{0,2}$/);
      expect(row.phoneMin).toBeGreaterThan(0);
      expect(row.phoneMin).toBeLessThanOrEqual(row.phoneMax);
    }
  });

  // spec §5 mask tokens: # digit, X alphanumeric, S letter, A uppercase letter.
  it('writes masks with the mask tokens, spaces, dashes and parentheses only', () => {
    for (const row of countrySeed) expect(row.phoneMask).toMatch(/^[#XSA ()-]+$/);
  });

  // spec §5: with a country the maximum length is the digit count of its mask.
  it('holds exactly phoneMax digits in every mask', () => {
    expect(countrySeed.filter((row) => maskDigits(row.phoneMask) !== row.phoneMax).map((row) => row.iso2)).toEqual([]);
  });

  it('accepts the example mobile number of every country', () => {
    const rejected = countrySeed.filter((row) => {
      if (!isSupportedCountry(row.iso2)) return true;
      const example = getExampleNumber(row.iso2, mobileExamples);
      const digits = example?.nationalNumber.length ?? 0;
      return example?.countryCallingCode !== row.phoneCode || digits < row.phoneMin || digits > row.phoneMax;
    });
    expect(rejected.map((row) => row.iso2)).toEqual([]);
  });

  it('writes Russian numbers as +7 and ten digits starting with 9', () => {
    expect(byIso2('RU')).toMatchObject({
      phoneCode: '7',
      phoneMask: '### ###-##-##',
      phoneMin: 10,
      phoneMax: 10,
      phoneFirstDigits: '9',
    });
  });

  it('lets Kazakhstan share +7 with ten digits starting with 6 or 7', () => {
    expect(byIso2('KZ')).toMatchObject({ phoneCode: '7', phoneMin: 10, phoneMax: 10, phoneFirstDigits: '67' });
    expect(maskDigits(byIso2('KZ').phoneMask)).toBe(10);
  });

  it('limits first-digit rules to the countries spec §5 names', () => {
    expect(countrySeed.filter((row) => row.phoneFirstDigits !== null).map((row) => row.iso2)).toEqual(['KZ', 'RU']);
  });

  it('names every country in English and Russian', () => {
    for (const row of countrySeed) {
      expect(row.name).not.toBe('');
      expect(row.nameRu).toMatch(/[А-ЯЁа-яё]/);
    }
    expect([byIso2('RU').nameRu, byIso2('US').nameRu]).toEqual(['Россия', 'США']);
  });
});
