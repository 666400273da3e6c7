import { describe, expect, it } from 'vitest';
import { currencyOfCountry } from '@stavka/domain/country-currency';
import { countrySeed } from './countries';
import { currencySeed } from './currencies';

// The country → currency table (packages/domain) against the reference data it speaks of.
describe('the currencies of the reference countries', () => {
  it('names only currencies the reference data has, and every fiat one has its country', () => {
    const currencies = new Set(currencySeed.map((currency) => currency.code));
    const countries = new Set(countrySeed.map((country) => country.iso2));
    for (const country of countries) {
      const currency = currencyOfCountry(country);
      if (currency !== undefined) expect(currencies, `${country} → ${currency}`).toContain(currency);
    }
    // Every fiat reference currency has at least its home country.
    for (const { code } of currencySeed.filter((currency) => !currency.isCrypto)) expect(countrySeed.some((country) => currencyOfCountry(country.iso2) === code), code).toBe(true);
  });
});
