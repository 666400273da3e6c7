// The chain bet: singles on independent events settled one after another in the order the player
// chose, each staked from what the chain has won so far. The family's public rules (e.g. the
// "Chain" sections of 1xBet-platform help pages, betsico.com/en/chain-bets and
// global.bettingphp.com/en/advantages-us/1xbet-usa/chainbet) describe it as:
//   - only the first link's stake leaves the balance; it opens the chain's account;
//   - each link in turn is staked with its nominal stake, or with all that is left in the account
//     when less; that stake leaves the account and the link's return goes into it;
//   - when the account is empty the chain is over (a lost first link loses the whole chain);
//   - the chain pays what is in the account after the last link.
// Worked example from those rules: 100 per link at 1.55 (won), 1.25 (won), 1.85 (lost), 2.00
// (won) → account 155, 180, 80, then 80 staked at 2.00 → 160.
//
// Coupon fields (spec "Bet slip payload"): `eventsIndexes` is the order of the chain — a
// permutation of the coupon's event indexes (absent: the coupon's order); `groupsSumms`, when
// given, holds each link's nominal stake in that order, the first equal to `summ` (absent: every
// link is staked `summ`).
// Void and half results pay as in any single (bet-maths.ts). Exact to the end, rounded down once.
import { legFactor, assertStake, FACTOR_UNIT, type BetReturn, type Leg } from './bet-maths';
import { add, compare, floor, minimum, multiply, ratio, subtract, ZERO, type Ratio } from './ratio';

export interface ChainLink {
  readonly leg: Leg;
  /** The link's nominal stake in minor units. */
  readonly stake: bigint;
}

export interface ChainReturn extends BetReturn {
  /** What leaves the balance when the chain is placed: the first link's stake. */
  readonly debited: bigint;
  /** Links that were played before the account ran dry (the rest never started). */
  readonly linksPlayed: number;
}

export function chainReturn(links: readonly ChainLink[]): ChainReturn {
  const first = links[0];
  if (!first || links.length < 2) throw new RangeError('A chain has at least two links');
  for (const link of links) assertStake(link.stake);
  let account: Ratio = ratio(first.stake);
  let played = 0;
  for (const link of links) {
    if (compare(account, ZERO) <= 0) break;
    const stake = minimum(ratio(link.stake), account);
    account = add(subtract(account, stake), multiply(stake, ratio(legFactor(link.leg), FACTOR_UNIT)));
    played++;
  }
  return { exact: account, amount: floor(account), debited: first.stake, linksPlayed: played };
}

export type ChainProblem = 'chain_events_invalid' | 'chain_order_invalid' | 'chain_stakes_invalid';

export type ChainReading =
  { readonly ok: true; readonly links: readonly ChainLink[] } | { readonly ok: false; readonly problem: ChainProblem };

/** The chain's links from a coupon's legs, `eventsIndexes`, `groupsSumms` and `summ`. */
export function chainFromCoupon(
  legs: readonly Leg[],
  summ: bigint,
  eventsIndexes?: readonly number[],
  groupsSumms?: readonly bigint[],
  maxEvents = 50,
): ChainReading {
  if (legs.length < 2 || legs.length > maxEvents) return { ok: false, problem: 'chain_events_invalid' };
  const order = eventsIndexes ?? legs.map((_, i) => i);
  const seen = new Set<number>();
  for (const i of order) {
    if (!Number.isInteger(i) || i < 0 || i >= legs.length || seen.has(i)) return { ok: false, problem: 'chain_order_invalid' };
    seen.add(i);
  }
  if (seen.size !== legs.length) return { ok: false, problem: 'chain_order_invalid' };
  const stakes = groupsSumms ?? order.map(() => summ);
  // The balance is debited `summ`: the first link's stake, so the two must agree.
  if (stakes.length !== order.length || stakes.some((s) => s <= 0n) || stakes[0] !== summ)
    return { ok: false, problem: 'chain_stakes_invalid' };
  const links = order.map((i, position): ChainLink => {
    const leg = legs[i];
    const stake = stakes[position];
    if (!leg || stake === undefined) throw new RangeError('checked above');
    return { leg, stake };
  });
  return { ok: true, links };
}
