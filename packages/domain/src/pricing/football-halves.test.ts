import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingExpectedGoals } from './expected-goals';
import { halfMatrices, halfTimeFullTimeMarket } from './football-halves';
import { probabilitySum } from './market';
import { poissonScoreMatrix } from './poisson';
import { resultProbabilities } from './score-distributions';

const rate = fc.double({ min: 0.1, max: 3.5, noNaN: true });
const TYPES = [15, 16, 17, 18, 19, 20, 21, 22, 23];

describe('half-time / full-time (G11)', () => {
  it('has nine outcomes T15..T23 (W1W1, W1X, … W2W2) summing to 1', () => {
    fc.assert(
      fc.property(rate, rate, fc.integer({ min: 0, max: 90 }), (home, away, minute) => {
        const market = halfTimeFullTimeMarket(halfMatrices({ home, away }, { minute }), { home: 1, away: 0 }, { home: 1, away: 0 });
        expect(market.outcomes.map((o) => o.type)).toEqual(TYPES);
        expect(probabilitySum(market)).toBeCloseTo(1, 12);
      }),
      { numRuns: 100 },
    );
  });

  it('adds up over the half-time results to the full-time 1X2 of the whole match', () => {
    fc.assert(
      fc.property(rate, rate, fc.integer({ min: 0, max: 44 }), (home, away, minute) => {
        const score = { home: 0, away: 1 };
        const market = halfTimeFullTimeMarket(halfMatrices({ home, away }, { minute }, undefined, {}, 20), score);
        const full = resultProbabilities(poissonScoreMatrix(remainingExpectedGoals({ home, away }, { minute }), 20), score);
        const p = market.outcomes.map((o) => o.probability);
        const ft = [0, 1, 2].map((r) => (p[r] ?? 0) + (p[3 + r] ?? 0) + (p[6 + r] ?? 0));
        expect(ft[0]).toBeCloseTo(full.home, 12);
        expect(ft[1]).toBeCloseTo(full.draw, 12);
        expect(ft[2]).toBeCloseTo(full.away, 12);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the first half 45% of the expected goals: P(HT draw) is the 1X2 draw of 0.45λ vs 0.45μ', () => {
    const market = halfTimeFullTimeMarket(halfMatrices({ home: 1.8, away: 1.2 }, { minute: 0 }, undefined, {}, 20));
    const p = market.outcomes.map((o) => o.probability);
    const htDraw = (p[3] ?? 0) + (p[4] ?? 0) + (p[5] ?? 0);
    expect(htDraw).toBeCloseTo(resultProbabilities(poissonScoreMatrix({ home: 0.81, away: 0.54 }, 20)).draw, 12);
  });

  it('after half time only the outcomes of the half-time result remain', () => {
    const halves = halfMatrices({ home: 1.5, away: 1.2 }, { minute: 60 });
    expect(halves.firstHalf).toBeNull();
    const market = halfTimeFullTimeMarket(halves, { home: 1, away: 1 }, { home: 1, away: 0 });
    const p = market.outcomes.map((o) => o.probability);
    expect(p.slice(3).every((x) => x === 0)).toBe(true);
    expect((p[0] ?? 0) + (p[1] ?? 0) + (p[2] ?? 0)).toBeCloseTo(1, 14);
  });
});
