import type { GameState } from '../../model';
import { type Rng, chance, normal, uniform, weightedIndex } from '../random';
import { type EngineStep, type KeyEvent, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { CricketInput } from './model-input';

// A simplified T20 cricket match: two innings of at most 120 legal balls or ten wickets, a
// 20-minute break, the chase stops once the target is passed. Each ball is a draw of runs or a
// wicket from a fixed shape scaled by the batting side's edge. A wicket suspends the markets. A tie
// goes to a super over, an even chance each (as the winner market prices it), whose winner the
// result names (GameState.winner): the score stays level.

const BALLS = 120;
const WICKETS = 10;
const BREAK_MS = 20 * 60_000;
const INNINGS = { en: 'innings', ru: 'иннинг' };
const WICKET: KeyEvent = { kind: 'other', suspendSeconds: 5 };
/** Runs per ball 0, 1, 2, 3, 4, 6 before scaling, and the base chance of a wicket. */
const RUNS = [0, 1, 2, 3, 4, 6] as const;
const SHAPE = [0.36, 0.36, 0.08, 0.01, 0.11, 0.05] as const;
const WICKET_CHANCE = 0.05;

type Pair = [number, number];

export interface CricketState {
  /** Batting edge of each side, multiplying its scoring shots (1 = average). */
  edge: Pair;
  battingFirst: 0 | 1;
  phase: 'pre' | 'innings' | 'break' | 'over';
  innings: 1 | 2;
  runs: Pair;
  wickets: Pair;
  balls: Pair;
  waitMs: number;
  breakMs: number;
  /** The side that won the super over of a tie. */
  superOver: 0 | 1 | null;
}

export function createCricketMatch(edge: Pair, rng: Rng): CricketState {
  return { edge, battingFirst: chance(rng, 0.5) ? 0 : 1, phase: 'pre', innings: 1, runs: [0, 0], wickets: [0, 0], balls: [0, 0], waitMs: 0, breakMs: 0, superOver: null };
}

const batting = (s: CricketState): 0 | 1 => (s.innings === 1 ? s.battingFirst : s.battingFirst === 0 ? 1 : 0);
const add = (pair: Pair, side: 0 | 1, n: number): Pair => (side === 0 ? [pair[0] + n, pair[1]] : [pair[0], pair[1] + n]);

function ballShape(s: CricketState, side: 0 | 1): { runs: number[]; wicket: number } {
  const e = s.edge[side];
  const scoring = SHAPE.map((p, i) => (i === 0 ? p : p * e));
  return { runs: scoring, wicket: WICKET_CHANCE / e };
}

function inningsOver(s: CricketState, side: 0 | 1): boolean {
  if (s.balls[side] >= BALLS || s.wickets[side] >= WICKETS) return true;
  return s.innings === 2 && s.runs[side] > s.runs[side === 0 ? 1 : 0];
}

function bowl(s: CricketState, rng: Rng): { state: CricketState; wicket: boolean } {
  const side = batting(s);
  const shape = ballShape(s, side);
  let state = { ...s, balls: add(s.balls, side, 1) };
  const wicket = chance(rng, shape.wicket);
  if (wicket) state = { ...state, wickets: add(state.wickets, side, 1) };
  else state = { ...state, runs: add(state.runs, side, RUNS[weightedIndex(rng, shape.runs)] ?? 0) };
  if (!inningsOver(state, side)) return { state, wicket };
  if (state.innings === 1) return { state: { ...state, phase: 'break', breakMs: 0 }, wicket };
  const tied = state.runs[0] === state.runs[1];
  return { state: { ...state, phase: 'over', superOver: tied ? (chance(rng, 0.5) ? 0 : 1) : null }, wicket };
}

function step(initial: CricketState, dtMs: number, rng: Rng): EngineStep<CricketState> {
  let s = initial.phase === 'pre' ? { ...initial, phase: 'innings' as const, waitMs: uniform(rng, 30_000, 45_000) } : initial;
  let left = dtMs;
  let keyEvent: KeyEvent | undefined;
  while (left > 0 && s.phase !== 'over') {
    if (s.phase === 'break') {
      const slice = Math.min(left, BREAK_MS - s.breakMs);
      left -= slice;
      s = s.breakMs + slice >= BREAK_MS ? { ...s, phase: 'innings', innings: 2, waitMs: uniform(rng, 30_000, 45_000) } : { ...s, breakMs: s.breakMs + slice };
      continue;
    }
    if (left < s.waitMs) {
      s = { ...s, waitMs: s.waitMs - left };
      break;
    }
    left -= s.waitMs;
    const bowled = bowl(s, rng);
    s = { ...bowled.state, waitMs: uniform(rng, 30_000, 45_000) };
    if (bowled.wicket) keyEvent = WICKET;
  }
  return keyEvent ? { state: s, keyEvent } : { state: s };
}

function view(s: CricketState): GameState {
  const first = s.battingFirst;
  const periods: GameState['periods'] = [];
  if (s.phase !== 'pre') periods.push({ score: first === 0 ? [s.runs[0], 0] : [0, s.runs[1]], name: ordinalPeriod(1, INNINGS) });
  if (s.innings === 2) periods.push({ score: first === 0 ? [0, s.runs[1]] : [s.runs[0], 0], name: ordinalPeriod(2, INNINGS) });
  return {
    score: [s.runs[0], s.runs[1]],
    periods,
    currentPeriod: s.phase === 'pre' ? 0 : s.innings,
    currentPeriodName: s.phase === 'pre' ? PERIOD_NAMES.notStarted : s.phase === 'over' ? PERIOD_NAMES.finished : s.phase === 'break' ? PERIOD_NAMES.break : ordinalPeriod(s.innings, INNINGS),
    // Cricket has no game clock: overs are in the statistics (balls bowled), time is not shown.
    elapsedSeconds: 0,
    stats: { wickets: [s.wickets[0], s.wickets[1]], balls: [s.balls[0], s.balls[1]] },
    finished: s.phase === 'over',
    ...(s.superOver === null ? {} : { winner: s.superOver === 0 ? 1 : 2, info: 'Super over' }),
  };
}

/** Mean and sd of a side's final runs from its innings so far, ignoring where a chase stops. */
function finalRuns(s: CricketState, side: 0 | 1): { mean: number; sd: number } {
  const bats = s.phase !== 'pre' && (batting(s) === side || s.innings === 2);
  if (bats && (s.phase === 'over' || inningsOver({ ...s, innings: 1 }, side))) return { mean: s.runs[side], sd: 0 };
  const shape = ballShape(s, side);
  let mean = 0;
  let square = 0;
  shape.runs.forEach((p, i) => {
    const r = RUNS[i] ?? 0;
    mean += p * r;
    square += p * r * r;
  });
  const total = shape.runs.reduce((a, b) => a + b, 0);
  mean /= total;
  const variance = square / total - mean * mean;
  const ballsLeft = BALLS - s.balls[side];
  // Wickets cut an innings short: expected balls faced before the last wicket, if fewer.
  const ballsFaced = Math.min(ballsLeft, (WICKETS - s.wickets[side]) / shape.wicket);
  const perBall = mean * (1 - shape.wicket);
  // Falling wickets add spread on top of the ball-by-ball variance.
  return { mean: s.runs[side] + perBall * ballsFaced, sd: 1.4 * Math.sqrt(ballsFaced * variance) };
}

function input(s: CricketState): CricketInput {
  const side = batting(s);
  const totalFor = s.phase === 'over' || s.innings === 2 || s.phase === 'break' ? null : side;
  return { model: 'cricket', runs: [finalRuns(s, 0), finalRuns(s, 1)], totalFor };
}

export const cricketEngine: MatchEngine<CricketState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  drift: (s, rng) => {
    const k = Math.exp(0.003 * normal(rng));
    return { ...s, edge: [s.edge[0] * k, s.edge[1] / k] };
  },
};
