// The checked coupon (UpdateCoupon, or UpdateCouponMulti for several singles) in the slip's terms:
// the limits of a bet on it in minor units, whether two selections of one game stop an express, an
// anti-express's price, the brand's express boost, and the money lines for the stake the check was
// asked about — read from the server's numbers at the currency's scale.
import type { CheckedCoupon, CheckedSingles } from '@stavka/contract/betting-answers';
import type { CouponMoney } from '@stavka/contract/coupon-calls';
import { allBetKinds, vidOf, type BetKind } from './coupon-request';
import { numberToMinor } from './slip-money';

/** What a stake pays, as the server counted it (taxes, the maximum payout, the boost). */
export interface ServerMoney {
  readonly kind: BetKind;
  /** The stake (all the stakes, for several singles) the lines are for. */
  readonly stake: bigint;
  readonly stakeTax: bigint;
  readonly payoutTax: bigint;
  /** The payout tax is shown but not deducted. */
  readonly taxReturned: boolean;
  readonly payout: bigint;
  readonly capped: boolean;
  readonly boost: { readonly percent: number; readonly amount: bigint; readonly applied: boolean } | null;
}

export interface CheckFacts {
  readonly minBet: bigint;
  readonly maxBet: bigint | null;
  readonly maxPayout: bigint;
  readonly banned: boolean;
  readonly antiExpressCoef: number | null;
  /** The boost the brand gives an express of this many selections (null: none). */
  readonly boostPercent: number | null;
  readonly money: ServerMoney | null;
}

const kindByVid = new Map<number, BetKind>(allBetKinds.map((kind) => [vidOf[kind], kind]));

function moneyOf(kind: BetKind | undefined, lines: Partial<CouponMoney>, scale: number): ServerMoney | null {
  const { Summ, PossiblePayout } = lines;
  if (kind === undefined || Summ === undefined || PossiblePayout === undefined) return null;
  const minor = (value: number | undefined) => numberToMinor(value ?? 0, scale);
  const boost = lines.ExpressBoost ?? null;
  return {
    kind,
    stake: minor(Summ),
    stakeTax: minor(lines.StakeTax),
    payoutTax: minor(lines.PayoutTax),
    taxReturned: lines.TaxReturned ?? false,
    payout: minor(PossiblePayout),
    capped: lines.MaxPayoutReached ?? false,
    boost: boost === null ? null : { percent: boost.Percent, amount: minor(boost.Amount), applied: boost.Applied },
  };
}

export function couponFacts(answer: CheckedCoupon, scale: number): CheckFacts {
  return {
    minBet: numberToMinor(answer.minBet, scale),
    maxBet: answer.maxBet === null ? null : numberToMinor(answer.maxBet, scale),
    maxPayout: numberToMinor(answer.MaxPayout, scale),
    banned: answer.Events.some((event) => event.IsBannedExpress),
    antiExpressCoef: answer.AntiExpressCoef ?? null,
    boostPercent: answer.ExpressBoost?.Percent ?? null,
    money: moneyOf(kindByVid.get(answer.Vid), answer, scale),
  };
}

export function singlesFacts(answer: CheckedSingles, scale: number): CheckFacts {
  // Each single's lines in minor units, added exactly.
  const each = answer.Events.map((event) => moneyOf('singles', event, scale));
  const add = (pick: (money: ServerMoney) => bigint) => each.reduce((total, money) => total + (money ? pick(money) : 0n), 0n);
  return {
    minBet: numberToMinor(answer.minBet, scale),
    maxBet: answer.maxBet === null ? null : numberToMinor(answer.maxBet, scale),
    maxPayout: numberToMinor(answer.MaxPayout, scale),
    banned: false,
    antiExpressCoef: null,
    boostPercent: null,
    money: each.some((money) => money === null)
      ? null
      : {
          kind: 'singles',
          stake: numberToMinor(answer.Summ, scale),
          stakeTax: add((money) => money.stakeTax),
          payoutTax: add((money) => money.payoutTax),
          taxReturned: each.some((money) => money?.taxReturned),
          payout: numberToMinor(answer.PossiblePayout, scale),
          capped: each.some((money) => money?.capped),
          boost: null,
        },
  };
}
