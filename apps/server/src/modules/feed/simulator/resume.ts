import { type GameState, LINE, type Team } from '../model';
import type { PreviousGames } from '../provider';
import type { SimCatalogue, SimChampionship } from './catalogue/catalogue';
import { fixtureInfo } from './fixture-info';
import { createGame } from './game-factory';
import { createRng, mixSeed } from './random';
import { type GameFixture, SUB_GAMES, type ScheduledGame, type SubGame } from './schedule';
import type { SportProfile } from './sport-profiles';

// What the simulator does with the games a previous run left (issue 10 "Live state after a
// restart"): a game still on the line is taken up again — same ids, same sides and start, its
// match engine made afresh from the same seed, so it is priced as before and kicks off at its time.
// A game that was in play cannot be taken up (an engine's whole state is not in what was kept),
// nor can a race whose runners were drawn: those are ended at once as called off (status 4, bets
// void), so nothing is ever served frozen. Games of another catalogue (another seed) are not ours.

export interface ResumePlan {
  /** Line games taken up again, to announce (or play, if their start has passed). */
  resumed: ScheduledGame[];
  /** Games to end as called off: each top-level fixture with its sub-games. */
  ended: GameFixture[][];
  /** The largest id among the previous games: new games take ids above it. */
  maxId: number;
}

export interface ResumeContext {
  catalogue: SimCatalogue;
  profiles: readonly SportProfile[];
  seed: number;
}

function findChamp(catalogue: SimCatalogue, id: number): SimChampionship | undefined {
  try {
    return catalogue.championship(id);
  } catch {
    return undefined;
  }
}

function findTeam(catalogue: SimCatalogue, side: { id: number; name: { en: string } } | null): Team | null | undefined {
  if (side === null) return null;
  try {
    const team = catalogue.team(side.id);
    // The same id under another name is another seed's team.
    return team.name.en === side.name.en ? team : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a previous game is one this catalogue made: its sport played here, its championship and sides known. */
function isOurs(ctx: ResumeContext, fixture: GameFixture): boolean {
  if (!ctx.profiles.some((p) => p.sportId === fixture.sportId)) return false;
  const champ = findChamp(ctx.catalogue, fixture.champId);
  if (!champ || champ.sportId !== fixture.sportId) return false;
  if (fixture.team2 === null) return champ.holderTeamId === fixture.team1.id;
  return findTeam(ctx.catalogue, fixture.team1) !== undefined && findTeam(ctx.catalogue, fixture.team2) !== undefined;
}

/** The sub-game slot a previous sub-game stood in (first half, corners, cards), by its names. */
function subGameOf(fixture: GameFixture): SubGame | undefined {
  const sub = SUB_GAMES.find((s) => (s.type ? s.type.en === fixture.subGameType?.en : s.period?.en === fixture.periodName?.en));
  return sub ? { key: sub.key, fixture } : undefined;
}

/** A previous line game of two sides as a scheduled game again, or undefined when it cannot be. */
function takeUp(ctx: ResumeContext, fixture: GameFixture, subs: readonly GameFixture[]): ScheduledGame | undefined {
  const champ = findChamp(ctx.catalogue, fixture.champId);
  const profile = ctx.profiles.find((p) => p.sportId === fixture.sportId);
  const home = findTeam(ctx.catalogue, fixture.team1);
  const away = findTeam(ctx.catalogue, fixture.team2);
  // Races and outrights drew their runners from the sport's stream: they cannot be drawn again.
  if (!champ || !profile || !home || !away || profile.outright) return undefined;
  const subGames = subs.map(subGameOf).filter((sub) => sub !== undefined);
  if (subGames.length !== subs.length) return undefined;
  // The engine's random stream is the game's own (schedule.ts), so the engine is the one it had.
  const created = createGame({ sportId: fixture.sportId, champ, home, away, runners: [], rng: createRng(mixSeed(ctx.seed, fixture.id)) });
  const state: GameState = created.runner.view();
  // Notes and broadcast as this run makes them (a game kept from an older run may lack some); the round as it was.
  const fresh = fixtureInfo({ catalogue: ctx.catalogue, champ, gameId: fixture.id, constId: fixture.constId, home, holder: null, round: undefined });
  const info = { ...fresh, ...(fixture.info.round === undefined ? {} : { round: fixture.info.round }) };
  return {
    fixture: { ...fixture, kind: LINE, state, info },
    startMs: fixture.start * 1000,
    runner: created.runner,
    timeScale: created.timeScale,
    subGames: subGames.map((sub) => ({ key: sub.key, fixture: { ...sub.fixture, kind: LINE, state, info } })),
    sideIds: [home.id, away.id],
    phase: 'line',
    neverLive: false,
    postponeAtMs: null,
  };
}

export function planResume(ctx: ResumeContext, previous: PreviousGames | undefined): ResumePlan {
  const plan: ResumePlan = { resumed: [], ended: [], maxId: 0 };
  const games = previous?.games ?? [];
  const subsOf = new Map<number, GameFixture[]>();
  for (const fixture of games) {
    plan.maxId = Math.max(plan.maxId, fixture.id, fixture.constId);
    if (fixture.parentId !== null) subsOf.set(fixture.parentId, [...(subsOf.get(fixture.parentId) ?? []), fixture]);
  }
  for (const fixture of games) {
    if (fixture.parentId !== null || fixture.state.finished || !isOurs(ctx, fixture)) continue;
    const subs = (subsOf.get(fixture.id) ?? []).filter((sub) => !sub.state.finished);
    const resumed = fixture.kind === LINE ? takeUp(ctx, fixture, subs) : undefined;
    if (resumed) plan.resumed.push(resumed);
    else plan.ended.push([fixture, ...subs]);
  }
  return plan;
}
