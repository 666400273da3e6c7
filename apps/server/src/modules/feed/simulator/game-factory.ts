import { basketballModelFromRatings } from '@stavka/domain/pricing/basketball';
import { TYPICAL_RHO } from '@stavka/domain/pricing/dixon-coles';
import { expectedGoalsFromRatings } from '@stavka/domain/pricing/expected-goals';
import { winProbabilities } from '@stavka/domain/pricing/two-competitor';
import type { Team } from '../model';
import type { SimChampionship } from './catalogue/catalogue';
import type { SimPlayer } from './catalogue/entrants';
import { SPORT } from './catalogue/sports';
import { type MatchEngine, type MatchRunner, bindEngine } from './engines/engine';
import { basketballEngine, createBasketballMatch } from './engines/basketball';
import { createCricketMatch, cricketEngine } from './engines/cricket';
import { createFight, fightEngine } from './engines/fight';
import { createFootballMatch, footballEngine } from './engines/football';
import { createHandballMatch, handballEngine } from './engines/handball';
import { createHockeyMatch, hockeyEngine } from './engines/hockey';
import { createRace, raceEngine } from './engines/race';
import { type SetsFormat, createSetsMatch, setsEngine } from './engines/sets';
import { createTennisMatch, tennisEngine } from './engines/tennis';
import type { SeededRng } from './random';

// Makes a game's match engine from its sides' ratings (issue 4 "rated teams and players"): the
// same ratings feed the pricing models, so a game plays at the rates its prices assume.

export interface GameSetup {
  sportId: number;
  champ: SimChampionship;
  home: Team | null;
  away: Team | null;
  /** Runners of a race or an outright, in starting order. */
  runners: readonly SimPlayer[];
  rng: SeededRng;
}

export interface CreatedGame {
  runner: MatchRunner;
  /** Match time per real time (cyber sports play compressed). */
  timeScale: number;
}

const elo = (team: Team | null) => team?.rating.elo ?? 1500;
/** P(team 1 beats team 2) from the generic two-competitor model (plain Elo, no draw). */
const eloChance = (home: Team | null, away: Team | null, homeAdvantage = 0) => winProbabilities({ ratingHome: elo(home), ratingAway: elo(away), homeAdvantage }).home;
/** Elo difference as a serve- or rally-probability edge: 200 points ≈ 3 percentage points. */
const serveEdge = (home: Team | null, away: Team | null) => ((elo(home) - elo(away)) / 200) * 0.03;

const VOLLEYBALL: Omit<SetsFormat, 'bestOf'> = { pointsToWin: 25, decidingPointsToWin: 15, serveRule: 'rally-winner', pointMs: [18_000, 32_000], setBreakMs: 3 * 60_000, unit: { en: 'set', ru: 'сет' }, groups: { handicap: [109, 732, 733], total: [182, 971, 972] } };
const TABLE_TENNIS: Omit<SetsFormat, 'bestOf'> = { pointsToWin: 11, decidingPointsToWin: 11, serveRule: 'every-two', pointMs: [8_000, 16_000], setBreakMs: 60_000, unit: { en: 'set', ru: 'сет' }, groups: { handicap: [7099, 5749, 5750], total: [2604, 3150, 3151] } };
const ESPORTS: Omit<SetsFormat, 'bestOf'> = { pointsToWin: 13, decidingPointsToWin: 13, serveRule: 'none', pointMs: [80_000, 120_000], setBreakMs: 6 * 60_000, unit: { en: 'map', ru: 'карта' }, groups: { handicap: [2438, 2826, 2827], total: [2436, 2824, 2825] } };

function football(setup: GameSetup, cyber: boolean) {
  const rating = (team: Team | null) => ({ attack: team?.rating.attack ?? 0, defence: team?.rating.defence ?? 0 });
  const neutral = setup.champ.countryId === 0;
  const rates = expectedGoalsFromRatings(rating(setup.home), rating(setup.away), { baseGoals: cyber ? 1.9 : 1.2, homeAdvantage: cyber ? 0 : 0.25 }, neutral);
  const side = (rate: number, base: number, per: number) => base + per * rate;
  return createFootballMatch(
    {
      rates,
      rho: cyber ? 0 : TYPICAL_RHO,
      cornerRates: { home: side(rates.home, 4, 0.8), away: side(rates.away, 4, 0.8) },
      yellowRates: { home: 1.9, away: 2.1 },
      redRate: 0.06,
    },
    setup.rng.next,
  );
}

function hockey(setup: GameSetup) {
  const strength = (team: Team | null) => (elo(team) - 1500) / 800;
  const rates = expectedGoalsFromRatings({ attack: strength(setup.home) / 2, defence: strength(setup.home) / 2 }, { attack: strength(setup.away) / 2, defence: strength(setup.away) / 2 }, { baseGoals: 2.8, homeAdvantage: 0.06 });
  return createHockeyMatch({ rates, shootoutHome: 0.5 + (eloChance(setup.home, setup.away) - 0.5) * 0.3 });
}

function basketball(setup: GameSetup, quarterMinutes: number) {
  const points = (team: Team | null) => ({ offence: (elo(team) - 1500) / 56, defence: (elo(team) - 1500) / 56 });
  const average = quarterMinutes === 12 ? 112 : 80;
  const model = basketballModelFromRatings(points(setup.home), points(setup.away), average, 2.5);
  return createBasketballMatch({ quarterMinutes, expected: [(model.meanTotal + model.meanMargin) / 2, (model.meanTotal - model.meanMargin) / 2] });
}

function runnersRace(setup: GameSetup, kind: 'race' | 'outright', spread: number, durationMs: number, nonRunnerChance = 0) {
  const runners = setup.runners.map((r) => ({ playerId: r.id, strength: (r.rating - 1500) / spread }));
  return createRace(kind, runners, 1, durationMs, nonRunnerChance);
}

/** A horse withdrawn at the off now and then (a non-runner); virtual races always run in full. */
const HORSE_NON_RUNNER_CHANCE = 0.03;

/** Seconds a race takes over its distance: gallopers and greyhounds ~16 m/s, marbles 0.8 m/s. */
const raceMs = (distanceM: number, metresPerSecond: number) => Math.round((distanceM / metresPerSecond) * 1000);

export function createGame(setup: GameSetup): CreatedGame {
  const { rng, champ, home, away } = setup;
  const format = champ.spec.format ?? {};
  const women = champ.spec.entrants.kind === 'individuals' && champ.spec.entrants.gender === 'f';
  const timeScale = format.timeScale ?? 1;
  const make = <S>(engine: MatchEngine<S>, state: S): CreatedGame => ({ runner: bindEngine(engine, state, rng), timeScale });
  switch (setup.sportId) {
    case SPORT.football:
    case SPORT.cyberFootball:
      return make(footballEngine, football(setup, setup.sportId === SPORT.cyberFootball));
    case SPORT.iceHockey:
    case SPORT.cyberHockey:
      return make(hockeyEngine, hockey(setup));
    case SPORT.basketball:
    case SPORT.cyberBasketball:
      return make(basketballEngine, basketball(setup, format.periodMinutes ?? 10));
    case SPORT.handball: {
      const d = (elo(home) - elo(away) + 40) / 1200;
      return make(handballEngine, createHandballMatch({ home: 28 * Math.exp(d / 2), away: 28 * Math.exp(-d / 2) }));
    }
    case SPORT.tennis: {
      const base = women ? 0.56 : 0.64;
      const edge = serveEdge(home, away);
      return make(tennisEngine, createTennisMatch({ a: base + edge, b: base - edge }, format.bestOf === 5 ? 5 : 3, rng.next));
    }
    case SPORT.volleyball:
      return make(setsEngine, createSetsMatch({ ...VOLLEYBALL, bestOf: 5 }, { a: 0.38 + serveEdge(home, away), b: 0.38 - serveEdge(home, away) }, rng.next));
    case SPORT.tableTennis:
      return make(setsEngine, createSetsMatch({ ...TABLE_TENNIS, bestOf: format.bestOf ?? 5 }, { a: 0.55 + serveEdge(home, away), b: 0.55 - serveEdge(home, away) }, rng.next));
    case SPORT.esports: {
      const round = 0.5 + (eloChance(home, away) - 0.5) * 0.35;
      return make(setsEngine, createSetsMatch({ ...ESPORTS, bestOf: format.bestOf ?? 3 }, { a: round, b: 1 - round }, rng.next));
    }
    case SPORT.cricket: {
      const k = Math.exp((elo(home) - elo(away)) / 1600);
      return make(cricketEngine, createCricketMatch([k, 1 / k], rng.next));
    }
    case SPORT.ufc:
      return make(fightEngine, createFight(format.rounds ?? 3, 0.5 + (eloChance(home, away) - 0.5) * 0.8));
    case SPORT.politics:
      return make(raceEngine, runnersRace(setup, 'outright', 90, 0));
    case SPORT.horseRacing:
      return make(raceEngine, runnersRace(setup, 'race', 100, raceMs(format.distanceM ?? 1600, 16), HORSE_NON_RUNNER_CHANCE));
    case SPORT.virtualGreyhounds:
      return make(raceEngine, runnersRace(setup, 'race', 100, raceMs(format.distanceM ?? 480, 16)));
    case SPORT.marbleRaces:
      return make(raceEngine, runnersRace(setup, 'race', 100, raceMs(format.distanceM ?? 40, 0.8)));
    default:
      throw new Error(`the simulator does not play sport ${setup.sportId}`);
  }
}
