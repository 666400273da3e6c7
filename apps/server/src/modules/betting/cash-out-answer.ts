import type { SaleOffer } from '@stavka/contract/cash-out';
import type { Bet, BetAutoSale } from '@stavka/db/schema';
import { splitSale } from '@stavka/domain/betting/cash-out-sale';
import { fromMinorUnits } from '@stavka/domain/money';
import type { Offer } from './cash-out-offer';

// A bet's offer as GetSaleOffer answers it (contract/cash-out.ts): money twice, as a number and as
// exact text (decision 0022), with the largest partial sale the slider may offer.

/** The largest amount below the offer whose sale leaves at least `minStake` in the bet; null when none does. */
export function partialMax(bet: Pick<Bet, 'stake' | 'netStake' | 'potentialPayout'>, offer: bigint, minStake: bigint): bigint | null {
  // rest = ⌊stake × (offer − amount) / offer⌋ ≥ minStake  ⇐  amount ≤ offer − ⌈minStake × offer / stake⌉.
  const amount = offer - (minStake * offer + bet.stake - 1n) / bet.stake;
  if (amount <= 0n || amount >= offer) return null;
  return 'problem' in splitSale(bet, offer, amount, minStake) ? null : amount;
}

export function presentOffer(bet: Bet, offer: Offer, rule: BetAutoSale | undefined, scale: number, minStake: bigint): SaleOffer {
  const exact = (minor: bigint) => fromMinorUnits(minor, scale);
  const both = (minor: bigint | null) => (minor === null ? { value: null, text: null } : { value: Number(exact(minor)), text: exact(minor) });
  const whole = both(offer.available ? offer.amount : null);
  const partial = both(offer.available ? partialMax(bet, offer.amount, minStake) : null);
  const target = both(rule?.target ?? null);
  return {
    BetId: bet.id,
    Available: offer.available,
    Reason: offer.available ? null : offer.reason,
    Summ: whole.value,
    SummExact: whole.text,
    PartialMaxSumm: partial.value,
    PartialMaxSummExact: partial.text,
    Currency: bet.currencyCode,
    Stake: Number(exact(bet.stake)),
    StakeExact: exact(bet.stake),
    PotentialPayout: Number(exact(bet.potentialPayout)),
    PotentialPayoutExact: exact(bet.potentialPayout),
    AutoSaleSumm: target.value,
    AutoSaleSummExact: target.text,
  };
}
