// Dixon & Coles (1997), "Modelling association football scores and inefficiencies in the football
// betting market": independent Poisson under-counts 0:0 and 1:1 and over-counts 1:0 and 0:1. They
// multiply the four low-score cells by τ:
//   τ(0,0) = 1 − λμρ,  τ(0,1) = 1 + λρ,  τ(1,0) = 1 + μρ,  τ(1,1) = 1 − ρ,  τ = 1 elsewhere.
// The four changes cancel exactly (e^(−λ−μ)·ρ·(−λμ + λμ + λμ − λμ) = 0), and they cancel within
// row 0, row 1, column 0 and column 1 too, so the matrix still sums to 1 and each team's goal
// distribution is unchanged: only results, totals' parity, BTTS and exact scores move.
import { poissonScoreMatrix, DEFAULT_MAX_GOALS, type GoalRates, type ScoreMatrix } from './poisson';

/** The ρ that Dixon and Coles fitted on English league data; the sign is what matters (draws up). */
export const TYPICAL_RHO = -0.13;

/** The ρ for which every τ stays ≥ 0: max(−1/λ, −1/μ) ≤ ρ ≤ min(1/(λμ), 1). */
export function dixonColesRhoRange(rates: GoalRates): { min: number; max: number } {
  const { home: l, away: m } = rates;
  const min = Math.max(l > 0 ? -1 / l : Number.NEGATIVE_INFINITY, m > 0 ? -1 / m : Number.NEGATIVE_INFINITY);
  const max = Math.min(l * m > 0 ? 1 / (l * m) : Number.POSITIVE_INFINITY, 1);
  return { min, max };
}

/**
 * The Dixon-Coles score matrix. A ρ outside dixonColesRhoRange is clamped into it (a strong
 * favourite live can push λ past 1/|ρ|), so the cells never go negative.
 */
export function dixonColesScoreMatrix(rates: GoalRates, rho: number, maxGoals = DEFAULT_MAX_GOALS): ScoreMatrix {
  if (!Number.isFinite(rho)) throw new RangeError(`rho must be finite, not ${rho}`);
  const matrix = poissonScoreMatrix(rates, maxGoals);
  const range = dixonColesRhoRange(rates);
  const r = Math.min(range.max, Math.max(range.min, rho));
  if (r === 0) return matrix;
  const { home: l, away: m } = rates;
  const { size, cells } = matrix;
  cells[0] = (cells[0] ?? 0) * (1 - l * m * r);
  cells[1] = (cells[1] ?? 0) * (1 + l * r);
  cells[size] = (cells[size] ?? 0) * (1 + m * r);
  cells[size + 1] = (cells[size + 1] ?? 0) * (1 - r);
  return matrix;
}
