import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinishedGame, GoalEvent, Side } from './finished-game';
import { firstToGoals, goalView, lastScorer, scorerOfGoal, type GoalAnswer } from './goal-order';

/** A game from a goal sequence played over `periods` periods (each goal tagged with its period). */
function gameOf(goals: readonly GoalEvent[], periods: number, withSequence: boolean): FinishedGame {
  const scores = Array.from({ length: periods }, (_, i) => {
    const inPeriod = goals.filter((g) => g.period === i + 1);
    const home = inPeriod.filter((g) => g.side === 'home').length;
    return { kind: 'regular' as const, score: { home, away: inPeriod.length - home } };
  });
  const home = goals.filter((g) => g.side === 'home').length;
  return {
    sport: 'football',
    cancelled: false,
    score: { home, away: goals.length - home },
    periods: scores,
    ...(withSequence ? { goals } : {}),
  };
}

const sequence = fc.integer({ min: 1, max: 4 }).chain((periods) =>
  fc.tuple(
    fc.constant(periods),
    fc
      .array(fc.tuple(fc.constantFrom<Side>('home', 'away'), fc.integer({ min: 1, max: periods })), { maxLength: 12 })
      // Goals in period order, as they were scored.
      .map((goals) => goals.sort((a, b) => a[1] - b[1]).map(([side, period]): GoalEvent => ({ side, period }))),
  ),
);

function viewOf(game: FinishedGame) {
  const view = goalView(game, game.score, () => true);
  if (!view.known) throw new Error(view.reason);
  return view.value;
}

/** Without the sequence an answer is either the true one or "the order is missing", never another. */
function agrees<T>(exact: GoalAnswer<T>, deduced: GoalAnswer<T>): void {
  expect(exact.known).toBe(true);
  if (deduced.known) expect(deduced.value).toEqual(exact.known ? exact.value : undefined);
  else expect(deduced.reason).toBe('missing_goal_order');
}

describe('goal order from the periods alone', () => {
  it('never contradicts the goal sequence', () => {
    fc.assert(
      fc.property(sequence, fc.integer({ min: 1, max: 8 }), ([periods, goals], n) => {
        const exact = viewOf(gameOf(goals, periods, true));
        const deduced = viewOf(gameOf(goals, periods, false));
        agrees(scorerOfGoal(exact, n), scorerOfGoal(deduced, n));
        agrees(lastScorer(exact), lastScorer(deduced));
        agrees(firstToGoals(exact, n), firstToGoals(deduced, n));
      }),
    );
  });

  it('decides every goal when each period has one scorer', () => {
    const goals: GoalEvent[] = [
      { side: 'home', period: 1 },
      { side: 'home', period: 1 },
      { side: 'away', period: 2 },
    ];
    const view = viewOf(gameOf(goals, 2, false));
    expect([1, 2, 3, 4].map((n) => scorerOfGoal(view, n))).toEqual([
      { known: true, value: 'home' },
      { known: true, value: 'home' },
      { known: true, value: 'away' },
      { known: true, value: null },
    ]);
    expect(firstToGoals(view, 2)).toEqual({ known: true, value: 'home' });
    expect(lastScorer(view)).toEqual({ known: true, value: 'away' });
  });

  it('reads the whole score as one period when the periods do not add up', () => {
    const game: FinishedGame = {
      sport: 'football',
      cancelled: false,
      score: { home: 2, away: 0 },
      periods: [{ kind: 'regular', score: { home: 1, away: 0 } }],
    };
    expect(scorerOfGoal(viewOf(game), 2)).toEqual({ known: true, value: 'home' });
  });
});
