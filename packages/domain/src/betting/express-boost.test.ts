import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expressReturn, type Leg } from './bet-maths';
import { boostedExpressReturn, expressBoostPercent, potentialBoostedReturn, type ExpressBoostRule } from './express-boost';
import type { OutcomeResult } from './outcome-types';

const RULE: ExpressBoostRule = {
  tiers: [
    { minLegs: 4, percentBps: 500 },
    { minLegs: 6, percentBps: 1000 },
    { minLegs: 10, percentBps: 2000 },
  ],
  minLegOdds: 1200,
};

const leg = (odds: number, result: OutcomeResult = 'win'): Leg => ({ odds, result });

describe('expressBoostPercent', () => {
  it.each([
    [3, 0],
    [4, 500],
    [5, 500],
    [6, 1000],
    [9, 1000],
    [10, 2000],
    [30, 2000],
  ])('%s counted legs: %s bp', (legs, bps) => {
    expect(expressBoostPercent(RULE, legs)).toBe(bps);
  });

  it('takes the tiers in any order and refuses nonsense', () => {
    expect(expressBoostPercent({ tiers: [...RULE.tiers].reverse() }, 7)).toBe(1000);
    expect(() => expressBoostPercent({ tiers: [{ minLegs: 1, percentBps: 500 }] }, 3)).toThrow(RangeError);
    expect(() => expressBoostPercent({ tiers: [{ minLegs: 3, percentBps: -1 }] }, 3)).toThrow(RangeError);
  });
});

describe('boostedExpressReturn', () => {
  it('adds the tier on the net winnings', () => {
    // 100.00 at 2.00 × 1.5 × 1.5 × 1.5 = 6.75 → 675.00, winnings 575.00, +5% = 28.75.
    const r = boostedExpressReturn(10_000n, [leg(2000), leg(1500), leg(1500), leg(1500)], RULE);
    expect(r).toMatchObject({ amount: 70_375n, boost: 2_875n });
  });

  it('does not count legs below the minimum, void legs or half losses', () => {
    expect(boostedExpressReturn(10_000n, [leg(2000), leg(1500), leg(1500), leg(1100)], RULE).boost).toBe(0n);
    expect(boostedExpressReturn(10_000n, [leg(2000), leg(1500), leg(1500), leg(1500, 'void')], RULE).boost).toBe(0n);
    expect(boostedExpressReturn(10_000n, [leg(2000), leg(1500), leg(1500), leg(1500, 'half_lose')], RULE).boost).toBe(0n);
    expect(boostedExpressReturn(10_000n, [leg(2000), leg(1500), leg(1500), leg(1500, 'half_win')], RULE).boost).toBeGreaterThan(0n);
  });

  it('gives nothing on a lost express', () => {
    expect(boostedExpressReturn(10_000n, [leg(2000), leg(1500), leg(1500), leg(1500, 'lose')], RULE)).toMatchObject({
      amount: 0n,
      boost: 0n,
    });
  });

  it('shows the potential boost on the coupon', () => {
    // 2.00 × 1.5⁵ = 15.1875: winnings 1418.75, +10% = 141.875 → 141.87.
    expect(potentialBoostedReturn(10_000n, [2000, 1500, 1500, 1500, 1500, 1500], RULE)).toMatchObject({
      amount: 151_875n + 14_187n,
      boost: 14_187n,
    });
  });

  it('never takes away and never boosts beyond the tier', () => {
    const legArb = fc.record({
      odds: fc.integer({ min: 1001, max: 5000 }),
      result: fc.constantFrom<OutcomeResult>('win', 'lose', 'void', 'half_win', 'half_lose'),
    });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.array(legArb, { minLength: 2, maxLength: 12 }), (stake, legs) => {
        const base = expressReturn(stake, legs).amount;
        const boosted = boostedExpressReturn(stake, legs, RULE);
        expect(boosted.amount - boosted.boost).toBe(base);
        expect(boosted.boost).toBeGreaterThanOrEqual(0n);
        expect(boosted.boost * 10_000n).toBeLessThanOrEqual((base > stake ? base - stake : 0n) * 2000n);
      }),
    );
  });
});
