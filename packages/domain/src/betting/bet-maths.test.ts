import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  expressReturn,
  potentialExpressReturn,
  potentialSystemReturn,
  singleReturn,
  systemMinimumStake,
  systemProblem,
  systemReturn,
  type Leg,
} from './bet-maths';
import type { OutcomeResult } from './outcome-types';
import { add, compare, floorTimes, ratio, ZERO, type Ratio } from './ratio';

const leg = (odds: number, result: OutcomeResult = 'win'): Leg => ({ odds, result });

describe('singles', () => {
  it.each<[bigint, number, OutcomeResult, bigint]>([
    [10_000n, 1875, 'win', 18_750n],
    [10_000n, 1900, 'half_win', 14_500n],
    [10_000n, 1900, 'half_lose', 5_000n],
    [10_000n, 1900, 'void', 10_000n],
    [10_000n, 1900, 'lose', 0n],
    [1n, 1999, 'win', 1n], // 1.999 minor units rounds down
    [3n, 1001, 'half_win', 3n], // 3 × 2.001 / 2 = 3.0015
    [7n, 1333, 'half_win', 8n], // 7 × 2.333 / 2 = 8.1655
  ])('%s at %s, %s, returns %s', (stake, odds, result, amount) => {
    expect(singleReturn(stake, leg(odds, result)).amount).toBe(amount);
  });

  it('refuses a stake that is not positive and a price that is not a coefficient', () => {
    expect(() => singleReturn(0n, leg(1500))).toThrow(RangeError);
    expect(() => singleReturn(100n, leg(1000))).toThrow(RangeError);
    expect(() => singleReturn(100n, leg(1500.5))).toThrow(RangeError);
  });
});

describe('expresses', () => {
  it.each<[string, bigint, Leg[], bigint]>([
    ['all win: 1.5 × 2.0', 10_000n, [leg(1500), leg(2000)], 30_000n],
    ['a void leg counts 1.00', 10_000n, [leg(1500), leg(2000, 'void')], 15_000n],
    ['a half win counts (1 + o)/2', 10_000n, [leg(1500), leg(1900, 'half_win')], 21_750n],
    ['a half loss counts 1/2', 10_000n, [leg(1500), leg(1900, 'half_lose')], 7_500n],
    ['a loss loses all', 10_000n, [leg(1500), leg(1900, 'lose'), leg(3000)], 0n],
    ['rounded once at the end: 333 × 1.5 × 1.5 = 749.25', 333n, [leg(1500), leg(1500)], 749n],
    ['every leg void: the stake back', 4_321n, [leg(1500, 'void'), leg(9000, 'void')], 4_321n],
  ])('%s', (_, stake, legs, amount) => {
    expect(expressReturn(stake, legs).amount).toBe(amount);
  });

  it('fifty legs at 1000.00 stay exact', () => {
    const r = potentialExpressReturn(1n, new Array<number>(50).fill(1_000_000));
    expect(r.amount).toBe(10n ** 150n);
  });
});

describe('systems', () => {
  it.each<[string, bigint, Leg[], number, bigint]>([
    ['2 of 3, all win at 2.00: three expresses of 100 at 4.00', 300n, [leg(2000), leg(2000), leg(2000)], 2, 1_200n],
    ['2 of 3, one lost: one combination pays', 300n, [leg(2000), leg(2000), leg(2000, 'lose')], 2, 400n],
    ['2 of 3, two lost: nothing', 300n, [leg(2000), leg(2000, 'lose'), leg(2000, 'lose')], 2, 0n],
    ['2 of 3 with a void leg', 300n, [leg(2000), leg(2000), leg(2000, 'void')], 2, 800n],
    [
      '3 of 4, one lost: 250 × 1.5 × 1.7 × 2.1 = 1338.75, rounded once',
      1_000n,
      [leg(1500), leg(1700), leg(2100), leg(1300, 'lose')],
      3,
      1_338n,
    ],
  ])('%s', (_, stake, legs, k, amount) => {
    expect(systemReturn(stake, legs, k).amount).toBe(amount);
  });

  it('potential return and the minimum stake (calcSystemsMin)', () => {
    expect(potentialSystemReturn(600n, [2000, 2000, 2000, 2000], 2).amount).toBe(2_400n);
    expect(combinationCount(4, 2)).toBe(6n);
    expect(combinationCount(20, 10)).toBe(184_756n);
    expect(systemMinimumStake(10n, 4, 2)).toBe(60n);
    expect(systemMinimumStake(10n, 5, 3)).toBe(100n);
  });

  it.each<[number, number, string | undefined]>([
    [3, 2, undefined],
    [20, 19, undefined],
    [2, 1, 'system_events_invalid'],
    [21, 2, 'system_events_invalid'],
    [4, 4, 'system_size_invalid'],
    [4, 1, 'system_size_invalid'],
    [4, 2.5, 'system_size_invalid'],
  ])('%s events, %s per combination: %s', (n, k, problem) => {
    expect(systemProblem(n, k)).toBe(problem);
  });
});

const results = fc.constantFrom<OutcomeResult>('win', 'lose', 'void', 'half_win', 'half_lose');
const legArb = fc.record({ odds: fc.integer({ min: 1001, max: 50_000 }), result: results });
const stakeArb = fc.bigInt({ min: 1n, max: 10n ** 12n });

/** Every k-subset of the legs. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((item, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [item, ...rest]));
}

describe('properties', () => {
  it("a system's return is the sum of its combinations' returns", () => {
    fc.assert(
      fc.property(stakeArb, fc.array(legArb, { minLength: 3, maxLength: 7 }), fc.integer({ min: 2, max: 6 }), (stake, legs, size) => {
        const k = Math.min(size, legs.length - 1);
        const combos = subsets(legs, k);
        // Each combination as an express staked with 1 unit, scaled by summ / C(n, k).
        let sum: Ratio = ZERO;
        for (const combo of combos) sum = add(sum, expressReturn(1n, combo).exact);
        const expected = ratio(sum.num * stake, sum.den * BigInt(combos.length));
        const system = systemReturn(stake, legs, k);
        expect(compare(system.exact, expected)).toBe(0);
        expect(system.amount).toBe(floorTimes(1n, expected));
      }),
    );
  });

  it('an express of one leg equals a single', () => {
    fc.assert(
      fc.property(stakeArb, legArb, (stake, l) => {
        expect(expressReturn(stake, [l])).toEqual(singleReturn(stake, l));
      }),
    );
  });

  it('voiding every leg returns the stake', () => {
    fc.assert(
      fc.property(
        stakeArb,
        fc.array(fc.integer({ min: 1001, max: 1_000_000 }), { minLength: 3, maxLength: 12 }),
        fc.integer({ min: 2, max: 11 }),
        (stake, odds, size) => {
          const legs = odds.map((o) => leg(o, 'void'));
          expect(singleReturn(stake, legs[0] ?? leg(1500, 'void')).amount).toBe(stake);
          expect(expressReturn(stake, legs).amount).toBe(stake);
          expect(systemReturn(stake, legs, Math.min(size, legs.length - 1)).amount).toBe(stake);
        },
      ),
    );
  });

  it('never pays more than the stake times the product of the odds', () => {
    fc.assert(
      fc.property(stakeArb, fc.array(legArb, { minLength: 1, maxLength: 10 }), (stake, legs) => {
        const most = potentialExpressReturn(
          stake,
          legs.map((l) => l.odds),
        ).exact;
        expect(compare(expressReturn(stake, legs).exact, most)).toBeLessThanOrEqual(0);
        if (legs.length >= 3)
          expect(
            compare(
              systemReturn(stake, legs, 2).exact,
              potentialSystemReturn(
                stake,
                legs.map((l) => l.odds),
                2,
              ).exact,
            ),
          ).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('a half-settled leg returns the average of its two half stakes (win and void, loss and void)', () => {
    fc.assert(
      fc.property(
        stakeArb,
        fc.array(legArb, { maxLength: 5 }),
        fc.integer({ min: 1001, max: 50_000 }),
        fc.boolean(),
        (stake, others, odds, won) => {
          const half = expressReturn(stake, [...others, leg(odds, won ? 'half_win' : 'half_lose')]).exact;
          const decided = expressReturn(stake, [...others, leg(odds, won ? 'win' : 'lose')]).exact;
          const voided = expressReturn(stake, [...others, leg(odds, 'void')]).exact;
          const average = add(decided, voided);
          expect(compare(half, ratio(average.num, average.den * 2n))).toBe(0);
        },
      ),
    );
  });
});
