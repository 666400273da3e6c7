// The bet builder (issue 12 "legs from one game priced together from the model's joint
// distribution, not the product of the legs"): outcomes of one football game — of the match and of
// its first half — priced as one proposition, "all of them win", whose probability is read from the
// game's score scenarios (pricing/football-joint.ts). Each leg is decided in each scenario by the
// settlement rules themselves (outcome-result.ts), so a builder is priced exactly as it will be
// settled. The price is the brand's margin (named method) on the two-way market "all win / not".
//
// A builder takes only outcomes that end in a win or a loss (no line that can push or split, no
// "any other score", whose list changes): a void leg would leave a joint price without meaning.
// Refused: two outcomes of one market (W1 and X; over and under 2.5), legs that cannot all win,
// and a leg the others already imply (W1 with 1X): it would add nothing but a second price.
import { priceProbabilities } from '../pricing/price-market';
import { MIN_PRICE, type MarginSpec } from '../pricing/margin';
import { footballScenarios, type FootballModel, type ScoreScenario } from '../pricing/football-joint';
import type { FinishedGame, Score } from './finished-game';
import { settleOutcome } from './outcome-result';
import type { Selection } from './outcome-types';

/** Which game a leg is of: the match itself, or its first half (a sub-game of its own in the feed). */
export type BuilderScope = 'match' | 'first-half';

export interface BuilderLeg {
  readonly scope: BuilderScope;
  readonly selection: Pick<Selection, 'group' | 'type' | 'param'>;
}

/** Markets a builder takes, by scope (wire-format §2.1 groups; football-book.ts prices them). */
export const BUILDER_GROUPS: Readonly<Record<BuilderScope, ReadonlySet<number>>> = {
  // 1X2, double chance, Asian and European handicap, total, team totals, both score, even/odd,
  // correct score. Not HT/FT: it is itself two legs (the first half's result and the match's),
  // which a builder takes as such; its own market is priced on independent halves, which the
  // joint is not (pricing/football-joint.ts), so a builder of it would not price as its market.
  match: new Set([1, 8, 2, 27, 17, 15, 62, 19, 14, 136]),
  'first-half': new Set([1, 8, 2, 27, 17, 15, 62, 19, 14, 136]),
};

export const MIN_BUILDER_LEGS = 2;
export const MAX_BUILDER_LEGS = 12;
/** Below this a builder is not priced (the feed closes outcomes below it, market.ts openMarket). */
export const MIN_BUILDER_PROBABILITY = 1e-4;
/** A leg whose removal changes the probability by less than this adds nothing. */
const IMPLIED = 1e-12;

export type BuilderProblem =
  | { readonly kind: 'not_offered'; readonly leg: number }
  | { readonly kind: 'same_market'; readonly legs: readonly [number, number] }
  | { readonly kind: 'implied'; readonly leg: number }
  | { readonly kind: 'contradictory' }
  | { readonly kind: 'unpriceable' };

export type BuilderReading<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly problem: BuilderProblem };

/** The P a leg's market is keyed by: team 1's handicap on handicaps (team 2 carries −h), else its own. */
function marketLine(selection: BuilderLeg['selection']): number {
  const p = selection.param ?? 0;
  const teamTwoSide = (selection.group === 2 && selection.type === 8) || (selection.group === 27 && selection.type === 426);
  return teamTwoSide ? -p : p;
}

function marketKey(leg: BuilderLeg): string {
  // Every correct score is one market; a line market is one per line.
  const line = leg.selection.group === 136 ? 0 : marketLine(leg.selection);
  return `${leg.scope}:${leg.selection.group}:${line === 0 ? 0 : line}`;
}

/** A finished game with this score: every market a builder takes reads the score alone. */
function gameWith(score: Score, periods: FinishedGame['periods']): FinishedGame {
  return { sport: 'football', cancelled: false, score, periods };
}

/** Whether the legs need the half-time score (an outcome of the first half). */
function needsHalves(legs: readonly BuilderLeg[]): boolean {
  return legs.some((leg) => leg.scope === 'first-half');
}

type Decided = 'win' | 'lose' | 'neither';

/**
 * Leg i decided on a score, once per score: a match leg on the full-time score, a first-half leg on
 * the half-time score (a first half as a game of its own, its one period).
 */
function legDecider(leg: BuilderLeg): (s: ScoreScenario) => Decided {
  const seen = new Map<number, Decided>();
  return (s) => {
    const score = leg.scope === 'match' ? s.fullTime : s.firstHalf;
    if (!score) return 'neither';
    const key = score.home * 1_000 + score.away;
    let decided = seen.get(key);
    if (decided === undefined) {
      const game = leg.scope === 'match' ? gameWith(score, []) : gameWith(score, [{ kind: 'regular', score }]);
      const read = settleOutcome(game, leg.selection);
      decided = read.settled && (read.result === 'win' || read.result === 'lose') ? read.result : 'neither';
      seen.set(key, decided);
    }
    return decided;
  };
}

/**
 * For each scenario, which legs win (bit i for leg i), or the first leg that a scenario settles
 * otherwise than win or lose (a push, a half result, a result that cannot decide it).
 */
function winningMasks(scenarios: readonly ScoreScenario[], legs: readonly BuilderLeg[]): { masks: Uint32Array } | { notOffered: number } {
  const masks = new Uint32Array(scenarios.length);
  const deciders = legs.map(legDecider);
  for (let s = 0; s < scenarios.length; s++) {
    const scenario = scenarios[s];
    if (!scenario) continue;
    let mask = 0;
    for (let i = 0; i < deciders.length; i++) {
      const decided = deciders[i]?.(scenario);
      if (decided === 'neither') return { notOffered: i };
      if (decided === 'win') mask |= 1 << i;
    }
    masks[s] = mask;
  }
  return { masks };
}

/** P(every leg wins), or why these legs are not a builder. */
export function builderProbability(model: FootballModel, legs: readonly BuilderLeg[]): BuilderReading<{ probability: number }> {
  const offered = legs.findIndex((leg) => !BUILDER_GROUPS[leg.scope].has(leg.selection.group));
  if (offered >= 0) return { ok: false, problem: { kind: 'not_offered', leg: offered } };
  const seen = new Map<string, number>();
  for (const [i, leg] of legs.entries()) {
    const key = marketKey(leg);
    const other = seen.get(key);
    if (other !== undefined) return { ok: false, problem: { kind: 'same_market', legs: [other, i] } };
    seen.set(key, i);
  }
  const scenarios = footballScenarios(model, { halves: needsHalves(legs) });
  const read = winningMasks(scenarios, legs);
  if ('notOffered' in read) return { ok: false, problem: { kind: 'not_offered', leg: read.notOffered } };
  const all = (1 << legs.length) - 1;
  // P(all legs win), and for each leg P(all the others win): equal when the others imply it.
  let probability = 0;
  const withoutLeg = new Float64Array(legs.length);
  for (let s = 0; s < scenarios.length; s++) {
    const p = scenarios[s]?.probability ?? 0;
    const mask = read.masks[s] ?? 0;
    if (mask === all) probability += p;
    for (let i = 0; i < legs.length; i++) if ((mask | (1 << i)) === all) withoutLeg[i] = (withoutLeg[i] ?? 0) + p;
  }
  if (probability <= 0) return { ok: false, problem: { kind: 'contradictory' } };
  if (legs.length > 1) {
    const implied = withoutLeg.findIndex((p) => p - probability < IMPLIED);
    if (implied >= 0) return { ok: false, problem: { kind: 'implied', leg: implied } };
  }
  return { ok: true, probability };
}

export interface BuilderPrice {
  /** P(every leg wins) from the model. */
  readonly probability: number;
  /** The coefficient in thousandths, with the brand's margin. */
  readonly coefficient: number;
}

/**
 * The builder's coefficient: the margin's method on the two-way market {all win: P, not: 1 − P}
 * (so the builder carries one margin, not one per leg). Refused when the model gives it less than
 * MIN_BUILDER_PROBABILITY or the price falls to the 1.001 floor, where no margin fits.
 */
export function priceBuilder(model: FootballModel, legs: readonly BuilderLeg[], margin: MarginSpec): BuilderReading<BuilderPrice> {
  const read = builderProbability(model, legs);
  if (!read.ok) return read;
  const { probability } = read;
  if (probability < MIN_BUILDER_PROBABILITY || probability >= 1) return { ok: false, problem: { kind: 'unpriceable' } };
  const [coefficient = MIN_PRICE] = priceProbabilities([probability, 1 - probability], 1, margin);
  if (coefficient <= MIN_PRICE) return { ok: false, problem: { kind: 'unpriceable' } };
  return { ok: true, probability, coefficient };
}
