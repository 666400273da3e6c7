// Expected goals for the football score matrix: before the match from team ratings, and live for
// the time that is left.
import type { GoalRates } from './poisson';

/**
 * A team's strength on a log scale, 0 = league average: attack +0.2 scores e^0.2 ≈ 1.22× the
 * average, defence +0.2 concedes e^−0.2 ≈ 0.82× (Maher 1982; Dixon & Coles 1997).
 */
export interface TeamRating {
  readonly attack: number;
  readonly defence: number;
}

export interface LeagueScoring {
  /** Goals an average team scores away from home in a full match. */
  readonly baseGoals: number;
  /** Log home advantage: e^0.25 ≈ 1.28× more home goals (0 at a neutral venue). */
  readonly homeAdvantage: number;
}

export const DEFAULT_LEAGUE: LeagueScoring = { baseGoals: 1.2, homeAdvantage: 0.25 };

/** λ = base·e^(home + attack_h − defence_a), μ = base·e^(attack_a − defence_h). */
export function expectedGoalsFromRatings(home: TeamRating, away: TeamRating, league: LeagueScoring = DEFAULT_LEAGUE, neutralVenue = false): GoalRates {
  const edge = neutralVenue ? 0 : league.homeAdvantage;
  return {
    home: league.baseGoals * Math.exp(edge + home.attack - away.defence),
    away: league.baseGoals * Math.exp(away.attack - home.defence),
  };
}

export interface MatchClock {
  /** Minutes of play elapsed (stoppage time counts as the half's last minute). */
  readonly minute: number;
  /** Length of a match; 90 for football, shorter for cyber football. Halves are equal. */
  readonly matchMinutes?: number;
}

export interface RedCards {
  readonly home: number;
  readonly away: number;
}

export interface LiveRateOptions {
  /**
   * Share of a match's goals scored in the first half. About 45% in the big European leagues
   * (teams tire and chase games late), so the second-half rate is 0.55/0.45 ≈ 1.22× the first.
   * 0.5 makes the remaining goals exactly proportional to the time left.
   */
  readonly firstHalfShare?: number;
  /** Multiplier on a team's scoring rate for each of its red cards. */
  readonly redCardOwnFactor?: number;
  /** Multiplier on the opponent's scoring rate for each red card. */
  readonly redCardOpponentFactor?: number;
}

export const DEFAULT_FIRST_HALF_SHARE = 0.45;
// Rule-of-thumb effect of a sending-off: the ten men score about 30% less and concede about
// 20% more for the rest of the match.
const RED_OWN = 0.7;
const RED_OPPONENT = 1.2;

/** The fraction of a match's expected goals still to come in the first and in the second half. */
export function remainingShares(clock: MatchClock, firstHalfShare = DEFAULT_FIRST_HALF_SHARE): { firstHalf: number; secondHalf: number } {
  const length = clock.matchMinutes ?? 90;
  const half = length / 2;
  const minute = Math.min(length, Math.max(0, clock.minute));
  const firstLeft = Math.max(0, half - minute) / half;
  const secondLeft = Math.min(half, length - minute) / half;
  return { firstHalf: firstHalfShare * firstLeft, secondHalf: (1 - firstHalfShare) * secondLeft };
}

/** Red-card multipliers on each side's rate. */
export function redCardFactors(cards: RedCards | undefined, options: LiveRateOptions = {}): GoalRates {
  if (!cards) return { home: 1, away: 1 };
  const own = options.redCardOwnFactor ?? RED_OWN;
  const opponent = options.redCardOpponentFactor ?? RED_OPPONENT;
  return {
    home: own ** cards.home * opponent ** cards.away,
    away: own ** cards.away * opponent ** cards.home,
  };
}

/** Full-match expected goals scaled by a share of the match and the red-card factors. */
export function scaleRates(rates: GoalRates, share: number, factors: GoalRates = { home: 1, away: 1 }): GoalRates {
  return { home: rates.home * share * factors.home, away: rates.away * share * factors.away };
}

/**
 * Expected goals in the rest of the match: within each half the rate is constant, so the goals
 * to come scale linearly with the minutes left in it (the two halves weighted by firstHalfShare),
 * times the red-card factors.
 */
export function remainingExpectedGoals(rates: GoalRates, clock: MatchClock, cards?: RedCards, options: LiveRateOptions = {}): GoalRates {
  const shares = remainingShares(clock, options.firstHalfShare);
  return scaleRates(rates, shares.firstHalf + shares.secondHalf, redCardFactors(cards, options));
}
