// The whole football book for one game, before kick-off or live: the score matrix for the goals
// still to come (Dixon-Coles when ρ ≠ 0), the final-score distributions read from it once, and
// every market of issue 4 with its main and alternative lines. Live, every market settles on the
// full-match score (handicaps count the goals already scored, as European books do, not the
// Asian "from the current score" convention). Markets already decided (a total passed, both
// teams scored) are left out and impossible outcomes dropped (market.ts openMarket).
import { dixonColesScoreMatrix } from './dixon-coles';
import { remainingExpectedGoals, type LiveRateOptions, type MatchClock, type RedCards } from './expected-goals';
import { europeanHandicapMarket, handicapMarket, teamTotalMarket, totalMarket } from './line-markets';
import { bothTeamsToScoreMarket, correctScoreMarket, evenOddMarket, nextGoalMarket, resultMarkets } from './football-markets';
import { halfMatrices, halfTimeFullTimeMarket } from './football-halves';
import { balancedLine, halfLinesAround, lineLadder } from './line-ladder';
import { openMarket, type FairMarket } from './market';
import { DEFAULT_MAX_GOALS, type GoalRates, type ScoreMatrix } from './poisson';
import { marginDistribution, NIL_NIL, teamGoalsDistribution, totalDistribution, type Score } from './score-distributions';

export interface FootballLiveState {
  readonly clock: MatchClock;
  readonly score: Score;
  /** The score at half time, once the first half is over (for HT/FT). */
  readonly halfTime?: Score;
  readonly redCards?: RedCards;
}

export interface FootballBookOptions extends LiveRateOptions {
  /** Alternative x.5 totals within this many goals of the main line (which has its quarter
   * neighbours too). */
  readonly totalReach?: number;
  /** Alternative Asian handicaps either side of the main one, a quarter apart. */
  readonly handicapEach?: number;
  /** Whole handicaps of team 1 for the European (3-way) handicap. */
  readonly europeanHandicaps?: readonly number[];
  /** Team-total x.5 lines either side of the balanced one. */
  readonly teamTotalReach?: number;
  /** Goals per side listed in correct score (the rest is "any other"). */
  readonly correctScoreDepth?: number;
  /** An outcome below this probability (or the rest above 1 − it) closes its market. */
  readonly minProbability?: number;
}

export interface FootballPricingInput {
  /** Expected goals of each side over a full match (expected-goals.ts). */
  readonly rates: GoalRates;
  /** Dixon-Coles ρ (0 or absent: independent Poisson). */
  readonly rho?: number;
  readonly maxGoals?: number;
  /** Absent before kick-off. */
  readonly live?: FootballLiveState;
  readonly options?: FootballBookOptions;
}

export interface FootballBook {
  /** Expected goals still to come. */
  readonly remaining: GoalRates;
  /** Score matrix of the goals still to come. */
  readonly matrix: ScoreMatrix;
  readonly markets: FairMarket[];
}

/**
 * The score matrix of the goals still to come — the whole match before kick-off, the rest of it
 * live (expected-goals.ts remainingExpectedGoals) — with the Dixon-Coles correction when ρ ≠ 0.
 */
export function remainingScoreMatrix(input: FootballPricingInput): { remaining: GoalRates; matrix: ScoreMatrix } {
  const live = input.live;
  const remaining = live ? remainingExpectedGoals(input.rates, live.clock, live.redCards, input.options) : input.rates;
  return { remaining, matrix: dixonColesScoreMatrix(remaining, input.rho ?? 0, input.maxGoals ?? DEFAULT_MAX_GOALS) };
}

function uniqueSorted(lines: readonly number[]): number[] {
  return [...new Set(lines)].sort((a, b) => a - b);
}

export function footballBook(input: FootballPricingInput): FootballBook {
  const options = input.options ?? {};
  const maxGoals = input.maxGoals ?? DEFAULT_MAX_GOALS;
  const live = input.live;
  const score = live?.score ?? NIL_NIL;
  const { remaining, matrix } = remainingScoreMatrix(input);

  const margin = marginDistribution(matrix, score);
  const total = totalDistribution(matrix, score);
  const homeGoals = teamGoalsDistribution(matrix, 'home', score);
  const awayGoals = teamGoalsDistribution(matrix, 'away', score);

  const minProbability = options.minProbability ?? 1e-4;
  const markets: FairMarket[] = [...resultMarkets(matrix, score)];

  const mainHandicap = -balancedLine(margin, 0.25);
  for (const h of lineLadder(mainHandicap, { step: 0.25, each: options.handicapEach ?? 3 })) markets.push(handicapMarket(margin, h));
  for (const h of options.europeanHandicaps ?? [-2, -1, 1, 2]) markets.push(europeanHandicapMarket(margin, h));

  const mainTotal = balancedLine(total, 0.25);
  const goalsSoFar = score.home + score.away;
  const asianTotals = lineLadder(mainTotal, { step: 0.25, each: 1, min: goalsSoFar + 0.25 });
  const totalLines = uniqueSorted([...asianTotals, ...halfLinesAround(mainTotal, options.totalReach ?? 2, goalsSoFar + 0.5)]);
  for (const line of totalLines) markets.push(totalMarket(total, line));

  const teamReach = options.teamTotalReach ?? 1;
  for (const line of halfLinesAround(balancedLine(homeGoals, 0.5), teamReach, score.home + 0.5)) markets.push(teamTotalMarket(homeGoals, 'home', line));
  for (const line of halfLinesAround(balancedLine(awayGoals, 0.5), teamReach, score.away + 0.5)) markets.push(teamTotalMarket(awayGoals, 'away', line));

  markets.push(bothTeamsToScoreMarket(matrix, score), evenOddMarket(matrix, score), correctScoreMarket(matrix, score, options.correctScoreDepth ?? 4, minProbability));
  markets.push(nextGoalMarket(matrix, remaining, score));

  // HT/FT needs the half-time score once the first half is over; at the break it is the score.
  const halves = halfMatrices(input.rates, live?.clock, live?.redCards, options, maxGoals);
  const halfTime = live?.halfTime ?? (live && live.clock.minute > (live.clock.matchMinutes ?? 90) / 2 ? undefined : score);
  if (halves.firstHalf || halfTime) markets.push(halfTimeFullTimeMarket(halves, score, halfTime ?? score));

  const open: FairMarket[] = [];
  for (const market of markets) {
    const offered = openMarket(market, minProbability);
    if (offered) open.push(offered);
  }
  return { remaining, matrix, markets: open };
}
