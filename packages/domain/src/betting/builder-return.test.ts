import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expressReturn } from './bet-maths';
import { builderOutcome, builderReturn } from './builder-return';
import type { OutcomeResult } from './outcome-types';

// A builder is one proposition at one coefficient: every leg wins, or it is lost; a void leg
// returns the stake, since the joint price had no meaning without it (decision 0026).

describe('builderReturn', () => {
  // A stake of 21.14 at a joint coefficient of 4.73.
  it.each<[string, OutcomeResult[], bigint, string]>([
    ['every leg won: stake × the joint coefficient, rounded down', ['win', 'win', 'win'], 9_999n, 'won'],
    ['a leg lost', ['win', 'lose', 'win'], 0n, 'lost'],
    ['a leg lost, another void: still lost', ['void', 'lose'], 0n, 'lost'],
    ['a leg void, the rest won: the stake back', ['win', 'void'], 2_114n, 'returned'],
    ['every leg void (a called-off game)', ['void', 'void'], 2_114n, 'returned'],
    ['a half result (a corrected leg) counts as void', ['win', 'half_win'], 2_114n, 'returned'],
  ])('%s', (_name, results, amount, outcome) => {
    expect(builderOutcome(results)).toBe(outcome);
    expect(builderReturn(2_114n, results, 4_730).amount).toBe(amount);
  });

  it('rounds the win down once, like an express of one leg at the joint coefficient', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 1_001, max: 1_000_000 }), fc.integer({ min: 1, max: 12 }), (stake, coefficient, n) => {
        const won = builderReturn(stake, Array<OutcomeResult>(n).fill('win'), coefficient);
        expect(won).toEqual(expressReturn(stake, [{ odds: coefficient, result: 'win' }]));
        expect(won.amount * 1000n).toBeLessThanOrEqual(stake * BigInt(coefficient));
        expect((won.amount + 1n) * 1000n).toBeGreaterThan(stake * BigInt(coefficient));
      }),
    );
  });

  it('refuses a builder without legs or a coefficient out of range', () => {
    expect(() => builderReturn(100n, [], 2_000)).toThrow(RangeError);
    expect(() => builderReturn(100n, ['win'], 1_000)).toThrow(RangeError);
    expect(() => builderReturn(0n, ['win'], 2_000)).toThrow(RangeError);
  });
});
