import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleAbove, settleBelow } from './line-result';
import type { OutcomeResult } from './outcome-types';

describe('settleAbove', () => {
  it.each<[number, number, OutcomeResult]>([
    // Half lines: win or lose.
    [3, 2.5, 'win'],
    [2, 2.5, 'lose'],
    [0, -0.5, 'win'],
    [-1, -0.5, 'lose'],
    // Whole lines: the value on the line is void.
    [3, 2, 'win'],
    [2, 2, 'void'],
    [1, 2, 'lose'],
    [0, 0, 'void'],
    [-1, -1, 'void'],
    // x.25 → halves on x and x.5: on x the first is void and the second loses.
    [2, 2.25, 'half_lose'],
    [3, 2.25, 'win'],
    [1, 2.25, 'lose'],
    [0, 0.25, 'half_lose'],
    [0, -0.25, 'half_win'], // halves −0.5 (win) and 0 (void)
    // x.75 → halves on x.5 and x+1: on x+1 the first wins and the second is void.
    [3, 2.75, 'half_win'],
    [4, 2.75, 'win'],
    [2, 2.75, 'lose'],
    [-1, -0.75, 'half_lose'], // halves −1 (void) and −0.5 (lose)
    [-2, -1.75, 'half_lose'],
  ])('%s above %s is %s', (value, line, result) => {
    expect(settleAbove(value, line)).toBe(result);
  });

  it('refuses a line off the quarter grid and a value that is not whole', () => {
    expect(settleAbove(2, 2.3)).toBeNull();
    expect(settleAbove(2, Number.NaN)).toBeNull();
    expect(settleAbove(2.5, 2)).toBeNull();
  });
});

describe('settleBelow', () => {
  it.each<[number, number, OutcomeResult]>([
    [2, 2.5, 'win'],
    [3, 2.5, 'lose'],
    [2, 2, 'void'],
    [2, 2.25, 'half_win'], // under 2 void, under 2.5 wins
    [3, 2.75, 'half_lose'], // under 2.5 loses, under 3 void
    [3, 3.25, 'half_win'], // under 3 void, under 3.5 wins
    [2, 3.25, 'win'],
  ])('%s below %s is %s', (value, line, result) => {
    expect(settleBelow(value, line)).toBe(result);
  });
});

// A result as the return it gives per unit staked at decimal odds o: the quarter-line rule.
function returned(result: OutcomeResult, odds: number): number {
  return { win: odds, lose: 0, void: 1, half_win: (1 + odds) / 2, half_lose: 0.5 }[result];
}

describe('quarter lines', () => {
  it('return the average of their two half lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -40, max: 40 }),
        fc.integer({ min: 1001, max: 20000 }),
        (value, q, thousandths) => {
          const line = q / 4;
          fc.pre(Math.abs(q) % 2 === 1); // x.25 and x.75 only
          const odds = thousandths / 1000;
          const whole = returned(settleAbove(value, line) ?? 'lose', odds);
          const halves =
            (returned(settleAbove(value, line - 0.25) ?? 'lose', odds) + returned(settleAbove(value, line + 0.25) ?? 'lose', odds)) / 2;
          expect(whole).toBeCloseTo(halves, 12);
          const under = returned(settleBelow(value, line) ?? 'lose', odds);
          const underHalves =
            (returned(settleBelow(value, line - 0.25) ?? 'lose', odds) + returned(settleBelow(value, line + 0.25) ?? 'lose', odds)) / 2;
          expect(under).toBeCloseTo(underHalves, 12);
        },
      ),
    );
  });

  it('mirror on the two sides of a line: a win of one is a loss of the other, a void is both', () => {
    const mirror: Record<OutcomeResult, OutcomeResult> = {
      win: 'lose',
      lose: 'win',
      void: 'void',
      half_win: 'half_lose',
      half_lose: 'half_win',
    };
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -60, max: 60 }), (margin, q) => {
        const line = q / 4;
        // Team 1 with handicap h against team 2 with −h.
        const home = settleAbove(margin, -line);
        const away = settleAbove(-margin, line);
        expect(home).not.toBeNull();
        expect(away).toBe(mirror[home ?? 'void']);
        // Over and under the same total.
        const total = Math.abs(margin);
        expect(settleBelow(total, Math.abs(line))).toBe(mirror[settleAbove(total, Math.abs(line)) ?? 'void']);
      }),
    );
  });
});
