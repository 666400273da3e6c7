// How a bet on a line settles. Lines come in quarter steps (spec wire-format §2.1, G2/G17 `P`):
//   x.5  – win or loss;
//   x.0  – win, loss, or a push (stake back) when the value lands on the line;
//   x.25 / x.75 – a quarter ("Asian") line: the stake is split into two halves on the neighbouring
//          lines x.25 → (x, x.5) and x.75 → (x.5, x+1); one half may push while the other wins
//          or loses, giving a half-win or a half-loss.
// "Above" is the side that wins when the value is greater than the line: the over of a total,
// or team 1 on a handicap h, which wins when margin + h > 0, i.e. margin > −h.
import { probabilityAbove, probabilityOf, type DiscreteDistribution } from './discrete';

/** Probabilities of each way a line bet can settle; they sum to 1. */
export interface LineSplit {
  readonly win: number;
  readonly halfWin: number;
  readonly push: number;
  readonly halfLoss: number;
  readonly loss: number;
}

export type LineKind = 'half' | 'whole' | 'quarter';

/** Lines are multiples of 0.25; anything else is a caller's bug. */
export function lineKind(line: number): LineKind {
  const quarters = line * 4;
  if (!Number.isFinite(line) || Math.abs(quarters - Math.round(quarters)) > 1e-9) {
    throw new RangeError(`A line is a multiple of 0.25, not ${line}`);
  }
  const rem = ((Math.round(quarters) % 4) + 4) % 4;
  if (rem === 0) return 'whole';
  if (rem === 2) return 'half';
  return 'quarter';
}

/** The two half-stake lines of a quarter line (x.25 → [x, x.5], x.75 → [x.5, x+1]). */
export function quarterHalves(line: number): [number, number] {
  if (lineKind(line) !== 'quarter') throw new RangeError(`${line} is not a quarter line`);
  return [line - 0.25, line + 0.25];
}

/** Settlement probabilities of the side that wins when the value exceeds the line. */
export function splitAbove(dist: DiscreteDistribution, line: number): LineSplit {
  const kind = lineKind(line);
  if (kind === 'half') {
    const win = probabilityAbove(dist, line);
    return { win, halfWin: 0, push: 0, halfLoss: 0, loss: 1 - win };
  }
  if (kind === 'whole') {
    const k = Math.round(line);
    const win = probabilityAbove(dist, k);
    const push = probabilityOf(dist, k);
    return { win, halfWin: 0, push, halfLoss: 0, loss: Math.max(0, 1 - win - push) };
  }
  const [lower, upper] = quarterHalves(line);
  if (lineKind(lower) === 'whole') {
    // x.25: on exactly x the lower half pushes and the upper half (x.5) loses.
    const k = Math.round(lower);
    const win = probabilityAbove(dist, upper);
    const halfLoss = probabilityOf(dist, k);
    return { win, halfWin: 0, push: 0, halfLoss, loss: Math.max(0, 1 - win - halfLoss) };
  }
  // x.75: on exactly x+1 the lower half (x.5) wins and the upper half pushes.
  const k = Math.round(upper);
  const win = probabilityAbove(dist, k);
  const halfWin = probabilityOf(dist, k);
  return { win, halfWin, push: 0, halfLoss: 0, loss: Math.max(0, 1 - win - halfWin) };
}

/** The other side of the same line: every win is its loss and vice versa. */
export function oppositeSide(split: LineSplit): LineSplit {
  return { win: split.loss, halfWin: split.halfLoss, push: split.push, halfLoss: split.halfWin, loss: split.win };
}

/**
 * The probability that makes a line bet fair as a plain two-way price: decimal odds o break even
 * when (o − 1)(win + halfWin/2) = loss + halfLoss/2, so o = 1/q with
 * q = (win + halfWin/2) / (win + halfWin/2 + loss + halfLoss/2). The two sides' q sum to 1, so a
 * margin method applies to them as to any two-way market. A line that can only push is 1/2.
 */
export function effectiveProbability(split: LineSplit): number {
  const winning = split.win + split.halfWin / 2;
  const losing = split.loss + split.halfLoss / 2;
  const total = winning + losing;
  return total > 0 ? winning / total : 0.5;
}

/** The fair decimal odds of a line bet (see effectiveProbability); Infinity if it cannot win. */
export function effectiveFairOdds(split: LineSplit): number {
  const q = effectiveProbability(split);
  return q > 0 ? 1 / q : Number.POSITIVE_INFINITY;
}

/** Expected return per unit staked at decimal odds `odds` (0 = fair, negative = house edge). */
export function expectedReturn(split: LineSplit, odds: number): number {
  return split.win * (odds - 1) + split.halfWin * ((odds - 1) / 2) - split.halfLoss / 2 - split.loss;
}
