import { describe, expect, it } from 'vitest';
import { correctionOf } from './settlement-commands';
import { UsageError } from './usage-error';

// `result:correct` reads what the operator corrects from its options, and refuses what it cannot
// read before anything is written.

describe('result:correct arguments', () => {
  it('reads the score, periods, goals, winner and called-off flag with the reason and operator', () => {
    expect(
      correctionOf(['714', '--score', '2:1', '--periods', '1:0,1:1', '--goals', '1:1:12,2:2:50,1:2:88', '--winner', '2', '--cancelled', 'no', '--reason', 'VAR', '--operator', 'dan']),
    ).toEqual({
      gameId: 714,
      score: [2, 1],
      periods: [
        [1, 0],
        [1, 1],
      ],
      goals: [
        { team: 1, period: 1, minute: 12 },
        { team: 2, period: 2, minute: 50 },
        { team: 1, period: 2, minute: 88 },
      ],
      winner: 2,
      cancelled: false,
      operator: 'dan',
      reason: 'VAR',
    });
  });

  it.each([
    [['x', '--score', '1:0', '--reason', 'r'], /Usage/],
    [['7', '--score', '1:0'], /--reason is required/],
    [['7', '--reason', 'r'], /Say what to correct/],
    [['7', '--score', '1-0', '--reason', 'r'], /not a score/],
    [['7', '--goals', '3:1:10', '--reason', 'r'], /team:period:minute/],
    [['7', '--winner', '3', '--reason', 'r'], /--winner: 1 or 2/],
    [['7', '--cancelled', 'maybe', '--reason', 'r'], /yes or no/],
    [['7', '--sore', '1:0', '--reason', 'r'], /Unexpected argument/],
  ])('refuses %j', (args, message) => {
    expect(() => correctionOf(args)).toThrow(UsageError);
    expect(() => correctionOf(args)).toThrow(message);
  });
});
