// A brand's betting taxes (spec §3 "Betting taxes: tax type, stake tax percent, payout tax percent,
// win-amount threshold, coefficient threshold, return-tax flag"), as the family's coupon applies
// them:
//   - the stake tax is inside the stake: of a stake S at p%, S × 100 / (100 + p) is bet and the
//     rest is tax (1 000 at 12.5% bets 888.88 and taxes 111.12);
//   - the win is computed on the stake after tax (bet-maths.ts), capped by the brand's max payout;
//   - the payout tax applies when its percent is set, the win is above the win-amount threshold
//     and the bet's coefficient is above the coefficient threshold; the tax type says on what:
//     'win_amount' on the whole win, 'profit' on the win less the whole stake (never below zero);
//   - with the return-tax flag the payout tax is shown but not deducted: the player gets the win.
// Rounding: what is bet and paid rounds down and what is taxed rounds up, to the minor unit, so a
// tax withheld is never less than due and the parts always add up.
import { floorTimes, ceil, compare, ratio, type Ratio } from './ratio';

export interface BettingTaxes {
  readonly taxType: 'win_amount' | 'profit';
  /** Basis points (1250 = 12.5%). */
  readonly stakeTaxBps: number;
  readonly payoutTaxBps: number;
  /** Minor units: the payout tax applies to a win above it. */
  readonly winAmountThreshold: bigint;
  /** Thousandths: the payout tax applies to a bet whose coefficient is above it (1000 or less: any). */
  readonly coefficientThreshold: number;
  readonly returnTax: boolean;
}

export const NO_TAXES: BettingTaxes = {
  taxType: 'profit',
  stakeTaxBps: 0,
  payoutTaxBps: 0,
  winAmountThreshold: 0n,
  coefficientThreshold: 0,
  returnTax: false,
};

function assertBps(bps: number, name: string): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new RangeError(`${name} is 0…10000 basis points, not ${bps}`);
}

function assertTaxes(taxes: BettingTaxes): void {
  assertBps(taxes.stakeTaxBps, 'A stake tax');
  assertBps(taxes.payoutTaxBps, 'A payout tax');
  if (taxes.winAmountThreshold < 0n) throw new RangeError('A win-amount threshold is not negative');
  if (!Number.isInteger(taxes.coefficientThreshold) || taxes.coefficientThreshold < 0)
    throw new RangeError('A coefficient threshold is whole thousandths');
}

export interface StakeAfterTax {
  /** What is bet. */
  readonly netStake: bigint;
  readonly stakeTax: bigint;
}

export function stakeAfterTax(stake: bigint, taxes: BettingTaxes): StakeAfterTax {
  assertTaxes(taxes);
  const netStake = (stake * 10_000n) / BigInt(10_000 + taxes.stakeTaxBps);
  return { netStake, stakeTax: stake - netStake };
}

export interface PayoutAfterTax {
  readonly taxable: boolean;
  readonly payoutTax: bigint;
  /** What the player is paid. */
  readonly payout: bigint;
}

/**
 * The payout tax on a win of `winAmount` from a bet of `stake` (the whole stake, stake tax
 * included) at `coefficient`: the bet's coefficient for a potential win; once settled, the
 * coefficient it came in at (settledCoefficient: a void leg lowers it).
 */
export function payoutAfterTax(stake: bigint, winAmount: bigint, coefficient: Ratio, taxes: BettingTaxes): PayoutAfterTax {
  assertTaxes(taxes);
  const taxable =
    taxes.payoutTaxBps > 0 &&
    winAmount > taxes.winAmountThreshold &&
    compare(coefficient, ratio(BigInt(taxes.coefficientThreshold), 1000n)) > 0;
  if (!taxable) return { taxable, payoutTax: 0n, payout: winAmount };
  const base = taxes.taxType === 'win_amount' ? winAmount : winAmount > stake ? winAmount - stake : 0n;
  const payoutTax = ceil(ratio(base * BigInt(taxes.payoutTaxBps), 10_000n));
  return { taxable, payoutTax, payout: taxes.returnTax ? winAmount : winAmount - payoutTax };
}

/** The coefficient a settled bet came in at: its exact return over what was bet. */
export function settledCoefficient(exactReturn: Ratio, netStake: bigint): Ratio {
  if (netStake <= 0n) throw new RangeError('A bet stakes something');
  return ratio(exactReturn.num, exactReturn.den * netStake);
}

export interface TaxedWin extends StakeAfterTax, PayoutAfterTax {
  /** The win before the payout tax, after the max-payout cap. */
  readonly winAmount: bigint;
}

/**
 * The coupon's picture of a bet at a coefficient (potential win): the stake tax, the win on the
 * stake after it (capped at `maxPayout` when given), the payout tax and what would be paid.
 */
export function taxedWin(stake: bigint, coefficient: Ratio, taxes: BettingTaxes, maxPayout?: bigint): TaxedWin {
  const afterStakeTax = stakeAfterTax(stake, taxes);
  const win = floorTimes(afterStakeTax.netStake, coefficient);
  const winAmount = maxPayout !== undefined && maxPayout < win ? maxPayout : win;
  return { ...afterStakeTax, winAmount, ...payoutAfterTax(stake, winAmount, coefficient, taxes) };
}
