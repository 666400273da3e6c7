import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, marginCodes, marginForCode, marginMethods, MAX_PRICE, MIN_PRICE, overroundOf, priceFromImplied, toPrices } from './margin';

const market = fc
  .array(fc.integer({ min: 1, max: 20 }), { minLength: 2, maxLength: 12 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });
const target = fc.double({ min: 1, max: 1.15, noNaN: true });
const method = fc.constantFrom(...marginMethods);

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('applyMargin (issue 4: every market\'s overround equals the target)', () => {
  it('sums the implied probabilities to the target for every method', () => {
    fc.assert(
      fc.property(market, target, method, (p, t, m) => {
        expect(Math.abs(sum(applyMargin(p, t, m)) - t)).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('never prices a likelier outcome longer, and never below its fair probability', () => {
    fc.assert(
      fc.property(market, target, method, (p, t, m) => {
        const q = applyMargin(p, t, m);
        for (let i = 0; i < p.length; i++) {
          expect(q[i]).toBeGreaterThanOrEqual((p[i] ?? 0) - 1e-12);
          for (let j = 0; j < p.length; j++) if ((p[i] ?? 0) > (p[j] ?? 0)) expect(q[i]).toBeGreaterThanOrEqual((q[j] ?? 0) - 1e-12);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the overround within the rounding bound after rounding down to thousandths', () => {
    fc.assert(
      fc.property(market, target, method, (p, t, m) => {
        const q = applyMargin(p, t, m);
        fc.pre(q.every((x) => x < 1000 / MIN_PRICE && x > 1000 / MAX_PRICE));
        const prices = toPrices(p, t, m);
        // price_i ≤ 1/q_i (rounded down) and > 1/q_i − 0.001, so
        // q_i ≤ 1/price_i < q_i / (1 − 0.001·q_i).
        const bound = sum(q.map((x) => (0.001 * x * x) / (1 - 0.001 * x)));
        const overround = overroundOf(prices);
        expect(overround).toBeGreaterThanOrEqual(t - 1e-9);
        expect(overround).toBeLessThanOrEqual(t + bound + 1e-12);
        expect(prices.every((x) => Number.isInteger(x) && x >= MIN_PRICE && x <= MAX_PRICE)).toBe(true);
        for (let i = 0; i < p.length; i++) {
          for (let j = 0; j < p.length; j++) if ((p[i] ?? 0) > (p[j] ?? 0)) expect(prices[i]).toBeLessThanOrEqual(prices[j] ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leaves fair probabilities alone at a target of 1 and normalises unnormalised input', () => {
    expect(applyMargin([0.25, 0.75], 1, 'power')).toEqual([0.25, 0.75]);
    const q = applyMargin([2, 6], 1.05, 'multiplicative');
    expect(q[0]).toBeCloseTo(0.2625, 12);
    expect(q[1]).toBeCloseTo(0.7875, 12);
  });

  it.each([
    ['multiplicative', [0.5, 0.5], 1.06, [0.53, 0.53]],
    ['additive', [0.7, 0.2, 0.1], 1.09, [0.73, 0.23, 0.13]],
  ] as const)('%s on %j with target %d', (m, p, t, expected) => {
    const q = applyMargin(p, t, m);
    expected.forEach((e, i) => expect(q[i]).toBeCloseTo(e, 12));
  });

  it('power solves Σ p^k = T: on two equal outcomes k = 1 − log2(T)', () => {
    const q = applyMargin([0.5, 0.5], 1.06, 'power');
    const k = 1 - Math.log2(1.06);
    expect(q[0]).toBeCloseTo(0.5 ** k, 12);
  });

  it('shin puts relatively more margin on longshots than on the favourite', () => {
    const p = [0.8, 0.15, 0.05];
    const q = applyMargin(p, 1.08, 'shin');
    const ratios = q.map((x, i) => x / (p[i] ?? 1));
    expect(ratios[2]).toBeGreaterThan(ratios[1] ?? 0);
    expect(ratios[1]).toBeGreaterThan(ratios[0] ?? 0);
    // Shin's inverse recovers the fair probabilities: p = (√(z² + 4(1 − z)q²/T) − z) / (2(1 − z)).
    const z = solveShinZ(q);
    q.forEach((qi, i) => expect((Math.sqrt(z * z + (4 * (1 - z) * qi * qi) / 1.08) - z) / (2 * (1 - z))).toBeCloseTo(p[i] ?? 0, 9));
  });

  it('odds-ratio multiplies every outcome\'s odds by the same factor', () => {
    const p = [0.6, 0.3, 0.1];
    const q = applyMargin(p, 1.05, 'odds-ratio');
    const odds = (x: number): number => x / (1 - x);
    const factors = q.map((x, i) => odds(x) / odds(p[i] ?? 0));
    expect(factors[1]).toBeCloseTo(factors[0] ?? 0, 9);
    expect(factors[2]).toBeCloseTo(factors[0] ?? 0, 9);
  });

  it('falls back to multiplicative when the method cannot reach the target', () => {
    expect(applyMargin([1, 0], 1.05, 'power')).toEqual([1.05, 0]);
  });

  it.each([[[]], [[0, 0]], [[-0.1, 1.1]], [[Number.NaN, 1]]])('refuses %j', (p) => {
    expect(() => applyMargin(p, 1.05, 'power')).toThrow(RangeError);
  });

  it('refuses a target below 1', () => {
    expect(() => applyMargin([0.5, 0.5], 0.95, 'power')).toThrow(RangeError);
  });
});

/** The z of Shin's model from implied probabilities (bisection on Σ p = 1). */
function solveShinZ(q: readonly number[]): number {
  const t = sum(q);
  const fair = (z: number): number => sum(q.map((x) => (Math.sqrt(z * z + (4 * (1 - z) * x * x) / t) - z) / (2 * (1 - z))));
  let lo = 0;
  let hi = 0.5;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (fair(mid) > 1) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('priceFromImplied', () => {
  it.each([
    [0.5, 2000],
    [1 / 1.85, 1850],
    [0.6, 1666],
    [1, MIN_PRICE],
    [2, MIN_PRICE],
    [0.0001, MAX_PRICE],
    [0, MAX_PRICE],
  ])('%d → %d thousandths (rounded down, within bounds)', (q, price) => {
    expect(priceFromImplied(q)).toBe(price);
  });
});

describe('marginCodes', () => {
  it('maps every code to a known method and a target above 1', () => {
    for (const spec of Object.values(marginCodes)) {
      expect(marginMethods).toContain(spec.method);
      expect(spec.overround).toBeGreaterThan(1);
    }
  });

  it.each([
    ['standard', marginCodes.standard],
    ['high', marginCodes.high],
    ['no-such-code', marginCodes.standard],
    [undefined, marginCodes.standard],
    ['toString', marginCodes.standard],
  ])('%s → %j', (code, spec) => {
    expect(marginForCode(code)).toEqual(spec);
  });
});
