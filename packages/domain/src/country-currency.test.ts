import { describe, expect, it } from 'vitest';
import { currencyOfCountry, offeredCurrencyFor } from './country-currency';

describe('the currency of a country', () => {
  it('knows the main ones, in either case', () => {
    expect(currencyOfCountry('GB')).toBe('GBP');
    expect(currencyOfCountry('tr')).toBe('TRY');
    expect(currencyOfCountry('DE')).toBe('EUR');
    expect(currencyOfCountry('KZ')).toBe('KZT');
    expect(currencyOfCountry('ZZ')).toBeUndefined();
  });

  it('offers the country’s own currency where the brand takes it, else the brand’s default', () => {
    const goalbet = { currencies: ['USD', 'EUR', 'TRY', 'BRL'], defaultCurrency: 'USD' };
    expect(offeredCurrencyFor('TR', goalbet)).toBe('TRY');
    expect(offeredCurrencyFor('DE', goalbet)).toBe('EUR');
    expect(offeredCurrencyFor('GB', goalbet)).toBe('USD');
    expect(offeredCurrencyFor(undefined, goalbet)).toBe('USD');
    expect(offeredCurrencyFor('GB', { currencies: ['EUR'], defaultCurrency: 'USD' })).toBe('EUR');
  });
});
