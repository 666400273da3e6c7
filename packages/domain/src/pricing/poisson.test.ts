import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dixonColesRhoRange, dixonColesScoreMatrix } from './dixon-coles';
import { cell, poissonGoals, poissonScoreMatrix, type ScoreMatrix } from './poisson';
import { marginDistribution, resultProbabilities, teamGoalsDistribution, totalDistribution } from './score-distributions';
import { totalMass } from './discrete';

const rate = fc.double({ min: 0.05, max: 3.5, noNaN: true });
const rho = fc.double({ min: -0.3, max: 0.3, noNaN: true });

const sum = (values: ArrayLike<number>): number => Array.from(values).reduce((a, b) => a + b, 0);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

describe('poissonGoals', () => {
  it.each([
    [1.5, 0, Math.exp(-1.5)],
    [1.5, 2, (Math.exp(-1.5) * 1.5 ** 2) / 2],
    [2.7, 4, (Math.exp(-2.7) * 2.7 ** 4) / 24],
  ])('P(Poisson(%d) = %d)', (lambda, k, expected) => {
    expect(poissonGoals(lambda)[k]).toBeCloseTo(expected, 15);
  });

  it('puts the tail into the last slot ("maxGoals or more"), so the marginal is exact', () => {
    const p = poissonGoals(2, 4);
    let below = 0;
    for (let k = 0; k < 4; k++) below += (Math.exp(-2) * 2 ** k) / factorial(k);
    expect(p[4]).toBeCloseTo(1 - below, 15);
    expect(sum(p)).toBeCloseTo(1, 15);
  });

  it('refuses negative rates and silly cut-offs', () => {
    expect(() => poissonGoals(-1)).toThrow(RangeError);
    expect(() => poissonGoals(1, 1)).toThrow(RangeError);
    expect(() => poissonGoals(Number.NaN)).toThrow(RangeError);
  });
});

describe('score matrices', () => {
  it('are 11×11 by default and sum to 1, Poisson or Dixon-Coles', () => {
    fc.assert(
      fc.property(rate, rate, rho, (home, away, r) => {
        for (const m of [poissonScoreMatrix({ home, away }), dixonColesScoreMatrix({ home, away }, r)]) {
          expect(m.size).toBe(11);
          expect(sum(m.cells)).toBeCloseTo(1, 12);
          expect(m.cells.every((p) => p >= 0)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('Dixon-Coles moves only the four low scores, by τ, and keeps each team\'s goals unchanged', () => {
    fc.assert(
      fc.property(rate, rate, rho, (home, away, r) => {
        const range = dixonColesRhoRange({ home, away });
        fc.pre(r >= range.min && r <= range.max);
        const plain = poissonScoreMatrix({ home, away });
        const dc = dixonColesScoreMatrix({ home, away }, r);
        expect(cell(dc, 0, 0)).toBeCloseTo(cell(plain, 0, 0) * (1 - home * away * r), 14);
        expect(cell(dc, 0, 1)).toBeCloseTo(cell(plain, 0, 1) * (1 + home * r), 14);
        expect(cell(dc, 1, 0)).toBeCloseTo(cell(plain, 1, 0) * (1 + away * r), 14);
        expect(cell(dc, 1, 1)).toBeCloseTo(cell(plain, 1, 1) * (1 - r), 14);
        expect(cell(dc, 2, 1)).toBe(cell(plain, 2, 1));
        for (const side of ['home', 'away'] as const) {
          const a = teamGoalsDistribution(plain, side).pmf;
          const b = teamGoalsDistribution(dc, side).pmf;
          a.forEach((p, i) => expect(b[i]).toBeCloseTo(p, 14));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('negative ρ raises the draw', () => {
    const rates = { home: 1.4, away: 1.1 };
    expect(resultProbabilities(dixonColesScoreMatrix(rates, -0.13)).draw).toBeGreaterThan(resultProbabilities(poissonScoreMatrix(rates)).draw);
  });

  it('clamps ρ so no cell goes negative', () => {
    const dc = dixonColesScoreMatrix({ home: 3, away: 3 }, 0.9);
    expect(cell(dc, 0, 0)).toBeGreaterThanOrEqual(0);
    expect(dixonColesRhoRange({ home: 3, away: 3 }).max).toBeCloseTo(1 / 9, 15);
  });
});

/** The modified Bessel function I_k(x) by its series. */
function besselI(k: number, x: number): number {
  let total = 0;
  for (let m = 0; m < 60; m++) total += (x / 2) ** (2 * m + k) / (factorial(m) * factorial(m + k));
  return total;
}

/** Skellam: P(X − Y = k) for X ~ Poisson(λ), Y ~ Poisson(μ). */
function skellam(k: number, l: number, m: number): number {
  return Math.exp(-(l + m)) * (l / m) ** (k / 2) * besselI(Math.abs(k), 2 * Math.sqrt(l * m));
}

describe('score distributions match closed forms (independent Poisson)', () => {
  // A wide matrix makes the lumped tail negligible for 1e-12 comparisons.
  const wide = (home: number, away: number): ScoreMatrix => poissonScoreMatrix({ home, away }, 25);

  it('the margin is Skellam, so the draw is e^−(λ+μ)·I₀(2√(λμ))', () => {
    fc.assert(
      fc.property(rate, rate, (l, m) => {
        const margin = marginDistribution(wide(l, m));
        for (const k of [-2, -1, 0, 1, 3]) expect(margin.pmf[k - margin.min]).toBeCloseTo(skellam(k, l, m), 12);
        expect(resultProbabilities(wide(l, m)).draw).toBeCloseTo(skellam(0, l, m), 12);
      }),
      { numRuns: 50 },
    );
  });

  it('the total is Poisson(λ + μ)', () => {
    fc.assert(
      fc.property(rate, rate, (l, m) => {
        const total = totalDistribution(wide(l, m));
        for (const k of [0, 1, 2, 5]) expect(total.pmf[k]).toBeCloseTo((Math.exp(-(l + m)) * (l + m) ** k) / factorial(k), 13);
        expect(totalMass(total)).toBeCloseTo(1, 12);
      }),
      { numRuns: 50 },
    );
  });

  it('the default 11×11 matrix is exact for totals below 10 goals, whatever the tail', () => {
    const small = totalDistribution(poissonScoreMatrix({ home: 3.2, away: 2.9 }));
    const big = totalDistribution(wide(3.2, 2.9));
    for (let k = 0; k < 10; k++) expect(small.pmf[k]).toBeCloseTo(big.pmf[k] ?? 0, 14);
  });

  it('a live score shifts every final distribution', () => {
    const m = poissonScoreMatrix({ home: 0.5, away: 0.4 });
    expect(marginDistribution(m, { home: 2, away: 1 }).min).toBe(marginDistribution(m).min + 1);
    expect(totalDistribution(m, { home: 2, away: 1 }).min).toBe(3);
    expect(resultProbabilities(m, { home: 2, away: 0 }).home).toBeGreaterThan(0.9);
  });
});
