// Settlement agrees with pricing: for every outcome a pricing model offers, the probability that
// the settlement rule pays it (summed over the model's own final results) is the probability the
// outcome was priced with — split into win / half win / void / half loss / loss for lines. A
// handicap sign, an over/under swap or a wrong type id would show up here as a mismatch.
import { describe, expect, it } from 'vitest';
import { basketballDistributions, basketballMarkets, type BasketballModel, type BasketballState } from '../pricing/basketball';
import type { DiscreteDistribution } from '../pricing/discrete';
import { footballBook, type FootballPricingInput } from '../pricing/football-book';
import { halfMatrices, halfTimeFullTimeMarket } from '../pricing/football-halves';
import { handicapMarket, overUnderMarket, teamTotalMarket } from '../pricing/line-markets';
import type { LineSplit } from '../pricing/line-split';
import type { FairMarket, FairOutcome } from '../pricing/market';
import { harvillePlaces } from '../pricing/racing';
import { tennisMarkets } from '../pricing/tennis-markets';
import { matchDistribution } from '../pricing/tennis-match';
import type { FinishedGame, PeriodScore, Score, SettlementSport } from './finished-game';
import { settleOutcome, type OutcomeResult, type Selection } from './outcome-result';

const regular = (score: Score): PeriodScore => ({ kind: 'regular', score });

interface Weighted {
  readonly game: FinishedGame;
  readonly p: number;
}

const NONE: LineSplit = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
const FIELD: Record<OutcomeResult, keyof LineSplit> = {
  win: 'win',
  half_win: 'halfWin',
  void: 'push',
  half_lose: 'halfLoss',
  lose: 'loss',
};

/** How an outcome settles over the weighted results: the probability of each result. */
function settlementSplit(results: readonly Weighted[], selection: Selection): LineSplit {
  const split = { ...NONE };
  for (const { game, p } of results) {
    const outcome = settleOutcome(game, selection);
    if (!outcome.settled)
      throw new Error(`G${selection.group} T${selection.type} P${selection.param ?? '-'} unsettleable: ${outcome.reason}`);
    split[FIELD[outcome.result]] += p;
  }
  return split;
}

function selectionOf(outcome: FairOutcome, market: FairMarket): Selection {
  const base = { group: outcome.group, type: outcome.type, ...(outcome.param === undefined ? {} : { param: outcome.param }) };
  if (outcome.group !== 136 || outcome.type !== 3786) return base;
  const listed = market.outcomes.filter((o) => o.type === 731).map((o) => o.param ?? 0);
  return { ...base, listedScores: listed };
}

function expectAgreement(markets: readonly FairMarket[], results: readonly Weighted[]): number {
  let checked = 0;
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      const split = settlementSplit(results, selectionOf(outcome, market));
      const expected = outcome.split ?? { ...NONE, win: outcome.probability, loss: 1 - outcome.probability };
      for (const key of Object.keys(NONE) as (keyof LineSplit)[]) {
        expect(split[key], `G${outcome.group} T${outcome.type} P${outcome.param ?? '-'} ${key}`).toBeCloseTo(expected[key], 9);
      }
      checked++;
    }
  }
  return checked;
}

/** Every final score of a football book: the score so far plus each cell of the matrix. */
function footballResults(input: FootballPricingInput, sport: SettlementSport = 'football'): Weighted[] {
  const { matrix } = footballBook(input);
  const so = input.live?.score ?? { home: 0, away: 0 };
  const results: Weighted[] = [];
  for (let h = 0; h < matrix.size; h++) {
    for (let a = 0; a < matrix.size; a++) {
      const score = { home: so.home + h, away: so.away + a };
      results.push({
        game: { sport, cancelled: false, score, periods: sport === 'hockey' ? [regular(score)] : [] },
        p: matrix.cells[h * matrix.size + a] ?? 0,
      });
    }
  }
  return results;
}

describe('football: every outcome of the book settles as it was priced', () => {
  const rates = { home: 1.55, away: 1.15 };
  it('before kick-off', () => {
    const input: FootballPricingInput = { rates, rho: -0.08 };
    // G20 (next goal) depends on the order of goals, not on the final score: its table tests cover it.
    const markets = footballBook(input).markets.filter((m) => m.group !== 20 && m.group !== 11);
    expect(expectAgreement(markets, footballResults(input))).toBeGreaterThan(60);
  });

  it('in play at 1:0 on the hour: handicaps and totals count the goals already scored', () => {
    const input: FootballPricingInput = {
      rates,
      rho: -0.08,
      live: { clock: { minute: 60 }, score: { home: 1, away: 0 }, halfTime: { home: 1, away: 0 } },
    };
    const markets = footballBook(input).markets.filter((m) => m.group !== 20 && m.group !== 11);
    expect(expectAgreement(markets, footballResults(input))).toBeGreaterThan(40);
  });

  it('hockey settles the football book on regulation time', () => {
    const input: FootballPricingInput = { rates: { home: 3.1, away: 2.7 }, options: { firstHalfShare: 0.5 } };
    const markets = footballBook(input).markets.filter((m) => m.group !== 20 && m.group !== 11);
    expect(expectAgreement(markets, footballResults(input, 'hockey'))).toBeGreaterThan(40);
  });

  it('half time / full time from the two halves', () => {
    const halves = halfMatrices(rates);
    const first = halves.firstHalf;
    if (!first) throw new Error('a match before kick-off has a first half');
    const second = halves.secondHalf;
    const results: Weighted[] = [];
    for (let i = 0; i < first.cells.length; i++) {
      for (let j = 0; j < second.cells.length; j++) {
        const ht = { home: Math.floor(i / first.size), away: i % first.size };
        const sh = { home: Math.floor(j / second.size), away: j % second.size };
        const score = { home: ht.home + sh.home, away: ht.away + sh.away };
        results.push({
          game: { sport: 'football', cancelled: false, score, periods: [regular(ht), regular(sh)] },
          p: (first.cells[i] ?? 0) * (second.cells[j] ?? 0),
        });
      }
    }
    expect(expectAgreement([halfTimeFullTimeMarket(halves)], results)).toBe(9);
  });
});

/** Results with each value of a distribution, made into a game by `make`. */
function over(dist: DiscreteDistribution, make: (value: number) => FinishedGame): Weighted[] {
  // Values the model gives no chance (a basketball margin of 0 after overtime) are not results.
  return Array.from(dist.pmf, (p, i) => ({ game: make(dist.min + i), p })).filter((r) => r.p > 0);
}

describe('basketball: lines with overtime, regular time without', () => {
  const model: BasketballModel = { meanMargin: 3.5, meanTotal: 221 };
  const state: BasketballState = { minutesLeft: 48, homePoints: 0, awayPoints: 0 };
  const d = basketballDistributions(model, state);
  const markets = basketballMarkets(model, state);
  const byMargin = (m: number): FinishedGame => {
    const score = { home: 100 + Math.max(m, 0), away: 100 + Math.max(-m, 0) };
    return { sport: 'basketball', cancelled: false, score, periods: [regular(score)] };
  };
  it('winner incl. overtime and handicaps on the final margin', () => {
    const final = markets.filter((m) => m.group === 101 || m.group === 2);
    expect(expectAgreement(final, over(d.margin, byMargin))).toBeGreaterThan(3);
  });
  it('regular-time 1X2 on the margin after four quarters', () => {
    expect(
      expectAgreement(
        markets.filter((m) => m.group === 2766),
        over(d.regulationMargin, byMargin),
      ),
    ).toBe(3);
  });
  it('totals on the final total', () => {
    const byTotal = (t: number): FinishedGame => {
      const score = { home: t - Math.floor(t / 2), away: Math.floor(t / 2) };
      return { sport: 'basketball', cancelled: false, score, periods: [regular(score)] };
    };
    expect(
      expectAgreement(
        markets.filter((m) => m.group === 17),
        over(d.total, byTotal),
      ),
    ).toBeGreaterThan(3);
  });
});

describe('tennis, set sports, fights, cricket', () => {
  const serve = { a: 0.66, b: 0.61 };
  const dist = matchDistribution(serve, { bestOf: 3 });
  const markets = tennisMarkets(serve, { bestOf: 3 });
  const sets = (margin: number): Score => (margin > 0 ? { home: 2, away: 2 - margin } : { home: 2 + margin, away: 2 });
  const tennis = (score: Score, periods: PeriodScore[] = []): FinishedGame => ({ sport: 'tennis', cancelled: false, score, periods });
  it('match winner and set handicaps on the sets', () => {
    const chosen = markets.filter((m) => m.group === 1 || m.group === 109);
    expect(
      expectAgreement(
        chosen,
        over(dist.setMargin, (m) => tennis(sets(m))),
      ),
    ).toBeGreaterThan(2);
  });
  it('total sets and total games', () => {
    expect(
      expectAgreement(
        markets.filter((m) => m.group === 182),
        over(dist.totalSets, (n) => tennis({ home: 2, away: n - 2 })),
      ),
    ).toBe(2);
    expect(
      expectAgreement(
        markets.filter((m) => m.group === 17),
        over(dist.totalGames, (g) => tennis({ home: 2, away: 0 }, [regular({ home: g, away: 0 })])),
      ),
    ).toBeGreaterThan(3);
  });

  // The server builds these from the pricing functions with each sport's groups (simulator game-factory).
  const margin: DiscreteDistribution = {
    min: -3,
    pmf: Float64Array.of(0.1, 0.15, 0.2, 0, 0.25, 0.2, 0.1),
    cdf: Float64Array.of(0.1, 0.25, 0.45, 0.45, 0.7, 0.9, 1),
  };
  const count: DiscreteDistribution = { min: 3, pmf: Float64Array.of(0.3, 0.45, 0.25), cdf: Float64Array.of(0.3, 0.75, 1) };
  const setGame = (score: Score): FinishedGame => ({ sport: 'sets', cancelled: false, score, periods: [] });
  it.each([
    [109, 182, 732, 733, 971, 972],
    [7099, 2604, 5749, 5750, 3150, 3151],
    [2438, 2436, 2826, 2827, 2824, 2825],
  ])('set handicap G%s and total sets G%s', (hGroup, tGroup, h1, h2, over1, under1) => {
    const handicaps = [-2.5, -1.5, 1.5, 2.5].map((h) => handicapMarket(margin, h, hGroup, [h1, h2]));
    expect(
      expectAgreement(
        handicaps,
        over(margin, (m) => setGame(m > 0 ? { home: 3, away: 3 - m } : { home: 3 + m, away: 3 })),
      ),
    ).toBe(8);
    const totals = [3.5, 4.5].map((line) => overUnderMarket(count, line, tGroup, [over1, under1]));
    expect(
      expectAgreement(
        totals,
        over(count, (n) => setGame({ home: 3, away: n - 3 })),
      ),
    ).toBe(4);
  });

  it('a fight: total rounds on the round it ended in', () => {
    const rounds: DiscreteDistribution = { min: 1, pmf: Float64Array.of(0.2, 0.15, 0.65), cdf: Float64Array.of(0.2, 0.35, 1) };
    const totals = [1.5, 2.5].map((line) => overUnderMarket(rounds, line));
    const fight = (r: number): FinishedGame => ({
      sport: 'fight',
      cancelled: false,
      score: { home: 1, away: 0 },
      periods: Array.from({ length: r }, () => regular({ home: 0, away: 0 })),
    });
    expect(expectAgreement(totals, over(rounds, fight))).toBe(4);
  });

  it('cricket: innings totals on each side runs', () => {
    const runs: DiscreteDistribution = { min: 150, pmf: Float64Array.of(0.4, 0.35, 0.25), cdf: Float64Array.of(0.4, 0.75, 1) };
    const cricket = (score: Score): FinishedGame => ({ sport: 'cricket', cancelled: false, score, periods: [] });
    expect(
      expectAgreement(
        [teamTotalMarket(runs, 'home', 150.5)],
        over(runs, (r) => cricket({ home: r, away: 140 })),
      ),
    ).toBe(2);
    expect(
      expectAgreement(
        [teamTotalMarket(runs, 'away', 151.5)],
        over(runs, (r) => cricket({ home: 140, away: r })),
      ),
    ).toBe(2);
  });
});

describe('races: win, top 2 and top 3 by Harville', () => {
  it('settle as placed', () => {
    const win = [0.4, 0.3, 0.2, 0.1];
    const ids = [11, 12, 13, 14];
    const places = harvillePlaces(win);
    // Every finishing order with its Harville probability.
    const orders: Weighted[] = [];
    const walk = (order: number[], left: number): void => {
      if (order.length === win.length) {
        orders.push({
          game: { sport: 'runners', cancelled: false, score: { home: 0, away: 0 }, periods: [], placings: order.map((i) => ids[i] ?? 0) },
          p: left,
        });
        return;
      }
      const used = order.reduce((s, i) => s + (win[i] ?? 0), 0);
      win.forEach((p, i) => {
        if (!order.includes(i)) walk([...order, i], (left * p) / (1 - used));
      });
    };
    walk([], 1);
    const byGroup: [number, readonly number[]][] = [
      [9001, places.win],
      [9002, places.top2],
      [9003, places.top3],
    ];
    for (const [group, probabilities] of byGroup) {
      ids.forEach((playerId, i) => {
        const split = settlementSplit(orders, { group, type: group, playerId });
        expect(split.win).toBeCloseTo(probabilities[i] ?? 0, 12);
      });
    }
  });
});
