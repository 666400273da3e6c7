import type { Coupon } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { BetKind } from '@stavka/db/schema';
import { parseRequestedAmount } from '@stavka/domain/money';
import { antiExpressCoefficient, antiExpressProblem } from '@stavka/domain/betting/anti-express';
import { payoutAfterTax, settledCoefficient, stakeAfterTax } from '@stavka/domain/betting/betting-taxes';
import { chainFromCoupon } from '@stavka/domain/betting/chain-bet';
import { expressBoostPercent } from '@stavka/domain/betting/express-boost';
import { coefficientProduct, parseCoefficient, shownCoefficient } from '@stavka/domain/betting/odds-value';
import { floor, ratio, type Ratio } from '@stavka/domain/betting/ratio';
import { returnByKind, type BetTerms } from './bet-returns';
import { oddsAgree } from './coupon-check';
import { percentToBps, type BetLimits } from './limits';
import { refusal } from './refusal';

// A bet's terms before it is taken (issue 12 "The coupon"): what is bet after the stake tax, the
// coefficient, the potential win within the brand's maximum payout, the payout tax and what would be
// paid — the same computation settlement makes with every leg won (bet-returns.ts) — and the terms
// of its kind: a chain's order and link stakes (`eventsIndexes`, `groupsSumms`), an anti-express's
// coefficient at the brand's margin (`antiExpressCoef`), an express's boost from the brand's tiers
// (`isExpressBoost`). Placement stores the terms with the bet; UpdateCoupon shows the money lines.

type BoostRule = NonNullable<BetTerms['expressBoost']>;

export interface PlanRequest {
  kind: BetKind;
  /** What the player puts down (a chain: its first link's stake), in minor units. */
  stake: bigint;
  /** The legs' coefficients now, in thousandths, in the coupon's order. */
  odds: readonly number[];
  coupon: Coupon;
  limits: BetLimits;
  config: SiteConfig['betting'];
  /** The currency's scale (a chain's link stakes are amounts). */
  scale: number;
  /** Placement checks the anti-express coefficient the player saw under this policy; a check only shows it. */
  checkCf?: number;
}

export interface BetPlan {
  netStake: bigint;
  stakeTax: bigint;
  /** The coefficient shown and kept, in thousandths (null for a system and a chain). */
  coefficient: number | null;
  systemSize: number | null;
  /** The win before the payout tax, within the maximum payout. */
  winAmount: bigint;
  payoutTax: bigint;
  taxReturned: boolean;
  /** What the bet pays if it comes in. */
  payout: bigint;
  capped: boolean;
  /** The boost the brand gives this express (null: none); in the win only when applied. */
  boost: { percentBps: number; amount: bigint; applied: boolean } | null;
  terms: BetTerms;
}

export function planBet(request: PlanRequest): BetPlan {
  const { kind, stake, odds, coupon, limits, config } = request;
  const { netStake, stakeTax } = stakeAfterTax(stake, limits.taxes);
  const won = odds.map((o) => ({ odds: o, result: 'win' as const }));
  const systemSize = kind === 'system' ? (coupon.expressnum ?? 0) : null;
  const terms: BetTerms = {};
  let coefficient: number | null = null;
  let exact: Ratio;
  let boost: BetPlan['boost'] = null;
  switch (kind) {
    case 'chain':
      terms.chain = chainTerms(request);
      exact = returnByKind({ kind, netStake, systemSize, coefficient, terms }, won).exact;
      break;
    case 'anti_express': {
      const marginBps = percentToBps(config.antiExpressMarginPercent);
      if (antiExpressProblem(odds, marginBps)) throw refusal('antiExpressInvalid', 'An anti-express takes 2 to 16 events whose combined coefficient leaves it a price');
      coefficient = antiExpressCoefficient(odds, marginBps);
      if (coefficient === null) throw refusal('antiExpressInvalid', 'These events leave the anti-express no price');
      assertAntiExpressSeen(coupon, coefficient, request.checkCf);
      terms.antiExpress = { marginBps };
      exact = ratio(netStake * BigInt(coefficient), 1000n);
      break;
    }
    case 'system':
      exact = returnByKind({ kind, netStake, systemSize, coefficient, terms }, won).exact;
      break;
    case 'builder':
      // Its one coefficient is the legs' joint one, priced together (builder-pricing.ts).
      coefficient = odds[0] ?? null;
      exact = returnByKind({ kind, netStake, systemSize, coefficient, terms }, won).exact;
      break;
    case 'single':
    case 'express': {
      coefficient = Number(shownCoefficient(coefficientProduct(odds)));
      exact = returnByKind({ kind, netStake, systemSize, coefficient, terms }, won).exact;
      const rule = kind === 'express' ? boostRule(config) : undefined;
      const percentBps = rule ? expressBoostPercent(rule, odds.filter((o) => o >= rule.minLegOdds).length) : 0;
      if (rule && percentBps > 0) {
        const boosted = returnByKind({ kind, netStake, systemSize, coefficient, terms: { expressBoost: rule } }, won);
        const applied = coupon.isexpressboost === true;
        boost = { percentBps, amount: boosted.boost, applied };
        if (applied) {
          terms.expressBoost = rule;
          exact = boosted.exact;
        }
      }
      break;
    }
  }
  const whole = floor(exact);
  const capped = whole > limits.maxPayout;
  const winAmount = capped ? limits.maxPayout : whole;
  const taxed = winAmount > 0n ? payoutAfterTax(stake, winAmount, settledCoefficient(exact, netStake), limits.taxes) : { payoutTax: 0n, payout: 0n };
  return { netStake, stakeTax, coefficient, systemSize, winAmount, payoutTax: taxed.payoutTax, taxReturned: limits.taxes.returnTax && taxed.payoutTax > 0n, payout: taxed.payout, capped, boost, terms };
}

/** The brand's boost table (`betting.expressBoost`), or none when it has no tiers. */
export function boostRule(config: SiteConfig['betting']): BoostRule | undefined {
  const tiers = config.expressBoost.tiers.map((tier) => ({ minLegs: tier.minLegs, percentBps: percentToBps(tier.percent) }));
  if (tiers.length === 0) return undefined;
  return { tiers, minLegOdds: Math.round(config.expressBoost.minLegOdds * 1000) };
}

/** A chain's order (`eventsIndexes`, flat or grouped) and link stakes (`groupsSumms`), each within the limits. */
function chainTerms(request: PlanRequest): NonNullable<BetTerms['chain']> {
  const { coupon, stake, limits, scale, odds } = request;
  const order = coupon.eventsindexes?.flat();
  const stakes = coupon.groupssumms?.map((summ) => {
    const parsed = parseRequestedAmount(summ, scale);
    if (!parsed.ok) throw refusal('chainInvalid', `A link's stake is not an amount (${parsed.problem})`);
    return parsed.minor;
  });
  const reading = chainFromCoupon(
    odds.map((o) => ({ odds: o, result: 'win' as const })),
    stake,
    order,
    stakes,
    request.config.maxBetsPerCoupon,
  );
  if (!reading.ok) {
    const words = {
      chain_events_invalid: `A chain takes 2 to ${request.config.maxBetsPerCoupon} events`,
      chain_order_invalid: 'The chain order (eventsIndexes) must name every event once',
      chain_stakes_invalid: 'The link stakes (groupsSumms) must be one a link, the first equal to the stake',
    }[reading.problem];
    throw refusal('chainInvalid', words);
  }
  for (const link of reading.links) {
    if (link.stake < limits.minStake) throw refusal('stakeBelowMin', 'A link of the chain is staked below the minimum bet', { min: limits.minStake.toString() });
    if (limits.maxStake !== null && link.stake > limits.maxStake) throw refusal('stakeAboveMax', 'A link of the chain is staked above the maximum bet', { max: limits.maxStake.toString() });
  }
  return { order: order ?? odds.map((_, i) => i), stakes: reading.links.map((link) => link.stake.toString()) };
}

/** The anti-express coefficient the player saw (`antiExpressCoef`) must agree under the odds policy. */
function assertAntiExpressSeen(coupon: Coupon, coefficient: number, checkCf: number | undefined): void {
  if (checkCf === undefined || coupon.antiexpresscoef === undefined) return;
  const seen = parseCoefficient(coupon.antiexpresscoef);
  if (!seen.ok) throw refusal('malformed', 'The anti-express coefficient is not a coefficient');
  if (!oddsAgree(seen.thousandths, coefficient, checkCf)) throw refusal('oddsChanged', 'The anti-express has a new coefficient', { coefficient });
}
