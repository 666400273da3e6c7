// What a bet builder returns once its legs are decided (decision 0026): it is one proposition,
// "every leg wins", at the joint coefficient it was accepted at (bet-builder.ts), so:
//   - a leg lost: the bet is lost (its proposition is false whatever else happened);
//   - every leg won: stake × the joint coefficient;
//   - otherwise a leg was void (the game called off, its market cancelled): the stake is returned.
//     The joint price was for all the legs together; without one of them no price agreed with the
//     player exists, so the bet is not repriced as an express would be.
// Builder legs end in a win or a loss by construction (no pushes, no quarter lines); a half result
// arriving anyway (a corrected result, an operator) is treated as the void it is closest to.
import { assertStake, type BetReturn } from './bet-maths';
import { assertCoefficient } from './odds-value';
import type { OutcomeResult } from './outcome-types';
import { floor, ratio, ZERO } from './ratio';

export type BuilderOutcome = 'won' | 'lost' | 'returned';

/** How a builder with these leg results ends. */
export function builderOutcome(results: readonly OutcomeResult[]): BuilderOutcome {
  if (results.length === 0) throw new RangeError('A bet builder has legs');
  if (results.includes('lose')) return 'lost';
  return results.every((r) => r === 'win') ? 'won' : 'returned';
}

/** The exact return of a builder at `coefficient` (thousandths), rounded down once to minor units. */
export function builderReturn(stake: bigint, results: readonly OutcomeResult[], coefficient: number): BetReturn {
  assertStake(stake);
  assertCoefficient(coefficient);
  switch (builderOutcome(results)) {
    case 'lost':
      return { exact: ZERO, amount: 0n };
    case 'returned':
      return { exact: ratio(stake, 1n), amount: stake };
    case 'won': {
      const exact = ratio(stake * BigInt(coefficient), 1000n);
      return { exact, amount: floor(exact) };
    }
  }
}
