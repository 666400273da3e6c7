// Football markets without lines, from a score matrix of the goals still to come and the score
// so far (wire-format §2.1 ids). Each market's fair probabilities sum to its `sum`.
import { plainMarket, type FairMarket } from './market';
import { cell, type GoalRates, type ScoreMatrix } from './poisson';
import { NIL_NIL, resultProbabilities, totalDistribution, type ResultProbabilities, type Score } from './score-distributions';

export const G_1X2 = 1;
export const G_DOUBLE_CHANCE = 8;
export const G_BTTS = 19;
export const G_EVEN_ODD = 14;
export const G_CORRECT_SCORE = 136;
export const G_NEXT_GOAL = 20;

/** G1: T1 W1, T2 X, T3 W2. */
export function matchResultMarket(result: ResultProbabilities): FairMarket {
  return plainMarket(G_1X2, [
    [1, result.home],
    [2, result.draw],
    [3, result.away],
  ]);
}

/** G8: T4 1X, T5 12, T6 X2 — three overlapping outcomes, so they sum to 2. */
export function doubleChanceMarket(result: ResultProbabilities): FairMarket {
  return {
    group: G_DOUBLE_CHANCE,
    sum: 2,
    outcomes: [
      { group: G_DOUBLE_CHANCE, type: 4, probability: result.home + result.draw },
      { group: G_DOUBLE_CHANCE, type: 5, probability: result.home + result.away },
      { group: G_DOUBLE_CHANCE, type: 6, probability: result.draw + result.away },
    ],
  };
}

/** 1X2 and double chance in one pass over the matrix. */
export function resultMarkets(matrix: ScoreMatrix, score: Score = NIL_NIL): FairMarket[] {
  const result = resultProbabilities(matrix, score);
  return [matchResultMarket(result), doubleChanceMarket(result)];
}

/** G19: T180 both teams score, T181 not. */
export function bothTeamsToScoreMarket(matrix: ScoreMatrix, score: Score = NIL_NIL): FairMarket {
  const { size, cells } = matrix;
  let yes = 0;
  for (let h = score.home > 0 ? 0 : 1; h < size; h++) {
    for (let a = score.away > 0 ? 0 : 1; a < size; a++) yes += cells[h * size + a] ?? 0;
  }
  // Once both have scored, the sum is the whole matrix: 1 give or take rounding, which must not
  // leave "no" a hair below zero.
  const p = unitInterval(yes);
  return plainMarket(G_BTTS, [
    [180, p],
    [181, 1 - p],
  ]);
}

/** G14: T182 total goals even, T183 odd ("Total even – yes / – no"). */
export function evenOddMarket(matrix: ScoreMatrix, score: Score = NIL_NIL): FairMarket {
  const total = totalDistribution(matrix, score);
  let even = 0;
  for (let i = 0; i < total.pmf.length; i++) {
    if ((total.min + i) % 2 === 0) even += total.pmf[i] ?? 0;
  }
  const p = unitInterval(even);
  return plainMarket(G_EVEN_ODD, [
    [182, p],
    [183, 1 - p],
  ]);
}

/** A probability summed from a matrix's cells, kept within [0, 1] against rounding. */
function unitInterval(p: number): number {
  return Math.min(1, Math.max(0, p));
}

/** The correct-score parameter: home + away/1000 (2:1 → 2.001, 0:0 → 0). */
export function correctScoreParam(home: number, away: number): number {
  return (home * 1000 + away) / 1000;
}

/**
 * G136: T731 for each final score with up to `depth` more goals per side (never the matrix's
 * lumped "or more" edge) and at least `minProbability`, and T3786 "any other" for the rest.
 */
export function correctScoreMarket(matrix: ScoreMatrix, score: Score = NIL_NIL, depth = 4, minProbability = 0): FairMarket {
  const reach = Math.min(depth, matrix.size - 2);
  const outcomes: { group: number; type: number; param?: number; probability: number }[] = [];
  let listed = 0;
  for (let h = 0; h <= reach; h++) {
    for (let a = 0; a <= reach; a++) {
      const p = cell(matrix, h, a);
      if (p < minProbability || p === 0) continue;
      listed += p;
      outcomes.push({ group: G_CORRECT_SCORE, type: 731, param: correctScoreParam(score.home + h, score.away + a), probability: p });
    }
  }
  outcomes.push({ group: G_CORRECT_SCORE, type: 3786, probability: Math.max(0, 1 - listed) });
  return { group: G_CORRECT_SCORE, sum: 1, outcomes };
}

/**
 * G20: who scores goal number `P` = goals so far + 1: T388 team 1, T389 team 2, T390 nobody.
 * Nobody is the matrix's 0:0 cell (so it agrees with correct score under Dixon-Coles); with both
 * sides scoring as Poisson processes, the first goal is the home side's with odds λ : μ.
 */
export function nextGoalMarket(matrix: ScoreMatrix, remaining: GoalRates, score: Score = NIL_NIL): FairMarket {
  const none = cell(matrix, 0, 0);
  const rate = remaining.home + remaining.away;
  const homeShare = rate > 0 ? remaining.home / rate : 0.5;
  return plainMarket(
    G_NEXT_GOAL,
    [
      [388, (1 - none) * homeShare],
      [389, (1 - none) * (1 - homeShare)],
      [390, none],
    ],
    score.home + score.away + 1,
  );
}
