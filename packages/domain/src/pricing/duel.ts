// A duel (issue 12 "two teams from different games, priced on which does better"): team A's goals
// in its game against team B's goals in another. The two games are independent, so the duel's
// "score" A:B has the product of the two teams' goal distributions (each from its own game's score
// matrix, score-distributions.ts teamGoalsDistribution) as its matrix, and every market that reads
// a score reads it: who scores more with the tie as a third outcome (G1), double chance (G8), the
// handicap of A, whose line 0 returns the stake on a tie (G2), and the goals of both (G17).
import type { DiscreteDistribution } from './discrete';
import { handicapMarket, totalMarket } from './line-markets';
import { balancedLine, halfLinesAround, lineLadder } from './line-ladder';
import { resultMarkets } from './football-markets';
import { openMarket, type FairMarket } from './market';
import type { ScoreMatrix } from './poisson';
import { marginDistribution, totalDistribution, type Score } from './score-distributions';

export interface DuelBook {
  /** A's and B's goals so far (the least each can end with). */
  readonly score: Score;
  /** The matrix of goals still to come: A's down, B's across. */
  readonly matrix: ScoreMatrix;
  readonly markets: FairMarket[];
}

/** The duel's matrix: P(A scores i more) × P(B scores j more), the two on one grid. */
export function duelMatrix(a: DiscreteDistribution, b: DiscreteDistribution): ScoreMatrix {
  const size = Math.max(a.pmf.length, b.pmf.length);
  const cells = new Float64Array(size * size);
  for (let i = 0; i < a.pmf.length; i++) {
    const pa = a.pmf[i] ?? 0;
    for (let j = 0; j < b.pmf.length; j++) cells[i * size + j] = pa * (b.pmf[j] ?? 0);
  }
  return { size, cells };
}

/** A's goals are A's game's distribution of that side's goals; so are B's. */
export function duelBook(a: DiscreteDistribution, b: DiscreteDistribution, minProbability = 1e-4): DuelBook {
  const score = { home: a.min, away: b.min };
  const matrix = duelMatrix(a, b);
  const margin = marginDistribution(matrix, score);
  const total = totalDistribution(matrix, score);
  const markets: FairMarket[] = [...resultMarkets(matrix, score)];
  // The ladder around the even handicap, and always line 0: "who scores more, a tie returns the stake".
  const handicaps = new Set([0, ...lineLadder(-balancedLine(margin, 0.25), { step: 0.25, each: 4 })]);
  for (const h of [...handicaps].sort((x, y) => x - y)) markets.push(handicapMarket(margin, h));
  for (const line of halfLinesAround(balancedLine(total, 0.5), 1, score.home + score.away + 0.5)) markets.push(totalMarket(total, line));
  const open = markets.map((m) => openMarket(m, minProbability)).filter((m): m is FairMarket => m !== null);
  return { score, matrix, markets: open };
}

