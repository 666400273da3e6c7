// What singles, expresses and systems return (wire-format §3.1 `Vid`: 0 single, 1 express,
// 2 system; spec coupon fields `summ`, `expressNum`, `calcSystemsMin`), exact in minor units.
//
// Rule of rounding: a bet's return is computed exactly (the product of its legs' coefficients as
// a fraction, odds-value.ts) and rounded DOWN to the currency's minor unit once, at the end —
// in the house's favour by less than one minor unit, and never by a rounding per leg.
//
// A leg pays by its result (DESIGN §4): a win its coefficient o, a loss 0, a void 1 (the leg is
// taken out), a half win (1 + o)/2 and a half loss 1/2 (a quarter line's two half stakes,
// line-result.ts). An express multiplies its legs' factors. A system "k of n" is every express of
// k of its n legs, each staked with summ / C(n, k).
import { assertCoefficient } from './odds-value';
import type { OutcomeResult } from './outcome-types';
import { floor, ratio, type Ratio } from './ratio';

export interface Leg {
  /** The coefficient the leg was accepted at, in thousandths. */
  readonly odds: number;
  readonly result: OutcomeResult;
}

export interface BetReturn {
  /** The exact return in minor units, as a fraction. */
  readonly exact: Ratio;
  /** The return in whole minor units, rounded down. */
  readonly amount: bigint;
}

/** Leg factors are counted in 2000ths, so that every result — (1 + o)/2 too — is a whole number. */
export const FACTOR_UNIT = 2000n;

/** A leg's factor in 2000ths: win 2o, half win 1000 + o, void 2000, half loss 1000, loss 0. */
export function legFactor(leg: Leg): bigint {
  assertCoefficient(leg.odds);
  const o = BigInt(leg.odds);
  switch (leg.result) {
    case 'win':
      return 2n * o;
    case 'half_win':
      return 1000n + o;
    case 'void':
      return FACTOR_UNIT;
    case 'half_lose':
      return 1000n;
    case 'lose':
      return 0n;
  }
}

export function assertStake(stake: bigint): void {
  if (stake <= 0n) throw new RangeError(`A stake is a positive amount of minor units, not ${stake}`);
}

function betReturn(exact: Ratio): BetReturn {
  return { exact, amount: floor(exact) };
}

/** An express: the stake times the product of its legs' factors. */
export function expressReturn(stake: bigint, legs: readonly Leg[]): BetReturn {
  assertStake(stake);
  if (legs.length === 0) throw new RangeError('An express has legs');
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    num *= legFactor(leg);
    den *= FACTOR_UNIT;
  }
  return betReturn(ratio(num, den));
}

/** A single: the stake times its leg's factor. */
export function singleReturn(stake: bigint, leg: Leg): BetReturn {
  assertStake(stake);
  return betReturn(ratio(stake * legFactor(leg), FACTOR_UNIT));
}

/** What an express (or a single) pays if every leg wins. */
export function potentialExpressReturn(stake: bigint, odds: readonly number[]): BetReturn {
  return expressReturn(
    stake,
    odds.map((o) => ({ odds: o, result: 'win' as const })),
  );
}

/** C(n, k). */
export function combinationCount(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
}

export type SystemProblem = 'system_events_invalid' | 'system_size_invalid';

/**
 * Why "k of n" is not a system: it needs at least three events and 2 ≤ k ≤ n − 1 (k = n is an
 * express, k = 1 a set of singles); at most `maxEvents` (spec constants: 20 by default).
 */
export function systemProblem(n: number, k: number, maxEvents = 20): SystemProblem | undefined {
  if (!Number.isInteger(n) || n < 3 || n > maxEvents) return 'system_events_invalid';
  if (!Number.isInteger(k) || k < 2 || k > n - 1) return 'system_size_invalid';
  return undefined;
}

/**
 * A system "k of n": Σ over the C(n, k) combinations of (summ / C(n, k)) × Π factors. The sum of
 * the products over all k-subsets is the k-th elementary symmetric polynomial of the factors,
 * built up leg by leg, so a 10-of-20 system costs 200 steps, not 184 756 expresses.
 */
export function systemReturn(stake: bigint, legs: readonly Leg[], k: number): BetReturn {
  assertStake(stake);
  const n = legs.length;
  if (!Number.isInteger(k) || k < 1 || k > n) throw new RangeError(`A system of ${n} legs takes 1…${n} of them, not ${k}`);
  // e[j] = Σ over j-subsets of the legs seen so far of Π factors (in 2000ths).
  const e: bigint[] = [1n, ...new Array<bigint>(k).fill(0n)];
  legs.forEach((leg, i) => {
    const a = legFactor(leg);
    for (let j = Math.min(i + 1, k); j >= 1; j--) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * a;
  });
  return betReturn(ratio(stake * (e[k] ?? 0n), combinationCount(n, k) * FACTOR_UNIT ** BigInt(k)));
}

/** What a system pays if every leg wins. */
export function potentialSystemReturn(stake: bigint, odds: readonly number[], k: number): BetReturn {
  return systemReturn(
    stake,
    odds.map((o) => ({ odds: o, result: 'win' as const })),
    k,
  );
}

/**
 * `calcSystemsMin`: the least stake of a "k of n" system — every combination must carry at least
 * the brand's minimum bet, so it is that minimum times C(n, k).
 */
export function systemMinimumStake(minimumBet: bigint, n: number, k: number): bigint {
  return minimumBet * combinationCount(n, k);
}
