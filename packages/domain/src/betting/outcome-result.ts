// Settling one outcome of a finished game (DESIGN §4 "each outcome resolves to win / lose / void /
// half-win / half-lose"): every group and type the trading simulator prices, and the family's
// other groups whose meaning the wire format fixes (wire-format §2.1). A called-off game is void.
// An outcome whose rule needs data the result lacks is "unsettleable" with the reason, never a
// guess (outcome-types.ts); the result shape and what the server must keep are in finished-game.ts.
//
// Which time counts: football, hockey and handball markets settle on regulation time (overtime,
// extra time and shootouts excluded) except G101 "winner incl. overtime"; basketball handicaps and
// totals include overtime (as they are priced, pricing/basketball.ts) and only G2766/G2768 are
// regular time. An outcome scoped to a period or a statistic reads that period's or statistic's
// score; a sub-game (first half, corners) is settled on its own result as a game of its own.
import { regulationScore, sumScores, type FinishedGame, type Score, type SettlementSport } from './finished-game';
import { goalOutcome } from './goal-outcomes';
import { lineOutcome } from './line-outcomes';
import {
  settled,
  unsettleable,
  type OutcomeScope,
  type OutcomeSettlement,
  type Selection,
  type SettlementFacts,
  type UnsettleableReason,
} from './outcome-types';
import {
  bothTeamsToScore,
  correctScore,
  doubleChanceResult,
  europeanHandicap,
  evenOdd,
  goalInBothHalves,
  halfTimeFullTime,
  matchResult,
  regularTimeDoubleChance,
  regularTimeResult,
  winnerInclOvertime,
} from './result-outcomes';
import { runnerOutcome } from './runner-outcomes';

export type { OutcomeResult, OutcomeSettlement, Selection, UnsettleableReason } from './outcome-types';

interface Rule {
  readonly settle: (facts: SettlementFacts) => OutcomeSettlement;
  /** Only for the whole game: not for an outcome scoped to a period or a statistic. */
  readonly wholeGame?: boolean;
}

const SET_COUNT_GROUPS = [109, 182, 7099, 2604, 2438, 2436, 876];

const RULES: ReadonlyMap<number, Rule> = new Map<number, Rule>([
  [1, { settle: matchResult }],
  [8, { settle: doubleChanceResult }],
  [101, { settle: winnerInclOvertime, wholeGame: true }],
  [2766, { settle: regularTimeResult, wholeGame: true }],
  [2768, { settle: regularTimeDoubleChance, wholeGame: true }],
  [11, { settle: halfTimeFullTime, wholeGame: true }],
  [19, { settle: bothTeamsToScore }],
  [14, { settle: evenOdd }],
  [136, { settle: correctScore }],
  [27, { settle: europeanHandicap }],
  [32, { settle: goalInBothHalves, wholeGame: true }],
  ...[20, 154, 60, 12, 13].map((g): [number, Rule] => [g, { settle: goalOutcome, wholeGame: true }]),
  ...[2, 2854, 17, 99, 15, 62, 8427, 8429].map((g): [number, Rule] => [g, { settle: lineOutcome }]),
  ...SET_COUNT_GROUPS.map((g): [number, Rule] => [g, { settle: lineOutcome, wholeGame: true }]),
  ...[9001, 9002, 9003].map((g): [number, Rule] => [g, { settle: runnerOutcome, wholeGame: true }]),
]);

const GOAL_GROUPS = [1, 8, 2, 2854, 17, 99, 15, 62, 8427, 8429, 19, 14, 27, 136, 20, 154, 60, 12, 13];

/** The groups that mean something in each sport; any other is an unknown outcome there. */
const SPORT_GROUPS: Readonly<Record<SettlementSport, ReadonlySet<number>>> = {
  football: new Set([...GOAL_GROUPS, 11, 32]),
  handball: new Set([...GOAL_GROUPS, 11, 32]),
  hockey: new Set([...GOAL_GROUPS, 101]),
  basketball: new Set([101, 2766, 2768, 2, 2854, 17, 99, 15, 62, 8427, 8429, 14]),
  tennis: new Set([1, 2, 17, 109, 182]),
  sets: new Set([1, 2, 17, ...SET_COUNT_GROUPS]),
  cricket: new Set([1, 15, 62, 17]),
  fight: new Set([1, 17]),
  runners: new Set([9001, 9002, 9003]),
};

/** Sports whose periods add up to the score and whose markets may exclude overtime. */
const TIMED_SPORTS: ReadonlySet<SettlementSport> = new Set(['football', 'hockey', 'handball', 'basketball']);

/** Whether a group counts overtime (and a shootout): G101 everywhere, basketball but its regular-time groups. */
function countsOvertime(sport: SettlementSport, group: number): boolean {
  return group === 101 || (sport === 'basketball' && group !== 2766 && group !== 2768);
}

const sameScore = (a: Score, b: Score): boolean => a.home === b.home && a.away === b.away;

/** The whole game's score at the time the group counts. */
function gameScore(game: FinishedGame, group: number): Score | UnsettleableReason {
  if (!TIMED_SPORTS.has(game.sport)) return game.score;
  if (game.periods.length > 0 && !sameScore(sumScores(game.periods.map((p) => p.score)), game.score)) return 'inconsistent_result';
  if (countsOvertime(game.sport, group)) return game.score;
  // A game without periods (corners or cards as a sub-game) is all regulation where nothing
  // goes to overtime; in hockey and basketball the periods tell whether it did.
  if (game.periods.length === 0) return game.sport === 'football' || game.sport === 'handball' ? game.score : 'missing_period';
  return regulationScore(game) ?? 'missing_period';
}

function scopedScore(game: FinishedGame, group: number, scope: OutcomeScope): Score | UnsettleableReason {
  switch (scope.kind) {
    case 'game':
      return gameScore(game, group);
    case 'period':
      if (!Number.isInteger(scope.period) || scope.period < 1) return 'invalid_param';
      return game.periods[scope.period - 1]?.score ?? 'missing_period';
    case 'stat':
      return game.stats?.[scope.stat] ?? 'missing_stat';
  }
}

/** Which periods' goals count: all when overtime counts (or no periods are listed), else the regular ones. */
function goalCounter(game: FinishedGame, group: number): (period: number) => boolean {
  if (game.periods.length === 0 || countsOvertime(game.sport, group)) return () => true;
  return (period) => game.periods[period - 1]?.kind === 'regular';
}

/** The result of one outcome of a finished game, or why the result cannot decide it. */
export function settleOutcome(game: FinishedGame, selection: Selection): OutcomeSettlement {
  if (game.cancelled) return settled('void');
  const rule = RULES.get(selection.group);
  if (!rule || !SPORT_GROUPS[game.sport].has(selection.group)) return unsettleable('unknown_outcome');
  const scope = selection.scope ?? { kind: 'game' };
  if (rule.wholeGame && scope.kind !== 'game') return unsettleable('unknown_outcome');
  const score = scopedScore(game, selection.group, scope);
  if (typeof score === 'string') return unsettleable(score);
  return rule.settle({ game, selection, score, wholeGame: scope.kind === 'game', counts: goalCounter(game, selection.group) });
}
