// What settling one outcome takes and gives (outcome-result.ts): the bet's selection as the
// coupon names it (wire-format §3: GameId, Type, Param; the group from the market it was taken
// from; PL for a player), and the result — or a typed reason why the result cannot decide it.
import type { FinishedGame, Score } from './finished-game';

/** DESIGN §4: each outcome resolves to one of these. A half result is a quarter line's split stake. */
export type OutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

/**
 * Why an outcome cannot be settled from a result; settlement never guesses.
 * - unknown_outcome: no rule for this group and type in this sport (or scope);
 * - invalid_param: the P cannot belong to the market (a handicap off the quarter grid, no goal number…);
 * - missing_period / missing_stat: the result lacks the period or statistic the outcome is scoped to;
 * - missing_goal_order / missing_goal_minutes: the goal sequence or minutes are needed and absent;
 * - missing_winner: the score is level and the result does not say who won (a super over);
 * - missing_placings: a race result without the finishing order;
 * - missing_listed_scores: "any other score" without the scores its market listed at acceptance;
 * - inconsistent_result: the result contradicts itself (periods or goals that do not add up).
 */
export type UnsettleableReason =
  | 'unknown_outcome'
  | 'invalid_param'
  | 'missing_period'
  | 'missing_stat'
  | 'missing_goal_order'
  | 'missing_goal_minutes'
  | 'missing_winner'
  | 'missing_placings'
  | 'missing_listed_scores'
  | 'inconsistent_result';

export type OutcomeSettlement =
  { readonly settled: true; readonly result: OutcomeResult } | { readonly settled: false; readonly reason: UnsettleableReason };

/** What part of the game an outcome is about; the whole game unless said otherwise. */
export type OutcomeScope =
  { readonly kind: 'game' } | { readonly kind: 'period'; readonly period: number } | { readonly kind: 'stat'; readonly stat: string };

export interface Selection {
  /** Market group G (wire-format §2.1). */
  readonly group: number;
  /** Outcome type T. */
  readonly type: number;
  /** The outcome's P as the wire shows it (signed from the backed side on handicaps). */
  readonly param?: number;
  /** The runner of a race market (PL.I). */
  readonly playerId?: number;
  readonly scope?: OutcomeScope;
  /**
   * For "any other score" (G136 T3786): the P of every T731 score its market listed when the bet
   * was accepted (the server keeps them with the bet: the list changes as the game is priced).
   */
  readonly listedScores?: readonly number[];
}

export const settled = (result: OutcomeResult): OutcomeSettlement => ({ settled: true, result });

export const unsettleable = (reason: UnsettleableReason): OutcomeSettlement => ({ settled: false, reason });

/** win when the proposition holds, lose when it does not. */
export const winIf = (holds: boolean): OutcomeSettlement => settled(holds ? 'win' : 'lose');

/** What an outcome's rule reads (outcome-result.ts builds it from the result and the selection). */
export interface SettlementFacts {
  readonly game: FinishedGame;
  readonly selection: Selection;
  /** The score the market settles on: its scope's, at regulation or final time as its group counts. */
  readonly score: Score;
  /** True when the outcome is about the whole game (not a period or a statistic). */
  readonly wholeGame: boolean;
  /** Whether goals of period n (1-based) count for this market (regulation only, or all). */
  readonly counts: (period: number) => boolean;
}
