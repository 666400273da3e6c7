// Half-time / full-time (G11). The match is two halves with independent Poisson goals; the first
// half carries firstHalfShare (≈45%, expected-goals.ts) of each side's expected goals. Live, the
// first-half matrix covers what is left of the first half and is absent once it is over.
// The halves are plain Poisson even when the full-time matrix is Dixon-Coles: the low-score
// correction was fitted on whole matches, not halves.
import { addMass, probabilityAbove, probabilityOf } from './discrete';
import { remainingShares, redCardFactors, scaleRates, type LiveRateOptions, type MatchClock, type RedCards } from './expected-goals';
import type { FairMarket } from './market';
import { poissonScoreMatrix, DEFAULT_MAX_GOALS, type GoalRates, type ScoreMatrix } from './poisson';
import { marginDistribution, NIL_NIL, type Score } from './score-distributions';

export const G_HALF_TIME_FULL_TIME = 11;
/** T15..T23 in the order W1W1, W1X, W1W2, XW1, XX, XW2, W2W1, W2X, W2W2 (half time first). */
const FIRST_TYPE = 15;

export interface HalfMatrices {
  /** Goals still to come in the first half; null once the first half is over. */
  readonly firstHalf: ScoreMatrix | null;
  /** Goals still to come in the second half. */
  readonly secondHalf: ScoreMatrix;
}

/** The two half matrices from full-match expected goals, at kick-off or at a point of the match. */
export function halfMatrices(rates: GoalRates, clock: MatchClock = { minute: 0 }, cards?: RedCards, options: LiveRateOptions = {}, maxGoals = DEFAULT_MAX_GOALS): HalfMatrices {
  const shares = remainingShares(clock, options.firstHalfShare);
  const factors = redCardFactors(cards, options);
  return {
    firstHalf: shares.firstHalf > 0 ? poissonScoreMatrix(scaleRates(rates, shares.firstHalf, factors), maxGoals) : null,
    secondHalf: poissonScoreMatrix(scaleRates(rates, shares.secondHalf, factors), maxGoals),
  };
}

function resultIndex(margin: number): number {
  if (margin > 0) return 0;
  return margin === 0 ? 1 : 2;
}

/**
 * G11 from the half matrices, the current score and — once the first half is over — the
 * half-time score (at the break it is the current score, which is the default).
 */
export function halfTimeFullTimeMarket(halves: HalfMatrices, score: Score = NIL_NIL, halfTime: Score = score): FairMarket {
  const second = marginDistribution(halves.secondHalf);
  const probabilities = new Float64Array(9);
  const addHalfTime = (htMargin: number, lead: number, p: number): void => {
    // Full-time margin = lead at half time (or now) + second-half margin.
    const home = probabilityAbove(second, -lead);
    const draw = probabilityOf(second, -lead);
    const row = resultIndex(htMargin) * 3;
    addMass(probabilities, row, p * home);
    addMass(probabilities, row + 1, p * draw);
    addMass(probabilities, row + 2, p * Math.max(0, 1 - home - draw));
  };
  const first = halves.firstHalf;
  if (first) {
    const { size, cells } = first;
    for (let h = 0; h < size; h++) {
      for (let a = 0; a < size; a++) {
        const p = cells[h * size + a] ?? 0;
        const lead = score.home + h - (score.away + a);
        addHalfTime(lead, lead, p);
      }
    }
  } else {
    addHalfTime(halfTime.home - halfTime.away, score.home - score.away, 1);
  }
  const group = G_HALF_TIME_FULL_TIME;
  return {
    group,
    sum: 1,
    outcomes: Array.from(probabilities, (probability, i) => ({ group, type: FIRST_TYPE + i, probability })),
  };
}
