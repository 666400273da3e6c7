import type { GoalRates } from '@stavka/domain/pricing/poisson';
import type { GameState } from '../../model';
import { type Rng, exponential, normal } from '../random';
import { type EngineStep, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { HandballInput } from './model-input';

// Handball: two halves of 30 minutes and a 15-minute break; goals as Poisson events (about
// 55 a game), a level game is a draw. Prices come from the normal model of the goals still to come,
// with the Poisson mean and variance of this process (issue 4: "a generic model for the rest").

const HALF_MS = 30 * 60_000;
const BREAK_MS = 15 * 60_000;
const HALF = { en: 'half', ru: 'тайм' };

type Pair = [number, number];

export interface HandballState {
  rates: GoalRates;
  drift: number;
  phase: 'pre' | 'first' | 'break' | 'second' | 'over';
  clockMs: number;
  score: Pair;
  halfTime: Pair | null;
}

export function createHandballMatch(rates: GoalRates): HandballState {
  return { rates, drift: 0, phase: 'pre', clockMs: 0, score: [0, 0], halfTime: null };
}

function rates(s: HandballState): GoalRates {
  const k = Math.exp(s.drift);
  return { home: s.rates.home * k, away: s.rates.away / k };
}

function playGoals(s: HandballState, sliceMs: number, rng: Rng): HandballState {
  const r = rates(s);
  const home = r.home / (2 * HALF_MS);
  const total = home + r.away / (2 * HALF_MS);
  let t = exponential(rng, total);
  let score = s.score;
  while (t < sliceMs) {
    score = rng() * total < home ? [score[0] + 1, score[1]] : [score[0], score[1] + 1];
    t += exponential(rng, total);
  }
  return { ...s, score, clockMs: s.clockMs + sliceMs };
}

function step(initial: HandballState, dtMs: number, rng: Rng): EngineStep<HandballState> {
  let s = initial;
  let left = dtMs;
  while (left > 0 && s.phase !== 'over') {
    if (s.phase === 'pre') {
      s = { ...s, phase: 'first', clockMs: 0 };
      continue;
    }
    if (s.phase === 'break') {
      const slice = Math.min(left, BREAK_MS - s.clockMs);
      left -= slice;
      s = s.clockMs + slice >= BREAK_MS ? { ...s, phase: 'second', clockMs: 0 } : { ...s, clockMs: s.clockMs + slice };
      continue;
    }
    const slice = Math.min(left, HALF_MS - s.clockMs);
    left -= slice;
    s = playGoals(s, slice, rng);
    if (s.clockMs >= HALF_MS) s = s.phase === 'first' ? { ...s, phase: 'break', clockMs: 0, halfTime: s.score } : { ...s, phase: 'over' };
  }
  return { state: s };
}

function view(s: HandballState): GameState {
  const periods: GameState['periods'] = [];
  if (s.phase !== 'pre') periods.push({ score: s.halfTime ?? [s.score[0], s.score[1]], name: ordinalPeriod(1, HALF) });
  if (s.halfTime && s.phase !== 'break') periods.push({ score: [s.score[0] - s.halfTime[0], s.score[1] - s.halfTime[1]], name: ordinalPeriod(2, HALF) });
  const names: Record<HandballState['phase'], GameState['currentPeriodName']> = {
    pre: PERIOD_NAMES.notStarted,
    first: ordinalPeriod(1, HALF),
    break: PERIOD_NAMES.halfTime,
    second: ordinalPeriod(2, HALF),
    over: PERIOD_NAMES.finished,
  };
  const elapsedMs = { pre: 0, first: s.clockMs, break: HALF_MS, second: HALF_MS + s.clockMs, over: 2 * HALF_MS }[s.phase];
  return {
    score: [s.score[0], s.score[1]],
    periods,
    currentPeriod: { pre: 0, first: 1, break: 1, second: 2, over: 2 }[s.phase],
    currentPeriodName: names[s.phase],
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    stats: {},
    finished: s.phase === 'over',
  };
}

function input(s: HandballState): HandballInput {
  const r = rates(s);
  const playedMs = { pre: 0, first: s.clockMs, break: HALF_MS, second: HALF_MS + s.clockMs, over: 2 * HALF_MS }[s.phase];
  // Poisson goals: the variance of the margin and of the total both equal the expected total.
  const sd = Math.sqrt(r.home + r.away);
  return {
    model: 'handball',
    params: { meanMargin: r.home - r.away, meanTotal: r.home + r.away, marginSd: sd, totalSd: sd, gameMinutes: 60 },
    state: { minutesLeft: (2 * HALF_MS - playedMs) / 60_000, homePoints: s.score[0], awayPoints: s.score[1] },
  };
}

export const handballEngine: MatchEngine<HandballState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  drift: (s, rng) => ({ ...s, drift: 0.9 * s.drift + 0.005 * normal(rng) }),
};
