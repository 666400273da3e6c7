import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleOutcome } from '../betting/outcome-result';
import { discreteDistribution } from './discrete';
import { duelBook } from './duel';
import { remainingScoreMatrix } from './football-book';
import { probabilitySum } from './market';
import { teamGoalsDistribution } from './score-distributions';

// A duel of two teams from different games: the product of their goal distributions, read by the
// markets of a score (who scores more, the tie, the handicap, the goals of both).

const rate = fc.double({ min: 0.3, max: 3, noNaN: true });

function goals(home: number, away: number, side: 'home' | 'away') {
  return teamGoalsDistribution(remainingScoreMatrix({ rates: { home, away }, rho: -0.13 }).matrix, side);
}

const outcome = (book: ReturnType<typeof duelBook>, group: number, type: number, param?: number) =>
  book.markets.flatMap((m) => m.outcomes).find((o) => o.group === group && o.type === type && (param === undefined || o.param === param))?.probability;

describe('duelBook', () => {
  it('prices who scores more from both teams\' own distributions, the tie as the third outcome', () => {
    fc.assert(
      fc.property(rate, rate, rate, rate, (h1, a1, h2, a2) => {
        const a = goals(h1, a1, 'home');
        const b = goals(h2, a2, 'away');
        const book = duelBook(a, b, 0);
        let more = 0;
        let tie = 0;
        for (let i = 0; i < a.pmf.length; i++) {
          for (let j = 0; j < b.pmf.length; j++) {
            const p = (a.pmf[i] ?? 0) * (b.pmf[j] ?? 0);
            if (i > j) more += p;
            if (i === j) tie += p;
          }
        }
        expect(outcome(book, 1, 1)).toBeCloseTo(more, 12);
        expect(outcome(book, 1, 2)).toBeCloseTo(tie, 12);
        expect(outcome(book, 1, 3)).toBeCloseTo(1 - more - tie, 12);
        // Handicap 0 returns the stake on a tie: its fair price leaves the tie out.
        expect(outcome(book, 2, 7, 0)).toBeCloseTo(more / (1 - tie), 12);
        for (const m of book.markets) expect(probabilitySum(m)).toBeCloseTo(m.sum, 9);
      }),
      { numRuns: 50 },
    );
  });

  it('swaps who scores more when the two teams swap places', () => {
    const a = goals(1.8, 1.0, 'home');
    const b = goals(1.2, 1.3, 'away');
    const ab = duelBook(a, b);
    const ba = duelBook(b, a);
    expect(outcome(ab, 1, 1)).toBeCloseTo(outcome(ba, 1, 3) ?? -1, 12);
    expect(outcome(ab, 1, 2)).toBeCloseTo(outcome(ba, 1, 2) ?? -1, 12);
  });

  it('offers outcomes that settle on the duel\'s score as any football score', () => {
    const book = duelBook(goals(1.6, 1.1, 'home'), goals(1.4, 1.2, 'home'));
    expect(new Set(book.markets.map((m) => m.group))).toEqual(new Set([1, 8, 2, 17]));
    const game = { sport: 'football' as const, cancelled: false, score: { home: 2, away: 2 }, periods: [] };
    expect(settleOutcome(game, { group: 1, type: 2 })).toEqual({ settled: true, result: 'win' });
    expect(settleOutcome(game, { group: 2, type: 7, param: 0 })).toEqual({ settled: true, result: 'void' });
  });

  it('counts the goals already scored', () => {
    const a = discreteDistribution(2, Float64Array.of(1));
    const b = discreteDistribution(0, Float64Array.of(0.5, 0.3, 0.2));
    const book = duelBook(a, b, 0);
    expect(outcome(book, 1, 1)).toBeCloseTo(0.8, 12);
    expect(outcome(book, 1, 2)).toBeCloseTo(0.2, 12);
  });
});
