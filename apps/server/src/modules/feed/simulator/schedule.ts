import { type Game, LINE, type Team } from '../model';
import type { SimCatalogue, SimChampionship } from './catalogue/catalogue';
import type { SimPlayer } from './catalogue/entrants';
import { SPORT } from './catalogue/sports';
import type { MatchRunner, SubGameKey } from './engines/engine';
import { fixtureInfo } from './fixture-info';
import { createGame } from './game-factory';
import { type Rng, createRng, mixSeed, randInt, rngFrom, shuffled, uniform, weightedIndex } from './random';
import type { SportProfile } from './sport-profiles';

// The rolling schedule (issue 4): per sport a number of games in play and line games over the next
// days, some starting within the hour; new fixtures replace finished ones. Everything is drawn from
// per-sport random streams of the seed, in clock order, so a seed and a clock replay the same
// schedule. Ids (I and CI) come from one counter: each game takes the next ones for itself and
// its sub-games (wire-format §1.6 SG), so they are unique and never change.

export type GameFixture = Omit<Game, 'markets' | 'updatedAt' | 'suspendedUntil'>;

export interface SubGame {
  key: SubGameKey;
  fixture: GameFixture;
}

export interface ScheduledGame {
  fixture: GameFixture;
  startMs: number;
  runner: MatchRunner;
  timeScale: number;
  subGames: SubGame[];
  /** Teams and players taking part, kept from overlapping fixtures. */
  sideIds: number[];
  phase: 'line' | 'live' | 'finished';
  /** Outrights: decided at their date without ever being offered live (kind stays 3). */
  neverLive: boolean;
  /** When a line game is called off (postponed) before its start; null when it is played. */
  postponeAtMs: number | null;
}

export interface Schedule {
  games(): readonly ScheduledGame[];
  /** Fills every sport up to its targets; `initial` also starts games that are already in play. */
  topUp(nowMs: number, initial?: boolean): ScheduledGame[];
  /** Frees a finished or called-off game's sides for new fixtures. */
  release(game: ScheduledGame): void;
  /** Forgets a game that has left the feed. */
  drop(game: ScheduledGame): void;
  /** Takes up a game of a previous run (simulator/resume.ts): its sides are busy, its ids taken. */
  adopt(game: ScheduledGame): void;
  /** New games take ids above `id` (a previous run's games keep theirs). */
  reserveIdsTo(id: number): void;
  counts(sportId: number, nowMs: number): { live: number; line: number; soon: number };
}

export interface ScheduleOptions {
  catalogue: SimCatalogue;
  seed: number;
  firstGameId: number;
  profiles: readonly SportProfile[];
}

const HOUR = 3_600_000;
export const SUB_GAMES: readonly { key: SubGameKey; type?: { en: string; ru: string }; period?: { en: string; ru: string } }[] = [
  { key: 'first-half', period: { en: '1st half', ru: '1-й тайм' } },
  { key: 'corners', type: { en: 'Corners', ru: 'Угловые' } },
  { key: 'yellow-cards', type: { en: 'Yellow cards', ru: 'Жёлтые карточки' } },
];

export function createSchedule(options: ScheduleOptions): Schedule {
  const { catalogue, seed, profiles } = options;
  const games = new Map<number, ScheduledGame>();
  const busy = new Map<number, number[]>();
  const streams = new Map<number, Rng>(profiles.map((p) => [p.sportId, rngFrom(mixSeed(seed, p.sportId, 7))]));
  const raceNumbers = new Map<number, number>();
  let nextId = options.firstGameId;
  let sequence = 0;

  const counts = (sportId: number, nowMs: number) => {
    let live = 0;
    let line = 0;
    let soon = 0;
    for (const game of games.values()) {
      if (game.fixture.sportId !== sportId) continue;
      if (game.phase === 'live') live++;
      if (game.phase !== 'line') continue;
      line++;
      if (game.startMs < nowMs + HOUR) soon++;
    }
    return { live, line, soon };
  };

  const free = (id: number, startMs: number, durationMs: number) => (busy.get(id) ?? []).every((other) => Math.abs(other - startMs) >= durationMs + 15 * 60_000);

  /** Two sides of a championship free around `startMs`, or null. */
  const pickSides = (champ: SimChampionship, startMs: number, profile: SportProfile, rng: Rng): [Team, Team] | null => {
    const candidates = shuffled(rng, champ.teamIds).filter((id) => free(id, startMs, profile.durationMs));
    const [a, b] = candidates;
    if (a === undefined || b === undefined) return null;
    return [catalogue.team(a), catalogue.team(b)];
  };

  const pickChampionship = (profile: SportProfile, rng: Rng): SimChampionship | undefined => {
    // An outright is one event per championship (one election), never two at once.
    const taken = new Set<number>();
    if (profile.outright) for (const game of games.values()) taken.add(game.fixture.champId);
    const champs = catalogue.playable(profile.sportId).filter((c) => !taken.has(c.id));
    return champs[weightedIndex(rng, champs.map((c) => (c.top ? 3 : 1)))];
  };

  const raceLabel = (champ: SimChampionship): { en: string; ru: string } => {
    const n = (raceNumbers.get(champ.id) ?? 0) + 1;
    raceNumbers.set(champ.id, n);
    const distance = champ.spec.format?.distanceM;
    return distance === undefined ? { en: `Race ${n}`, ru: `Заезд ${n}` } : { en: `Race ${n} · ${distance} m`, ru: `Заезд ${n} · ${distance} м` };
  };

  const fixtureOf = (champ: SimChampionship, id: number, constId: number, startMs: number, team1: GameFixture['team1'], team2: GameFixture['team2'], runner: MatchRunner, info: GameFixture['info']): GameFixture => ({
    id,
    constId,
    number: 100_000 + (sequence % 900_000),
    sportId: champ.sportId,
    champId: champ.id,
    kind: LINE,
    start: Math.floor(startMs / 1000),
    team1,
    team2,
    parentId: null,
    info,
    state: runner.view(),
  });

  const create = (profile: SportProfile, startMs: number, nowMs: number, rng: Rng): ScheduledGame | null => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const champ = pickChampionship(profile, rng);
      if (champ === undefined) return null;
      const field = champ.spec.entrants.kind === 'runners' ? champ.spec.entrants.field : 0;
      const runners: SimPlayer[] = field > 0 ? shuffled(rng, champ.runnerIds).slice(0, field).map((id) => catalogue.player(id)) : [];
      const sides = field > 0 ? null : pickSides(champ, startMs, profile, rng);
      if (field === 0 && sides === null) continue;
      const id = nextId++;
      const constId = nextId++;
      sequence++;
      const created = createGame({ sportId: profile.sportId, champ, home: sides?.[0] ?? null, away: sides?.[1] ?? null, runners, rng: createRng(mixSeed(seed, id)) });
      const holder = champ.holderTeamId === null ? null : catalogue.team(champ.holderTeamId);
      const team1 = sides ? { id: sides[0].id, name: sides[0].name } : { id: holder?.id ?? 0, name: profile.sportId === SPORT.politics ? outrightLabel(champ) : raceLabel(champ) };
      const team2 = sides ? { id: sides[1].id, name: sides[1].name } : null;
      // Groups and conferences play few rounds; leagues many.
      const round = sides ? randInt(rng, 1, champ.parentId === null ? 30 : 6) : undefined;
      const info = fixtureInfo({ catalogue, champ, gameId: id, constId, home: sides?.[0] ?? null, holder, round });
      const fixture = fixtureOf(champ, id, constId, startMs, team1, team2, created.runner, info);
      const withSubGames = profile.sportId === SPORT.football && champ.top;
      const subGames = withSubGames ? SUB_GAMES.map((sub) => ({ key: sub.key, fixture: { ...fixture, id: nextId++, constId: nextId++, parentId: id, ...(sub.type ? { subGameType: sub.type } : {}), ...(sub.period ? { periodName: sub.period } : {}) } })) : [];
      const sideIds = sides ? [sides[0].id, sides[1].id] : [];
      for (const side of sideIds) busy.set(side, [...(busy.get(side) ?? []), startMs]);
      // Only games more than an hour away are ever called off.
      const postpone = rng() < profile.postponeChance && startMs - nowMs > HOUR;
      const game: ScheduledGame = { fixture, startMs, runner: created.runner, timeScale: created.timeScale, subGames, sideIds, phase: 'line', neverLive: profile.outright, postponeAtMs: postpone ? startMs - uniform(rng, 0.1, 0.9) * HOUR : null };
      games.set(id, game);
      return game;
    }
    return null;
  };

  const roundUp = (ms: number, step: number) => Math.ceil(ms / step) * step;

  const topUp = (nowMs: number, initial = false): ScheduledGame[] => {
    const added: ScheduledGame[] = [];
    const add = (game: ScheduledGame | null) => {
      if (game) added.push(game);
      return game !== null;
    };
    for (const profile of profiles) {
      const rng = streams.get(profile.sportId) ?? rngFrom(seed);
      const now = counts(profile.sportId, nowMs);
      // Games in play: at the first fill they are already under way; later a new one kicks off now.
      for (let live = now.live + (initial ? 0 : countStartingNow(games, profile.sportId, nowMs)); live < profile.live; live++) {
        const startMs = initial ? nowMs - Math.floor(uniform(rng, 0.05, 0.6) * profile.durationMs) : nowMs;
        if (!add(create(profile, startMs, nowMs, rng))) break;
      }
      for (let soon = now.soon; soon < profile.soon; soon++) {
        const startMs = roundUp(nowMs + uniform(rng, 5, 55) * 60_000, Math.min(profile.kickOffStepMs, 5 * 60_000));
        if (!add(create(profile, Math.min(startMs, nowMs + HOUR - 60_000), nowMs, rng))) break;
        now.line++;
      }
      for (let line = now.line; line < profile.line; line++) {
        // Outrights (no live) lie well ahead: from a sixth of the horizon on.
        const earliest = profile.outright ? profile.horizonMs / 6 : HOUR;
        const startMs = roundUp(nowMs + uniform(rng, earliest, Math.max(earliest, profile.horizonMs)), profile.kickOffStepMs);
        if (!add(create(profile, startMs, nowMs, rng))) break;
      }
    }
    return added;
  };

  return {
    games: () => [...games.values()],
    topUp,
    release(game) {
      for (const side of game.sideIds) {
        const starts = (busy.get(side) ?? []).filter((s) => s !== game.startMs);
        if (starts.length === 0) busy.delete(side);
        else busy.set(side, starts);
      }
    },
    drop(game) {
      games.delete(game.fixture.id);
    },
    adopt(game) {
      games.set(game.fixture.id, game);
      for (const side of game.sideIds) busy.set(side, [...(busy.get(side) ?? []), game.startMs]);
    },
    reserveIdsTo(id) {
      nextId = Math.max(nextId, id + 1);
    },
    counts,
  };
}

/** Line games due to kick off now: they count as in play when topping up. */
function countStartingNow(games: Map<number, ScheduledGame>, sportId: number, nowMs: number): number {
  let n = 0;
  for (const game of games.values()) if (game.fixture.sportId === sportId && game.phase === 'line' && game.startMs <= nowMs && game.postponeAtMs === null) n++;
  return n;
}

/** An outright's event name: the championship without its "Politics." prefix. */
function outrightLabel(champ: SimChampionship): { en: string; ru: string } {
  const rest = (text: string) => text.split('. ').slice(1).join('. ') || text;
  return { en: rest(champ.name.en), ru: rest(champ.name.ru) };
}
