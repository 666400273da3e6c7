import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedGoalsFromRatings, remainingExpectedGoals } from './expected-goals';
import { footballBook } from './football-book';
import { marginForCode, marginMethods } from './margin';
import { probabilitySum, type FairMarket } from './market';
import { priceMarket } from './price-market';

const rate = fc.double({ min: 0.2, max: 3.2, noNaN: true });
const liveState = fc.record({
  minute: fc.integer({ min: 0, max: 95 }),
  home: fc.integer({ min: 0, max: 5 }),
  away: fc.integer({ min: 0, max: 5 }),
  redHome: fc.integer({ min: 0, max: 1 }),
  redAway: fc.integer({ min: 0, max: 1 }),
});

const groups = (markets: readonly FairMarket[]): number[] => [...new Set(markets.map((m) => m.group))].sort((a, b) => a - b);

describe('footballBook', () => {
  it('offers every market of issue 4 before kick-off', () => {
    const book = footballBook({ rates: { home: 1.6, away: 1.1 }, rho: -0.1 });
    expect(groups(book.markets)).toEqual([1, 2, 8, 11, 14, 15, 17, 19, 20, 27, 62, 136]);
    expect(book.matrix.size).toBe(11);
    const totals = book.markets.filter((m) => m.group === 17).map((m) => m.line);
    expect(totals).toContain(2.5);
    expect(totals.length).toBeGreaterThanOrEqual(4);
    // Asian lines: quarter handicaps and quarter totals next to the main line.
    expect(totals.some((line) => ((line ?? 0) * 4) % 2 !== 0)).toBe(true);
    const handicaps = book.markets.filter((m) => m.group === 2).map((m) => m.line ?? 0);
    expect(handicaps.filter((h) => (h * 4) % 2 !== 0).length).toBeGreaterThanOrEqual(3);
    // The main Asian handicap is the quarter line nearest an even split.
    const main = book.markets.filter((m) => m.group === 2).map((m) => Math.abs((m.outcomes[0]?.probability ?? 0) - 0.5));
    expect(Math.min(...main)).toBeLessThan(0.1);
  });

  it('keeps each market\'s probabilities summing to its share before and during a match', () => {
    fc.assert(
      fc.property(rate, rate, liveState, (home, away, s) => {
        const live = s.minute === 0 ? undefined : { clock: { minute: s.minute }, score: { home: s.home, away: s.away }, halfTime: { home: 0, away: 0 }, redCards: { home: s.redHome, away: s.redAway } };
        const book = footballBook({ rates: { home, away }, rho: -0.08, ...(live ? { live } : {}) });
        for (const m of book.markets) {
          // Outcomes dropped as impossible carry less than 1e-4 each.
          const dropped = m.group === 11 ? 9 - m.outcomes.length : m.group === 136 ? 1 : 0;
          const sum = probabilitySum(m);
          expect(sum).toBeLessThanOrEqual(m.sum + 1e-12);
          expect(sum).toBeGreaterThanOrEqual(m.sum - 1e-4 * Math.max(1, dropped) - 1e-12);
          expect(m.outcomes.length).toBeGreaterThanOrEqual(2);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('prices every offered market at the brand\'s overround within rounding', () => {
    const book = footballBook({ rates: expectedGoalsFromRatings({ attack: 0.2, defence: 0.1 }, { attack: 0, defence: -0.1 }), rho: -0.13 });
    for (const method of marginMethods) {
      for (const m of book.markets) {
        const priced = priceMarket(m, { method, overround: 1.06 });
        const overround = priced.reduce((s, o) => s + 1000 / o.price, 0) / m.sum;
        const clamped = priced.some((o) => o.price === 1001 || o.price === 1_000_000);
        if (clamped) continue;
        expect(overround).toBeGreaterThanOrEqual(1.06 - 1e-9);
        // Rounding down to a thousandth adds at most 0.001·q/(1 − 0.001·q) per outcome.
        expect(overround).toBeLessThan(1.06 + (0.001 * priced.length) / m.sum);
      }
    }
  });

  it('follows the score and the clock live', () => {
    const rates = { home: 1.5, away: 1.2 };
    const pre = footballBook({ rates });
    const led = footballBook({ rates, live: { clock: { minute: 70 }, score: { home: 1, away: 0 } } });
    const win = (markets: readonly FairMarket[]): number => markets.find((m) => m.group === 1)?.outcomes[0]?.probability ?? 0;
    expect(win(led.markets)).toBeGreaterThan(win(pre.markets));
    expect(led.remaining.home).toBeCloseTo(remainingExpectedGoals(rates, { minute: 70 }).home, 15);
    // BTTS is still open at 1:0, a total of 0.5 is not.
    expect(led.markets.some((m) => m.group === 19)).toBe(true);
    expect(led.markets.filter((m) => m.group === 17).every((m) => (m.line ?? 0) > 1)).toBe(true);
    // Next goal is goal number 2.
    expect(led.markets.find((m) => m.group === 20)?.line).toBe(2);
  });

  it('offers HT/FT in the second half only when the half-time score is known', () => {
    const rates = { home: 1.5, away: 1.2 };
    const has = (halfTime?: { home: number; away: number }): boolean =>
      footballBook({ rates, live: { clock: { minute: 60 }, score: { home: 1, away: 1 }, ...(halfTime ? { halfTime } : {}) } }).markets.some((m) => m.group === 11);
    expect(has()).toBe(false);
    expect(has({ home: 1, away: 0 })).toBe(true);
    expect(footballBook({ rates, live: { clock: { minute: 45 }, score: { home: 1, away: 0 } } }).markets.some((m) => m.group === 11)).toBe(true);
  });

  it('closes what is decided at the final whistle', () => {
    const book = footballBook({ rates: { home: 1.5, away: 1.2 }, live: { clock: { minute: 90 }, score: { home: 2, away: 1 }, halfTime: { home: 1, away: 1 } } });
    expect(book.markets).toEqual([]);
  });

  it('a red card lowers the side\'s expected goals and raises the opponent\'s', () => {
    const rates = { home: 1.5, away: 1.2 };
    const clock = { minute: 30 };
    const plain = remainingExpectedGoals(rates, clock);
    const red = remainingExpectedGoals(rates, clock, { home: 1, away: 0 });
    expect(red.home).toBeLessThan(plain.home);
    expect(red.away).toBeGreaterThan(plain.away);
  });

  it('prices with the brand code table', () => {
    const book = footballBook({ rates: { home: 1.3, away: 1.3 } });
    const x12 = book.markets.find((m) => m.group === 1);
    expect(x12 && priceMarket(x12, marginForCode('standard')).map((o) => o.price)).toEqual([expect.any(Number), expect.any(Number), expect.any(Number)]);
  });
});
