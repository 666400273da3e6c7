import type { GameState } from '../../model';
import { type Rng, normal, weightedIndex } from '../random';
import { type EngineStep, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { BasketballInput } from './model-input';

// Basketball (and cyber basketball on a compressed clock): four quarters, 2-minute breaks and a
// 15-minute half time, 5-minute overtimes while level. Play is possession by possession, the sides
// alternating; each possession scores 0-3 points from a fixed shape scaled to the side's expected
// points. The pricing model's normal margins (Stern 1994) take their means and standard deviations
// from this very process, so prices follow play.

const QUARTER = { en: 'quarter', ru: 'четверть' };
const SHORT_BREAK_MS = 2 * 60_000;
const HALF_TIME_MS = 15 * 60_000;
const OVERTIME_MIN = 5;
/** Possessions per team per minute of play (about 100 in 48 minutes). */
const PACE = 100 / 48;
/** Shape of one possession's points (0, 1, 2, 3) before scaling: mean 1.17. */
const SHAPE = [0, 0.05, 0.38, 0.12] as const;
const SHAPE_MEAN = 0.05 + 0.76 + 0.36;

type Pair = [number, number];

export interface BasketballSetup {
  quarterMinutes: number;
  /** Expected points of each side over regulation. */
  expected: Pair;
}

export interface BasketballState {
  setup: BasketballSetup;
  drift: number;
  phase: 'pre' | 'play' | 'break' | 'over';
  /** 1…4, then 5, 6… for overtimes. */
  period: number;
  clockMs: number;
  /** Time left in the current possession. */
  possessionMs: number;
  offence: 0 | 1;
  score: Pair;
  periodScores: Pair[];
}

export function createBasketballMatch(setup: BasketballSetup): BasketballState {
  return { setup, drift: 0, phase: 'pre', period: 0, clockMs: 0, possessionMs: 0, offence: 0, score: [0, 0], periodScores: [] };
}

const gameMinutes = (s: BasketballState) => s.setup.quarterMinutes * 4;
const periodMs = (s: BasketballState) => (s.period > 4 ? OVERTIME_MIN : s.setup.quarterMinutes) * 60_000;
/** One possession of one side, on average: the sides alternate at PACE each per minute. */
const POSSESSION_MS = 60_000 / (2 * PACE);

function expected(s: BasketballState): Pair {
  const shift = s.drift * (s.setup.expected[0] + s.setup.expected[1]);
  return [s.setup.expected[0] + shift / 2, s.setup.expected[1] - shift / 2];
}

/** The scaled per-possession distribution of points for a side expecting `points` in a game. */
function possessionShape(s: BasketballState, points: number): number[] {
  const perPossession = points / (PACE * gameMinutes(s));
  const f = perPossession / SHAPE_MEAN;
  const [one, two, three] = [SHAPE[1] * f, SHAPE[2] * f, SHAPE[3] * f];
  return [Math.max(0, 1 - one - two - three), one, two, three];
}

function shapeMoments(shape: readonly number[]): { mean: number; variance: number } {
  let mean = 0;
  let square = 0;
  shape.forEach((p, points) => {
    mean += p * points;
    square += p * points * points;
  });
  return { mean, variance: square - mean * mean };
}

function playPossessions(s: BasketballState, sliceMs: number, rng: Rng): BasketballState {
  let state = { ...s, clockMs: s.clockMs + sliceMs };
  let left = sliceMs;
  const points = expected(s);
  while (left >= state.possessionMs) {
    left -= state.possessionMs;
    const side = state.offence;
    const scored = weightedIndex(rng, possessionShape(s, points[side]));
    if (scored > 0) {
      const index = state.periodScores.length - 1;
      const add = (p: Pair): Pair => (side === 0 ? [p[0] + scored, p[1]] : [p[0], p[1] + scored]);
      state = { ...state, score: add(state.score), periodScores: state.periodScores.map((p, i) => (i === index ? add(p) : p)) };
    }
    state = { ...state, offence: side === 0 ? 1 : 0, possessionMs: POSSESSION_MS * (0.6 + 0.8 * rng()) };
  }
  return { ...state, possessionMs: state.possessionMs - left };
}

function step(initial: BasketballState, dtMs: number, rng: Rng): EngineStep<BasketballState> {
  let s = initial;
  let left = dtMs;
  while (left > 0 && s.phase !== 'over') {
    if (s.phase === 'pre') {
      s = { ...s, phase: 'play', period: 1, clockMs: 0, possessionMs: POSSESSION_MS, offence: rng() < 0.5 ? 0 : 1, periodScores: [[0, 0]] };
      continue;
    }
    if (s.phase === 'break') {
      const length = s.period === 2 ? HALF_TIME_MS : SHORT_BREAK_MS;
      const slice = Math.min(left, length - s.clockMs);
      left -= slice;
      s = s.clockMs + slice >= length ? { ...s, phase: 'play', period: s.period + 1, clockMs: 0, periodScores: [...s.periodScores, [0, 0]] } : { ...s, clockMs: s.clockMs + slice };
      continue;
    }
    const slice = Math.min(left, periodMs(s) - s.clockMs);
    left -= slice;
    s = playPossessions(s, slice, rng);
    if (s.clockMs < periodMs(s)) continue;
    if (s.period >= 4 && s.score[0] !== s.score[1]) s = { ...s, phase: 'over' };
    else if (s.period >= 4) s = { ...s, period: s.period + 1, clockMs: 0, periodScores: [...s.periodScores, [0, 0]] };
    else s = { ...s, phase: 'break', clockMs: 0 };
  }
  return { state: s };
}

const periodName = (index: number) => (index < 4 ? ordinalPeriod(index + 1, QUARTER) : PERIOD_NAMES.overtime);

function view(s: BasketballState): GameState {
  const quarterMs = s.setup.quarterMinutes * 60_000;
  const before = Math.min(s.period - 1, 4) * quarterMs + Math.max(0, s.period - 5) * OVERTIME_MIN * 60_000;
  const inPeriod = s.phase === 'break' ? periodMs(s) : s.clockMs;
  return {
    score: [s.score[0], s.score[1]],
    periods: s.periodScores.map((score, i) => ({ score: [score[0], score[1]], name: periodName(i) })),
    currentPeriod: s.period,
    currentPeriodName: s.phase === 'pre' ? PERIOD_NAMES.notStarted : s.phase === 'over' ? PERIOD_NAMES.finished : s.phase === 'break' ? PERIOD_NAMES.break : periodName(s.period - 1),
    elapsedSeconds: s.phase === 'pre' ? 0 : Math.floor((before + inPeriod) / 1000),
    stats: {},
    finished: s.phase === 'over',
  };
}

function input(s: BasketballState): BasketballInput {
  const points = expected(s);
  const minutes = gameMinutes(s);
  // Variance of a game's points from the possession shapes: margin and total alike (independent sides).
  const variance = PACE * minutes * (shapeMoments(possessionShape(s, points[0])).variance + shapeMoments(possessionShape(s, points[1])).variance);
  const sd = Math.sqrt(variance);
  const overtime = s.period > 4;
  const periodLeft = s.phase === 'play' ? (periodMs(s) - s.clockMs) / 60_000 : s.phase === 'break' ? 0 : periodMs(s) / 60_000;
  const laterQuarters = overtime ? 0 : Math.max(0, 4 - Math.max(1, s.period)) * s.setup.quarterMinutes;
  const minutesLeft = s.phase === 'pre' ? minutes : periodLeft + laterQuarters;
  return {
    model: 'basketball',
    params: { meanMargin: points[0] - points[1], meanTotal: points[0] + points[1], marginSd: sd, totalSd: sd, gameMinutes: minutes, overtimeMinutes: OVERTIME_MIN },
    state: { minutesLeft, homePoints: s.score[0], awayPoints: s.score[1], ...(overtime ? { overtime: true } : {}) },
  };
}

export const basketballEngine: MatchEngine<BasketballState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  drift: (s, rng) => ({ ...s, drift: 0.9 * s.drift + 0.002 * normal(rng) }),
};
