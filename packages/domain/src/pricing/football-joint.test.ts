import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingScoreMatrix, type FootballPricingInput } from './football-book';
import { halfMatrices } from './football-halves';
import { footballScenarios, type ScoreScenario } from './football-joint';
import { cell } from './poisson';

const rate = fc.double({ min: 0.3, max: 3, noNaN: true });
const rho = fc.double({ min: -0.2, max: 0.05, noNaN: true });

/** The first half as the simulator prices it as a game of its own (45% of the goals, 45 minutes). */
function firstHalfOf(match: FootballPricingInput): FootballPricingInput {
  const live = match.live;
  return {
    rates: { home: match.rates.home * 0.45, away: match.rates.away * 0.45 },
    ...(match.rho === undefined ? {} : { rho: match.rho }),
    options: { firstHalfShare: 0.5 },
    ...(live ? { live: { clock: { minute: live.clock.minute, matchMinutes: 45 }, score: live.score, ...(live.redCards ? { redCards: live.redCards } : {}) } } : {}),
  };
}

function marginal(scenarios: readonly ScoreScenario[], key: (s: ScoreScenario) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of scenarios) out.set(key(s), (out.get(key(s)) ?? 0) + s.probability);
  return out;
}

const fullKey = (s: ScoreScenario) => `${s.fullTime.home}:${s.fullTime.away}`;
const halfKey = (s: ScoreScenario) => `${s.firstHalf?.home}:${s.firstHalf?.away}`;

describe('footballScenarios', () => {
  it('reads full time alone from the match matrix, cell for cell, from the score so far', () => {
    const match = { rates: { home: 1.5, away: 1.1 }, rho: -0.13, live: { clock: { minute: 60 }, score: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 } } };
    const scenarios = footballScenarios({ match }, { halves: false });
    const { matrix } = remainingScoreMatrix(match);
    const byScore = marginal(scenarios, fullKey);
    expect(byScore.get('1:0')).toBeCloseTo(cell(matrix, 0, 0), 15);
    expect(byScore.get('3:2')).toBeCloseTo(cell(matrix, 2, 2), 15);
    expect(byScore.has('0:0')).toBe(false);
    expect(scenarios.every((s) => s.firstHalf === null)).toBe(true);
  });

  it('keeps the half-time score once the first half is over', () => {
    const match = { rates: { home: 1.5, away: 1.1 }, rho: -0.13, live: { clock: { minute: 50 }, score: { home: 2, away: 1 }, halfTime: { home: 1, away: 1 } } };
    const scenarios = footballScenarios({ match }, { halves: true });
    expect(new Set(scenarios.map(halfKey))).toEqual(new Set(['1:1']));
  });

  it('rakes the halves until the full-time margin is the match matrix and the first-half margin the half matrix', () => {
    fc.assert(
      fc.property(rate, rate, rho, fc.integer({ min: 0, max: 44 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (home, away, r, minute, h, a) => {
        const match: FootballPricingInput = { rates: { home, away }, rho: r, ...(minute > 0 ? { live: { clock: { minute }, score: { home: h, away: a } } } : {}) };
        const score = match.live?.score ?? { home: 0, away: 0 };
        const firstHalf = firstHalfOf(match);
        const scenarios = footballScenarios({ match, firstHalf }, { halves: true });
        const full = remainingScoreMatrix(match).matrix;
        const half = remainingScoreMatrix(firstHalf).matrix;
        const byFull = marginal(scenarios, fullKey);
        const byHalf = marginal(scenarios, halfKey);
        // The matrices' edges hold "that many or more"; the cells below them are exact.
        for (let i = 0; i < 6; i++) {
          for (let j = 0; j < 6; j++) {
            expect(byFull.get(`${score.home + i}:${score.away + j}`) ?? 0).toBeCloseTo(cell(full, i, j), 11);
            expect(byHalf.get(`${score.home + i}:${score.away + j}`) ?? 0).toBeCloseTo(cell(half, i, j), 11);
          }
        }
        const total = scenarios.reduce((s, x) => s + x.probability, 0);
        expect(total).toBeCloseTo(1, 11);
        const backwards = scenarios.filter((s) => !s.firstHalf || s.fullTime.home < s.firstHalf.home || s.fullTime.away < s.firstHalf.away);
        expect(backwards).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('takes the first half as the Poisson share of the match when no first-half model is given', () => {
    const match = { rates: { home: 1.4, away: 1.2 }, rho: 0 };
    const scenarios = footballScenarios({ match }, { halves: true });
    const first = halfMatrices(match.rates).firstHalf;
    if (!first) throw new Error('no first half before kick-off');
    const byHalf = marginal(scenarios, halfKey);
    expect(byHalf.get('0:0')).toBeCloseTo(cell(first, 0, 0), 11);
    expect(byHalf.get('2:1')).toBeCloseTo(cell(first, 2, 1), 11);
  });
});
