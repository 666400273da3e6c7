import { describe, expect, it } from 'vitest';
import type { FinishedGame, GoalEvent, PeriodScore } from './finished-game';
import { settleOutcome, type OutcomeResult, type Selection, type UnsettleableReason } from './outcome-result';

const regular = (home: number, away: number): PeriodScore => ({ kind: 'regular', score: { home, away } });

/** A football game from its half-time and full-time scores. */
function football(ht: [number, number], ft: [number, number], extra: Partial<FinishedGame> = {}): FinishedGame {
  return {
    sport: 'football',
    cancelled: false,
    score: { home: ft[0], away: ft[1] },
    periods: [regular(...ht), regular(ft[0] - ht[0], ft[1] - ht[1])],
    ...extra,
  };
}

const goal = (side: 'home' | 'away', period: number, minute?: number): GoalEvent => ({
  side,
  period,
  ...(minute === undefined ? {} : { minute }),
});

type Expected = OutcomeResult | { reason: UnsettleableReason };
type Row = [name: string, game: FinishedGame, selection: Selection, expected: Expected];

function check([, game, selection, expected]: Row): void {
  const outcome = settleOutcome(game, selection);
  if (typeof expected === 'string') expect(outcome).toEqual({ settled: true, result: expected });
  else expect(outcome).toEqual({ settled: false, reason: expected.reason });
}

const sel = (group: number, type: number, param?: number, more: Partial<Selection> = {}): Selection => ({
  group,
  type,
  ...(param === undefined ? {} : { param }),
  ...more,
});

// 2:1, half time 1:1, goals: home 20', away 35', home 80'.
const G = football([1, 1], [2, 1]);
const GS = football([1, 1], [2, 1], { goals: [goal('home', 1, 20), goal('away', 1, 35), goal('home', 2, 80)] });
const NIL = football([0, 0], [0, 0]);

describe('football outcomes', () => {
  it.each<Row>([
    ['1X2 home win', G, sel(1, 1), 'win'],
    ['1X2 draw loses', G, sel(1, 2), 'lose'],
    ['1X2 away loses', G, sel(1, 3), 'lose'],
    ['1X2 draw on 1:1', football([0, 1], [1, 1]), sel(1, 2), 'win'],
    ['double chance 1X', G, sel(8, 4), 'win'],
    ['double chance 12', G, sel(8, 5), 'win'],
    ['double chance X2', G, sel(8, 6), 'lose'],
    ['handicap team 1 −1 lands on the line', G, sel(2, 7, -1), 'void'],
    ['handicap team 2 +1 lands on the line', G, sel(2, 8, 1), 'void'],
    ['handicap team 1 −0.75 half wins', G, sel(2, 7, -0.75), 'half_win'],
    ['handicap team 2 +0.75 half loses', G, sel(2, 8, 0.75), 'half_lose'],
    ['handicap team 1 −1.5 loses', G, sel(2, 7, -1.5), 'lose'],
    ['handicap team 2 +1.5 wins', G, sel(2, 8, 1.5), 'win'],
    ['handicap team 1 −0.25 wins', G, sel(2, 7, -0.25), 'win'],
    ['handicap team 1 −1.25 half loses', G, sel(2, 7, -1.25), 'half_lose'],
    ['Asian handicap team 2 +0.5 loses', G, sel(2854, 3830, 0.5), 'lose'],
    ['total over 2.5', G, sel(17, 9, 2.5), 'win'],
    ['total under 2.5', G, sel(17, 10, 2.5), 'lose'],
    ['total over 3 on 3 goals', G, sel(17, 9, 3), 'void'],
    ['total under 3.25 half wins', G, sel(17, 10, 3.25), 'half_win'],
    ['total over 3.25 half loses', G, sel(17, 9, 3.25), 'half_lose'],
    ['total over 2.75 half wins', G, sel(17, 9, 2.75), 'half_win'],
    ['Asian total under 2.75 half loses', G, sel(99, 3828, 2.75), 'half_lose'],
    ['team 1 total over 1.5', G, sel(15, 11, 1.5), 'win'],
    ['team 1 total under 1.5', G, sel(15, 12, 1.5), 'lose'],
    ['team 2 total over 0.5', G, sel(62, 13, 0.5), 'win'],
    ['team 2 total under 1 lands on the line', G, sel(62, 14, 1), 'void'],
    ['Asian team 1 total over 1.75 half wins', G, sel(8427, 7778, 1.75), 'half_win'],
    ['Asian team 2 total under 1.25 half wins', G, sel(8429, 7781, 1.25), 'half_win'],
    ['Asian team 2 total under 0.75 half loses', G, sel(8429, 7781, 0.75), 'half_lose'],
    ['both teams score yes', G, sel(19, 180), 'win'],
    ['both teams score no', G, sel(19, 181), 'lose'],
    ['both teams score no on 0:0', NIL, sel(19, 181), 'win'],
    ['each team 2+ yes on 2:1', G, sel(19, 11273, 2), 'lose'],
    ['each team 2+ no on 2:1', G, sel(19, 11274, 2), 'win'],
    ['each team 2+ yes on 2:2', football([1, 1], [2, 2]), sel(19, 11273, 2), 'win'],
    ['total even on 3 goals', G, sel(14, 182), 'lose'],
    ['total odd on 3 goals', G, sel(14, 183), 'win'],
    ['total even on 0:0', NIL, sel(14, 182), 'win'],
    ['HT/FT X/W1', G, sel(11, 18), 'win'],
    ['HT/FT W1/W1', G, sel(11, 15), 'lose'],
    ['HT/FT W2/W2', football([0, 1], [0, 2]), sel(11, 23), 'win'],
    ['European handicap W1 −1 on a one-goal win', G, sel(27, 424, -1), 'lose'],
    ['European handicap X −1 on a one-goal win', G, sel(27, 425, -1), 'win'],
    ['European handicap W2 +1 on a one-goal win', G, sel(27, 426, 1), 'lose'],
    ['European handicap W2 +2 on a one-goal win', G, sel(27, 426, 2), 'win'],
    ['correct score 2:1', G, sel(136, 731, 2.001), 'win'],
    ['correct score 1:2', G, sel(136, 731, 1.002), 'lose'],
    ['correct score 0:0 as P 0', NIL, sel(136, 731, 0), 'win'],
    ['correct score 0:0 without P', NIL, sel(136, 731), 'win'],
    ['correct score 10:0', football([5, 0], [10, 0]), sel(136, 731, 10), 'win'],
    ['any other score, 2:1 listed', G, sel(136, 3786, undefined, { listedScores: [2.001, 1.001, 0] }), 'lose'],
    ['any other score, 2:1 not listed', G, sel(136, 3786, undefined, { listedScores: [1.001, 0] }), 'win'],
    ['goal in both halves', G, sel(32, 478), 'win'],
    ['goal in both halves, none in the first', football([0, 0], [2, 1]), sel(32, 478), 'lose'],
    ['no goal in both halves', football([0, 0], [2, 1]), sel(32, 479), 'win'],
  ])('%s', (...row) => check(row));
});

describe('outcomes on the order and time of goals', () => {
  it.each<Row>([
    ['first goal team 1 (sequence)', GS, sel(20, 388, 1), 'win'],
    ['second goal team 2 (sequence)', GS, sel(20, 389, 2), 'win'],
    ['fourth goal nobody', GS, sel(20, 390, 4), 'win'],
    ['fourth goal team 1 loses', GS, sel(20, 388, 4), 'lose'],
    ['first goal without the sequence: both scored in the first half', G, sel(20, 388, 1), { reason: 'missing_goal_order' }],
    ['third goal without the sequence: only team 1 scored after the break', G, sel(20, 388, 3), 'win'],
    ['first goal of 3:0 without the sequence', football([2, 0], [3, 0]), sel(20, 389, 1), 'lose'],
    ['goal number 0 is not a goal', GS, sel(20, 388, 0), { reason: 'invalid_param' }],
    ['last goal team 1 (sequence)', GS, sel(154, 475), 'win'],
    ['last goal team 1 from the second half alone', G, sel(154, 475), 'win'],
    ['last goal: no goal', NIL, sel(154, 477), 'win'],
    ['last goal: both scored in the last half', football([0, 0], [1, 1]), sel(154, 475), { reason: 'missing_goal_order' }],
    ['race to 2: team 1 (sequence)', GS, sel(60, 578, 2), 'win'],
    ['race to 2: team 1 from the halves', G, sel(60, 578, 2), 'win'],
    ['race to 2: both got there in one half', football([0, 0], [2, 2]), sel(60, 579, 2), { reason: 'missing_goal_order' }],
    ['race to 3: neither', G, sel(60, 580, 3), 'win'],
    ['race to 3: team 1 loses', G, sel(60, 578, 3), 'lose'],
    ['goal in minutes 1–15: none (20, 35, 80)', GS, sel(12, 2951, 1.015), 'lose'],
    ['no goal in minutes 1–15', GS, sel(13, 2953, 1.015), 'win'],
    ['goal in minutes 16–30', GS, sel(12, 2951, 16.03), 'win'],
    ['goal in minutes 76–90', GS, sel(12, 2952, 76.09), 'win'],
    ['interval without minutes', G, sel(12, 2951, 1.015), { reason: 'missing_goal_order' }],
    ['interval in a goalless game needs no minutes', NIL, sel(13, 2954, 1.015), 'win'],
    [
      'interval with a goal of unknown minute',
      football([1, 0], [1, 0], { goals: [goal('home', 1)] }),
      sel(12, 2951, 1.015),
      { reason: 'missing_goal_minutes' },
    ],
    ['interval backwards', GS, sel(12, 2951, 30.015), { reason: 'invalid_param' }],
    [
      'a sequence that does not add up',
      football([1, 1], [2, 1], { goals: [goal('home', 1, 10)] }),
      sel(20, 388, 1),
      { reason: 'inconsistent_result' },
    ],
  ])('%s', (...row) => check(row));
});

describe('scopes, bad parameters and called-off games', () => {
  const withCorners = football([1, 1], [2, 1], { stats: { corners: { home: 5, away: 3 } } });
  const corners: FinishedGame = { sport: 'football', cancelled: false, score: { home: 5, away: 3 }, periods: [] };
  it.each<Row>([
    ['first half 1X2 (period 1)', G, sel(1, 2, undefined, { scope: { kind: 'period', period: 1 } }), 'win'],
    ['second half total over 0.5 (period 2)', G, sel(17, 9, 0.5, { scope: { kind: 'period', period: 2 } }), 'win'],
    ['a period the game did not have', G, sel(1, 1, undefined, { scope: { kind: 'period', period: 3 } }), { reason: 'missing_period' }],
    ['period 0', G, sel(1, 1, undefined, { scope: { kind: 'period', period: 0 } }), { reason: 'invalid_param' }],
    ['corners 1X2 from the statistics', withCorners, sel(1, 1, undefined, { scope: { kind: 'stat', stat: 'corners' } }), 'win'],
    ['corners total over 7.5 from the statistics', withCorners, sel(17, 9, 7.5, { scope: { kind: 'stat', stat: 'corners' } }), 'win'],
    ['a statistic the result lacks', G, sel(1, 1, undefined, { scope: { kind: 'stat', stat: 'corners' } }), { reason: 'missing_stat' }],
    ['HT/FT is not a period market', G, sel(11, 15, undefined, { scope: { kind: 'period', period: 1 } }), { reason: 'unknown_outcome' }],
    ['corners as a sub-game: total over 7.5', corners, sel(17, 9, 7.5), 'win'],
    ['corners as a sub-game: even', corners, sel(14, 182), 'win'],
    ['corners as a sub-game: HT/FT has no halves', corners, sel(11, 15), { reason: 'missing_period' }],
    ['a type the group does not have', G, sel(1, 99), { reason: 'unknown_outcome' }],
    ['a group without a rule', G, sel(8863, 8617), { reason: 'unknown_outcome' }],
    ['a handicap off the quarter grid', G, sel(2, 7, 0.3), { reason: 'invalid_param' }],
    ['a handicap without P', G, sel(2, 7), { reason: 'invalid_param' }],
    ['a European handicap that is not whole', G, sel(27, 424, -0.5), { reason: 'invalid_param' }],
    ['a correct score P with a fourth decimal', G, sel(136, 731, 2.0015), { reason: 'invalid_param' }],
    ['any other score without the listed scores', G, sel(136, 3786), { reason: 'missing_listed_scores' }],
    ['a called-off game is void', { ...G, cancelled: true }, sel(1, 1), 'void'],
    ['a called-off game is void for a line too', { ...G, cancelled: true }, sel(17, 9, 2.25), 'void'],
    ['periods that do not add up to the score', { ...G, periods: [regular(1, 0)] }, sel(1, 1), { reason: 'inconsistent_result' }],
  ])('%s', (...row) => check(row));
});
