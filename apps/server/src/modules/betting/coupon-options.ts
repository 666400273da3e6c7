import { betVids, type Coupon } from '@stavka/contract/betting';
import { couponOptionsSchema, type CouponOptions } from '@stavka/contract/special-bets';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { MAX_COEFFICIENT } from '@stavka/domain/betting/odds-value';
import type { BettingContext } from './context';
import { readFolded } from './coupon-request';
import { percentToBps, usdToMinor } from './limits';
import { vetCoupon, type BettingPlayer, type PlacementOptions } from './placement';
import { refusal } from './refusal';
import { promoCodeOf } from './special-bet-repo';

// The coupon options that change what a bet is checked against or taken at (decision 0028): a promo
// code the brand must know, a bonus account the player must own, and the power bet's raised price.

export function readCouponOptions(body: unknown): CouponOptions {
  return readFolded(couponOptionsSchema, body);
}

const PROMO_SHAPE = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * `promo`: a code of the brand's, good now (kept in the bet's details; what it gives comes with the
 * bonus issue). `userIdBonus`: one of the player's open bonus accounts in the bet's currency — and
 * then refused, since staking from a bonus account comes with the bonus issue, rather than taken
 * from cash. Answers the facts the bet keeps.
 */
export async function checkPromoAndBonus(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, options: CouponOptions): Promise<Record<string, unknown>> {
  const facts: Record<string, unknown> = {};
  const promo = options.promo?.trim() ?? '';
  if (promo !== '') {
    const known = PROMO_SHAPE.test(promo) ? await promoCodeOf(uow.tx, player.siteId, promo, ctx.now()) : undefined;
    if (!known) throw refusal('promoInvalid', 'The promo code is not valid');
    facts.promo = known.code;
  }
  const bonusAccount = options.useridbonus ?? 0;
  if (bonusAccount !== 0) {
    const accounts = await ctx.wallet.accountsOf(uow, player);
    const active = accounts.find((account) => account.isActive);
    const owned = accounts.find((account) => account.id === bonusAccount && account.kind === 'bonus' && account.closedAt === null && account.currencyCode === active?.currencyCode);
    if (!owned) throw refusal('bonusAccountInvalid', 'userIdBonus names no open bonus account of yours in this currency');
    throw refusal('bonusStakeUnavailable', 'Bets from a bonus account are not taken yet');
  }
  return facts;
}

/**
 * A power bet's terms: a pre-match single at or above the brand's least odds and within its stake,
 * taken at 1 + (c − 1) × (100 + percent) / 100 rounded down to a thousandth; refused otherwise.
 */
export async function powerBetTerms(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, config: SiteConfig['betting'], coupon: Coupon): Promise<PlacementOptions> {
  const rule = config.powerBet;
  const percentBps = percentToBps(rule.percent);
  if (percentBps === 0) throw refusal('powerBetUnavailable', 'Power bets are not offered');
  if (coupon.vid !== betVids.single) throw refusal('powerBetUnavailable', 'A power bet is a single');
  const vetted = await vetCoupon(ctx, uow, player, config, coupon);
  const quote = vetted.legs[0]?.quote;
  const price = vetted.odds[0];
  if (!quote || price === undefined || quote.kind !== 3) throw refusal('powerBetUnavailable', 'A power bet is on a game that has not started');
  if (price < Math.round(rule.minOdds * 1000)) throw refusal('powerBetUnavailable', `A power bet takes a coefficient of ${rule.minOdds} or more`);
  const maxStake = usdToMinor(rule.maxStakeUsd, vetted.currency);
  if (vetted.slip.stake > maxStake) throw refusal('powerBetUnavailable', 'The stake is above the most a power bet takes', { max: maxStake.toString() });
  const raised = 1000 + Math.floor(((price - 1000) * (10_000 + percentBps)) / 10_000);
  return { coefficients: [Math.min(raised, MAX_COEFFICIENT)], details: { powerBet: { percentBps, marketCoefficient: price } } };
}
