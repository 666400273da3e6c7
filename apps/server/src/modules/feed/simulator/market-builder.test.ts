import { marginCodes } from '@stavka/domain/pricing/margin';
import { describe, expect, it } from 'vitest';
import type { Market } from '../model';
import type { ModelInput } from './engines/model-input';
import { G_TOP_3, G_WINNER } from './markets/fair-markets';
import { buildMarkets, closeMarkets, marginFor, suspendMarkets } from './market-builder';

// Markets of wire-format §2.1 from the pricing models, with the brand's margin.

const preMatch: ModelInput = { model: 'football', book: 'full', pricing: { rates: { home: 1.5, away: 1.1 }, rho: -0.13 } };
const overround = (m: Market) => m.outcomes.reduce((sum, o) => sum + 1000 / o.price, 0);
const byGroup = (markets: Market[], group: number) => markets.filter((m) => m.group === group);

describe('market builder', () => {
  const markets = buildMarkets(preMatch, marginFor('standard'));

  it('builds the football book of issue 4', () => {
    // 1X2, double chance, handicaps, European handicap, totals, team totals, BTTS, even/odd, correct score, next goal, HT/FT.
    for (const group of [1, 8, 2, 27, 17, 15, 62, 19, 14, 136, 20, 11]) expect(byGroup(markets, group).length, `group ${group}`).toBeGreaterThan(0);
    expect(byGroup(markets, 1)[0]?.outcomes.map((o) => o.type)).toEqual([1, 2, 3]);
  });

  it('offers Asian quarter lines and alternative totals, one main line per group', () => {
    const handicaps = byGroup(markets, 2).map((m) => m.param);
    expect(handicaps.some((h) => h !== undefined && Math.abs(h % 0.5) === 0.25)).toBe(true);
    expect(byGroup(markets, 17).length).toBeGreaterThanOrEqual(4);
    for (const group of new Set(markets.map((m) => m.group))) expect(byGroup(markets, group).filter((m) => m.main)).toHaveLength(1);
    // The main total is the most balanced one: its two prices are the closest pair.
    const spread = (m: Market) => Math.abs((m.outcomes[0]?.price ?? 0) - (m.outcomes[1]?.price ?? 0));
    const main = byGroup(markets, 17).find((m) => m.main);
    for (const other of byGroup(markets, 17)) expect(spread(main ?? other)).toBeLessThanOrEqual(spread(other));
  });

  it('signs the handicap from the backed side and puts the score in correct-score P', () => {
    for (const market of byGroup(markets, 2)) {
      expect(market.outcomes[0]?.param).toBe(market.param);
      expect(market.outcomes[1]?.param).toBe(market.param === 0 ? 0 : -(market.param ?? 0));
    }
    const scores = byGroup(markets, 136)[0]?.outcomes.filter((o) => o.type === 731).map((o) => o.param);
    expect(scores).toContain(2.001);
    expect(scores).toContain(0);
  });

  it.each(Object.keys(marginCodes))('applies margin code %s: each 1X2 carries its overround', (code) => {
    const target = marginFor(code).overround;
    const result = byGroup(buildMarkets(preMatch, marginFor(code)), 1)[0];
    expect(result).toBeDefined();
    if (!result) return;
    expect(overround(result)).toBeGreaterThanOrEqual(target - 1e-9);
    expect(overround(result)).toBeLessThan(target + 0.003);
  });

  it('takes an unknown margin code for standard', () => {
    expect(marginFor('nonsense')).toEqual(marginFor('standard'));
    expect(marginFor(undefined)).toEqual(marginFor('standard'));
  });

  it('prices runners with their players and closes a race that is off', () => {
    const runners = [1500, 1600, 1450, 1550, 1500].map((r, i) => ({ playerId: 100 + i, strength: (r - 1500) / 100 }));
    const open = buildMarkets({ model: 'runners', runners, scale: 1, places: 3, open: true }, marginFor('standard'));
    expect(open.map((m) => m.group)).toEqual([G_WINNER, 9002, G_TOP_3]);
    expect(open[0]?.outcomes.map((o) => o.playerId)).toEqual([100, 101, 102, 103, 104]);
    expect(open.every((m) => m.status === 1)).toBe(true);
    const off = buildMarkets({ model: 'runners', runners, scale: 1, places: 3, open: false }, marginFor('standard'));
    expect(off.every((m) => m.status === 3 && m.outcomes.every((o) => o.blocked))).toBe(true);
  });

  it('suspends (blocked, 3) and closes (2 settled, 4 cancelled) without touching prices', () => {
    const suspended = suspendMarkets(markets);
    expect(suspended.every((m) => m.status === 3 && m.outcomes.every((o) => o.blocked))).toBe(true);
    expect(suspended.map((m) => m.outcomes.map((o) => o.price))).toEqual(markets.map((m) => m.outcomes.map((o) => o.price)));
    expect(closeMarkets(markets, 2).every((m) => m.status === 2)).toBe(true);
    expect(closeMarkets(markets, 4).every((m) => m.status === 4)).toBe(true);
  });

  it('leaves out markets already decided live', () => {
    const late: ModelInput = { model: 'football', book: 'full', pricing: { rates: { home: 1.5, away: 1.1 }, rho: -0.13, live: { clock: { minute: 80 }, score: { home: 2, away: 1 } } } };
    const live = buildMarkets(late, marginFor('standard'));
    // Both teams have scored: no BTTS; no total at or below the 3 goals already in.
    expect(byGroup(live, 19)).toHaveLength(0);
    expect(byGroup(live, 17).every((m) => (m.param ?? 0) > 3)).toBe(true);
    expect(byGroup(live, 20)[0]?.param).toBe(4);
  });
});
