import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, marginMethods, MAX_PRICE, MIN_PRICE, toPrices } from './margin';
import { fairProbabilities, removeMargin } from './margin-removal';
import { priceProbabilities } from './price-market';

const market = fc
  .array(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 12 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });
const target = fc.double({ min: 1.001, max: 1.15, noNaN: true });
const method = fc.constantFrom(...marginMethods);
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('removeMargin', () => {
  it('gives back the fair probabilities its method priced, for every method', () => {
    fc.assert(
      fc.property(market, target, method, (p, t, m) => {
        const q = applyMargin(p, t, m);
        // An implied probability of 1 or more is no price (below 1.001).
        fc.pre(q.every((v) => v < 1));
        const fair = removeMargin(q, m);
        expect(Math.abs(sum(fair) - 1)).toBeLessThan(1e-9);
        fair.forEach((value, i) => expect(Math.abs(value - (p[i] ?? 0))).toBeLessThan(1e-7));
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    // 1.90 / 1.90: 0.5263 each, a 5.26% book, even chances whatever the method.
    ['multiplicative', [1 / 1.9, 1 / 1.9], [0.5, 0.5]],
    ['power', [1 / 1.9, 1 / 1.9], [0.5, 0.5]],
    // Additive takes the same amount off each: 0.6 + 0.45 = 1.05 → 0.575, 0.425.
    ['additive', [0.6, 0.45], [0.575, 0.425]],
    ['multiplicative', [0.6, 0.45], [0.6 / 1.05, 0.45 / 1.05]],
  ] as const)('%s of %j is %j', (m, q, p) => {
    removeMargin(q, m).forEach((value, i) => expect(value).toBeCloseTo(p[i] ?? 0, 12));
  });

  it('takes the longshot out where the additive share would make it negative', () => {
    const fair = removeMargin([0.9, 0.15, 0.02], 'additive');
    expect(fair[2]).toBe(0);
    expect(sum(fair)).toBeCloseTo(1, 12);
  });

  it('refuses what is not a book', () => {
    expect(() => removeMargin([], 'power')).toThrow(RangeError);
    expect(() => removeMargin([1, 0.2], 'power')).toThrow(RangeError);
    expect(() => removeMargin([Number.NaN, 0.5], 'shin')).toThrow(RangeError);
    expect(() => removeMargin([0, 0], 'shin')).toThrow(RangeError);
  });
});

describe('fairProbabilities', () => {
  it('reads a priced market back to within the rounding of its prices, never above a price', () => {
    fc.assert(
      fc.property(market, target, method, (p, t, m) => {
        // A price clamped at 1.001 or 1000 no longer carries its probability: the feed offers no such market.
        fc.pre(applyMargin(p, t, m).every((q) => q < 1000 / MIN_PRICE && q > 1000 / MAX_PRICE));
        fc.pre(p.every((v) => v > 0.02));
        const prices = toPrices(p, t, m);
        const fair = fairProbabilities(prices, m);
        fair.forEach((value, i) => {
          expect(Math.abs(value - (p[i] ?? 0))).toBeLessThan(0.005);
          expect(value).toBeLessThanOrEqual(1000 / (prices[i] ?? 1));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('reads a market of overlapping outcomes (double chance) back to its sum of two', () => {
    // Double chance of a 1X2 at 0.5 / 0.3 / 0.2: 1X 0.8, 12 0.7, X2 0.5.
    const prices = priceProbabilities([0.8, 0.7, 0.5], 2, { method: 'power', overround: 1.06 });
    const fair = fairProbabilities(prices, 'power');
    expect(sum(fair)).toBeCloseTo(2, 2);
    [0.8, 0.7, 0.5].forEach((p, i) => expect(fair[i]).toBeCloseTo(p, 2));
  });

  it('refuses a price that is not one', () => {
    expect(() => fairProbabilities([1000, 2000], 'power')).toThrow(RangeError);
    expect(() => fairProbabilities([1900.5, 2000], 'power')).toThrow(RangeError);
  });
});
