// Express boost (coupon flag `isExpressBoost`): a won express earns a bonus on its winnings that
// grows with the number of its legs, from a table the brand configures — e.g. 4 legs +5%, 6 legs
// +10%, 10 legs +20% — counting only legs at or above a minimum coefficient. Rules, as the
// family's express bonus is published:
//   - the percentage applies to the net winnings (return − stake), not to the stake;
//   - a leg counts when it came in (won, or half won) at or above the minimum coefficient; a void
//     or half-lost leg does not count, so a void can drop the express into a lower tier;
//   - the tier is the highest whose minimum number of legs is reached; none, no boost;
//   - the bonus is rounded down to the minor unit.
import { expressReturn, type BetReturn, type Leg } from './bet-maths';
import { assertCoefficient } from './odds-value';
import { add, ratio } from './ratio';

export interface ExpressBoostTier {
  readonly minLegs: number;
  /** Bonus on the net winnings, in basis points (500 = 5%). */
  readonly percentBps: number;
}

export interface ExpressBoostRule {
  readonly tiers: readonly ExpressBoostTier[];
  /** Legs below this coefficient (thousandths) do not count. */
  readonly minLegOdds?: number;
}

function assertRule(rule: ExpressBoostRule): void {
  for (const tier of rule.tiers) {
    if (!Number.isInteger(tier.minLegs) || tier.minLegs < 2)
      throw new RangeError(`A boost tier starts at 2 legs or more, not ${tier.minLegs}`);
    if (!Number.isInteger(tier.percentBps) || tier.percentBps < 0 || tier.percentBps > 100_000)
      throw new RangeError(`A boost is 0…100000 basis points, not ${tier.percentBps}`);
  }
  if (rule.minLegOdds !== undefined) assertCoefficient(rule.minLegOdds);
}

/** The boost in basis points for this many counted legs (0 below the first tier). */
export function expressBoostPercent(rule: ExpressBoostRule, countedLegs: number): number {
  assertRule(rule);
  let best: ExpressBoostTier | undefined;
  for (const tier of rule.tiers) if (tier.minLegs <= countedLegs && (!best || tier.minLegs > best.minLegs)) best = tier;
  return best?.percentBps ?? 0;
}

const counts = (rule: ExpressBoostRule, odds: number): boolean => odds >= (rule.minLegOdds ?? 0);

export interface BoostedReturn extends BetReturn {
  /** The bonus included in `amount`. */
  readonly boost: bigint;
}

function withBoost(stake: bigint, base: BetReturn, percentBps: number): BoostedReturn {
  const boost = base.amount > stake ? ((base.amount - stake) * BigInt(percentBps)) / 10_000n : 0n;
  return { exact: add(base.exact, ratio(boost)), amount: base.amount + boost, boost };
}

/** A settled express with its boost: legs that came in at or above the minimum count. */
export function boostedExpressReturn(stake: bigint, legs: readonly Leg[], rule: ExpressBoostRule): BoostedReturn {
  const base = expressReturn(stake, legs);
  const counted = legs.filter((l) => (l.result === 'win' || l.result === 'half_win') && counts(rule, l.odds)).length;
  return withBoost(stake, base, expressBoostPercent(rule, counted));
}

/** The potential return with the boost, shown on the coupon: every leg counted as won. */
export function potentialBoostedReturn(stake: bigint, odds: readonly number[], rule: ExpressBoostRule): BoostedReturn {
  return boostedExpressReturn(
    stake,
    odds.map((o) => ({ odds: o, result: 'win' as const })),
    rule,
  );
}
