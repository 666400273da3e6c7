// Settling a bet on a line (handicaps and totals, wire-format §2.1 G2/G17/G99/G2854 …), the same
// rules the prices are made with (pricing/line-split.ts):
//   x.5          win or lose;
//   x.0          win, lose, or void (stake back) when the value lands on the line;
//   x.25 / x.75  a quarter ("Asian") line: the stake is split in two halves on the neighbouring
//                lines, x.25 → (x, x.5) and x.75 → (x.5, x+1); one half may be void while the
//                other wins or loses: a half win or a half loss.
// Every bet is read as "the value is above the line": an over, or a side whose margin plus its
// handicap is positive (margin > −handicap). An under is the value's negative above −line.
// The arithmetic is in whole quarters, so no float comparison decides a bet.
import type { OutcomeResult } from './outcome-types';

/** The line in quarters (2.25 → 9), or null when it is not a multiple of 0.25. */
export function lineQuarters(line: number): number | null {
  if (!Number.isFinite(line)) return null;
  const quarters = Math.round(line * 4);
  return Math.abs(line * 4 - quarters) < 1e-9 ? quarters : null;
}

/** A whole (q ≡ 0 mod 4) or half (q ≡ 2 mod 4) line's result for an integer value. */
function plainLine(valueQuarters: number, quarters: number): 'win' | 'lose' | 'void' {
  if (valueQuarters > quarters) return 'win';
  return valueQuarters === quarters ? 'void' : 'lose';
}

/** Two half stakes' results as one: a win and a void is a half win, a loss and a void a half loss. */
function combineHalves(a: 'win' | 'lose' | 'void', b: 'win' | 'lose' | 'void'): OutcomeResult {
  if (a === b) return a;
  if (a === 'void' || b === 'void') return a === 'win' || b === 'win' ? 'half_win' : 'half_lose';
  // A win with a loss cannot happen: the halves are half a goal apart and the value is whole.
  throw new RangeError('a quarter line cannot split into a win and a loss');
}

/**
 * The result of "value above line" for an integer value; null when the line is not a multiple of
 * 0.25 (or the value is not an integer), which is a bad parameter, not a result.
 */
export function settleAbove(value: number, line: number): OutcomeResult | null {
  const quarters = lineQuarters(line);
  if (quarters === null || !Number.isInteger(value)) return null;
  const v = value * 4;
  const rem = ((quarters % 4) + 4) % 4;
  if (rem === 0 || rem === 2) return plainLine(v, quarters);
  return combineHalves(plainLine(v, quarters - 1), plainLine(v, quarters + 1));
}

/** The result of "value below line" (an under): −value above −line. */
export function settleBelow(value: number, line: number): OutcomeResult | null {
  return settleAbove(-value, -line);
}
