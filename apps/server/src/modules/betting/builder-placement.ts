import { randomUUID } from 'node:crypto';
import { BUILDER_VID, type BuilderRequest } from '@stavka/contract/bet-builder';
import type { SiteConfig } from '@stavka/contract/site-config';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { parseCoefficient } from '@stavka/domain/betting/odds-value';
import { marginForCode } from '@stavka/domain/pricing/margin';
import { AppError } from '../../http/app-error';
import { once } from '../idempotency/service';
import { builderPlan } from './builder-answer';
import { priceBuilderCoupon } from './builder-pricing';
import type { BettingContext } from './context';
import { oddsAgree } from './coupon-check';
import { couponSettingsOf } from './coupon-settings';
import { betLimits } from './limits';
import { announceBet, legRow, recordAccepted, stakeOf, type BettingPlayer, type Placed } from './placement';
import { refusal } from './refusal';
import { insertBet, setHold } from './repo';

// MakeBetWebBuilder (decision 0026): one bet of kind builder in one unit of work, once per betGuid —
// the legs checked against the live state and priced together from the game's model with the
// brand's margin, the joint coefficient the player saw agreeing under the odds policy, the limits of
// a builder, the stake held, the bet written with its legs at their own coefficients and the joint
// one, and the margin it was priced with (a live builder is priced again when its wait is over,
// builder-acceptance.ts). Refused before anything is written.

export async function placeBuilder(ctx: BettingContext, player: BettingPlayer, config: SiteConfig, request: BuilderRequest): Promise<Placed> {
  const keyed = { ...request, betguid: request.betguid ?? randomUUID() };
  return runInTransaction(ctx.db, (uow) => once(uow, { userId: player.id, operation: 'bet', key: keyed.betguid, request: keyed }, () => placeInUnit(ctx, uow, player, config, keyed)));
}

async function placeInUnit(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, config: SiteConfig, request: BuilderRequest & { betguid: string }): Promise<Placed> {
  const account = await ctx.wallet.activeAccountOf(uow, player);
  if (account.kind !== 'cash') throw refusal('accountUnavailable', 'Bets are placed from a money account');
  const currency = ctx.wallet.currencies.byCode(account.currencyCode);
  if (!currency) throw new Error(`betting: unknown currency ${account.currencyCode}`);
  if (request.summ === undefined) throw refusal('malformed', 'The stake (Summ) is missing');
  const stake = stakeOf(request.summ, currency.scale);
  const checkCf = request.checkcf ?? (await couponSettingsOf(uow.tx, player.id))?.checkCf ?? 0;
  const limits = betLimits(config.betting, currency, BUILDER_VID);
  const margin = marginForCode(config.global.marginCode);
  const priced = priceBuilderCoupon(ctx, request.buildercoupon, margin);
  if (priced.problem) throw refusal(priced.problem.name, priced.problem.text);
  const price = priced.price;
  if (!price) throw new Error('betting: a builder without a problem has a price');
  assertSeen(request.buildercoupon.coef, price.coefficient, checkCf);
  if (stake < limits.minStake) throw refusal('stakeBelowMin', 'The stake is below the minimum bet', { min: limits.minStake.toString() });
  if (limits.maxStake !== null && stake > limits.maxStake) throw refusal('stakeAboveMax', 'The stake is above the maximum bet', { max: limits.maxStake.toString() });
  const plan = builderPlan(stake, price.coefficient, limits, config.betting, currency.scale);
  const now = ctx.now();
  const live = priced.legs.some((leg) => leg.quote?.kind === 1);
  const waitSeconds = live ? config.betting.liveDelaySeconds : 0;
  const { bet } = await insertBet(
    uow.tx,
    {
      siteId: player.siteId,
      userId: player.id,
      accountId: account.id,
      currencyCode: account.currencyCode,
      betGuid: request.betguid,
      kind: 'builder',
      vid: BUILDER_VID,
      systemSize: null,
      stake,
      netStake: plan.netStake,
      coefficient: plan.coefficient,
      potentialPayout: plan.payout,
      status: waitSeconds > 0 ? 'waiting' : 'accepted',
      live,
      checkCf,
      source: request.source ?? 55,
      decideAt: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null,
      details: {
        maxPayout: limits.maxPayout.toString(),
        taxes: { ...limits.taxes, winAmountThreshold: limits.taxes.winAmountThreshold.toString() },
        // What it was priced with: a live builder is priced again with the same margin after its wait.
        builder: { method: margin.method, overround: margin.overround, probability: price.probability },
      },
      createdAt: now,
      acceptedAt: waitSeconds > 0 ? null : now,
    },
    priced.legs.map((leg, position) => legRow(ctx, leg, position, player.language, { builder: true })),
  );
  const house = await ctx.wallet.systemAccount(uow, player.siteId, 'house', account.currencyCode);
  const held = await ctx.wallet
    .hold(uow, { siteId: player.siteId, key: `bet:${bet.id}`, reason: 'stake', currencyCode: account.currencyCode, amount: stake, from: account.id, to: house, meta: { bet: bet.id } })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.id === 'insufficient_funds') throw refusal('insufficientFunds', 'Not enough money on the account for this stake');
      throw error;
    });
  await setHold(uow.tx, bet.id, bet.status, held.transfer.id);
  await announceBet(ctx, uow, bet, bet.status);
  if (bet.status === 'accepted') await recordAccepted(uow.tx, bet, now);
  return { betId: bet.id, waitSeconds };
}

/** The joint coefficient the player saw (`builderCoupon.Coef`) must agree with the one now under the policy. */
function assertSeen(coef: string | number | undefined, coefficient: number, checkCf: number): void {
  if (coef === undefined) return;
  const seen = parseCoefficient(coef);
  if (!seen.ok) throw refusal('malformed', 'The builder\'s coefficient is not a coefficient');
  if (!oddsAgree(seen.thousandths, coefficient, checkCf)) throw refusal('oddsChanged', 'The bet builder has a new coefficient', { coefficient });
}

