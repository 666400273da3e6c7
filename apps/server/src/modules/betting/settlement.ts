import type { Bet, BetLeg } from '@stavka/db/schema';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { payoutAfterTax, settledCoefficient, type BettingTaxes } from '@stavka/domain/betting/betting-taxes';
import { settleOutcome, type OutcomeResult, type Selection } from '@stavka/domain/betting/outcome-result';
import type { GameResult } from '../feed/service';
import { betReturnOf } from './bet-returns';
import { builderReturned } from './builder-settlement';
import type { BettingContext } from './context';
import { finishedGameOf } from './finished-game-of';
import { legsOf, lockBet } from './repo';
import { applyVersion, type SettlementMoney, type VersionTarget } from './settlement-money';
import { betsToSettle, recordLegDecision, SETTLEABLE, type LegDecision } from './settlement-repo';

// Settlement (DESIGN §4, issue 12): a finished game's result, at its revision, decides the legs on
// it — void when its market was cancelled, else by the outcome's rule — and a bet whose legs are all
// decided is paid at its next settlement version (settlement-money.ts), in one unit of work per bet
// under the bet's lock. A corrected result (a newer revision) decides the game's legs again, and a
// bet whose outcome changes is settled again as a new version; one that a corrected result can no
// longer decide is opened again. A leg the result cannot decide waits for an operator
// (unsettled-legs.ts) rather than being guessed. Running it again changes nothing.

export interface SettledGame {
  /** Legs decided (or decided again). */
  legs: number;
  /** Bets settled at a new version. */
  bets: number;
  /** Legs the result cannot decide. */
  unsettleable: number;
  /** Bets whose settlement failed this time (logged; the next pass tries again). */
  failed: number;
}

const BETS_PER_ROUND = 500;
/**
 * Bets of a game settled at once, each in a unit of work of its own under its bet's lock (several
 * processes may settle the same game too): on PostgreSQL a burst of results settles about 2.5 times
 * as fast as one bet at a time (bench/bet-settlement.bench.ts), and four leave most of the process's
 * connections to players' requests. PGlite runs them one after another.
 */
const SETTLING_AT_ONCE = 4;

/** Settles what a finished game's result decides; safe to run again and from several processes. */
export async function settleGame(ctx: BettingContext, gameId: number): Promise<SettledGame> {
  const outcome: SettledGame = { legs: 0, bets: 0, unsettleable: 0, failed: 0 };
  const result = await ctx.feed.settlementResult(gameId);
  if (!result) return outcome;
  const revision = result.revision ?? 0;
  // Each bet once per call: one that failed (or another process holds) is left to the next pass.
  const seen = new Set<number>();
  for (;;) {
    const betIds = (await betsToSettle(ctx.db, gameId, revision, BETS_PER_ROUND + seen.size)).filter((id) => !seen.has(id));
    if (betIds.length === 0) return outcome;
    for (const betId of betIds) seen.add(betId);
    await inParallel(betIds, SETTLING_AT_ONCE, async (betId) => {
      try {
        const settled = await runInTransaction(ctx.db, (uow) => settleBetOnGame(ctx, uow, betId, result));
        outcome.legs += settled.legs;
        outcome.unsettleable += settled.unsettleable;
        if (settled.version) outcome.bets++;
      } catch (error) {
        outcome.failed++;
        ctx.log.error({ err: error, betId, gameId }, 'betting: settling a bet failed');
      }
    });
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

interface BetOnGame {
  legs: number;
  unsettleable: number;
  version: boolean;
}

/** Decides the bet's legs on the result's game and settles the bet if that changes what it is. */
async function settleBetOnGame(ctx: BettingContext, uow: UnitOfWork, betId: number, result: GameResult): Promise<BetOnGame> {
  const none: BetOnGame = { legs: 0, unsettleable: 0, version: false };
  const bet = await lockBet(uow.tx, betId);
  if (!bet || !(SETTLEABLE as readonly string[]).includes(bet.status)) return none;
  const legs = await legsOf(uow.tx, [bet.id]);
  const revision = result.revision ?? 0;
  const before = legs.map((leg) => leg.result);
  let decided = 0;
  let unsettleable = 0;
  for (const leg of legs) {
    if (leg.gameId !== result.gameId || !needsDecision(leg, revision)) continue;
    const decision = decideLeg(leg, result, languageOf(bet));
    await recordLegDecision(uow.tx, bet.id, leg.position, decision);
    Object.assign(leg, decision);
    if (decision.result === null) {
      unsettleable++;
      ctx.log.warn({ betId: bet.id, gameId: result.gameId, group: leg.marketGroup, type: leg.outcomeType, reason: decision.unsettleable }, 'betting: a leg the result cannot settle waits for an operator');
    } else decided++;
  }
  const changed = legs.some((leg, i) => leg.result !== before[i]);
  const target = targetOf(bet, legs, result);
  // A settled bet whose legs came out the same keeps its settlement; an open one waits for its legs.
  if (target === undefined || (bet.status !== 'accepted' && !changed)) return { legs: decided, unsettleable, version: false };
  if (bet.status === 'accepted' && target.status === 'accepted') return { legs: decided, unsettleable, version: false };
  await applyVersion(ctx, uow, bet, target);
  return { legs: decided, unsettleable, version: true };
}

function needsDecision(leg: BetLeg, revision: number): boolean {
  if (leg.decidedBy === 'operator') return false;
  const older = (leg.resultRevision ?? 0) < revision;
  if (leg.result === null) return leg.unsettleable === null || older;
  return older;
}

/** A leg's decision by the result: void for a cancelled market, else the outcome's rule. */
export function decideLeg(leg: BetLeg, result: GameResult, language = 'en'): LegDecision {
  const revision = result.revision ?? 0;
  const words = EXPLANATIONS[language === 'ru' ? 'ru' : 'en'];
  if (!result.cancelled && result.cancelledOutcomes?.some((o) => sameOutcome(leg, o))) {
    return { result: 'void', explanation: words.marketCancelled, decidedBy: 'market', resultRevision: revision, unsettleable: null };
  }
  const game = finishedGameOf(leg.sportId, result);
  const decision = game ? settleOutcome(game, selectionOf(leg)) : ({ settled: false, reason: 'unknown_outcome' } as const);
  if (!decision.settled) return { result: null, explanation: null, decidedBy: null, resultRevision: revision, unsettleable: decision.reason };
  return { result: decision.result, explanation: explain(result, decision.result, words), decidedBy: 'result', resultRevision: revision, unsettleable: null };
}

function sameOutcome(leg: BetLeg, key: { group: number; type: number; param?: number; playerId?: number }): boolean {
  const param = key.param === undefined ? null : Math.round(key.param * 1000);
  return leg.marketGroup === key.group && leg.outcomeType === key.type && leg.paramThousandths === param && leg.playerId === (key.playerId ?? null);
}

export function selectionOf(leg: BetLeg): Selection {
  return {
    group: leg.marketGroup,
    type: leg.outcomeType,
    ...(leg.paramThousandths === null ? {} : { param: leg.paramThousandths / 1000 }),
    ...(leg.playerId === null ? {} : { playerId: leg.playerId }),
    ...(leg.listedScores === null ? {} : { listedScores: leg.listedScores.map((code) => code / 1000) }),
  };
}

/**
 * Why a leg settled as it did, in the language the player bet in (Russian or English; the other
 * languages read English until the dictionaries come to the server): the final score of the game or
 * sub-game the selection is on (a corners sub-game's score is its corners), an operator's correction,
 * and the result.
 */
const EXPLANATIONS = {
  en: {
    marketCancelled: 'The market was cancelled: the selection is void',
    calledOff: 'The game was called off',
    finalScore: 'Final score',
    corrected: 'corrected',
    results: { win: 'won', lose: 'lost', void: 'void', half_win: 'half won', half_lose: 'half lost' },
  },
  ru: {
    marketCancelled: 'Рынок отменён: ставка на исход возвращена',
    calledOff: 'Матч отменён',
    finalScore: 'Итоговый счёт',
    corrected: 'исправлен',
    results: { win: 'выигрыш', lose: 'проигрыш', void: 'возврат', half_win: 'половина выигрыша', half_lose: 'половина проигрыша' },
  },
} as const satisfies Record<string, { results: Record<OutcomeResult, string> } & Record<string, unknown>>;

type Words = (typeof EXPLANATIONS)[keyof typeof EXPLANATIONS];

function explain(result: GameResult, outcome: OutcomeResult, words: Words): string {
  const corrected = result.correction ? ` (${words.corrected}: ${result.correction.reason})` : '';
  if (result.cancelled) return `${words.calledOff}${corrected}: ${words.results.void}`;
  const [home, away] = result.state.score;
  return `${words.finalScore} ${home}:${away}${corrected}: ${words.results[outcome]}`;
}

/** The language the player placed the bet in (kept with the bet since explanations are localized). */
function languageOf(bet: Bet): string {
  const language = (bet.details as { language?: unknown }).language;
  return typeof language === 'string' ? language : 'en';
}

/**
 * What the bet settles at now: undefined while a leg was never decided; open again (`accepted`)
 * when a leg decided before no longer is; else won, lost or returned with its payout.
 */
function targetOf(bet: Bet, legs: readonly BetLeg[], result: GameResult): VersionTarget | undefined {
  const reason = versionReason(bet, result);
  if (legs.some((leg) => leg.result === null)) return bet.status === 'accepted' ? undefined : { status: 'accepted', payout: 0n, reason: `${reason}; a selection waits for a decision` };
  return decidedTarget(bet, legs, reason);
}

/** A bet whose legs are all decided: returned when all are void (a builder: when one is, builder-settlement.ts), else won or lost by what it pays. */
function decidedTarget(bet: Bet, legs: readonly BetLeg[], reason: string): VersionTarget {
  if (legs.every((leg) => leg.result === 'void') || builderReturned(bet, legs)) return { status: 'returned', payout: 0n, reason };
  const payout = payoutOf(bet, legs);
  return { status: payout > 0n ? 'won' : 'lost', payout, reason };
}

function versionReason(bet: Bet, result: GameResult): string {
  if (bet.settlementVersion === 0) return 'Settled on the results';
  const why = result.correction ? `: ${result.correction.reason}` : '';
  return `Settled again: the result of game ${result.gameId} was corrected${why}`;
}

/** What a bet whose legs are all decided pays: its return by kind, within the maximum payout, after the payout tax. */
export function payoutOf(bet: Bet, legs: readonly BetLeg[]): bigint {
  const exact = betReturnOf(bet, legs);
  const terms = bet.details as { maxPayout?: string; taxes?: Omit<BettingTaxes, 'winAmountThreshold'> & { winAmountThreshold: string } };
  const maxPayout = terms.maxPayout === undefined ? undefined : BigInt(terms.maxPayout);
  const capped = maxPayout !== undefined && exact.amount > maxPayout ? maxPayout : exact.amount;
  if (!terms.taxes || capped <= 0n) return capped;
  return payoutAfterTax(bet.stake, capped, settledCoefficient(exact.exact, bet.netStake), { ...terms.taxes, winAmountThreshold: BigInt(terms.taxes.winAmountThreshold) }).payout;
}

/** Settles a bet whose legs are all decided (an operator's void made it so), at its next version. */
export async function settleDecidedBet(ctx: SettlementMoney, uow: UnitOfWork, bet: Bet, legs: readonly BetLeg[], reason: string): Promise<boolean> {
  if (legs.some((leg) => leg.result === null)) return false;
  await applyVersion(ctx, uow, bet, decidedTarget(bet, legs, reason));
  return true;
}
