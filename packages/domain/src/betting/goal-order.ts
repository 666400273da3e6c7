// Markets that depend on the order or the time of goals: next goal by goal number (G20), last goal
// (G154), race to N goals (G60), goal in a minute interval (G12/G13). With the result's goal
// sequence (FinishedGame.goals) they are exact. Without it they settle only when the periods'
// scores decide them: goal N falls in a known period, and if only one side scored in that period
// the goal is that side's; otherwise the result cannot say, and the outcome is unsettleable.
import { sumScores, totalOf, type FinishedGame, type GoalEvent, type Score, type Side } from './finished-game';
import type { UnsettleableReason } from './outcome-types';

export type GoalAnswer<T> = { readonly known: true; readonly value: T } | { readonly known: false; readonly reason: UnsettleableReason };

const known = <T>(value: T): GoalAnswer<T> => ({ known: true, value });
const unknown = <T>(reason: UnsettleableReason): GoalAnswer<T> => ({ known: false, reason });

/** The goals that count (regular time only when the market is on regulation) and the score they make. */
export interface GoalView {
  readonly score: Score;
  /** Periods in order whose scores add up to `score`; one segment (the score) when none do. */
  readonly segments: readonly Score[];
  /** The goal sequence, when the result has one. */
  readonly goals?: readonly GoalEvent[];
}

/**
 * The goals of the periods chosen by `counts` (all, or the regular ones): their segments, and the
 * sequence restricted to them. A sequence that does not add up to the score is inconsistent.
 */
export function goalView(game: FinishedGame, score: Score, counts: (period: number) => boolean): GoalAnswer<GoalView> {
  const chosen = game.periods.map((p, i) => ({ score: p.score, index: i + 1 })).filter((p) => counts(p.index));
  const periodSum = sumScores(chosen.map((p) => p.score));
  const segments =
    chosen.length > 0 && periodSum.home === score.home && periodSum.away === score.away ? chosen.map((p) => p.score) : [score];
  if (!game.goals) return known({ score, segments });
  const goals = game.goals.filter((g) => counts(g.period));
  const home = goals.filter((g) => g.side === 'home').length;
  if (home !== score.home || goals.length - home !== score.away) return unknown('inconsistent_result');
  return known({ score, segments, goals });
}

/** Who scored goal number n (1-based); null when fewer than n goals were scored. */
export function scorerOfGoal(view: GoalView, n: number): GoalAnswer<Side | null> {
  if (n > totalOf(view.score)) return known(null);
  if (view.goals) return known(view.goals[n - 1]?.side ?? null);
  let before = 0;
  for (const segment of view.segments) {
    const inSegment = totalOf(segment);
    if (n <= before + inSegment) {
      if (segment.away === 0) return known('home');
      if (segment.home === 0) return known('away');
      return unknown('missing_goal_order');
    }
    before += inSegment;
  }
  return unknown('inconsistent_result');
}

/** Who scored the last goal; null for a goalless game. */
export function lastScorer(view: GoalView): GoalAnswer<Side | null> {
  const total = totalOf(view.score);
  return total === 0 ? known(null) : scorerOfGoal(view, total);
}

/** The side that reached n goals first; null when neither did. */
export function firstToGoals(view: GoalView, n: number): GoalAnswer<Side | null> {
  if (view.goals) {
    const count = { home: 0, away: 0 };
    for (const goal of view.goals) {
      count[goal.side] += 1;
      if (count[goal.side] === n) return known(goal.side);
    }
    return known(null);
  }
  const at = { home: 0, away: 0 };
  for (const segment of view.segments) {
    const next = { home: at.home + segment.home, away: at.away + segment.away };
    const homeThere = next.home >= n;
    const awayThere = next.away >= n;
    // Both crossing inside the same segment: the order inside it decides.
    if (homeThere && awayThere) return unknown('missing_goal_order');
    if (homeThere) return known('home');
    if (awayThere) return known('away');
    at.home = next.home;
    at.away = next.away;
  }
  return known(null);
}

/** Whether a goal (of either side) fell within minutes from…to inclusive. */
export function goalInMinutes(view: GoalView, from: number, to: number): GoalAnswer<boolean> {
  if (totalOf(view.score) === 0) return known(false);
  if (!view.goals) return unknown('missing_goal_order');
  let unknownMinute = false;
  for (const goal of view.goals) {
    if (goal.minute === undefined) unknownMinute = true;
    else if (goal.minute >= from && goal.minute <= to) return known(true);
  }
  return unknownMinute ? unknown('missing_goal_minutes') : known(false);
}
