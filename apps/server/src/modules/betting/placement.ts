import { randomUUID } from 'node:crypto';
import type { Coupon } from '@stavka/contract/betting';
import { betVids, oddsPolicies } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Bet, BetKind, Currency, WalletAccount } from '@stavka/db/schema';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { parseRequestedAmount } from '@stavka/domain/money';
import { systemMinimumStake, systemProblem } from '@stavka/domain/betting/bet-maths';
import { AppError } from '../../http/app-error';
import { once } from '../idempotency/service';
import { publishAfterCommit } from '../outbox/service';
import { PUSH_SUBJECT } from '../push/service';
import { recordServerEvent, trackingCodes } from '../tracking/service';
import type { AccountOwner } from '../wallet/service';
import type { BettingContext } from './context';
import { scoreNow } from './acceptance';
import { planBet, type BetPlan } from './bet-plan';
import type { PlacedBet } from './placed-answer';
import { checkLegs, type CheckedLeg } from './coupon-check';
import { couponSettingsOf } from './coupon-settings';
import { betLimits, type BetLimits } from './limits';
import { refusal } from './refusal';
import { listedScoresOf } from './listed-scores';
import { insertBet, setHold, type NewBetLeg } from './repo';

// Placing a bet (DESIGN §4 "A bet", issue 12): in ONE unit of work — the key (`betGuid`) claimed,
// every leg checked against the live state under the odds-change policy, the brand's limits, the
// stake held on the player's account, the bet and its legs written at the coefficients accepted.
// A live bet waits the brand's delay with its stake held and is decided then (acceptance.ts).

export interface BettingPlayer extends AccountOwner {
  language: string;
}

export interface Placed {
  betId: number;
  /** Seconds the player waits for a live bet's decision (0: accepted now). */
  waitSeconds: number;
}

const KINDS: Record<number, BetKind> = {
  [betVids.single]: 'single',
  [betVids.express]: 'express',
  [betVids.system]: 'system',
  [betVids.chain]: 'chain',
  [betVids.anti_express]: 'anti_express',
};

/** MakeBetWeb: one bet in its own unit of work, once per `betGuid`. */
export async function placeBet(ctx: BettingContext, player: BettingPlayer, config: SiteConfig['betting'], coupon: Coupon): Promise<Placed> {
  const request = { ...coupon, betguid: coupon.betguid ?? randomUUID() };
  return runInTransaction(ctx.db, (uow) => once(uow, { userId: player.id, operation: 'bet', key: request.betguid, request }, () => placeInUnit(ctx, uow, player, config, request)));
}

/** What a placement may be asked beyond the coupon (decision 0028: VIP, power bet, advance, lobby). */
export interface PlacementOptions {
  /** The legs' coefficients to take the bet at instead of the quotes' (in the coupon's order). */
  coefficients?: readonly number[];
  /** The price is the house's, agreed already (an approved VIP bet): not checked against the quotes, odds policy 2. */
  priceAgreed?: boolean;
  /** No maximum stake (a VIP stake approved above it). */
  noMaxStake?: boolean;
  /** Facts kept in the bet's details beside its terms. */
  details?: Record<string, unknown>;
  /** Runs before the bet is written and its stake held (the advance lends what the stake lacks); answers facts for its details. */
  fund?: (account: WalletAccount, stake: bigint) => Promise<Record<string, unknown>>;
  /** Told the bet as written and the money left on its account, so the answer needs no reads after the commit. */
  written?: (written: WrittenBet) => void;
}

/** A bet as its unit of work wrote it, with what its account has left to bet. */
export interface WrittenBet extends PlacedBet {
  /** Minor units: the account's balance less what it holds, after this bet's hold. */
  available: bigint;
}

/** A coupon checked as a bet, nothing written yet: what placing it would take and keep. */
export interface VettedCoupon {
  kind: BetKind;
  account: WalletAccount;
  currency: Currency;
  slip: SlipChoices;
  limits: BetLimits;
  legs: CheckedLeg[];
  /** The coefficients the bet is taken at, in thousandths. */
  odds: number[];
  plan: BetPlan;
  live: boolean;
}

/**
 * The checks of a bet without writing it (placement, and the requests that hold a stake before they
 * become a bet: auto bets, VIP requests): its kind offered, its shape, the money account, every leg
 * against the live state under the odds policy, the brand's limits, its terms.
 */
export async function vetCoupon(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, config: SiteConfig['betting'], coupon: Coupon, options: PlacementOptions = {}): Promise<VettedCoupon> {
  const kind = KINDS[coupon.vid];
  if (coupon.vid === betVids.multi_single) throw refusal('malformed', 'Several singles at once are placed with MakeBetWebMulti');
  if (kind === undefined || !config.betTypes.includes(coupon.vid)) throw refusal('malformed', `Bets of type ${coupon.vid} are not taken here`);
  shapeProblem(kind, coupon, config);
  const account = await ctx.wallet.activeAccountOf(uow, player);
  if (account.kind !== 'cash') throw refusal('accountUnavailable', 'Bets are placed from a money account');
  const currency = ctx.wallet.currencies.byCode(account.currencyCode);
  if (!currency) throw new Error(`betting: unknown currency ${account.currencyCode}`);
  const slip = await slipChoices(uow, player.id, coupon, currency);
  if (options.priceAgreed) slip.checkCf = oddsPolicies.any;
  const brandLimits = betLimits(config, currency, coupon.vid);
  const limits = options.noMaxStake ? { ...brandLimits, maxStake: null } : brandLimits;
  const legs = checkLegs(ctx.feed, coupon.events, {
    checkCf: slip.checkCf,
    transformEventKind: coupon.transformeventkind ?? false,
    nowSeconds: Math.floor(ctx.now().getTime() / 1000),
  });
  assertLegs(kind, legs);
  const odds = options.coefficients ? [...options.coefficients] : legs.map((leg) => leg.quote?.price ?? 0);
  assertStakeWithin(kind, slip.stake, limits, legs.length, coupon.expressnum ?? 0);
  const plan = planBet({ kind, stake: slip.stake, odds, coupon, limits, config, scale: currency.scale, checkCf: slip.checkCf });
  const live = legs.some((leg) => leg.quote?.kind === 1);
  return { kind, account, currency, slip, limits, legs, odds, plan, live };
}

/**
 * One bet inside the caller's unit of work (MakeBetWeb, each single of MakeBetWebMulti, the legacy
 * site's coupons, an auto bet whose price came, an approved VIP request): checked, held and
 * written, or refused before anything is written.
 */
export async function placeInUnit(
  ctx: BettingContext,
  uow: UnitOfWork,
  player: BettingPlayer,
  config: SiteConfig['betting'],
  coupon: Coupon & { betguid: string },
  options: PlacementOptions = {},
): Promise<Placed> {
  const { kind, account, currency, slip, limits, legs, odds, plan, live } = await vetCoupon(ctx, uow, player, config, coupon, options);
  const now = ctx.now();
  const waitSeconds = live ? config.liveDelaySeconds : 0;
  const funded = options.fund ? await options.fund(account, slip.stake) : {};
  const { bet, legs: legRows } = await insertBet(
    uow.tx,
    {
      siteId: player.siteId,
      userId: player.id,
      accountId: account.id,
      currencyCode: account.currencyCode,
      betGuid: coupon.betguid,
      kind,
      vid: coupon.vid,
      systemSize: plan.systemSize,
      stake: slip.stake,
      netStake: plan.netStake,
      coefficient: plan.coefficient,
      potentialPayout: plan.payout,
      status: waitSeconds > 0 ? 'waiting' : 'accepted',
      live,
      checkCf: slip.checkCf,
      source: coupon.source ?? 55,
      decideAt: waitSeconds > 0 ? new Date(now.getTime() + waitSeconds * 1000) : null,
      details: {
        ...plan.terms,
        maxPayout: limits.maxPayout.toString(),
        taxes: { ...limits.taxes, winAmountThreshold: limits.taxes.winAmountThreshold.toString() },
        dropOnScoreChange: await slip.dropOnScoreChange(live),
        // Settlement explains each leg in the language the player bet in.
        language: player.language,
        oneClick: slip.oneClick,
        // The scores at placement, for `dropOnScoreChange` when a live bet is decided.
        scores: Object.fromEntries(legs.map((leg) => [String(leg.event.gameid), scoreNow(ctx, leg.event.gameid) ?? ''])),
        ...options.details,
        ...funded,
      },
      createdAt: now,
      acceptedAt: waitSeconds > 0 ? null : now,
    },
    legs.map((leg, position) => legRow(ctx, leg, position, player.language, { coefficient: odds[position] })),
  );
  const house = await ctx.wallet.systemAccount(uow, player.siteId, 'house', account.currencyCode);
  const held = await ctx.wallet
    .hold(uow, { siteId: player.siteId, key: `bet:${bet.id}`, reason: 'stake', currencyCode: account.currencyCode, amount: slip.stake, from: account.id, to: house, meta: { bet: bet.id } })
    .catch((error: unknown) => {
      if (error instanceof AppError && error.id === 'insufficient_funds') throw refusal('insufficientFunds', 'Not enough money on the account for this stake');
      throw error;
    });
  await setHold(uow.tx, bet.id, bet.status, held.transfer.id);
  await announceBet(ctx, uow, bet, bet.status);
  if (bet.status === 'accepted') await recordAccepted(uow.tx, bet, now);
  const after = held.changed.find((changed) => changed.id === account.id);
  if (options.written && after) {
    options.written({ bet: { ...bet, holdTransferId: held.transfer.id }, legs: legRows, waitSeconds, scale: currency.scale, available: after.balance - after.held });
  }
  return { betId: bet.id, waitSeconds };
}

export interface SlipChoices {
  stake: bigint;
  checkCf: number;
  oneClick: boolean;
  /** `dropOnScoreChange` for a live bet (only a live bet waits, so only it reads the settings for it). */
  dropOnScoreChange(live: boolean): Promise<boolean>;
}

/**
 * What the coupon leaves to the player's saved settings (coupon-settings.ts): the odds policy and
 * `dropOnScoreChange` when it names none, and a one-click bet's stake when it sends none. A one-click
 * bet needs one-click betting on, and a saved stake in the account's currency.
 */
async function slipChoices(uow: UnitOfWork, userId: number, coupon: Coupon, currency: { code: string; scale: number }): Promise<SlipChoices> {
  const oneClick = (coupon.oneclickbet ?? 0) > 0;
  let saved = oneClick || coupon.checkcf === undefined ? await couponSettingsOf(uow.tx, userId) : undefined;
  let stake: bigint | undefined;
  if (coupon.summ !== undefined) stake = stakeOf(coupon.summ, currency.scale);
  if (oneClick) {
    if (!saved?.oneClickEnabled) throw refusal('oneClickOff', 'One-click betting is off: turn it on in the slip settings');
    if (stake === undefined && saved.oneClickCurrency === currency.code && saved.oneClickStake !== null) stake = saved.oneClickStake;
    if (stake === undefined) throw refusal('oneClickOff', `No one-click stake is saved in ${currency.code}`);
  }
  if (stake === undefined) throw refusal('malformed', 'The stake (Summ) is missing');
  return {
    stake,
    checkCf: coupon.checkcf ?? saved?.checkCf ?? 0,
    oneClick,
    async dropOnScoreChange(live) {
      if (coupon.droponscorechange !== undefined || !live) return coupon.droponscorechange ?? false;
      saved ??= await couponSettingsOf(uow.tx, userId);
      return saved?.dropOnScoreChange ?? false;
    },
  };
}

function shapeProblem(kind: BetKind, coupon: Coupon, config: SiteConfig['betting']): void {
  const n = coupon.events.length;
  if (kind === 'single' && n !== 1) throw refusal('malformed', 'A single has one event');
  if (kind !== 'single' && n < 2) throw refusal('malformed', 'A bet on several events has two events or more');
  if (n > config.maxBetsPerCoupon) throw refusal('tooManyEvents', `The number of events on the bet slip must not exceed ${config.maxBetsPerCoupon}`);
  if (kind === 'system') {
    if (n > config.maxBetsSystem) throw refusal('tooManyEvents', `A system takes at most ${config.maxBetsSystem} events`);
    if (systemProblem(n, coupon.expressnum ?? 0, config.maxBetsSystem)) throw refusal('systemSize', 'Invalid number of events in System bet');
  }
}

/** Every leg open and at an agreed coefficient, and a bet on several events with one leg a game. */
function assertLegs(kind: BetKind, legs: readonly CheckedLeg[]): void {
  const failed = legs.findIndex((leg) => leg.problem !== undefined);
  const leg = legs[failed];
  if (leg?.problem) {
    const words = { eventClosed: 'is closed', eventBlocked: 'is not taking bets now', gameStarted: 'has started', oddsChanged: 'has a new coefficient' }[leg.problem];
    throw refusal(leg.problem, `The selection on game ${leg.event.gameid} ${words}`, { position: failed, ...(leg.quote ? { coefficient: leg.quote.price } : {}) });
  }
  if (kind !== 'single' && new Set(legs.map((l) => l.rootGameId)).size !== legs.length) throw refusal('sameGameTwice', 'Two selections of one game cannot be combined');
}

export function stakeOf(summ: string | number, scale: number): bigint {
  const parsed = parseRequestedAmount(summ, scale);
  if (!parsed.ok) throw refusal('malformed', `The stake is not an amount (${parsed.problem})`);
  return parsed.minor;
}

function assertStakeWithin(kind: BetKind, stake: bigint, limits: BetLimits, n: number, k: number): void {
  const min = kind === 'system' ? systemMinimumStake(limits.minStake, n, k) : limits.minStake;
  if (stake < min) throw refusal('stakeBelowMin', 'The stake is below the minimum bet', { min: min.toString() });
  if (limits.maxStake !== null && stake > limits.maxStake) throw refusal('stakeAboveMax', 'The stake is above the maximum bet', { max: limits.maxStake.toString() });
}

/**
 * A leg's row as the bet keeps it: the selection, its price and the names in the player's
 * language. A builder's legs are priced together (the bet pays the joint coefficient), so each keeps
 * its own price when taken, its period's name, and no listed scores.
 */
export function legRow(ctx: BettingContext, leg: CheckedLeg, position: number, language: string, options: { coefficient?: number | undefined; builder?: boolean } = {}): NewBetLeg {
  const quote = leg.quote;
  if (!quote) throw new Error('betting: a leg without a quote passed the check');
  const game = ctx.feed.findGame(quote.gameId)?.game;
  const pick = (name: { en: string; ru: string } | undefined) => (name ? (language === 'ru' ? name.ru : name.en) : '');
  const names = { team1: pick(game?.team1.name), team2: pick(game?.team2?.name) };
  return {
    position,
    gameId: quote.gameId,
    constId: quote.constId,
    sportId: game?.sportId ?? 0,
    champId: game?.champId ?? 0,
    feedKind: quote.kind,
    marketGroup: quote.group,
    outcomeType: quote.type,
    paramThousandths: quote.param === undefined ? null : Math.round(quote.param * 1000),
    playerId: options.builder ? null : leg.event.playerid || null,
    coefficient: options.coefficient ?? quote.price,
    start: quote.start,
    ...(options.builder
      ? { names: { ...names, ...(game?.periodName ? { period: pick(game.periodName) } : {}) }, listedScores: null }
      : { names, listedScores: listedScoresOf(game, quote) }),
  };
}

/** The player's notice of a bet's new state, published after the commit. */
export async function announceBet(ctx: BettingContext, uow: Parameters<typeof publishAfterCommit>[1], bet: Bet, status: Bet['status']): Promise<void> {
  await publishAfterCommit(ctx.outbox, uow, PUSH_SUBJECT.user(bet.userId), { userId: bet.userId, notice: { kind: 'bet', betId: bet.id, status } });
}

/** Spec §7.14 code 10000 "successful bet", recorded once, with the acceptance. */
export async function recordAccepted(tx: Parameters<typeof recordServerEvent>[0], bet: Bet, at: Date): Promise<void> {
  await recordServerEvent(tx, { siteId: bet.siteId, userId: bet.userId, code: trackingCodes.successfulBet, session: `bet-${bet.id}`, at, metadata: { i1: bet.id, s1: bet.kind, s2: bet.currencyCode } });
}
