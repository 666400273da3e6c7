// Cash-out: what the house offers now for a bet still running. Its fair value is the bet's expected
// return given the legs already settled and the current fair probabilities of the legs still open
// (from the pricing models, before any margin); the offer keeps the brand's cash-out margin:
//   offer = ⌊ E[return] × (1 − margin) ⌋
// A leg is independent of the others (a coupon holds one outcome per game), so an express's
// expectation is the stake times the product of each leg's expected factor, and a system's is
// the same k-subset sum as its return (bet-maths.ts) over expected factors. An open leg's expected
// factor is P(win)·o + P(half win)·(1 + o)/2 + P(void)·1 + P(half loss)·1/2.
// Probabilities are floats from the models; each is cut to whole billionths, rounding down, so the
// offer is exact integer arithmetic from there on and never above the fair value.
import { assertStake, combinationCount, FACTOR_UNIT, legFactor, type Leg } from './bet-maths';
import { assertCoefficient } from './odds-value';
import { floor, ratio } from './ratio';
import type { OutcomeResult } from './outcome-types';

/** Fair chances of an open leg's results; the loss is the rest. A plain two-way leg needs `win` only. */
export interface LegChances {
  readonly win: number;
  readonly halfWin?: number;
  readonly void?: number;
  readonly halfLose?: number;
}

export type CashOutLeg =
  { readonly odds: number; readonly result: OutcomeResult } | { readonly odds: number; readonly chances: LegChances };

export interface CashOutBet {
  readonly stake: bigint;
  readonly legs: readonly CashOutLeg[];
  /** k of a "k of n" system; absent for a single or an express. */
  readonly system?: number;
  /** The brand's cash-out margin in basis points. */
  readonly marginBps: number;
}

const SCALE = 1_000_000_000n;

function billionths(p: number | undefined): bigint {
  if (p === undefined) return 0n;
  if (!Number.isFinite(p) || p < 0 || p > 1) throw new RangeError(`A probability is in 0…1, not ${p}`);
  return BigInt(Math.floor(p * 1e9));
}

/** A leg's (expected) factor in 2000ths × billionths. */
function expectedFactor(leg: CashOutLeg): bigint {
  if ('result' in leg) return legFactor(leg) * SCALE;
  assertCoefficient(leg.odds);
  const { chances } = leg;
  const parts = [chances.win, chances.halfWin, chances.void, chances.halfLose].map(billionths);
  const [win = 0n, halfWin = 0n, voided = 0n, halfLose = 0n] = parts;
  if (win + halfWin + voided + halfLose > SCALE + 1n) throw new RangeError('The chances of a leg add up to more than 1');
  const at = (result: OutcomeResult): bigint => legFactor({ odds: leg.odds, result } satisfies Leg);
  return win * at('win') + halfWin * at('half_win') + voided * at('void') + halfLose * at('half_lose');
}

/** The cash-out offer in minor units, or null when there is none (nothing open, or nothing left to win). */
export function cashOutOffer(bet: CashOutBet): bigint | null {
  assertStake(bet.stake);
  if (!Number.isInteger(bet.marginBps) || bet.marginBps < 0 || bet.marginBps > 10_000)
    throw new RangeError(`A margin is 0…10000 basis points, not ${bet.marginBps}`);
  if (!bet.legs.some((leg) => 'chances' in leg)) return null;
  const n = bet.legs.length;
  const k = bet.system ?? n;
  if (!Number.isInteger(k) || k < 1 || k > n) throw new RangeError(`A bet of ${n} legs combines 1…${n} of them, not ${k}`);
  // k-th elementary symmetric sum of the expected factors, as in systemReturn.
  const e: bigint[] = [1n, ...new Array<bigint>(k).fill(0n)];
  bet.legs.forEach((leg, i) => {
    const a = expectedFactor(leg);
    for (let j = Math.min(i + 1, k); j >= 1; j--) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * a;
  });
  const unit = FACTOR_UNIT * SCALE;
  const expected = ratio(bet.stake * (e[k] ?? 0n) * BigInt(10_000 - bet.marginBps), combinationCount(n, k) * unit ** BigInt(k) * 10_000n);
  const offer = floor(expected);
  return offer > 0n ? offer : null;
}
