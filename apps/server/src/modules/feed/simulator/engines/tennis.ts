import { type Player, type ServeProbabilities, isSetOver, otherPlayer, tiebreakServer } from '@stavka/domain/pricing/tennis';
import type { GameState } from '../../model';
import { type Rng, chance, normal, uniform } from '../random';
import { type EngineStep, type KeyEvent, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { TennisInput } from './model-input';

// Tennis point by point, with exactly the rules of the pricing chain (pricing/tennis.ts): each
// player wins a point on serve with a fixed probability; games to four points two clear; sets at
// six games two clear or 7-5, a tie-break to 7 at 6-6; the tie-break's receiver serves the next
// set first. A break of serve or the end of a set suspends the markets for a few seconds.

const SET = { en: 'set', ru: 'сет' };
const BREAK: KeyEvent = { kind: 'point', suspendSeconds: 4 };
const SET_OVER: KeyEvent = { kind: 'other', suspendSeconds: 5 };

type Pair = [number, number];

export interface TennisState {
  serve: ServeProbabilities;
  bestOf: 3 | 5;
  drift: number;
  phase: 'pre' | 'play' | 'over';
  completedSets: Pair[];
  setsWon: Pair;
  games: Pair;
  points: Pair;
  /** Server of the current game; in a tie-break, of the current point. */
  server: Player;
  /** First server of the tie-break in play, null outside one. */
  tiebreakFirst: Player | null;
  /** Time to the next point. */
  waitMs: number;
  elapsedMs: number;
}

export function createTennisMatch(serve: ServeProbabilities, bestOf: 3 | 5, rng: Rng): TennisState {
  return {
    serve,
    bestOf,
    drift: 0,
    phase: 'pre',
    completedSets: [],
    setsWon: [0, 0],
    games: [0, 0],
    points: [0, 0],
    server: chance(rng, 0.5) ? 'A' : 'B',
    tiebreakFirst: null,
    waitMs: 0,
    elapsedMs: 0,
  };
}

function serveNow(s: TennisState): ServeProbabilities {
  const clamp = (p: number) => Math.min(0.95, Math.max(0.3, p));
  return { a: clamp(s.serve.a + s.drift), b: clamp(s.serve.b - s.drift) };
}

const index = (p: Player) => (p === 'A' ? 0 : 1);
const bump = (pair: Pair, side: number): Pair => (side === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]);

/** Plays one point; returns the new state and a key event when a game was broken or a set ended. */
function playPoint(s: TennisState, rng: Rng): { state: TennisState; keyEvent?: KeyEvent } {
  const serve = serveNow(s);
  const serverWins = chance(rng, s.server === 'A' ? serve.a : serve.b);
  const winner = serverWins ? index(s.server) : 1 - index(s.server);
  const points = bump(s.points, winner);
  const [x, y] = points;
  const target = s.tiebreakFirst !== null ? 7 : 4;
  const gameOver = (x >= target || y >= target) && Math.abs(x - y) >= 2;
  if (!gameOver) {
    // In a tie-break the server changes after the first point and then every two.
    const server = s.tiebreakFirst !== null ? tiebreakServer(s.tiebreakFirst, x + y) : s.server;
    return { state: { ...s, points, server } };
  }
  const games = bump(s.games, winner);
  const broken = winner !== index(s.server) && s.tiebreakFirst === null;
  if (!isSetOver(games[0], games[1])) {
    const tiebreak = games[0] === 6 && games[1] === 6;
    const server = otherPlayer(s.tiebreakFirst ?? s.server);
    return { state: { ...s, games, points: [0, 0], server, tiebreakFirst: tiebreak ? server : null }, ...(broken ? { keyEvent: BREAK } : {}) };
  }
  const setsWon = bump(s.setsWon, games[0] > games[1] ? 0 : 1);
  const need = (s.bestOf + 1) / 2;
  // The receiver of the set's last game (or the tie-break's first receiver) serves next.
  const server = otherPlayer(s.tiebreakFirst ?? s.server);
  const next: TennisState = { ...s, completedSets: [...s.completedSets, games], setsWon, games: [0, 0], points: [0, 0], server, tiebreakFirst: null };
  return { state: setsWon[0] === need || setsWon[1] === need ? { ...next, phase: 'over' } : next, keyEvent: SET_OVER };
}

function step(initial: TennisState, dtMs: number, rng: Rng): EngineStep<TennisState> {
  let s = initial.phase === 'pre' ? { ...initial, phase: 'play' as const, waitMs: uniform(rng, 20_000, 40_000) } : initial;
  let left = dtMs;
  let keyEvent: KeyEvent | undefined;
  while (s.phase === 'play' && left >= s.waitMs) {
    left -= s.waitMs;
    const elapsedMs = s.elapsedMs + s.waitMs;
    const played = playPoint({ ...s, elapsedMs }, rng);
    s = played.state;
    if (played.keyEvent && keyEvent?.kind !== 'other') keyEvent = played.keyEvent;
    const gamesPlayed = s.games[0] + s.games[1];
    const newGame = s.points[0] + s.points[1] === 0;
    // Changeovers after odd games take 90 s, a new set 2 minutes, a point 20-40 s.
    const pause = newGame && gamesPlayed === 0 ? 120_000 : newGame && gamesPlayed % 2 === 1 ? 90_000 : 0;
    s = { ...s, waitMs: pause + uniform(rng, 20_000, 40_000) };
  }
  if (s.phase === 'play') s = { ...s, waitMs: s.waitMs - left, elapsedMs: s.elapsedMs + left };
  return keyEvent ? { state: s, keyEvent } : { state: s };
}

function view(s: TennisState): GameState {
  const sets = s.phase === 'play' ? [...s.completedSets, s.games] : s.completedSets;
  return {
    score: [s.setsWon[0], s.setsWon[1]],
    periods: sets.map((games, i) => ({ score: [games[0], games[1]], name: ordinalPeriod(i + 1, SET) })),
    currentPeriod: s.phase === 'pre' ? 0 : s.phase === 'over' ? s.completedSets.length : s.completedSets.length + 1,
    currentPeriodName: s.phase === 'pre' ? PERIOD_NAMES.notStarted : s.phase === 'over' ? PERIOD_NAMES.finished : ordinalPeriod(s.completedSets.length + 1, SET),
    elapsedSeconds: Math.floor(s.elapsedMs / 1000),
    // Points of the game in play as counts (0, 1, 2, 3 = 0, 15, 30, 40; more past deuce).
    stats: s.phase === 'play' ? { points: [s.points[0], s.points[1]] } : {},
    finished: s.phase === 'over',
    server: s.server === 'A' ? 1 : 2,
  };
}

function input(s: TennisState): TennisInput {
  const gamesInCompletedSets = s.completedSets.reduce((sum, g) => sum + g[0] + g[1], 0);
  return {
    model: 'tennis',
    serve: serveNow(s),
    format: { bestOf: s.bestOf },
    state: { setsA: s.setsWon[0], setsB: s.setsWon[1], gamesA: s.games[0], gamesB: s.games[1], pointsA: s.points[0], pointsB: s.points[1], server: s.server, gamesInCompletedSets },
  };
}

export const tennisEngine: MatchEngine<TennisState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  drift: (s, rng) => ({ ...s, drift: 0.9 * s.drift + 0.001 * normal(rng) }),
};
