// The fair (margin-free) shape of a market as every model hands it out: outcomes with the group
// and type ids of wire-format §2.1 and their probabilities. A market is one group and one line;
// its fair probabilities sum to `sum` — 1 for a partition of outcomes (1X2, a total, a correct
// score list with "any other"), more when outcomes overlap (double chance 2, a top-3 place 3).
import { effectiveProbability, oppositeSide, type LineSplit } from './line-split';

export interface FairOutcome {
  /** Market group G (wire-format §2.1). */
  readonly group: number;
  /** Outcome type T. */
  readonly type: number;
  /** Line parameter P as the wire shows it on this outcome; absent when the market has none. */
  readonly param?: number;
  /** Fair probability; for a line that can push or split, the effective probability (line-split.ts). */
  readonly probability: number;
  /** For line bets: how the bet settles (win / half-win / push / half-loss / loss). */
  readonly split?: LineSplit;
}

export interface FairMarket {
  readonly group: number;
  /** The market's line as team 1 / the over sees it (handicap of team 1, total, goal number). */
  readonly line?: number;
  /** What the fair probabilities add up to (1 for mutually exclusive outcomes). */
  readonly sum: number;
  readonly outcomes: readonly FairOutcome[];
}

/** −h without producing −0 (which would print as "-0" on the wire). */
export function negateLine(line: number): number {
  return line === 0 ? 0 : -line;
}

/** A market of mutually exclusive outcomes without a line. */
export function plainMarket(group: number, outcomes: readonly (readonly [type: number, probability: number])[], param?: number): FairMarket {
  return {
    group,
    ...(param === undefined ? {} : { line: param }),
    sum: 1,
    outcomes: outcomes.map(([type, probability]) => (param === undefined ? { group, type, probability } : { group, type, param, probability })),
  };
}

export interface LineSide {
  readonly type: number;
  readonly param: number;
}

/**
 * A two-way line market from the settlement split of its first side; the second side is the
 * mirror. Probabilities are the effective ones, so they sum to 1 even when the line can push.
 */
export function twoWayLineMarket(group: number, line: number, first: LineSide, second: LineSide, firstSplit: LineSplit): FairMarket {
  const secondSplit = oppositeSide(firstSplit);
  const p = effectiveProbability(firstSplit);
  return {
    group,
    line,
    sum: 1,
    outcomes: [
      { group, type: first.type, param: first.param, probability: p, split: firstSplit },
      { group, type: second.type, param: second.param, probability: 1 - p, split: secondSplit },
    ],
  };
}

/** Σ fair probabilities of a market. */
export function probabilitySum(market: FairMarket): number {
  let sum = 0;
  for (const o of market.outcomes) sum += o.probability;
  return sum;
}

/**
 * The market as it can be offered: outcomes that are (nearly) impossible are dropped, and the
 * market is closed (null) when an outcome is (nearly) certain, a line (nearly) certain to push, or
 * fewer than two outcomes remain — a total
 * already passed, both teams already scored, a line market with one side gone. Prices at the
 * 1.001 / 1000 bounds would break the overround, so such outcomes are not priced at all.
 * The fair probabilities are kept as they are: the dropped mass is below minProbability each.
 */
export function openMarket(market: FairMarket, minProbability = 1e-4): FairMarket | null {
  // Decided: an outcome is (nearly) certain, or a line will (nearly) certainly be refunded.
  if (market.outcomes.some((o) => o.probability > 1 - minProbability || (o.split?.push ?? 0) > 1 - minProbability)) return null;
  const outcomes = market.outcomes.filter((o) => o.probability >= minProbability);
  if (outcomes.length < 2) return null;
  return outcomes.length === market.outcomes.length ? market : { ...market, outcomes };
}
