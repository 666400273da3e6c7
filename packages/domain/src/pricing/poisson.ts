// The football score matrix under independent Poisson goals (Maher 1982): home goals ~ Poisson(λ),
// away goals ~ Poisson(μ). Cells run 0..maxGoals per side, 11×11 by default (the simulator reprices
// hundreds of games every few seconds).
//
// Tail: the last row and column hold "maxGoals or more" (the Poisson tail is lumped into them,
// not renormalised away). That keeps each team's marginal exact and every total, team total and
// result exact for any line below maxGoals; only exact scores with a side at maxGoals are not
// real scores, so the correct-score list stops short of them and leaves them to "any other".

export const DEFAULT_MAX_GOALS = 10;

export interface ScoreMatrix {
  /** Cells per side: goals 0..size−1, the last meaning "size−1 or more". */
  readonly size: number;
  /** Row-major probabilities: cells[home * size + away]. Sums to 1. */
  readonly cells: Float64Array;
}

/** Expected goals of each side over the period the matrix covers. */
export interface GoalRates {
  readonly home: number;
  readonly away: number;
}

function assertRate(rate: number, name: string): void {
  if (!(rate >= 0) || !Number.isFinite(rate)) throw new RangeError(`Expected goals (${name}) must be a finite number ≥ 0, not ${rate}`);
}

function assertMaxGoals(maxGoals: number): void {
  if (!Number.isInteger(maxGoals) || maxGoals < 2 || maxGoals > 30) throw new RangeError(`maxGoals must be an integer in 2..30, not ${maxGoals}`);
}

/** P(goals = k) for k < maxGoals, and P(goals ≥ maxGoals) in the last slot. */
export function poissonGoals(rate: number, maxGoals = DEFAULT_MAX_GOALS): Float64Array {
  assertRate(rate, 'rate');
  assertMaxGoals(maxGoals);
  const probabilities = new Float64Array(maxGoals + 1);
  let p = Math.exp(-rate);
  let below = 0;
  for (let k = 0; k < maxGoals; k++) {
    probabilities[k] = p;
    below += p;
    p *= rate / (k + 1);
  }
  probabilities[maxGoals] = Math.max(0, 1 - below);
  return probabilities;
}

/** The independent-Poisson score matrix for expected goals λ (home) and μ (away). */
export function poissonScoreMatrix(rates: GoalRates, maxGoals = DEFAULT_MAX_GOALS): ScoreMatrix {
  assertRate(rates.home, 'home');
  assertRate(rates.away, 'away');
  const home = poissonGoals(rates.home, maxGoals);
  const away = poissonGoals(rates.away, maxGoals);
  const size = maxGoals + 1;
  const cells = new Float64Array(size * size);
  for (let h = 0; h < size; h++) {
    const ph = home[h] ?? 0;
    for (let a = 0; a < size; a++) cells[h * size + a] = ph * (away[a] ?? 0);
  }
  return { size, cells };
}

/** P(home = h, away = a); 0 outside the matrix. */
export function cell(matrix: ScoreMatrix, home: number, away: number): number {
  if (home < 0 || away < 0 || home >= matrix.size || away >= matrix.size) return 0;
  return matrix.cells[home * matrix.size + away] ?? 0;
}
