import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expressOdds } from './express-odds';

describe('total odds of an express (integer thousandths)', () => {
  it.each([
    [[2500], null],
    [[2500, 2000], 5000],
    [[1850, 1910], 3534],
    [[1333, 1333, 1333], 2369],
    [[1001, 1001], 1002],
  ])('%j → %s', (prices, total) => {
    expect(expressOdds(prices)).toBe(total);
  });

  it('is the exact product rounded half up to a thousandth', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 2, maxLength: 6 }), (prices) => {
        const total = expressOdds(prices);
        const product = prices.reduce((p, price) => p * BigInt(price), 1n);
        const scale = 1000n ** BigInt(prices.length - 1);
        // |total · scale − product| ≤ scale / 2
        const error = BigInt(total ?? 0) * scale - product;
        expect(error * 2n <= scale && error * 2n >= -scale).toBe(true);
      }),
    );
  });

  it('stays a safe integer however long the express', () => {
    expect(expressOdds(Array.from({ length: 50 }, () => 1_000_000))).toBe(Number.MAX_SAFE_INTEGER);
  });
});
