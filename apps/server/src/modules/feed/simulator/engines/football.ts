import { DEFAULT_FIRST_HALF_SHARE, redCardFactors } from '@stavka/domain/pricing/expected-goals';
import type { GoalRates } from '@stavka/domain/pricing/poisson';
import type { GameState, GoalRecord } from '../../model';
import { type Rng, exponential, normal, uniform } from '../random';
import { type EngineStep, type KeyEvent, type MatchEngine, PERIOD_NAMES, type SubGameView, ordinalPeriod } from './engine';
import type { FootballInput } from './model-input';

// Football (and cyber football, played on a compressed clock): two halves of 45 minutes plus
// stoppage, a 15-minute break. Goals, corners and cards are Poisson events whose rates are the
// pricing model's own (issue 4 "events happen at the model's rates"): each half carries its share
// of the expected goals (45% / 55%, pricing/expected-goals) spread over its length including
// stoppage, and the pricing clock runs over the same length, so live prices and play agree.

const HALF_MS = 45 * 60_000;
const BREAK_MS = 15 * 60_000;
const GOAL: KeyEvent = { kind: 'goal', suspendSeconds: 6 };
const RED_CARD: KeyEvent = { kind: 'red-card', suspendSeconds: 4 };
const HALF = { en: 'half', ru: 'тайм' };

export interface FootballSetup {
  /** Expected goals over the match (pricing/expected-goals from the teams' ratings). */
  rates: GoalRates;
  /** Dixon-Coles ρ (0 for cyber football). */
  rho: number;
  cornerRates: GoalRates;
  yellowRates: GoalRates;
  /** Red cards per side per match. */
  redRate: number;
}

type Pair = [number, number];

export interface FootballState {
  setup: FootballSetup;
  /** Line drift of the strengths (log scale, mean-reverting). */
  drift: number;
  phase: 'pre' | 'first' | 'half-time' | 'second' | 'over';
  /** Milliseconds played in the current half, or spent in the break. */
  clockMs: number;
  stoppageMs: Pair;
  score: Pair;
  /** Every goal in order (settlement: next goal, last goal, race to N, goal intervals). */
  goals: GoalRecord[];
  halfTime: Pair | null;
  corners: Pair;
  yellow: Pair;
  red: Pair;
}

export function createFootballMatch(setup: FootballSetup, rng: Rng): FootballState {
  return {
    setup,
    drift: 0,
    phase: 'pre',
    clockMs: 0,
    // Stoppage: 1-4 minutes in the first half, 2-6 in the second.
    stoppageMs: [Math.round(uniform(rng, 1, 4)) * 60_000, Math.round(uniform(rng, 2, 6)) * 60_000],
    score: [0, 0],
    goals: [],
    halfTime: null,
    corners: [0, 0],
    yellow: [0, 0],
    red: [0, 0],
  };
}

const halfIndex = (s: FootballState) => (s.phase === 'second' ? 1 : 0);
const halfLength = (s: FootballState) => HALF_MS + (s.stoppageMs[halfIndex(s)] ?? 0);

function currentRates(s: FootballState): GoalRates {
  const k = Math.exp(s.drift);
  return { home: s.setup.rates.home * k, away: s.setup.rates.away / k };
}

/** Minutes on the pricing model's clock: the half's share of 45 minutes played, stoppage included. */
function modelMinute(s: FootballState): number {
  switch (s.phase) {
    case 'pre':
      return 0;
    case 'first':
      return (45 * s.clockMs) / halfLength(s);
    case 'half-time':
      return 45;
    case 'second':
      return 45 + (45 * s.clockMs) / halfLength(s);
    case 'over':
      return 90;
  }
}

const scale = (rates: GoalRates, k: number, factors: GoalRates): GoalRates => ({ home: rates.home * k * factors.home, away: rates.away * k * factors.away });

function playHalf(s: FootballState, sliceMs: number, rng: Rng): { state: FootballState; keyEvent?: KeyEvent } {
  const length = halfLength(s);
  const share = s.phase === 'first' ? DEFAULT_FIRST_HALF_SHARE : 1 - DEFAULT_FIRST_HALF_SHARE;
  const end = s.clockMs + sliceMs;
  let t = s.clockMs;
  let state = s;
  let keyEvent: KeyEvent | undefined;
  for (;;) {
    // Per-millisecond rates in this half: goals carry the half's share, the rest half the match's.
    const goals = scale(currentRates(state), share / length, redCardFactors({ home: state.red[0], away: state.red[1] }));
    const { cornerRates, yellowRates, redRate } = state.setup;
    const even = 0.5 / length;
    const rates = [goals.home, goals.away, cornerRates.home * even, cornerRates.away * even, yellowRates.home * even, yellowRates.away * even, redRate * even, redRate * even];
    const total = rates.reduce((a, b) => a + b, 0);
    t += exponential(rng, total);
    if (t >= end) break;
    let pick = rng() * total;
    let which = 0;
    while (which < rates.length - 1 && pick >= (rates[which] ?? 0)) pick -= rates[which++] ?? 0;
    const side = which % 2;
    const bump = (pair: Pair): Pair => (side === 0 ? [pair[0] + 1, pair[1]] : [pair[0], pair[1] + 1]);
    if (which < 2) {
      state = { ...state, score: bump(state.score), goals: [...state.goals, goalAt(state, side, t)] };
      keyEvent = GOAL;
    } else if (which < 4) state = { ...state, corners: bump(state.corners) };
    else if (which < 6) state = { ...state, yellow: bump(state.yellow) };
    else {
      state = { ...state, red: bump(state.red) };
      if (keyEvent === undefined) keyEvent = RED_CARD;
    }
  }
  return { state: { ...state, clockMs: end }, ...(keyEvent ? { keyEvent } : {}) };
}

/** A goal at `clockMs` into the current half: its minute of play, stoppage time in the half's last. */
function goalAt(s: FootballState, side: number, clockMs: number): GoalRecord {
  const half = halfIndex(s);
  return { team: side === 0 ? 1 : 2, period: half + 1, minute: half * 45 + Math.min(45, Math.floor(clockMs / 60_000) + 1) };
}

function step(initial: FootballState, dtMs: number, rng: Rng): EngineStep<FootballState> {
  let s = initial;
  let left = dtMs;
  let keyEvent: KeyEvent | undefined;
  while (left > 0 && s.phase !== 'over') {
    if (s.phase === 'pre') {
      s = { ...s, phase: 'first', clockMs: 0 };
      continue;
    }
    if (s.phase === 'half-time') {
      const slice = Math.min(left, BREAK_MS - s.clockMs);
      left -= slice;
      s = s.clockMs + slice >= BREAK_MS ? { ...s, phase: 'second', clockMs: 0 } : { ...s, clockMs: s.clockMs + slice };
      continue;
    }
    const slice = Math.min(left, halfLength(s) - s.clockMs);
    left -= slice;
    const played = playHalf(s, slice, rng);
    s = played.state;
    if (played.keyEvent && (keyEvent === undefined || played.keyEvent.kind === 'goal')) keyEvent = played.keyEvent;
    if (s.clockMs >= halfLength(s)) s = s.phase === 'first' ? { ...s, phase: 'half-time', clockMs: 0, halfTime: s.score } : { ...s, phase: 'over' };
  }
  return keyEvent ? { state: s, keyEvent } : { state: s };
}

function elapsedSeconds(s: FootballState): number {
  switch (s.phase) {
    case 'pre':
      return 0;
    case 'first':
      return Math.floor(s.clockMs / 1000);
    case 'half-time':
      // The clock stays where the first half ended (45 + stoppage); the second half restarts at 45:00.
      return Math.floor(halfLength(s) / 1000);
    case 'second':
      return 45 * 60 + Math.floor(s.clockMs / 1000);
    case 'over':
      return 45 * 60 + Math.floor(halfLength({ ...s, phase: 'second' }) / 1000);
  }
}

function periods(s: FootballState): GameState['periods'] {
  if (s.phase === 'pre') return [];
  const first = s.halfTime ?? s.score;
  const list: GameState['periods'] = [{ score: [first[0], first[1]], name: ordinalPeriod(1, HALF) }];
  if (s.halfTime !== null && s.phase !== 'half-time') list.push({ score: [s.score[0] - s.halfTime[0], s.score[1] - s.halfTime[1]], name: ordinalPeriod(2, HALF) });
  return list;
}

function periodName(s: FootballState): GameState['currentPeriodName'] {
  switch (s.phase) {
    case 'pre':
      return PERIOD_NAMES.notStarted;
    case 'first':
      return ordinalPeriod(1, HALF);
    case 'half-time':
      return PERIOD_NAMES.halfTime;
    case 'second':
      return ordinalPeriod(2, HALF);
    case 'over':
      return PERIOD_NAMES.finished;
  }
}

function view(s: FootballState): GameState {
  return {
    score: [s.score[0], s.score[1]],
    periods: periods(s),
    currentPeriod: s.phase === 'pre' ? 0 : s.phase === 'second' || s.phase === 'over' ? 2 : 1,
    currentPeriodName: periodName(s),
    elapsedSeconds: elapsedSeconds(s),
    stats: { corners: [...s.corners], yellowCards: [...s.yellow], redCards: [...s.red] },
    finished: s.phase === 'over',
    goals: s.goals.map((goal) => ({ ...goal })),
  };
}

function input(s: FootballState): FootballInput {
  const live = s.phase === 'pre' ? undefined : { clock: { minute: modelMinute(s) }, score: { home: s.score[0], away: s.score[1] }, ...(s.halfTime ? { halfTime: { home: s.halfTime[0], away: s.halfTime[1] } } : {}), redCards: { home: s.red[0], away: s.red[1] } };
  return { model: 'football', book: 'full', pricing: { rates: currentRates(s), rho: s.setup.rho, ...(live ? { live } : {}) } };
}

/** Counting sub-games (corners, yellow cards): Poisson events spread evenly over the match. */
function countInput(s: FootballState, rates: GoalRates, count: Pair): FootballInput {
  const live = s.phase === 'pre' ? undefined : { clock: { minute: modelMinute(s) }, score: { home: count[0], away: count[1] } };
  // About ten corners a match: the matrix reaches well past the main lines (pricing/poisson lumps its tail).
  return { model: 'football', book: 'count', pricing: { rates, rho: 0, maxGoals: 24, ...(live ? { live } : {}), options: { firstHalfShare: 0.5 } } };
}

function subGames(s: FootballState): SubGameView[] {
  const { goals, ...base } = view(s);
  // Corners and cards are counted, not scored: no goal sequence.
  const countView = (count: Pair): GameState => ({ ...base, score: [count[0], count[1]], periods: [], stats: {} });
  const firstHalfOver = s.phase !== 'pre' && s.phase !== 'first';
  const firstHalf: SubGameView = {
    key: 'first-half',
    state: { ...base, periods: base.periods.slice(0, 1), score: s.halfTime ?? [s.score[0], s.score[1]], goals: (goals ?? []).filter((goal) => goal.period === 1), finished: firstHalfOver, currentPeriod: firstHalfOver ? 1 : base.currentPeriod, currentPeriodName: firstHalfOver ? PERIOD_NAMES.finished : base.currentPeriodName },
    input: firstHalfOver ? null : firstHalfInput(s),
  };
  return [
    firstHalf,
    { key: 'corners', state: countView(s.corners), input: s.phase === 'over' ? null : countInput(s, s.setup.cornerRates, s.corners) },
    { key: 'yellow-cards', state: countView(s.yellow), input: s.phase === 'over' ? null : countInput(s, s.setup.yellowRates, s.yellow) },
  ];
}

/** The first half as a 45-minute game with its share of the expected goals. */
function firstHalfInput(s: FootballState): FootballInput {
  const rates = currentRates(s);
  const half = { home: rates.home * DEFAULT_FIRST_HALF_SHARE, away: rates.away * DEFAULT_FIRST_HALF_SHARE };
  const live = s.phase === 'pre' ? undefined : { clock: { minute: modelMinute(s), matchMinutes: 45 }, score: { home: s.score[0], away: s.score[1] }, redCards: { home: s.red[0], away: s.red[1] } };
  return { model: 'football', book: 'half', pricing: { rates: half, rho: s.setup.rho, ...(live ? { live } : {}), options: { firstHalfShare: 0.5 } } };
}

export const footballEngine: MatchEngine<FootballState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  subGames,
  // Mean-reverting drift of the balance of strength between the sides (line prices move a little).
  drift: (s, rng) => ({ ...s, drift: 0.9 * s.drift + 0.01 * normal(rng) }),
};
