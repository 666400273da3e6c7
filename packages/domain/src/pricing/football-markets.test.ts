import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dixonColesScoreMatrix } from './dixon-coles';
import { europeanHandicapMarket, handicapMarket, teamTotalMarket, totalMarket } from './line-markets';
import { bothTeamsToScoreMarket, correctScoreMarket, correctScoreParam, evenOddMarket, nextGoalMarket, resultMarkets } from './football-markets';
import { probabilitySum, type FairMarket } from './market';
import { cell, poissonScoreMatrix } from './poisson';
import { marginDistribution, resultProbabilities, teamGoalsDistribution, totalDistribution } from './score-distributions';

const rate = fc.double({ min: 0.05, max: 3.5, noNaN: true });
const rho = fc.double({ min: -0.2, max: 0.1, noNaN: true });
const score = fc.record({ home: fc.integer({ min: 0, max: 4 }), away: fc.integer({ min: 0, max: 4 }) });
const quarterLine = fc.integer({ min: -16, max: 24 }).map((q) => q / 4);

const probability = (m: FairMarket, type: number): number => m.outcomes.find((o) => o.type === type)?.probability ?? Number.NaN;

describe('football markets (issue 4: fair probabilities of each market sum to 1)', () => {
  it('every market from any matrix and score sums to its share', () => {
    fc.assert(
      fc.property(rate, rate, rho, score, quarterLine, (home, away, r, s, line) => {
        const matrix = dixonColesScoreMatrix({ home, away }, r);
        const margin = marginDistribution(matrix, s);
        const total = totalDistribution(matrix, s);
        const markets = [
          ...resultMarkets(matrix, s),
          bothTeamsToScoreMarket(matrix, s),
          evenOddMarket(matrix, s),
          correctScoreMarket(matrix, s),
          nextGoalMarket(matrix, { home, away }, s),
          handicapMarket(margin, line),
          totalMarket(total, Math.abs(line)),
          teamTotalMarket(teamGoalsDistribution(matrix, 'home', s), 'home', Math.abs(line)),
          teamTotalMarket(teamGoalsDistribution(matrix, 'away', s), 'away', Math.abs(line)),
          europeanHandicapMarket(margin, Math.round(line)),
        ];
        for (const m of markets) {
          expect(probabilitySum(m)).toBeCloseTo(m.sum, 12);
          expect(m.outcomes.every((o) => o.probability >= -1e-15 && o.probability <= 1 + 1e-12)).toBe(true);
          for (const o of m.outcomes) {
            if (o.split) expect(o.split.win + o.split.halfWin + o.split.push + o.split.halfLoss + o.split.loss).toBeCloseTo(1, 12);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('once both teams have scored, both-to-score is certain and no price falls below zero (found by the property above)', () => {
    const matrix = dixonColesScoreMatrix({ home: 0.23657423843918005, away: 3.499999999639227 }, 0);
    const market = bothTeamsToScoreMarket(matrix, { home: 1, away: 1 });
    expect(probability(market, 180)).toBe(1);
    expect(probability(market, 181)).toBe(0);
    expect(evenOddMarket(matrix, { home: 1, away: 1 }).outcomes.every((o) => o.probability >= 0 && o.probability <= 1)).toBe(true);
  });
});

describe('football markets match closed forms (independent Poisson)', () => {
  const l = 1.6;
  const m = 1.1;
  const matrix = poissonScoreMatrix({ home: l, away: m }, 25);
  const e = Math.exp(-(l + m));

  it('1X2 and double chance', () => {
    const [x12, dc] = resultMarkets(matrix);
    const r = resultProbabilities(matrix);
    expect(x12?.outcomes.map((o) => [o.group, o.type])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
    ]);
    expect(dc?.sum).toBe(2);
    expect(dc && probability(dc, 4)).toBeCloseTo(r.home + r.draw, 15);
    expect(dc && probability(dc, 5)).toBeCloseTo(r.home + r.away, 15);
    expect(dc && probability(dc, 6)).toBeCloseTo(r.draw + r.away, 15);
  });

  it('both teams to score = (1 − e^−λ)(1 − e^−μ)', () => {
    expect(probability(bothTeamsToScoreMarket(matrix), 180)).toBeCloseTo((1 - Math.exp(-l)) * (1 - Math.exp(-m)), 13);
  });

  it('an even total = (1 + e^−2(λ+μ)) / 2', () => {
    expect(probability(evenOddMarket(matrix), 182)).toBeCloseTo((1 + Math.exp(-2 * (l + m))) / 2, 13);
  });

  it('over 2.5 = 1 − P(Poisson(λ+μ) ≤ 2)', () => {
    const t = l + m;
    expect(probability(totalMarket(totalDistribution(matrix), 2.5), 9)).toBeCloseTo(1 - e * (1 + t + (t * t) / 2), 13);
  });

  it('team 1 over 0.5 = 1 − e^−λ and team 2 under 1.5 = e^−μ(1 + μ)', () => {
    expect(probability(teamTotalMarket(teamGoalsDistribution(matrix, 'home'), 'home', 0.5), 11)).toBeCloseTo(1 - Math.exp(-l), 14);
    expect(probability(teamTotalMarket(teamGoalsDistribution(matrix, 'away'), 'away', 1.5), 14)).toBeCloseTo(Math.exp(-m) * (1 + m), 14);
  });

  it('next goal: team 1 = λ/(λ+μ)·(1 − e^−(λ+μ)), nobody = e^−(λ+μ), P = goal number', () => {
    const market = nextGoalMarket(matrix, { home: l, away: m }, { home: 1, away: 1 });
    expect(probability(market, 388)).toBeCloseTo((l / (l + m)) * (1 - e), 14);
    expect(probability(market, 390)).toBeCloseTo(e, 14);
    expect(market.outcomes.every((o) => o.param === 3)).toBe(true);
  });

  it('correct score lists 0:0..4:4 with P = home + away/1000 and "any other" for the rest', () => {
    const market = correctScoreMarket(matrix);
    expect(market.outcomes).toHaveLength(26);
    const twoOne = market.outcomes.find((o) => o.type === 731 && o.param === 2.001);
    expect(twoOne?.probability).toBeCloseTo(Math.exp(-l) * (l * l / 2) * Math.exp(-m) * m, 15);
    expect(market.outcomes.find((o) => o.param === 0)?.probability).toBeCloseTo(e, 15);
    expect(market.outcomes.at(-1)).toMatchObject({ type: 3786 });
    expect(market.outcomes.at(-1)).not.toHaveProperty('param');
  });

  it('correct score live lists final scores from the current one', () => {
    const market = correctScoreMarket(matrix, { home: 2, away: 1 }, 1);
    expect(market.outcomes.filter((o) => o.type === 731).map((o) => o.param)).toEqual([2.001, 2.002, 3.001, 3.002]);
    expect(correctScoreParam(0, 0)).toBe(0);
    expect(correctScoreParam(10, 12)).toBe(10.012);
  });

  it('Dixon-Coles 0:0 = e^−(λ+μ)(1 − λμρ)', () => {
    const dc = dixonColesScoreMatrix({ home: l, away: m }, -0.1);
    expect(correctScoreMarket(dc).outcomes[0]?.probability).toBeCloseTo(e * (1 + l * m * 0.1), 15);
    expect(cell(dc, 0, 0)).toBeCloseTo(e * (1 + l * m * 0.1), 15);
  });
});

describe('handicaps', () => {
  const matrix = poissonScoreMatrix({ home: 1.7, away: 1.0 });
  const margin = marginDistribution(matrix);
  const r = resultProbabilities(matrix);
  const pMargin = (k: number): number => margin.pmf[k - margin.min] ?? 0;

  it.each<[number, { win: number; halfWin: number; push: number; halfLoss: number; loss: number }]>([
    // team 1 −0.25: a draw loses half the stake
    [-0.25, { win: r.home, halfWin: 0, push: 0, halfLoss: r.draw, loss: r.away }],
    // team 1 0 (draw no bet)
    [0, { win: r.home, halfWin: 0, push: r.draw, halfLoss: 0, loss: r.away }],
    // team 1 −0.75: winning by exactly one wins half
    [-0.75, { win: r.home - pMargin(1), halfWin: pMargin(1), push: 0, halfLoss: 0, loss: r.draw + r.away }],
    // team 1 −1: winning by exactly one pushes
    [-1, { win: r.home - pMargin(1), halfWin: 0, push: pMargin(1), halfLoss: 0, loss: r.draw + r.away }],
    // team 1 +0.25: a draw wins half
    [0.25, { win: r.home, halfWin: r.draw, push: 0, halfLoss: 0, loss: r.away }],
  ])('Asian handicap %d for team 1 settles as expected (G2 T7/T8)', (h, expected) => {
    const market = handicapMarket(margin, h);
    const [team1, team2] = market.outcomes;
    expect(team1).toMatchObject({ group: 2, type: 7, param: h });
    expect(team2).toMatchObject({ group: 2, type: 8, param: h === 0 ? 0 : -h });
    for (const [k, v] of Object.entries(expected)) expect(team1?.split?.[k as keyof typeof expected]).toBeCloseTo(v, 13);
    expect(Object.is(team2?.param, -0)).toBe(false);
  });

  it('European handicap −1: W1 is winning by 2+, X winning by exactly 1', () => {
    const market = europeanHandicapMarket(margin, -1);
    expect(market.outcomes.map((o) => [o.type, o.param])).toEqual([
      [424, -1],
      [425, -1],
      [426, 1],
    ]);
    expect(market.outcomes[0]?.probability).toBeCloseTo(r.home - pMargin(1), 14);
    expect(market.outcomes[1]?.probability).toBeCloseTo(pMargin(1), 14);
    expect(() => europeanHandicapMarket(margin, 0.5)).toThrow(RangeError);
  });
});
