// Full-time quantities read from a score matrix of the goals still to come plus the score so far
// (0:0 before kick-off). Each is a distribution over final values, so every line market on it is
// a lookup (line-split.ts).
import { addMass, discreteDistribution, type DiscreteDistribution } from './discrete';
import type { ScoreMatrix } from './poisson';

export interface Score {
  readonly home: number;
  readonly away: number;
}

export const NIL_NIL: Score = { home: 0, away: 0 };

/** Final home − away. */
export function marginDistribution(matrix: ScoreMatrix, score: Score = NIL_NIL): DiscreteDistribution {
  const { size, cells } = matrix;
  const pmf = new Float64Array(2 * size - 1);
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) addMass(pmf, h - a + size - 1, cells[h * size + a] ?? 0);
  }
  return discreteDistribution(score.home - score.away - (size - 1), pmf);
}

/** Final home + away. */
export function totalDistribution(matrix: ScoreMatrix, score: Score = NIL_NIL): DiscreteDistribution {
  const { size, cells } = matrix;
  const pmf = new Float64Array(2 * size - 1);
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) addMass(pmf, h + a, cells[h * size + a] ?? 0);
  }
  return discreteDistribution(score.home + score.away, pmf);
}

/** Final goals of one side. */
export function teamGoalsDistribution(matrix: ScoreMatrix, side: 'home' | 'away', score: Score = NIL_NIL): DiscreteDistribution {
  const { size, cells } = matrix;
  const pmf = new Float64Array(size);
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) addMass(pmf, side === 'home' ? h : a, cells[h * size + a] ?? 0);
  }
  return discreteDistribution(side === 'home' ? score.home : score.away, pmf);
}

export interface ResultProbabilities {
  readonly home: number;
  readonly draw: number;
  readonly away: number;
}

/** P(home win), P(draw), P(away win) at full time. */
export function resultProbabilities(matrix: ScoreMatrix, score: Score = NIL_NIL): ResultProbabilities {
  const { size, cells } = matrix;
  const lead = score.home - score.away;
  let home = 0;
  let draw = 0;
  let away = 0;
  for (let h = 0; h < size; h++) {
    for (let a = 0; a < size; a++) {
      const p = cells[h * size + a] ?? 0;
      const margin = lead + h - a;
      if (margin > 0) home += p;
      else if (margin === 0) draw += p;
      else away += p;
    }
  }
  return { home, draw, away };
}
