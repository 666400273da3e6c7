// The joint distribution of a football game's final first-half and full-time scores, from the
// pricing model's inputs: the match as football-book.ts prices it and, while the first half is
// still to be played, that half as it is priced as a game of its own (the simulator's first-half
// sub-game). Several outcomes of one game are priced together from it (betting/bet-builder.ts).
//
// Before the break the two scores are tied: full time is the first half plus the second. The model
// prices each on its own matrix — the match on Dixon-Coles, the first half on its own matrix, the
// halves as independent Poisson (football-halves.ts) — and these do not quite agree: independent
// Poisson halves add up to plain Poisson at full time, not Dixon-Coles. So the joint starts from the
// independent halves (first half × second half) and is raked — iterative proportional fitting
// (Deming & Stephan 1940) — until its first-half margin is the first half's matrix and its
// full-time margin the match's: of the tables with both margins exact, the one closest to the
// independent halves (in Kullback–Leibler). Every outcome of either market then has the
// probability its own market gives it, and only their dependence comes from the joint.
import { halfMatrices } from './football-halves';
import { remainingScoreMatrix, type FootballPricingInput } from './football-book';
import { DEFAULT_MAX_GOALS, type ScoreMatrix } from './poisson';
import { NIL_NIL, type Score } from './score-distributions';

export interface FootballModel {
  /** The match (its goals still to come, from the live state in `match.live`). */
  readonly match: FootballPricingInput;
  /**
   * The first half as a game of its own (`live.score` the score so far), while it is still to be
   * played; without it the first half's goals are the match's Poisson share (football-halves.ts).
   */
  readonly firstHalf?: FootballPricingInput | undefined;
}

/** One way the game can end, with its probability. */
export interface ScoreScenario {
  readonly probability: number;
  readonly fullTime: Score;
  /** The score at half time; null when the joint was asked for full time only, or is unknown. */
  readonly firstHalf: Score | null;
}

/** The table is raked until both margins are this close. */
const TOLERANCE = 1e-13;
const MAX_SWEEPS = 500;
/** Scenarios less likely than this are dropped (their total is far below any price's rounding). */
const NEGLIGIBLE = 1e-15;

interface Remembered {
  fullTime?: readonly ScoreScenario[];
  halves?: readonly ScoreScenario[];
  halvesWith: WeakMap<FootballPricingInput, readonly ScoreScenario[]>;
}

/**
 * Scenarios already worked out, by the model's input objects: a feed keeps one input object per
 * game until its next prices, so every builder priced meanwhile shares one table (the raking is the
 * costly part). Inputs are never changed in place; a new one is a new key.
 */
const remembered = new WeakMap<FootballPricingInput, Remembered>();

/**
 * The game's final scores with their probabilities: full time alone (the match's own matrix, cell
 * for cell) or, with `halves`, every pair of half-time and full-time scores.
 */
export function footballScenarios(model: FootballModel, options: { halves: boolean }): readonly ScoreScenario[] {
  const memo = remembered.get(model.match) ?? { halvesWith: new WeakMap<FootballPricingInput, readonly ScoreScenario[]>() };
  remembered.set(model.match, memo);
  const known = !options.halves ? memo.fullTime : model.firstHalf ? memo.halvesWith.get(model.firstHalf) : memo.halves;
  if (known) return known;
  const scenarios = computeScenarios(model, options);
  if (!options.halves) memo.fullTime = scenarios;
  else if (model.firstHalf) memo.halvesWith.set(model.firstHalf, scenarios);
  else memo.halves = scenarios;
  return scenarios;
}

function computeScenarios(model: FootballModel, options: { halves: boolean }): ScoreScenario[] {
  const live = model.match.live;
  const score = live?.score ?? NIL_NIL;
  const full = remainingScoreMatrix(model.match).matrix;
  const halfOver = live !== undefined && (live.halfTime !== undefined || live.clock.minute >= (live.clock.matchMinutes ?? 90) / 2);
  if (!options.halves || halfOver) {
    const firstHalf = options.halves ? (live?.halfTime ?? null) : null;
    return fullTimeScenarios(full, score, firstHalf);
  }
  const maxGoals = model.match.maxGoals ?? DEFAULT_MAX_GOALS;
  const halves = halfMatrices(model.match.rates, live?.clock, live?.redCards, model.match.options, maxGoals);
  const first = model.firstHalf ? remainingScoreMatrix(model.firstHalf).matrix : halves.firstHalf;
  if (!first) return fullTimeScenarios(full, score, null);
  return jointScenarios(first, halves.secondHalf, full, score);
}

function fullTimeScenarios(full: ScoreMatrix, score: Score, firstHalf: Score | null): ScoreScenario[] {
  const out: ScoreScenario[] = [];
  for (let h = 0; h < full.size; h++) {
    for (let a = 0; a < full.size; a++) {
      const probability = full.cells[h * full.size + a] ?? 0;
      if (probability > NEGLIGIBLE) out.push({ probability, fullTime: { home: score.home + h, away: score.away + a }, firstHalf });
    }
  }
  return out;
}

/**
 * The raked table of (first-half goals to come, second-half goals) pairs. Full-time cells past the
 * match matrix's edge fall into its last row or column, which holds "that many or more" (poisson.ts).
 */
function jointScenarios(first: ScoreMatrix, second: ScoreMatrix, full: ScoreMatrix, score: Score): ScoreScenario[] {
  const n1 = first.size * first.size;
  const n2 = second.size * second.size;
  const edge = full.size - 1;
  const table = new Float64Array(n1 * n2);
  const fullIndex = new Int32Array(n1 * n2);
  for (let x = 0; x < n1; x++) {
    const px = first.cells[x] ?? 0;
    const xh = Math.floor(x / first.size);
    const xa = x % first.size;
    for (let y = 0; y < n2; y++) {
      const i = x * n2 + y;
      table[i] = px * (second.cells[y] ?? 0);
      const h = Math.min(edge, xh + Math.floor(y / second.size));
      const a = Math.min(edge, xa + (y % second.size));
      fullIndex[i] = h * full.size + a;
    }
  }
  rake(table, n1, n2, first.cells, full.cells, fullIndex);
  const out: ScoreScenario[] = [];
  for (let x = 0; x < n1; x++) {
    const firstHalf = { home: score.home + Math.floor(x / first.size), away: score.away + (x % first.size) };
    for (let y = 0; y < n2; y++) {
      const probability = table[x * n2 + y] ?? 0;
      if (probability <= NEGLIGIBLE) continue;
      out.push({ probability, firstHalf, fullTime: { home: firstHalf.home + Math.floor(y / second.size), away: firstHalf.away + (y % second.size) } });
    }
  }
  return out;
}

/** Alternately scales the rows to the first-half margin and the full-time groups to the match's. */
function rake(table: Float64Array, n1: number, n2: number, rowTarget: Float64Array, fullTarget: Float64Array, fullIndex: Int32Array): void {
  const fullSums = new Float64Array(fullTarget.length);
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let rowError = 0;
    for (let x = 0; x < n1; x++) {
      let sum = 0;
      for (let y = 0; y < n2; y++) sum += table[x * n2 + y] ?? 0;
      const target = rowTarget[x] ?? 0;
      rowError = Math.max(rowError, Math.abs(sum - target));
      const k = sum > 0 ? target / sum : 0;
      for (let y = 0; y < n2; y++) table[x * n2 + y] = (table[x * n2 + y] ?? 0) * k;
    }
    fullSums.fill(0);
    for (let i = 0; i < table.length; i++) {
      const f = fullIndex[i] ?? 0;
      fullSums[f] = (fullSums[f] ?? 0) + (table[i] ?? 0);
    }
    let fullError = 0;
    for (let f = 0; f < fullTarget.length; f++) fullError = Math.max(fullError, Math.abs((fullSums[f] ?? 0) - (fullTarget[f] ?? 0)));
    if (rowError < TOLERANCE && fullError < TOLERANCE) return;
    for (let i = 0; i < table.length; i++) {
      const f = fullIndex[i] ?? 0;
      const sum = fullSums[f] ?? 0;
      table[i] = sum > 0 ? ((table[i] ?? 0) * (fullTarget[f] ?? 0)) / sum : 0;
    }
  }
}
