import type { BasketballModel, BasketballState } from '@stavka/domain/pricing/basketball';
import type { FootballPricingInput } from '@stavka/domain/pricing/football-book';
import type { ServeProbabilities } from '@stavka/domain/pricing/tennis';
import type { MatchFormat, TennisState } from '@stavka/domain/pricing/tennis-match';

// The fair-probability inputs an engine hands to the market builder: everything the pricing
// models of @stavka/domain/pricing need, read from the live state (issue 4 "live prices follow the
// score and the clock"). One variant per model; the builder turns each into wire-format §2.1 markets.

/** Football and its sub-games: the Poisson / Dixon-Coles book for the goals still to come. */
export interface FootballInput {
  model: 'football';
  pricing: FootballPricingInput;
  /** 'full' every football market, 'half' a half as its own game (no HT/FT), 'count' corners or cards. */
  book: 'full' | 'half' | 'count';
}

/** Ice hockey: Poisson goals for regulation time, plus who wins a tied game in overtime. */
export interface HockeyInput {
  model: 'hockey';
  pricing: FootballPricingInput;
  /** P(team 1 wins overtime or the shootout) if regulation ends level (generic two-competitor model). */
  overtimeHomeShare: number;
  /** Regulation is over and overtime is being played: only the winner remains. */
  inOvertime: boolean;
}

/** Basketball: normal margins (Stern 1994). */
export interface BasketballInput {
  model: 'basketball';
  params: BasketballModel;
  state: BasketballState;
}

/** Handball: the same normal model of the goals to come, but a level game is a draw. */
export interface HandballInput {
  model: 'handball';
  params: BasketballModel;
  state: BasketballState;
}

export interface TennisInput {
  model: 'tennis';
  serve: ServeProbabilities;
  format: MatchFormat;
  state: TennisState;
}

/** Volleyball, table tennis, esports maps: sets raced to N points (rounds), two clear. */
export interface SetsInput {
  model: 'sets';
  /** P(each side wins a point on its own serve); for esports rounds, both the same per side. */
  serve: ServeProbabilities;
  bestOf: number;
  pointsToWin: number;
  /** Points to win the deciding set (volleyball 15). */
  decidingPointsToWin: number;
  setsA: number;
  setsB: number;
  pointsA: number;
  pointsB: number;
  /** Who serves the current point. */
  server: 'A' | 'B';
  /** The sport's set handicap and total-sets groups (wire-format §2.1). */
  groups: { handicap: readonly [group: number, t1: number, t2: number]; total: readonly [group: number, over: number, under: number] };
}

/** Cricket (T20): each side's final runs as a normal (a finished innings has sd 0). */
export interface CricketInput {
  model: 'cricket';
  runs: readonly [{ mean: number; sd: number }, { mean: number; sd: number }];
  /** The side whose innings is in play (or comes first), offered an innings total; null when none. */
  totalFor: 0 | 1 | null;
}

/** MMA: who wins and in which round the fight ends, from the engine's own hazards. */
export interface FightInput {
  model: 'fight';
  /** P(team 1 wins) from the state (before the fight: the generic two-competitor model). */
  winHome: number;
  /** P(the fight ends in round k), k = 1…rounds (going the distance ends in the last). */
  endRound: readonly number[];
}

/** Races and outrights: each runner's strength; Harville for the places. */
export interface RunnersInput {
  model: 'runners';
  runners: readonly { playerId: number; strength: number }[];
  /** Scale of the multinomial logit on the strengths. */
  scale: number;
  /** 1 for an outright (winner only); 3 for a race (win, top 2, top 3). */
  places: 1 | 3;
  /** False once the race is off: its markets stay closed (no in-running prices). */
  open: boolean;
}

export type ModelInput = FootballInput | HockeyInput | BasketballInput | HandballInput | TennisInput | SetsInput | CricketInput | FightInput | RunnersInput;
