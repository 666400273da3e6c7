import { winProbabilitiesFromRatings } from '@stavka/domain/pricing/racing';
import type { GameState } from '../../model';
import { type Rng, normal, uniform, weightedIndex } from '../random';
import { type EngineStep, type MatchEngine, PERIOD_NAMES } from './engine';
import type { RunnersInput } from './model-input';

// Races (horse racing, marble races, virtual greyhounds) and outrights (politics). Runners carry
// strengths; the win chances are a multinomial logit on them (pricing/racing). At the off the
// finishing order is drawn place by place with those chances — exactly Harville's model that
// prices the place markets — and the race runs for its length with the field closing in order.
// An outright has no race: at its date the winner is drawn and it is over (no live betting).
// Where the sport has them (horse racing), a runner may be withdrawn at the off: a non-runner takes
// no part, the result names it (bets on it are void), and the others are drawn as before.

export interface Runner {
  playerId: number;
  strength: number;
}

export interface RaceState {
  kind: 'race' | 'outright';
  runners: Runner[];
  /** Strengths at creation: drift reverts to them. */
  base: number[];
  scale: number;
  durationMs: number;
  phase: 'pre' | 'running' | 'over';
  elapsedMs: number;
  /** Runner indices in finishing order, drawn at the off. */
  order: number[];
  /** Each runner's finishing time (ms after the off), by runner index. */
  finishMs: number[];
  /** Each runner's chance of being withdrawn at the off (0: never). */
  nonRunnerChance: number;
  /** Runner indices withdrawn at the off. */
  nonRunners: number[];
}

/** A field never shrinks below this by withdrawals. */
const MIN_FIELD = 3;

export function createRace(kind: 'race' | 'outright', runners: Runner[], scale: number, durationMs: number, nonRunnerChance = 0): RaceState {
  return { kind, runners, base: runners.map((r) => r.strength), scale, durationMs, phase: 'pre', elapsedMs: 0, order: [], finishMs: [], nonRunnerChance, nonRunners: [] };
}

/** The runners withdrawn at the off, each with the race's chance while the field stays big enough. */
function drawNonRunners(s: RaceState, rng: Rng): number[] {
  if (s.nonRunnerChance <= 0) return [];
  const out: number[] = [];
  s.runners.forEach((_, i) => {
    if (rng() < s.nonRunnerChance && s.runners.length - out.length > MIN_FIELD) out.push(i);
  });
  return out;
}

const winChances = (s: RaceState) => winProbabilitiesFromRatings(s.runners.map((r) => r.strength), s.scale);

/** The finishing order drawn one place at a time in proportion to the win chances (Harville). */
function drawOrder(s: RaceState, rng: Rng, nonRunners: readonly number[]): number[] {
  const weights = winChances(s);
  for (const i of nonRunners) weights[i] = 0;
  const order: number[] = [];
  for (let place = 0; place < weights.length - nonRunners.length; place++) {
    const i = weightedIndex(rng, weights);
    order.push(i);
    weights[i] = 0;
  }
  return order;
}

function start(s: RaceState, rng: Rng): RaceState {
  const nonRunners = drawNonRunners(s, rng);
  const order = drawOrder(s, rng, nonRunners);
  const finishMs = new Array<number>(s.runners.length).fill(s.durationMs);
  // The winner crosses at the race's length; the others follow 0.2-1.2% of it apart.
  let time = s.durationMs;
  for (const i of order) {
    finishMs[i] = time;
    time += s.durationMs * uniform(rng, 0.002, 0.012);
  }
  return { ...s, phase: s.kind === 'outright' ? 'over' : 'running', order, finishMs, nonRunners };
}

function step(initial: RaceState, dtMs: number, rng: Rng): EngineStep<RaceState> {
  let s = initial.phase === 'pre' ? start(initial, rng) : initial;
  if (s.phase !== 'running') return { state: s };
  const elapsedMs = s.elapsedMs + dtMs;
  const last = Math.max(...s.finishMs);
  s = { ...s, elapsedMs: Math.min(elapsedMs, last) };
  return { state: elapsedMs >= last ? { ...s, phase: 'over' } : s };
}

/** Positions now: by share of the distance covered (each runner at its own even pace). */
function positions(s: RaceState): { index: number; progress: number }[] {
  if (s.phase === 'pre') return s.runners.map((_, index) => ({ index, progress: 0 }));
  if (s.phase === 'over') return s.order.map((index) => ({ index, progress: 1 }));
  return s.order
    .map((index) => ({ index, progress: Math.min(1, s.elapsedMs / (s.finishMs[index] ?? s.durationMs)) }))
    .sort((a, b) => b.progress - a.progress || s.order.indexOf(a.index) - s.order.indexOf(b.index));
}

function view(s: RaceState): GameState {
  // Each runner's place and share of the distance covered (‰), keyed by its player id.
  const stats: GameState['stats'] = {};
  if (s.phase !== 'pre') {
    positions(s).forEach((p, place) => {
      const runner = s.runners[p.index];
      if (runner) stats[`runner:${runner.playerId}`] = [place + 1, Math.round(p.progress * 1000)];
    });
  }
  return {
    score: [0, 0],
    periods: [],
    currentPeriod: s.phase === 'pre' ? 0 : 1,
    currentPeriodName: s.phase === 'pre' ? PERIOD_NAMES.notStarted : s.phase === 'over' ? PERIOD_NAMES.finished : { en: 'Race', ru: 'Забег' },
    elapsedSeconds: Math.floor(s.elapsedMs / 1000),
    stats,
    finished: s.phase === 'over',
    ...(s.nonRunners.length > 0 ? { nonRunners: s.nonRunners.flatMap((i) => s.runners[i]?.playerId ?? []) } : {}),
  };
}

function input(s: RaceState): RunnersInput {
  return { model: 'runners', runners: s.runners, scale: s.scale, places: s.kind === 'race' && s.runners.length > 3 ? 3 : 1, open: s.phase === 'pre' };
}

export const raceEngine: MatchEngine<RaceState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  // Strengths wander and revert to their base: outright and ante-post prices drift slowly.
  drift: (s, rng) => ({ ...s, runners: s.runners.map((r, i) => ({ ...r, strength: r.strength + 0.1 * ((s.base[i] ?? r.strength) - r.strength) + 0.02 * s.scale * normal(rng) })) }),
};
