// The anti-express (anti-accumulator, coupon field `antiExpressCoef`): a bet on several events that
// wins when at least one of its legs loses — the express of the same legs, taken from the other
// side. As the family prices it, its coefficient is the inverse of the express's chance: for an
// express coefficient E, the express comes in with chance 1/E, the anti-express with 1 − 1/E, so
// the fair coefficient is E / (E − 1); the brand's margin m scales that chance up by (1 + m).
//   coefficient = E / ((E − 1)(1 + m)), rounded down to thousandths, at most 1000.00
// Settlement:
//   - a leg that loses makes the anti-express win; all the others winning makes it lose;
//   - a void leg is taken out, and the coefficient is priced again on the legs that remain (the
//     family's rule: fewer legs, a smaller E, a larger coefficient); every leg void returns the stake;
//   - a half-settled leg (a quarter line) is two half stakes, as in any bet: half the stake with
//     the leg decided (won or lost), half with it void. With h such legs that is 2^h equal shares,
//     which is why an anti-express has at most MAX_ANTI_EXPRESS_LEGS legs.
import { assertStake, type BetReturn, type Leg } from './bet-maths';
import { assertCoefficient, MAX_COEFFICIENT, MIN_COEFFICIENT } from './odds-value';
import { floor, ratio } from './ratio';

export const MAX_ANTI_EXPRESS_LEGS = 16;

function assertMargin(marginBps: number): void {
  if (!Number.isInteger(marginBps) || marginBps < 0 || marginBps > 10_000)
    throw new RangeError(`A margin is 0…10000 basis points, not ${marginBps}`);
}

/** The anti-express coefficient of legs at these odds (thousandths), or null when it would be below 1.001. */
export function antiExpressCoefficient(odds: readonly number[], marginBps: number): number | null {
  assertMargin(marginBps);
  if (odds.length === 0) return null;
  let product = 1n;
  let unit = 1n;
  for (const o of odds) {
    assertCoefficient(o);
    product *= BigInt(o);
    unit *= 1000n;
  }
  // E = product / unit: E / ((E − 1)(1 + m)) in thousandths.
  // Both parts are positive, so integer division is the floor.
  const thousandths = (1000n * product * 10_000n) / ((product - unit) * BigInt(10_000 + marginBps));
  if (thousandths < BigInt(MIN_COEFFICIENT)) return null;
  return Number(thousandths > BigInt(MAX_COEFFICIENT) ? BigInt(MAX_COEFFICIENT) : thousandths);
}

export type AntiExpressProblem = 'anti_express_events_invalid' | 'anti_express_not_offered';

/** Why these legs cannot make an anti-express: 2…MAX_ANTI_EXPRESS_LEGS legs, and a coefficient above 1.00. */
export function antiExpressProblem(odds: readonly number[], marginBps: number): AntiExpressProblem | undefined {
  if (odds.length < 2 || odds.length > MAX_ANTI_EXPRESS_LEGS) return 'anti_express_events_invalid';
  return antiExpressCoefficient(odds, marginBps) === null ? 'anti_express_not_offered' : undefined;
}

type Decided = 'win' | 'lose' | 'void';

/** What one equal share returns per unit staked, in thousandths: the legs as decided in it. */
function shareThousandths(decided: readonly Decided[], legs: readonly Leg[], placed: number, marginBps: number): bigint {
  const remaining = legs.filter((_, i) => decided[i] !== 'void');
  if (remaining.length === 0) return 1000n;
  if (!decided.includes('lose')) return 0n;
  if (remaining.length === legs.length) return BigInt(placed);
  // Fewer legs never price lower than more (E falls, E/(E − 1) rises), so a share is never unpriced.
  const coefficient = antiExpressCoefficient(
    remaining.map((l) => l.odds),
    marginBps,
  );
  return BigInt(coefficient ?? placed);
}

/** What an anti-express placed at `placed` (thousandths) returns, with the margin it was priced with. */
export function antiExpressReturn(stake: bigint, legs: readonly Leg[], placed: number, marginBps: number): BetReturn {
  assertStake(stake);
  assertCoefficient(placed);
  if (legs.length < 1 || legs.length > MAX_ANTI_EXPRESS_LEGS)
    throw new RangeError(`An anti-express has 1…${MAX_ANTI_EXPRESS_LEGS} legs, not ${legs.length}`);
  const halves = legs.flatMap((leg, i) => (leg.result === 'half_win' || leg.result === 'half_lose' ? [i] : []));
  const shares = 2 ** halves.length;
  // Every share pays a whole number of thousandths per unit: sum them, divide once.
  let total = 0n;
  for (let mask = 0; mask < shares; mask++) {
    const decided = legs.map((leg, i): Decided => {
      if (leg.result === 'win' || leg.result === 'lose' || leg.result === 'void') return leg.result;
      // Bit set: this share is the leg's decided half; clear: its void half.
      const decidedHalf = (mask >> halves.indexOf(i)) & 1;
      return decidedHalf === 0 ? 'void' : leg.result === 'half_win' ? 'win' : 'lose';
    });
    total += shareThousandths(decided, legs, placed, marginBps);
  }
  const exact = ratio(stake * total, 1000n * BigInt(shares));
  return { exact, amount: floor(exact) };
}
