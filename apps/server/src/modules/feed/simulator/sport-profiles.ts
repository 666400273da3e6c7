import { SPORT } from './catalogue/sports';

// How much of each sport the rolling schedule keeps on offer (issue 4: "always has line and live
// games, some starting within the hour"). `durationMs` is a game's typical length in real time;
// `kickOffStepMs` rounds start times (football at the quarter hour, virtual races to the minute).

export interface SportProfile {
  sportId: number;
  /** Games in play to keep going. */
  live: number;
  /** Line games to keep on offer… */
  line: number;
  /** …of which at least this many start within the hour. */
  soon: number;
  /** How far ahead line games are spread. */
  horizonMs: number;
  durationMs: number;
  kickOffStepMs: number;
  /** Postponed before the start (markets cancelled, status 4), per game. */
  postponeChance: number;
  /** Outrights: one event per championship, decided at its date, never live. */
  outright: boolean;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const profile = (sportId: number, live: number, line: number, soon: number, horizonMs: number, durationMs: number, kickOffStepMs: number, postponeChance = 0.002, outright = false): SportProfile => ({
  sportId,
  live,
  line,
  soon,
  horizonMs,
  durationMs,
  kickOffStepMs,
  postponeChance,
  outright,
});

export const SPORT_PROFILES: readonly SportProfile[] = [
  profile(SPORT.football, 12, 70, 4, 4 * DAY, 112 * MIN, 15 * MIN),
  profile(SPORT.iceHockey, 5, 25, 2, 3 * DAY, 100 * MIN, 15 * MIN),
  profile(SPORT.basketball, 6, 30, 2, 3 * DAY, 70 * MIN, 15 * MIN),
  profile(SPORT.tennis, 8, 30, 3, 2 * DAY, 100 * MIN, 5 * MIN),
  profile(SPORT.volleyball, 4, 16, 2, 3 * DAY, 100 * MIN, 15 * MIN),
  profile(SPORT.handball, 3, 14, 2, 3 * DAY, 75 * MIN, 15 * MIN),
  profile(SPORT.tableTennis, 6, 20, 4, 12 * HOUR, 25 * MIN, 5 * MIN),
  profile(SPORT.esports, 4, 12, 2, 2 * DAY, 110 * MIN, 5 * MIN),
  profile(SPORT.cricket, 2, 8, 1, 4 * DAY, 200 * MIN, 30 * MIN),
  profile(SPORT.horseRacing, 1, 18, 4, 12 * HOUR, 2 * MIN, 5 * MIN, 0.005),
  profile(SPORT.ufc, 2, 16, 2, 7 * DAY, 20 * MIN, 5 * MIN, 0.01),
  // Outrights never go live; their dates lie months ahead.
  profile(SPORT.politics, 0, 3, 0, 180 * DAY, 0, DAY, 0, true),
  profile(SPORT.cyberFootball, 3, 12, 4, 6 * HOUR, 16 * MIN, MIN, 0),
  profile(SPORT.cyberBasketball, 2, 10, 4, 6 * HOUR, 27 * MIN, MIN, 0),
  profile(SPORT.cyberHockey, 2, 10, 4, 6 * HOUR, 20 * MIN, MIN, 0),
  profile(SPORT.marbleRaces, 1, 8, 6, HOUR, 2 * MIN, MIN, 0),
  profile(SPORT.virtualGreyhounds, 1, 8, 6, HOUR, MIN, MIN, 0),
];

export function profileOf(sportId: number): SportProfile {
  const found = SPORT_PROFILES.find((p) => p.sportId === sportId);
  if (found === undefined) throw new Error(`no simulator profile for sport ${sportId}`);
  return found;
}
