import { describe, expect, it } from 'vitest';
import { countryName, currencyName } from './display-names';

// Country and currency names in the page's language (issue 14): the tables' own names in Russian,
// CLDR's in every other language.

const germany = { en: 'Germany', ru: 'Германия' };
const euro = { en: 'Euro', ru: 'Евро' };

describe('names in the page language', () => {
  it.each([
    ['ru', 'Германия', 'Евро'],
    ['en', 'Germany', 'Euro'],
    ['de', 'Deutschland', 'Euro'],
    ['kk', 'Германия', 'Еуро'],
    ['tr', 'Almanya', 'Euro'],
    ['ar', 'ألمانيا', 'يورو'],
  ])('%s: %s, %s', (lang, country, currency) => {
    expect(countryName('de', lang, germany)).toBe(country);
    expect(currencyName('EUR', lang, euro)).toBe(currency);
  });

  it('takes the English name where the language or the code is unknown', () => {
    expect(countryName('DE', 'xx-invalid-!!', germany)).toBe('Germany');
    expect(countryName('QQ', 'de', { en: 'Somewhere' })).toBe('Somewhere');
  });
});
