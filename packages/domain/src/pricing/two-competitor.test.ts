import { describe, expect, it } from 'vitest';
import { probabilitySum } from './market';
import { twoCompetitorMarkets, winProbabilities } from './two-competitor';

describe('two-competitor model (Elo / Bradley-Terry with Davidson draws)', () => {
  it.each([
    [0, 0.5],
    [400, 10 / 11],
    [-400, 1 / 11],
    [200, 1 / (1 + 10 ** -0.5)],
  ])('a rating edge of %d wins with %d', (edge, p) => {
    const r = winProbabilities({ ratingHome: 1500 + edge, ratingAway: 1500 });
    expect(r.home).toBeCloseTo(p, 14);
    expect(r.draw).toBe(0);
  });

  it('adds the home advantage and shares a draw by ν√(π_A π_B)', () => {
    expect(winProbabilities({ ratingHome: 1500, ratingAway: 1600, homeAdvantage: 100 }).home).toBeCloseTo(0.5, 14);
    const r = winProbabilities({ ratingHome: 1500, ratingAway: 1500, drawParameter: 1 });
    expect(r).toEqual({ home: expect.closeTo(1 / 3, 14), draw: expect.closeTo(1 / 3, 14), away: expect.closeTo(1 / 3, 14) });
  });

  it('offers 2-way or 3-way winners, handicaps and totals that sum to 1', () => {
    const markets = twoCompetitorMarkets({ ratingHome: 1650, ratingAway: 1500, margin: { sd: 2.2 }, total: { mean: 5.5, sd: 2.3 } });
    expect(markets.find((m) => m.group === 1)?.outcomes.map((o) => o.type)).toEqual([1, 3]);
    expect(markets.filter((m) => m.group === 2).length).toBeGreaterThan(2);
    expect(markets.filter((m) => m.group === 17).length).toBeGreaterThan(2);
    for (const m of markets) expect(probabilitySum(m)).toBeCloseTo(1, 12);
    const threeWay = twoCompetitorMarkets({ ratingHome: 1500, ratingAway: 1500, drawParameter: 0.6 });
    expect(threeWay[0]?.outcomes.map((o) => o.type)).toEqual([1, 2, 3]);
  });

  it('puts the favourite on the minus side of the main handicap', () => {
    const markets = twoCompetitorMarkets({ ratingHome: 1750, ratingAway: 1500, margin: { sd: 6 } });
    const lines = markets.filter((m) => m.group === 2).map((m) => m.line ?? 0);
    expect(lines[Math.floor(lines.length / 2)]).toBeLessThan(0);
  });
});
