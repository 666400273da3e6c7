import type { GameState } from '../../model';
import { type Rng, chance, exponential } from '../random';
import { type EngineStep, type KeyEvent, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { FightInput } from './model-input';

// MMA: rounds of five minutes with a minute between them. A finish (KO/TKO or submission) comes as
// a Poisson event whose rate gives about half the fights a finish; the stronger fighter is the
// likelier finisher and round winner. A fight that goes the distance is won on rounds. The live
// win chance and the round the fight ends in are read from these same rates.

const ROUND_MS = 5 * 60_000;
const BREAK_MS = 60_000;
const ROUND = { en: 'round', ru: 'раунд' };
const FINISH: KeyEvent = { kind: 'other', suspendSeconds: 5 };
/** Share of fights that end inside the distance. */
const FINISH_SHARE = 0.5;

type Pair = [number, number];

export interface FightState {
  rounds: number;
  /** P(team 1 wins a round, or is the one who finishes), from the generic two-competitor model. */
  edge: number;
  phase: 'pre' | 'round' | 'break' | 'over';
  round: number;
  clockMs: number;
  roundsWon: Pair;
  winner: 0 | 1 | null;
  method: 'KO/TKO' | 'Submission' | 'Decision' | null;
}

export function createFight(rounds: number, edge: number): FightState {
  return { rounds, edge, phase: 'pre', round: 0, clockMs: 0, roundsWon: [0, 0], winner: null, method: null };
}

/** Finishes per millisecond of fighting so that FINISH_SHARE of fights end early. */
const finishRate = (s: FightState) => -Math.log(1 - FINISH_SHARE) / (s.rounds * ROUND_MS);

function step(initial: FightState, dtMs: number, rng: Rng): EngineStep<FightState> {
  let s = initial.phase === 'pre' ? { ...initial, phase: 'round' as const, round: 1, clockMs: 0 } : initial;
  let left = dtMs;
  while (left > 0 && s.phase !== 'over') {
    if (s.phase === 'break') {
      const slice = Math.min(left, BREAK_MS - s.clockMs);
      left -= slice;
      s = s.clockMs + slice >= BREAK_MS ? { ...s, phase: 'round', round: s.round + 1, clockMs: 0 } : { ...s, clockMs: s.clockMs + slice };
      continue;
    }
    const slice = Math.min(left, ROUND_MS - s.clockMs);
    const finishIn = exponential(rng, finishRate(s));
    if (finishIn < slice) {
      const winner = chance(rng, s.edge) ? 0 : 1;
      return { state: { ...s, phase: 'over', clockMs: s.clockMs + finishIn, winner, method: chance(rng, 0.65) ? 'KO/TKO' : 'Submission' }, keyEvent: FINISH };
    }
    left -= slice;
    s = { ...s, clockMs: s.clockMs + slice };
    if (s.clockMs < ROUND_MS) continue;
    const roundsWon: Pair = chance(rng, s.edge) ? [s.roundsWon[0] + 1, s.roundsWon[1]] : [s.roundsWon[0], s.roundsWon[1] + 1];
    if (s.round < s.rounds) s = { ...s, roundsWon, phase: 'break', clockMs: 0 };
    else s = { ...s, roundsWon, phase: 'over', winner: roundsWon[0] > roundsWon[1] ? 0 : 1, method: 'Decision' };
  }
  return { state: s };
}

function view(s: FightState): GameState {
  const done = s.phase === 'over';
  return {
    score: s.winner === null ? [0, 0] : s.winner === 0 ? [1, 0] : [0, 1],
    periods: Array.from({ length: s.round }, (_, i) => ({ score: [0, 0] as Pair, name: ordinalPeriod(i + 1, ROUND) })),
    currentPeriod: s.round,
    currentPeriodName: s.phase === 'pre' ? PERIOD_NAMES.notStarted : done ? PERIOD_NAMES.finished : s.phase === 'break' ? PERIOD_NAMES.break : ordinalPeriod(s.round, ROUND),
    elapsedSeconds: Math.floor(((Math.max(1, s.round) - 1) * ROUND_MS + (s.phase === 'break' ? ROUND_MS : s.clockMs)) / 1000),
    stats: { roundsWon: [s.roundsWon[0], s.roundsWon[1]] },
    finished: done,
    ...(s.method === null ? {} : { info: s.method }),
  };
}

/** P(at least `need` successes in `n` trials of chance p). */
function atLeast(need: number, n: number, p: number): number {
  let total = 0;
  let coefficient = 1;
  for (let k = 0; k <= n; k++) {
    if (k > 0) coefficient = (coefficient * (n - k + 1)) / k;
    if (k >= need) total += coefficient * p ** k * (1 - p) ** (n - k);
  }
  return total;
}

function input(s: FightState): FightInput {
  const rate = finishRate(s);
  const current = Math.max(1, s.round);
  // Time fought in the round in play (0 in a break: the finished round is already scored).
  const usedInRound = s.phase === 'round' ? s.clockMs : 0;
  const endRound: number[] = [];
  let alive = 1;
  for (let k = 1; k <= s.rounds; k++) {
    if (k < current || (k === current && s.phase === 'break')) {
      endRound.push(0);
      continue;
    }
    const length = k === current ? ROUND_MS - usedInRound : ROUND_MS;
    const finish = k === s.rounds ? 1 : 1 - Math.exp(-rate * length);
    endRound.push(alive * finish);
    alive *= 1 - finish;
  }
  // Fight time left, then: finish chance × edge, or a decision on the rounds still to score.
  const roundsLeft = s.rounds - (s.roundsWon[0] + s.roundsWon[1]);
  const fightMsLeft = roundsLeft * ROUND_MS - usedInRound;
  const finishLeft = 1 - Math.exp(-rate * fightMsLeft);
  const needHome = Math.floor(s.rounds / 2) + 1 - s.roundsWon[0];
  const decisionHome = needHome <= 0 ? 1 : atLeast(needHome, roundsLeft, s.edge);
  return { model: 'fight', winHome: finishLeft * s.edge + (1 - finishLeft) * decisionHome, endRound };
}

export const fightEngine: MatchEngine<FightState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
};
