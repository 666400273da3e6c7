import { describe, expect, it } from 'vitest';
import { currencySeed } from './currencies';

function byCode(code: string) {
  const currency = currencySeed.find((row) => row.code === code);
  if (currency === undefined) throw new Error(`currency ${code} is not seeded`);
  return currency;
}

/** An exact decimal string as numerator / 10^digits, so no float enters the check. */
function decimalParts(value: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (match === null) throw new Error(`not a plain decimal: ${value}`);
  const fraction = match[2] ?? '';
  return { numerator: BigInt(`${match[1]}${fraction}`), denominator: 10n ** BigInt(fraction.length) };
}

const requiredCodes = [
  'RUB', 'USD', 'EUR', 'KZT', 'UZS', 'UAH', 'BYN', 'AZN', 'AMD', 'GEL', 'KGS', 'TJS', 'TRY', 'INR',
  'BDT', 'PKR', 'NGN', 'KES', 'GHS', 'BRL', 'ARS', 'CLP', 'COP', 'PEN', 'MXN', 'CAD', 'AUD', 'GBP',
  'CHF', 'PLN', 'CZK', 'JPY', 'KRW', 'CNY', 'VND', 'IDR', 'THB', 'MYR', 'PHP', 'EGP', 'MAD', 'TND',
  'KWD', 'BHD', 'OMR', 'JOD', 'SAR', 'AED', 'BTC', 'ETH', 'USDT', 'LTC', 'TRX', 'DOGE',
];

describe('currency seed', () => {
  it('has unique ids and codes', () => {
    expect(new Set(currencySeed.map((row) => row.id)).size).toBe(currencySeed.length);
    expect(new Set(currencySeed.map((row) => row.code)).size).toBe(currencySeed.length);
  });

  it('contains every currency the brands offer', () => {
    expect(requiredCodes.filter((code) => !currencySeed.some((row) => row.code === code))).toEqual([]);
  });

  it('keeps the documented stable ids', () => {
    expect([byCode('RUB').id, byCode('USD').id, byCode('EUR').id, byCode('BTC').id]).toEqual([1, 2, 3, 1001]);
  });

  it('numbers fiat below 1000 and crypto from 1001', () => {
    for (const row of currencySeed) expect(row.isCrypto ? row.id > 1000 : row.id < 1000).toBe(true);
  });

  it('uses a minor-unit scale between 0 and 8', () => {
    for (const row of currencySeed) expect(row.scale).toBeGreaterThanOrEqual(0);
    for (const row of currencySeed) expect(row.scale).toBeLessThanOrEqual(8);
  });

  // DESIGN §1 names these scales; the others follow ISO 4217.
  it.each([
    ['RUB', 2], ['USD', 2], ['KZT', 2], ['JPY', 0], ['KRW', 0], ['VND', 0], ['CLP', 0], ['IDR', 2],
    ['KWD', 3], ['BHD', 3], ['OMR', 3], ['JOD', 3], ['TND', 3], ['BTC', 8], ['ETH', 8], ['USDT', 6],
  ])('%s has scale %i', (code, scale) => {
    expect(byCode(code).scale).toBe(scale);
  });

  it('stores conversion coefficients as exact positive decimals', () => {
    for (const row of currencySeed) expect(row.conversionCoefficient).toMatch(/^\d+(\.\d{1,12})?$/);
    expect(byCode('USD').conversionCoefficient).toBe('1');
  });

  it('sets every minimum bet between USD 0.10 and USD 1 at the seeded rate', () => {
    const outOfRange = currencySeed.filter((row) => {
      const { numerator, denominator } = decimalParts(row.conversionCoefficient);
      // minBet / 10^scale × numerator / denominator, compared with 1/10 and 1 in integers.
      const value = row.minBet * numerator;
      const unit = 10n ** BigInt(row.scale) * denominator;
      return value * 10n < unit || value > unit;
    });
    expect(outOfRange.map((row) => row.code)).toEqual([]);
  });

  it('marks crypto currencies and leaves RUB and USD visible', () => {
    expect(currencySeed.filter((row) => row.isCrypto).map((row) => row.code)).toEqual([
      'BTC', 'ETH', 'USDT', 'LTC', 'TRX', 'DOGE',
    ]);
    expect([byCode('RUB').hidden, byCode('USD').hidden]).toEqual([false, false]);
  });
});
