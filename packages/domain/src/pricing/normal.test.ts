import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOf, totalMass } from './discrete';
import { discretizedNormal, erfc, normalCdf, normalQuantile } from './normal';

describe('normalCdf', () => {
  // Reference values to 16 digits (Abramowitz & Stegun tables, mpmath).
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [-3, 0.0013498980316301035],
    [2.5, 0.9937903346742238],
    [-6, 9.865876450376981e-10],
    [-10, 7.619853024160525e-24],
  ])('Φ(%d) = %d', (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected) / expected).toBeLessThan(1e-13);
  });

  it.each([
    [0.5, 0.4795001221869535],
    [3, 2.209049699858544e-5],
    [5, 1.5374597944280349e-12],
  ])('erfc(%d) = %d', (x, expected) => {
    expect(Math.abs(erfc(x) - expected) / expected).toBeLessThan(1e-13);
  });

  it('is continuous where the series hands over to the continued fraction', () => {
    expect(Math.abs(erfc(3 - 1e-12) - erfc(3))).toBeLessThan(1e-15);
  });
});

describe('normalQuantile', () => {
  it('inverts normalCdf', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1 - 1e-12, noNaN: true }), (p) => {
        expect(Math.abs(normalCdf(normalQuantile(p)) - p)).toBeLessThan(1e-14 + p * 1e-12);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    [0.975, 1.959963984540054],
    [0.5, 0],
    [0.001, -3.090232306167813],
  ])('Φ⁻¹(%d) = %d', (p, x) => {
    expect(normalQuantile(p)).toBeCloseTo(x, 12);
  });

  it('is infinite at 0 and 1 and refuses what is not a probability', () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(() => normalQuantile(1.5)).toThrow(RangeError);
  });
});

describe('discretizedNormal', () => {
  it('is a distribution with the normal\'s mean (rounding shifts it by < e^(−2π²sd²))', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 250, noNaN: true }), fc.double({ min: 1, max: 25, noNaN: true }), (mean, sd) => {
        const d = discretizedNormal(mean, sd);
        expect(totalMass(d)).toBeCloseTo(1, 12);
        expect(d.pmf.every((p) => p >= 0)).toBe(true);
        expect(meanOf(d)).toBeCloseTo(mean, 6);
      }),
      { numRuns: 100 },
    );
  });

  it('gives a draw the mass within ±0.5', () => {
    const d = discretizedNormal(0, 12);
    const zero = d.pmf[-d.min] ?? 0;
    expect(zero).toBeCloseTo(normalCdf(0.5 / 12) - normalCdf(-0.5 / 12), 14);
  });

  it('is a point mass when nothing is left to play', () => {
    const d = discretizedNormal(7.4, 0);
    expect(d.min).toBe(7);
    expect(Array.from(d.pmf)).toEqual([1]);
  });
});
