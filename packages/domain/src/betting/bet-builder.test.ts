import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footballBook, remainingScoreMatrix, type FootballPricingInput } from '../pricing/football-book';
import { marginForCode } from '../pricing/margin';
import type { FairMarket } from '../pricing/market';
import { priceProbabilities } from '../pricing/price-market';
import { builderProbability, priceBuilder, type BuilderLeg, type BuilderScope } from './bet-builder';

// The bet builder's pricing: one leg is its own market's fair probability; correlated legs are
// priced from the joint distribution, not as the product; contradictions and repeats are refused.

const rate = fc.double({ min: 0.4, max: 2.8, noNaN: true });
const rho = fc.double({ min: -0.18, max: 0, noNaN: true });

function firstHalfOf(match: FootballPricingInput): FootballPricingInput {
  const live = match.live;
  return {
    rates: { home: match.rates.home * 0.45, away: match.rates.away * 0.45 },
    ...(match.rho === undefined ? {} : { rho: match.rho }),
    options: { firstHalfShare: 0.5 },
    ...(live ? { live: { clock: { minute: live.clock.minute, matchMinutes: 45 }, score: live.score } } : {}),
  };
}

const leg = (group: number, type: number, param?: number, scope: BuilderScope = 'match'): BuilderLeg => ({ scope, selection: { group, type, ...(param === undefined ? {} : { param }) } });

/** Outcomes a builder takes from a book: no line that can push or split, no "any other score". */
function buildable(markets: readonly FairMarket[]): { group: number; type: number; param?: number; probability: number }[] {
  const halfLine = (p: number | undefined) => p === undefined || Math.abs(p % 1) === 0.5;
  return markets.flatMap((m) =>
    m.outcomes
      .filter((o) => [1, 8, 19, 14, 27].includes(m.group) || (m.group === 136 && o.type === 731) || ([2, 17, 15, 62].includes(m.group) && halfLine(o.param)))
      .map((o) => ({ group: o.group, type: o.type, ...(o.param === undefined ? {} : { param: o.param }), probability: o.probability })),
  );
}

const probability = (model: Parameters<typeof builderProbability>[0], legs: BuilderLeg[]): number => {
  const read = builderProbability(model, legs);
  if (!read.ok) throw new Error(`refused: ${JSON.stringify(read.problem)}`);
  return read.probability;
};

describe('builderProbability', () => {
  it('gives a builder of one leg that outcome\'s fair probability, for every outcome it takes, before and during the first half', () => {
    fc.assert(
      fc.property(rate, rate, rho, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 1 }), (home, away, r, minute, goals) => {
        const match: FootballPricingInput = { rates: { home, away }, rho: r, ...(minute > 0 ? { live: { clock: { minute }, score: { home: goals, away: 0 } } } : {}) };
        const firstHalf = firstHalfOf(match);
        const model = { match, firstHalf };
        for (const o of buildable(footballBook(match).markets)) {
          expect(probability(model, [leg(o.group, o.type, o.param)])).toBeCloseTo(o.probability, 9);
        }
        const halfMarkets = footballBook(firstHalf).markets.filter((m) => m.group !== 11);
        for (const o of buildable(halfMarkets)) {
          expect(probability(model, [leg(o.group, o.type, o.param, 'first-half')])).toBeCloseTo(o.probability, 9);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('prices W1 and over 2.5 from the joint score distribution, not as the product of the two', () => {
    fc.assert(
      fc.property(rate, rate, rho, (home, away, r) => {
        const match = { rates: { home, away }, rho: r };
        // (In a game of many goals over 2.5 is nearly certain, and tells little about anything.)
        const favourite = home >= 1.4 * away && home + away <= 3;
        const pBoth = probability({ match }, [leg(1, 1), leg(17, 9, 2.5)]);
        const { matrix } = remainingScoreMatrix(match);
        let direct = 0;
        let w1 = 0;
        let over = 0;
        for (let h = 0; h < matrix.size; h++) {
          for (let a = 0; a < matrix.size; a++) {
            const p = matrix.cells[h * matrix.size + a] ?? 0;
            if (h > a) w1 += p;
            if (h + a > 2.5) over += p;
            if (h > a && h + a > 2.5) direct += p;
          }
        }
        expect(pBoth).toBeCloseTo(direct, 12);
        // A favourite's win and many goals go together: the joint is well above the product.
        if (favourite) expect(pBoth / (w1 * over)).toBeGreaterThan(1.05);
      }),
      { numRuns: 60 },
    );
  });

  it('ties the first half to the match: a first-half goal makes under 0.5 impossible', () => {
    const match = { rates: { home: 1.5, away: 1.2 }, rho: -0.13 };
    const model = { match, firstHalf: firstHalfOf(match) };
    expect(builderProbability(model, [leg(17, 9, 0.5, 'first-half'), leg(17, 10, 0.5)])).toEqual({ ok: false, problem: { kind: 'contradictory' } });
    // W1 at half time and W1 at full time: likelier together than apart.
    const both = probability(model, [leg(1, 1, undefined, 'first-half'), leg(1, 1)]);
    const apart = probability(model, [leg(1, 1, undefined, 'first-half')]) * probability(model, [leg(1, 1)]);
    expect(both).toBeGreaterThan(apart * 1.3);
  });

  it.each([
    ['W1 and W2', [leg(1, 1), leg(1, 3)], { kind: 'same_market', legs: [0, 1] }],
    ['over and under 2.5', [leg(17, 9, 2.5), leg(17, 10, 2.5)], { kind: 'same_market', legs: [0, 1] }],
    ['a handicap taken on both sides', [leg(2, 7, -1.5), leg(2, 8, 1.5)], { kind: 'same_market', legs: [0, 1] }],
    ['two correct scores', [leg(136, 731, 1), leg(136, 731, 2.001)], { kind: 'same_market', legs: [0, 1] }],
    ['W1 and X2', [leg(1, 1), leg(8, 6)], { kind: 'contradictory' }],
    ['over 2.5 and under 1.5', [leg(17, 9, 2.5), leg(17, 10, 1.5)], { kind: 'contradictory' }],
    ['1:0 and both teams score', [leg(136, 731, 1), leg(19, 180)], { kind: 'contradictory' }],
    ['W1 with 1X', [leg(1, 1), leg(8, 4)], { kind: 'implied', leg: 1 }],
    ['over 1.5 with over 2.5', [leg(17, 9, 1.5), leg(17, 9, 2.5)], { kind: 'implied', leg: 0 }],
    ['a whole total line, which can push', [leg(1, 1), leg(17, 9, 2)], { kind: 'not_offered', leg: 1 }],
    ['a quarter handicap', [leg(2, 7, -0.75), leg(17, 9, 2.5)], { kind: 'not_offered', leg: 0 }],
    ['any other score', [leg(1, 1), leg(136, 3786)], { kind: 'not_offered', leg: 1 }],
    ['the next goal', [leg(20, 388, 1), leg(1, 1)], { kind: 'not_offered', leg: 0 }],
    ['HT/FT, which is itself two legs', [leg(17, 9, 2.5), leg(11, 15)], { kind: 'not_offered', leg: 1 }],
  ] as const)('refuses %s', (_name, legs, problem) => {
    const match = { rates: { home: 1.5, away: 1.1 }, rho: -0.13 };
    expect(builderProbability({ match, firstHalf: firstHalfOf(match) }, [...legs])).toEqual({ ok: false, problem });
  });

  it('takes correct-score legs together with what they imply only when each still adds something', () => {
    const match = { rates: { home: 1.5, away: 1.1 }, rho: -0.13 };
    // 2:1 implies W1, over 2.5 and both teams to score: only the score itself is a builder.
    expect(builderProbability({ match }, [leg(136, 731, 2.001), leg(1, 1)])).toEqual({ ok: false, problem: { kind: 'implied', leg: 1 } });
    expect(probability({ match }, [leg(1, 1), leg(19, 180), leg(17, 10, 3.5)])).toBeGreaterThan(0);
  });
});

describe('priceBuilder', () => {
  it('prices the joint probability with the brand\'s margin method as a two-way market', () => {
    fc.assert(
      fc.property(rate, rate, fc.constantFrom('standard', 'high', 'flat', 'sharp', 'exchange'), (home, away, code) => {
        const match = { rates: { home, away }, rho: -0.1 };
        const legs = [leg(1, 3), leg(19, 181)];
        const read = priceBuilder({ match }, legs, marginForCode(code));
        const p = probability({ match }, legs);
        if (!read.ok) {
          expect(read.problem.kind).toBe('unpriceable');
          return;
        }
        expect(read.probability).toBe(p);
        expect(read.coefficient).toBe(priceProbabilities([p, 1 - p], 1, marginForCode(code))[0]);
        // The house keeps a margin: the price is below the fair odds.
        expect(read.coefficient / 1000).toBeLessThan(1 / p);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a combination so likely that no margin fits above 1.001', () => {
    const match = { rates: { home: 0.4, away: 0.4 }, rho: 0 };
    expect(priceBuilder({ match }, [leg(17, 10, 6.5), leg(15, 12, 4.5)], marginForCode('standard'))).toEqual({ ok: false, problem: { kind: 'unpriceable' } });
  });
});
