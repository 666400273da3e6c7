// Selling a bet, whole or in part (issue 12 "full and partial sale"). The player names what to take,
// at most the offer for the whole bet; that share of the offer sells the same share of the bet: its
// stake, its net stake (after the stake tax) and its potential payout shrink by it, and settlement
// later pays what is left as any bet. Rounding keeps the house whole: what stays in the bet rounds
// down, so the share sold is never less than the share of the offer paid, and what is left is
// never worth more than the offer less the amount paid.

export interface SaleableBet {
  readonly stake: bigint;
  readonly netStake: bigint;
  readonly potentialPayout: bigint;
}

export interface SaleSplit {
  readonly kind: 'full' | 'partial';
  readonly stakeSold: bigint;
  readonly netStakeSold: bigint;
  readonly payoutSold: bigint;
  /** What the bet keeps (all zero after a full sale). */
  readonly remaining: SaleableBet;
}

export type SaleSplitProblem = 'amount_above_offer' | 'rest_below_minimum';

/**
 * How a sale of `amount` out of the whole bet's `offer` splits the bet (minor units). A partial sale
 * must leave a stake of at least `minStake` (the brand's minimum bet) and something to bet.
 */
export function splitSale(bet: SaleableBet, offer: bigint, amount: bigint, minStake: bigint): SaleSplit | { problem: SaleSplitProblem } {
  if (bet.stake <= 0n || bet.netStake <= 0n || bet.netStake > bet.stake || bet.potentialPayout < 0n) throw new RangeError('A bet has a positive stake and a net stake within it');
  if (offer <= 0n || amount <= 0n) throw new RangeError('An offer and a sale amount are positive');
  if (amount > offer) return { problem: 'amount_above_offer' };
  if (amount === offer) {
    return {
      kind: 'full',
      stakeSold: bet.stake,
      netStakeSold: bet.netStake,
      payoutSold: bet.potentialPayout,
      remaining: { stake: 0n, netStake: 0n, potentialPayout: 0n },
    };
  }
  const stake = (bet.stake * (offer - amount)) / offer;
  const netStake = (bet.netStake * stake) / bet.stake;
  if (stake < minStake || stake <= 0n || netStake <= 0n) return { problem: 'rest_below_minimum' };
  const potentialPayout = (bet.potentialPayout * stake) / bet.stake;
  return {
    kind: 'partial',
    stakeSold: bet.stake - stake,
    netStakeSold: bet.netStake - netStake,
    payoutSold: bet.potentialPayout - potentialPayout,
    remaining: { stake, netStake, potentialPayout },
  };
}
