import { describe, expect, it } from 'vitest';
import { settleOutcome } from '@stavka/domain/betting/outcome-result';
import type { GameResult } from '../feed/service';
import { finishedGameOf } from './finished-game-of';

// The feed's result as settlement reads it: the goal sequence decides the order-of-goals markets,
// the super-over winner a tied cricket match, the non-runners their runners' bets.

const named = (en: string) => ({ en, ru: en });
const result = (sportId: number, state: Partial<GameResult['state']>): [number, GameResult] => [
  sportId,
  {
    gameId: 1,
    finishedAt: 0,
    cancelled: false,
    state: { score: [0, 0], periods: [], currentPeriod: 0, currentPeriodName: named(''), elapsedSeconds: 0, stats: {}, finished: true, ...state },
  },
];
const settle = (input: [number, GameResult], selection: Parameters<typeof settleOutcome>[1]) => {
  const game = finishedGameOf(...input);
  if (!game) throw new Error('no settlement rules');
  return settleOutcome(game, selection);
};

describe('finishedGameOf', () => {
  it('reads the goal sequence: the next goal and the last goal by their scorer', () => {
    const match = result(1, {
      score: [2, 1],
      periods: [
        { score: [1, 1], name: named('1st half') },
        { score: [1, 0], name: named('2nd half') },
      ],
      goals: [
        { team: 2, period: 1, minute: 12 },
        { team: 1, period: 1, minute: 40 },
        { team: 1, period: 2, minute: 77 },
      ],
    });
    expect(settle(match, { group: 20, type: 389, param: 1 })).toEqual({ settled: true, result: 'win' });
    expect(settle(match, { group: 20, type: 388, param: 2 })).toEqual({ settled: true, result: 'win' });
    expect(settle(match, { group: 154, type: 475 })).toEqual({ settled: true, result: 'win' });
    expect(settle(match, { group: 12, type: 2951, param: 1.015 })).toEqual({ settled: true, result: 'win' });
    // Without the sequence, a first half of 1:1 cannot say who scored first.
    const { goals: _goals, ...withoutGoals } = match[1].state;
    expect(settle([1, { ...match[1], state: withoutGoals }], { group: 20, type: 389, param: 1 })).toEqual({ settled: false, reason: 'missing_goal_order' });
  });

  it("takes a tied cricket match's super-over winner", () => {
    const tie = result(66, { score: [150, 150], winner: 2 });
    expect(settle(tie, { group: 1, type: 3 })).toEqual({ settled: true, result: 'win' });
    expect(settle(tie, { group: 1, type: 1 })).toEqual({ settled: true, result: 'lose' });
    expect(settle(result(66, { score: [150, 150] }), { group: 1, type: 1 })).toEqual({ settled: false, reason: 'missing_winner' });
  });

  it("voids a non-runner's bets and places the runners that ran", () => {
    const race = result(44, { stats: { 'runner:7': [1, 1000], 'runner:9': [2, 1000], 'runner:3': [3, 1000] }, nonRunners: [5] });
    expect(settle(race, { group: 9001, type: 9001, playerId: 5 })).toEqual({ settled: true, result: 'void' });
    expect(settle(race, { group: 9001, type: 9001, playerId: 7 })).toEqual({ settled: true, result: 'win' });
    expect(settle(race, { group: 9002, type: 9002, playerId: 3 })).toEqual({ settled: true, result: 'lose' });
  });
});
