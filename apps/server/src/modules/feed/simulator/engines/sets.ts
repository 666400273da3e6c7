import { type ServeProbabilities } from '@stavka/domain/pricing/tennis';
import type { GameState } from '../../model';
import { type Rng, chance, normal, uniform } from '../random';
import { type EngineStep, type KeyEvent, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { SetsInput } from './model-input';

// Sports raced in sets of points, two clear, best of N sets: volleyball (rally scoring to 25, the
// deciding set to 15, the rally winner serves), table tennis (to 11, service changes every two
// points) and esports maps (rounds to 13, no serve). The end of a set suspends the markets briefly.

type Pair = [number, number];

export interface SetsFormat {
  bestOf: number;
  pointsToWin: number;
  decidingPointsToWin: number;
  serveRule: 'rally-winner' | 'every-two' | 'none';
  /** Time a point (rally, round) takes, min and max. */
  pointMs: readonly [number, number];
  setBreakMs: number;
  unit: { en: string; ru: string };
  groups: SetsInput['groups'];
}

export interface SetsState {
  format: SetsFormat;
  /** P(a side wins a point it serves); for 'none' a is team 1's chance of any point and b = 1 − a. */
  serve: ServeProbabilities;
  drift: number;
  phase: 'pre' | 'play' | 'over';
  completedSets: Pair[];
  setsWon: Pair;
  points: Pair;
  server: 'A' | 'B';
  /** Server of the set's first point (table tennis alternates it set by set). */
  setFirstServer: 'A' | 'B';
  waitMs: number;
  elapsedMs: number;
}

const SET_OVER: KeyEvent = { kind: 'other', suspendSeconds: 4 };

export function createSetsMatch(format: SetsFormat, serve: ServeProbabilities, rng: Rng): SetsState {
  const first = chance(rng, 0.5) ? 'A' : 'B';
  return { format, serve, drift: 0, phase: 'pre', completedSets: [], setsWon: [0, 0], points: [0, 0], server: first, setFirstServer: first, waitMs: 0, elapsedMs: 0 };
}

const other = (p: 'A' | 'B') => (p === 'A' ? 'B' : 'A');
const bump = (pair: Pair, side: number): Pair => (side === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]);

function serveNow(s: SetsState): ServeProbabilities {
  const clamp = (p: number) => Math.min(0.97, Math.max(0.03, p));
  if (s.format.serveRule === 'none') {
    const a = clamp(s.serve.a + s.drift);
    return { a, b: 1 - a };
  }
  return { a: clamp(s.serve.a + s.drift), b: clamp(s.serve.b - s.drift) };
}

function target(s: SetsState): number {
  const deciding = s.setsWon[0] === s.setsWon[1] && s.setsWon[0] === (s.format.bestOf - 1) / 2;
  return deciding ? s.format.decidingPointsToWin : s.format.pointsToWin;
}

function nextServer(s: SetsState, winner: 'A' | 'B', points: Pair): 'A' | 'B' {
  switch (s.format.serveRule) {
    case 'rally-winner':
      return winner;
    case 'none':
      return s.server;
    case 'every-two': {
      // Table tennis: two serves each, one each once both reach target − 1.
      const played = points[0] + points[1];
      const deuce = points[0] >= target(s) - 1 && points[1] >= target(s) - 1;
      const turns = deuce ? played : Math.floor(played / 2);
      return turns % 2 === 0 ? s.setFirstServer : other(s.setFirstServer);
    }
  }
}

function playPoint(s: SetsState, rng: Rng): { state: SetsState; keyEvent?: KeyEvent } {
  const serve = serveNow(s);
  const pointA = s.server === 'A' ? serve.a : 1 - serve.b;
  const winner = chance(rng, pointA) ? 'A' : 'B';
  const points = bump(s.points, winner === 'A' ? 0 : 1);
  const goal = target(s);
  const setOver = (points[0] >= goal || points[1] >= goal) && Math.abs(points[0] - points[1]) >= 2;
  if (!setOver) return { state: { ...s, points, server: nextServer(s, winner, points) } };
  const setsWon = bump(s.setsWon, points[0] > points[1] ? 0 : 1);
  const need = (s.format.bestOf + 1) / 2;
  const setFirstServer = s.format.serveRule === 'rally-winner' ? winner : other(s.setFirstServer);
  const next: SetsState = { ...s, completedSets: [...s.completedSets, points], setsWon, points: [0, 0], setFirstServer, server: setFirstServer };
  return { state: setsWon[0] === need || setsWon[1] === need ? { ...next, phase: 'over' } : next, keyEvent: SET_OVER };
}

function step(initial: SetsState, dtMs: number, rng: Rng): EngineStep<SetsState> {
  const [min, max] = initial.format.pointMs;
  let s = initial.phase === 'pre' ? { ...initial, phase: 'play' as const, waitMs: uniform(rng, min, max) } : initial;
  let left = dtMs;
  let keyEvent: KeyEvent | undefined;
  while (s.phase === 'play' && left >= s.waitMs) {
    left -= s.waitMs;
    const played = playPoint({ ...s, elapsedMs: s.elapsedMs + s.waitMs }, rng);
    s = played.state;
    keyEvent ??= played.keyEvent;
    const newSet = s.points[0] + s.points[1] === 0;
    s = { ...s, waitMs: (newSet ? s.format.setBreakMs : 0) + uniform(rng, min, max) };
  }
  if (s.phase === 'play') s = { ...s, waitMs: s.waitMs - left, elapsedMs: s.elapsedMs + left };
  return keyEvent ? { state: s, keyEvent } : { state: s };
}

function view(s: SetsState): GameState {
  const sets = s.phase === 'play' ? [...s.completedSets, s.points] : s.completedSets;
  const unit = s.format.unit;
  return {
    score: [s.setsWon[0], s.setsWon[1]],
    periods: sets.map((points, i) => ({ score: [points[0], points[1]], name: ordinalPeriod(i + 1, unit) })),
    currentPeriod: s.phase === 'pre' ? 0 : sets.length,
    currentPeriodName: s.phase === 'pre' ? PERIOD_NAMES.notStarted : s.phase === 'over' ? PERIOD_NAMES.finished : ordinalPeriod(sets.length, unit),
    elapsedSeconds: Math.floor(s.elapsedMs / 1000),
    stats: {},
    finished: s.phase === 'over',
    ...(s.format.serveRule === 'none' || s.phase !== 'play' ? {} : { server: s.server === 'A' ? (1 as const) : (2 as const) }),
  };
}

function input(s: SetsState): SetsInput {
  return {
    model: 'sets',
    serve: serveNow(s),
    bestOf: s.format.bestOf,
    pointsToWin: s.format.pointsToWin,
    decidingPointsToWin: s.format.decidingPointsToWin,
    setsA: s.setsWon[0],
    setsB: s.setsWon[1],
    pointsA: s.points[0],
    pointsB: s.points[1],
    server: s.server,
    groups: s.format.groups,
  };
}

export const setsEngine: MatchEngine<SetsState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  drift: (s, rng) => ({ ...s, drift: 0.9 * s.drift + 0.001 * normal(rng) }),
};
