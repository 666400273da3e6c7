import { betVids, type Coupon, type CouponEvent } from '@stavka/contract/betting';
import type { CouponMoney } from '@stavka/contract/coupon-calls';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { BetKind, Currency } from '@stavka/db/schema';
import { fromMinorUnits, parseRequestedAmount } from '@stavka/domain/money';
import { systemMinimumStake, systemProblem } from '@stavka/domain/betting/bet-maths';
import { AppError } from '../../http/app-error';
import { planBet, type BetPlan } from './bet-plan';
import type { BettingContext } from './context';
import { checkLegs, type CheckedLeg } from './coupon-check';
import { betLimits, type BetLimits } from './limits';
import { refusal } from './refusal';

// The checked coupon (UpdateCoupon, UpdateCouponMulti; wire-format §3.2): each selection against the
// live state (current coefficient, blocked, finished, started, changed), the brand's limits in the
// player's currency, and the money lines the slip shows under the stake for the `Summ` sent — the
// stake tax, the possible win within the maximum payout, the payout tax, the express boost and what
// would be paid (issue 12: "the potential win (after taxes)"). Nothing is written; anyone may ask.

const KINDS: Partial<Record<number, BetKind>> = { 0: 'single', 1: 'express', 2: 'system', 3: 'chain', 4: 'anti_express' };

export function checkCoupon(ctx: BettingContext, config: SiteConfig['betting'], currency: Currency, coupon: Coupon) {
  const limits = betLimits(config, currency, coupon.vid);
  const legs = legsNow(ctx, coupon.events, coupon);
  const stake = stakeOrZero(coupon.summ, currency.scale);
  const kind = KINDS[coupon.vid];
  const { plan, problem } = tryPlan(kind, legs, coupon, limits, config, currency.scale, stake);
  const n = coupon.events.length;
  const k = coupon.expressnum ?? 0;
  const systemMin = kind === 'system' && !systemProblem(n, k, config.maxBetsSystem) ? systemMinimumStake(limits.minStake, n, k) : null;
  const money = (minor: bigint) => Number(fromMinorUnits(minor, currency.scale));
  return {
    Vid: coupon.vid,
    expressNum: k,
    Coef: plan?.coefficient == null ? null : plan.coefficient / 1000,
    AntiExpressCoef: kind === 'anti_express' && plan?.coefficient != null ? plan.coefficient / 1000 : null,
    ...moneyLines(plan, stake, currency.scale),
    minBet: money(limits.minStake),
    maxBet: limits.maxStake === null ? null : money(limits.maxStake),
    MinBetSystems: systemMin === null ? null : money(systemMin),
    MaxPayout: money(limits.maxPayout),
    Currency: currency.code,
    ...legsSummary(legs),
    NotValid: problem !== undefined || legs.some((leg) => leg.problem !== undefined),
    exceptionText: problem ?? '',
    Events: legs.map((leg) => eventLine(leg, kind !== 'single' && legs.filter((other) => other.rootGameId === leg.rootGameId).length > 1)),
  };
}

/** UpdateCouponMulti: each selection a single of its own `Summ` (else the coupon's), with its money lines. */
export function checkSingles(ctx: BettingContext, config: SiteConfig['betting'], currency: Currency, coupon: Coupon) {
  const limits = betLimits(config, currency, betVids.single);
  const legs = legsNow(ctx, coupon.events, coupon);
  const money = (minor: bigint) => Number(fromMinorUnits(minor, currency.scale));
  let total = 0n;
  let payout = 0n;
  const problems: string[] = [];
  if (coupon.events.length > config.maxBetsSystem) problems.push(`At most ${config.maxBetsSystem} singles are placed at once`);
  const events = legs.map((leg) => {
    const stake = stakeOrZero(leg.event.summ ?? coupon.summ, currency.scale);
    const single = { ...coupon, vid: betVids.single, events: [leg.event] };
    const { plan, problem } = tryPlan('single', [leg], single, limits, config, currency.scale, stake);
    if (problem) problems.push(problem);
    const lines = moneyLines(plan, stake, currency.scale);
    total += stake;
    payout += plan && stake > 0n ? plan.payout : 0n;
    return { ...eventLine(leg, false), ...lines };
  });
  return {
    Vid: betVids.multi_single,
    Summ: money(total),
    PossiblePayout: money(payout),
    minBet: money(limits.minStake),
    maxBet: limits.maxStake === null ? null : money(limits.maxStake),
    MaxPayout: money(limits.maxPayout),
    Currency: currency.code,
    ...legsSummary(legs),
    NotValid: problems.length > 0 || legs.some((leg) => leg.problem !== undefined),
    exceptionText: problems[0] ?? '',
    Events: events,
  };
}

function legsNow(ctx: BettingContext, events: readonly CouponEvent[], coupon: Coupon): CheckedLeg[] {
  return checkLegs(ctx.feed, events, { checkCf: coupon.checkcf ?? 0, transformEventKind: coupon.transformeventkind ?? false, nowSeconds: Math.floor(ctx.now().getTime() / 1000) });
}

function legsSummary(legs: readonly CheckedLeg[]) {
  const changed = legs.some((leg) => leg.problem === 'oddsChanged');
  return { NeedUpdateLine: changed, changeCf: changed };
}

function eventLine(leg: CheckedLeg, bannedInExpress: boolean) {
  return {
    GameId: leg.event.gameid,
    Type: leg.event.type,
    Param: leg.quote?.param ?? leg.event.param ?? 0,
    Coef: leg.quote ? leg.quote.price / 1000 : 0,
    Kind: leg.quote?.kind ?? leg.event.kind ?? 3,
    Block: leg.problem === 'eventBlocked',
    Finish: leg.problem === 'eventClosed',
    Started: leg.problem === 'gameStarted',
    Changed: leg.problem === 'oddsChanged',
    IsBannedExpress: bannedInExpress,
  };
}

/** The stake the lines are for: none (0) when the slip sends none or 0; a malformed one is refused. */
export function stakeOrZero(summ: string | number | undefined, scale: number): bigint {
  if (summ === undefined || summ === 0 || summ === '' || summ === '0') return 0n;
  const parsed = parseRequestedAmount(summ, scale);
  if (!parsed.ok) throw refusal('malformed', `The stake is not an amount (${parsed.problem})`);
  return parsed.minor;
}

/**
 * The bet's terms when every selection has a price now, else why not (in words, for `exceptionText`).
 * Without a stake the terms are priced at the minimum bet, for the coefficient and the boost's percent.
 */
function tryPlan(kind: BetKind | undefined, legs: readonly CheckedLeg[], coupon: Coupon, limits: BetLimits, config: SiteConfig['betting'], scale: number, stake: bigint): { plan?: BetPlan; problem?: string } {
  if (kind === undefined) return { problem: `Bets of type ${coupon.vid} are not taken here` };
  const n = legs.length;
  if (kind === 'single' && n !== 1) return { problem: 'A single has one event' };
  if (kind !== 'single' && n < 2) return { problem: 'A bet on several events has two events or more' };
  if (n > config.maxBetsPerCoupon) return { problem: `The number of events on the bet slip must not exceed ${config.maxBetsPerCoupon}` };
  if (kind === 'system' && systemProblem(n, coupon.expressnum ?? 0, config.maxBetsSystem)) return { problem: 'Invalid number of events in System bet' };
  if (legs.some((leg) => !leg.quote)) return {};
  const odds = legs.map((leg) => leg.quote?.price ?? 0);
  try {
    return { plan: planBet({ kind, stake: stake > 0n ? stake : limits.minStake, odds, coupon, limits, config, scale }) };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { problem: error.message };
    throw error;
  }
}

export function moneyLines(plan: BetPlan | undefined, stake: bigint, scale: number): CouponMoney {
  const money = (minor: bigint) => Number(fromMinorUnits(minor, scale));
  const priced = plan !== undefined && stake > 0n;
  const boost = plan?.boost ?? null;
  return {
    Summ: money(stake),
    StakeTax: priced ? money(plan.stakeTax) : 0,
    SummAfterTax: priced ? money(plan.netStake) : 0,
    PossibleWin: priced ? money(plan.winAmount) : 0,
    PayoutTax: priced ? money(plan.payoutTax) : 0,
    TaxReturned: priced ? plan.taxReturned : false,
    PossiblePayout: priced ? money(plan.payout) : 0,
    MaxPayoutReached: priced ? plan.capped : false,
    ExpressBoost: boost === null ? null : { Percent: boost.percentBps / 100, Amount: priced ? money(boost.amount) : 0, Applied: boost.applied },
  };
}
