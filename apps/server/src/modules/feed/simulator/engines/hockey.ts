import type { GoalRates } from '@stavka/domain/pricing/poisson';
import type { GameState, GoalRecord } from '../../model';
import { type Rng, chance, exponential, normal } from '../random';
import { type EngineStep, type KeyEvent, type MatchEngine, PERIOD_NAMES, ordinalPeriod } from './engine';
import type { HockeyInput } from './model-input';

// Ice hockey (and cyber hockey on a compressed clock): three 20-minute periods with 18-minute
// intermissions, goals as Poisson events at the regulation rates the pricing model uses (flat over
// the game), then a 5-minute sudden-death overtime (3-on-3 scores faster) and a shootout whose
// winner gets one goal, as the feeds show it.

const PERIOD_MS = 20 * 60_000;
const INTERMISSION_MS = 18 * 60_000;
const OVERTIME_MS = 5 * 60_000;
/** 3-on-3 overtime produces goals about 1.6× as fast as 5-on-5. */
const OVERTIME_PACE = 1.6;
const GOAL: KeyEvent = { kind: 'goal', suspendSeconds: 5 };
const PERIOD = { en: 'period', ru: 'период' };

type Pair = [number, number];

export interface HockeySetup {
  /** Expected goals of each side over regulation time. */
  rates: GoalRates;
  /** P(team 1 wins a shootout), from the generic two-competitor model. */
  shootoutHome: number;
}

export interface HockeyState {
  setup: HockeySetup;
  drift: number;
  phase: 'pre' | 'period' | 'intermission' | 'overtime' | 'over';
  /** 1…3 in regulation. */
  period: number;
  clockMs: number;
  score: Pair;
  periodScores: Pair[];
  /** Every goal in order, the shootout's deciding one last (settlement: next goal, last goal, race to N). */
  goals: GoalRecord[];
  shootout: Pair | null;
}

export function createHockeyMatch(setup: HockeySetup): HockeyState {
  return { setup, drift: 0, phase: 'pre', period: 0, clockMs: 0, score: [0, 0], periodScores: [], goals: [], shootout: null };
}

function rates(s: HockeyState): GoalRates {
  const k = Math.exp(s.drift);
  return { home: s.setup.rates.home * k, away: s.setup.rates.away / k };
}

/** The minute of play of a goal `clockMs` into period `index` (0-based; 3 is the overtime). */
function minuteOf(index: number, clockMs: number): number {
  const length = index < 3 ? 20 : 5;
  return index * 20 + Math.min(length, Math.floor(clockMs / 60_000) + 1);
}

/** Plays goals for `sliceMs` at per-millisecond rates; stops at the first goal when sudden death. */
function playGoals(s: HockeyState, sliceMs: number, perMs: GoalRates, suddenDeath: boolean, rng: Rng): { state: HockeyState; goal: boolean } {
  const total = perMs.home + perMs.away;
  let t = s.clockMs;
  const end = s.clockMs + sliceMs;
  let state = s;
  let goal = false;
  for (;;) {
    t += exponential(rng, total);
    if (t >= end) break;
    const side = rng() * total < perMs.home ? 0 : 1;
    const index = state.periodScores.length - 1;
    const periodScores = state.periodScores.map((p, i): Pair => (i === index ? (side === 0 ? [p[0] + 1, p[1]] : [p[0], p[1] + 1]) : p));
    const scored: GoalRecord = { team: side === 0 ? 1 : 2, period: index + 1, minute: minuteOf(index, t) };
    state = { ...state, score: side === 0 ? [state.score[0] + 1, state.score[1]] : [state.score[0], state.score[1] + 1], periodScores, goals: [...state.goals, scored] };
    goal = true;
    if (suddenDeath) return { state: { ...state, clockMs: t }, goal };
  }
  return { state: { ...state, clockMs: end }, goal };
}

function step(initial: HockeyState, dtMs: number, rng: Rng): EngineStep<HockeyState> {
  let s = initial;
  let left = dtMs;
  let goal = false;
  while (left > 0 && s.phase !== 'over') {
    switch (s.phase) {
      case 'pre':
        s = { ...s, phase: 'period', period: 1, clockMs: 0, periodScores: [[0, 0]] };
        break;
      case 'intermission': {
        const slice = Math.min(left, INTERMISSION_MS - s.clockMs);
        left -= slice;
        s = s.clockMs + slice >= INTERMISSION_MS ? { ...s, phase: 'period', period: s.period + 1, clockMs: 0, periodScores: [...s.periodScores, [0, 0]] } : { ...s, clockMs: s.clockMs + slice };
        break;
      }
      case 'period': {
        const slice = Math.min(left, PERIOD_MS - s.clockMs);
        left -= slice;
        const r = rates(s);
        const played = playGoals(s, slice, { home: r.home / (3 * PERIOD_MS), away: r.away / (3 * PERIOD_MS) }, false, rng);
        s = played.state;
        goal ||= played.goal;
        if (s.clockMs < PERIOD_MS) break;
        if (s.period < 3) s = { ...s, phase: 'intermission', clockMs: 0 };
        else if (s.score[0] !== s.score[1]) s = { ...s, phase: 'over' };
        else s = { ...s, phase: 'overtime', clockMs: 0, periodScores: [...s.periodScores, [0, 0]] };
        break;
      }
      case 'overtime': {
        const slice = Math.min(left, OVERTIME_MS - s.clockMs);
        const r = rates(s);
        const pace = OVERTIME_PACE / (3 * PERIOD_MS);
        const played = playGoals(s, slice, { home: r.home * pace, away: r.away * pace }, true, rng);
        // The slice itself, not the clock's difference: (clock + slice) − clock can differ from
        // slice in its last bits and leave a remainder too small to move a large clock, for ever.
        // A sudden-death goal ends the match, so the time after it does not matter.
        left -= slice;
        s = played.state;
        goal ||= played.goal;
        if (played.goal) s = { ...s, phase: 'over' };
        else if (s.clockMs >= OVERTIME_MS) {
          const homeWins = chance(rng, s.setup.shootoutHome);
          const shootout: Pair = homeWins ? [1, 0] : [0, 1];
          // The shootout's winner is given one goal, in the period after the overtime (as the feeds show it).
          const decider: GoalRecord = { team: homeWins ? 1 : 2, period: s.periodScores.length + 1, minute: 65 };
          s = { ...s, phase: 'over', shootout, score: [s.score[0] + shootout[0], s.score[1] + shootout[1]], goals: [...s.goals, decider] };
        }
        break;
      }
    }
  }
  return goal ? { state: s, keyEvent: GOAL } : { state: s };
}

function periodName(index: number): GameState['currentPeriodName'] {
  return index < 3 ? ordinalPeriod(index + 1, PERIOD) : PERIOD_NAMES.overtime;
}

function view(s: HockeyState): GameState {
  const periods: GameState['periods'] = s.periodScores.map((score, i) => ({ score: [score[0], score[1]], name: periodName(i) }));
  if (s.shootout) periods.push({ score: s.shootout, name: PERIOD_NAMES.shootout });
  const names: Record<HockeyState['phase'], GameState['currentPeriodName']> = {
    pre: PERIOD_NAMES.notStarted,
    period: periodName(s.period - 1),
    intermission: PERIOD_NAMES.break,
    overtime: PERIOD_NAMES.overtime,
    over: PERIOD_NAMES.finished,
  };
  const regulationSeconds = s.phase === 'overtime' || s.phase === 'over' ? 3600 : Math.max(0, s.period - 1) * 1200 + (s.phase === 'period' ? Math.floor(s.clockMs / 1000) : s.phase === 'intermission' ? 1200 : 0);
  const overtimeSeconds = s.phase === 'overtime' || (s.phase === 'over' && s.periodScores.length > 3) ? Math.floor(s.clockMs / 1000) : 0;
  return {
    score: [s.score[0], s.score[1]],
    periods,
    currentPeriod: s.phase === 'overtime' ? 4 : s.phase === 'over' ? s.periodScores.length : s.period,
    currentPeriodName: names[s.phase],
    elapsedSeconds: regulationSeconds + overtimeSeconds,
    stats: {},
    finished: s.phase === 'over',
    goals: s.goals.map((goal) => ({ ...goal })),
  };
}

function input(s: HockeyState): HockeyInput {
  const r = rates(s);
  // Overtime: a goal in the five minutes at the 3-on-3 pace, else the shootout.
  const otGoals = ((r.home + r.away) * OVERTIME_PACE * OVERTIME_MS) / (3 * PERIOD_MS);
  const pGoal = 1 - Math.exp(-otGoals);
  const overtimeHomeShare = (pGoal * r.home) / Math.max(1e-9, r.home + r.away) + (1 - pGoal) * s.setup.shootoutHome;
  const minute = s.phase === 'pre' ? 0 : s.phase === 'overtime' || s.phase === 'over' ? 60 : (s.period - 1) * 20 + (s.phase === 'period' ? s.clockMs / 60_000 : 20);
  const live = s.phase === 'pre' ? undefined : { clock: { minute, matchMinutes: 60 }, score: { home: s.score[0], away: s.score[1] } };
  return {
    model: 'hockey',
    pricing: { rates: r, rho: 0, ...(live ? { live } : {}), options: { firstHalfShare: 0.5 } },
    overtimeHomeShare,
    inOvertime: s.phase === 'overtime',
  };
}

export const hockeyEngine: MatchEngine<HockeyState> = {
  step,
  finished: (s) => s.phase === 'over',
  started: (s) => s.phase !== 'pre',
  view,
  input,
  drift: (s, rng) => ({ ...s, drift: 0.9 * s.drift + 0.01 * normal(rng) }),
};
