import { BUILDER_VID, type BuilderRequest, type CheckedBuilder } from '@stavka/contract/bet-builder';
import { betErrorCodes, type Coupon } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Currency } from '@stavka/db/schema';
import { coefficientProduct, parseCoefficient, shownCoefficient } from '@stavka/domain/betting/odds-value';
import { fromMinorUnits } from '@stavka/domain/money';
import { marginForCode } from '@stavka/domain/pricing/margin';
import { planBet, type BetPlan } from './bet-plan';
import { priceBuilderCoupon, type PricedBuilder } from './builder-pricing';
import type { BettingContext } from './context';
import { moneyLines, stakeOrZero } from './coupon-answer';
import { oddsAgree } from './coupon-check';
import { betLimits, type BetLimits } from './limits';

// UpdateCouponBuilder (decision 0026): a builder checked and priced for anyone, nothing written —
// each leg against the live state, the joint coefficient with the brand's margin, the limits of a
// builder (`Vid` 6) in the slip's currency and what the stake sent would pay after taxes, or why it
// is not a builder now (`NotValid`, its refusal code and words).

/** The coupon a builder is planned as: one coefficient, no legs of its own to combine. */
const PLAN_COUPON: Coupon = { events: [], vid: BUILDER_VID };

export function builderPlan(stake: bigint, coefficient: number, limits: BetLimits, config: SiteConfig['betting'], scale: number): BetPlan {
  return planBet({ kind: 'builder', stake: stake > 0n ? stake : limits.minStake, odds: [coefficient], coupon: PLAN_COUPON, limits, config, scale });
}

export function checkBuilder(ctx: BettingContext, config: SiteConfig, currency: Currency, request: BuilderRequest): CheckedBuilder {
  const limits = betLimits(config.betting, currency, BUILDER_VID);
  const priced = priceBuilderCoupon(ctx, request.buildercoupon, marginForCode(config.global.marginCode));
  const stake = stakeOrZero(request.summ, currency.scale);
  const coefficient = priced.price?.coefficient;
  const plan = coefficient === undefined ? undefined : builderPlan(stake, coefficient, limits, config.betting, currency.scale);
  const money = (minor: bigint) => Number(fromMinorUnits(minor, currency.scale));
  const seen = request.buildercoupon.coef === undefined ? undefined : parseCoefficient(request.buildercoupon.coef);
  const changed = coefficient !== undefined && seen?.ok === true && !oddsAgree(seen.thousandths, coefficient, request.checkcf ?? 0);
  return {
    GameId: priced.game?.game.id ?? request.buildercoupon.gameid,
    Vid: BUILDER_VID,
    Coef: coefficient === undefined ? null : coefficient / 1000,
    ExpressCoef: expressCoef(priced),
    changeCf: changed,
    ...moneyLines(plan, stake, currency.scale),
    minBet: money(limits.minStake),
    maxBet: limits.maxStake === null ? null : money(limits.maxStake),
    MaxPayout: money(limits.maxPayout),
    Currency: currency.code,
    NotValid: priced.problem !== undefined,
    exceptionText: priced.problem?.text ?? '',
    ErrorCode: priced.problem ? betErrorCodes[priced.problem.name] : 0,
    Events: priced.legs.map((leg) => ({
      GameId: leg.event.gameid,
      Type: leg.event.type,
      Param: leg.quote?.param ?? leg.event.param ?? 0,
      GroupId: leg.quote?.group ?? leg.event.group ?? 0,
      Coef: leg.quote ? leg.quote.price / 1000 : 0,
      Block: leg.problem === 'eventBlocked',
      Finish: leg.problem === 'eventClosed',
      Started: leg.problem === 'gameStarted',
    })),
  };
}

/** What the legs would be worth as an express of their own prices, for the slip to compare. */
function expressCoef(priced: PricedBuilder): number | null {
  const odds = priced.legs.map((leg) => leg.quote?.price);
  if (odds.length === 0 || odds.some((o) => o === undefined)) return null;
  return Number(shownCoefficient(coefficientProduct(odds.map((o) => o ?? 0)))) / 1000;
}
