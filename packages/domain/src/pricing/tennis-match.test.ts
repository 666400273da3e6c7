import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanOf, totalMass } from './discrete';
import { probabilitySum } from './market';
import { setWinProbability } from './tennis';
import { matchDistribution, MATCH_START } from './tennis-match';
import { servePointProbability, tennisMarkets } from './tennis-markets';

const serveP = fc.double({ min: 0.35, max: 0.85, noNaN: true });
const serve = fc.record({ a: serveP, b: serveP });

describe('matchDistribution (issue 4: tennis matches known closed forms)', () => {
  it('gives s²(3 − 2s) for best of 3 and s³(10 − 15s + 6s²) for best of 5', () => {
    fc.assert(
      fc.property(serve, (s) => {
        const set = setWinProbability(s);
        expect(matchDistribution(s, { bestOf: 3 }).winA).toBeCloseTo(set * set * (3 - 2 * set), 12);
        expect(matchDistribution(s, { bestOf: 5 }).winA).toBeCloseTo(set ** 3 * (10 - 15 * set + 6 * set * set), 12);
      }),
      { numRuns: 40 },
    );
  });

  it('has set margins, set counts and game totals that are distributions', () => {
    fc.assert(
      fc.property(serve, fc.constantFrom(3 as const, 5 as const), (s, bestOf) => {
        const m = matchDistribution(s, { bestOf });
        for (const d of [m.setMargin, m.totalSets, m.totalGames]) expect(totalMass(d)).toBeCloseTo(1, 12);
        expect(m.totalSets.min).toBe((bestOf + 1) / 2);
        // P(A wins) is the mass of positive set margins.
        let positive = 0;
        m.setMargin.pmf.forEach((p, i) => {
          if (m.setMargin.min + i > 0) positive += p;
        });
        expect(positive).toBeCloseTo(m.winA, 12);
        expect(meanOf(m.totalGames)).toBeGreaterThan(bestOf === 3 ? 12 : 18);
      }),
      { numRuns: 30 },
    );
  });

  it('counts a super tie-break final set the same way (it is still one game)', () => {
    const s = { a: 0.64, b: 0.61 };
    const plain = matchDistribution(s, { bestOf: 3 });
    const stb = matchDistribution(s, { bestOf: 3, finalSetTiebreakTarget: 10 });
    expect(stb.winA).not.toBeCloseTo(plain.winA, 6);
    expect(totalMass(stb.totalGames)).toBeCloseTo(1, 12);
  });

  it('plays on from a live state', () => {
    const s = { a: 0.63, b: 0.63 };
    // A leads by a set and 5-0, serving at 40-0.
    const live = matchDistribution(s, { bestOf: 3 }, { setsA: 1, setsB: 0, gamesA: 5, gamesB: 0, pointsA: 3, pointsB: 0, server: 'A', gamesInCompletedSets: 10 });
    expect(live.winA).toBeGreaterThan(0.99);
    expect(live.totalGames.min).toBe(0);
    expect(meanOf(live.totalGames)).toBeGreaterThan(15);
    expect(() => matchDistribution(s, { bestOf: 3 }, { ...MATCH_START, setsA: 2 })).toThrow(RangeError);
  });
});

describe('tennisMarkets', () => {
  it('offers match winner, set handicap, total sets and total games, each summing to 1', () => {
    const markets = tennisMarkets({ a: 0.66, b: 0.6 }, { bestOf: 5 });
    expect([...new Set(markets.map((m) => m.group))].sort((a, b) => a - b)).toEqual([1, 17, 109, 182]);
    for (const m of markets) expect(probabilitySum(m)).toBeCloseTo(1, 12);
    const winner = markets.find((m) => m.group === 1);
    expect(winner?.outcomes.map((o) => o.type)).toEqual([1, 3]);
    const handicap = markets.find((m) => m.group === 109 && m.line === -1.5);
    expect(handicap?.outcomes.map((o) => [o.type, o.param])).toEqual([
      [732, -1.5],
      [733, 1.5],
    ]);
    expect(markets.find((m) => m.group === 182)?.outcomes.map((o) => o.type)).toEqual([971, 972]);
  });

  it('drops what is decided: at one set all, the match goes to three sets', () => {
    const markets = tennisMarkets({ a: 0.64, b: 0.62 }, { bestOf: 3 }, { setsA: 1, setsB: 1, gamesA: 0, gamesB: 0, pointsA: 0, pointsB: 0, server: 'A', gamesInCompletedSets: 22 });
    expect(markets.some((m) => m.group === 182)).toBe(false);
    expect(markets.filter((m) => m.group === 17).every((m) => (m.line ?? 0) > 22)).toBe(true);
  });

  it('combines serve and return records around the tour average (Barnett & Clarke)', () => {
    const average = { servePointsWon: 0.64, returnPointsWon: 0.36 };
    expect(servePointProbability(average, average)).toBeCloseTo(0.64, 15);
    expect(servePointProbability({ servePointsWon: 0.7, returnPointsWon: 0.4 }, { servePointsWon: 0.6, returnPointsWon: 0.38 })).toBeCloseTo(0.68, 15);
  });
});
