// Choosing lines: the main ("balanced") line where both sides are near even money, and the
// alternative lines around it.
import { effectiveProbability, splitAbove } from './line-split';
import type { DiscreteDistribution } from './discrete';

function aboveProbability(dist: DiscreteDistribution, line: number): number {
  return effectiveProbability(splitAbove(dist, line));
}

/**
 * The line, a multiple of `step` (0.25 for Asian lines, 0.5 for half lines only — then x.5
 * lines, never whole), whose "above" side is nearest to 1/2. The above probability falls as the
 * line rises, so this is a binary search over the lines spanning the distribution.
 */
export function balancedLine(dist: DiscreteDistribution, step: 0.25 | 0.5 | 1 = 0.25): number {
  const offset = step === 0.5 ? 0.5 : 0;
  const unit = step === 0.5 ? 1 : step;
  const first = Math.floor(dist.min - 1) + offset;
  const count = Math.ceil((dist.pmf.length + 2) / unit);
  const lineAt = (i: number): number => first + i * unit;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (aboveProbability(dist, lineAt(mid)) > 0.5) lo = mid + 1;
    else hi = mid;
  }
  if (lo === 0) return lineAt(0);
  const below = lineAt(lo - 1);
  const at = lineAt(lo);
  return Math.abs(aboveProbability(dist, below) - 0.5) <= Math.abs(aboveProbability(dist, at) - 0.5) ? below : at;
}

export interface LadderOptions {
  /** Distance between neighbouring lines. */
  readonly step?: number;
  /** Lines on each side of the main one. */
  readonly each?: number;
  readonly min?: number;
  readonly max?: number;
}

/** The main line and `each` lines either side of it, `step` apart, within [min, max], ascending. */
export function lineLadder(main: number, options: LadderOptions = {}): number[] {
  const { step = 0.5, each = 2, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY } = options;
  const lines: number[] = [];
  for (let k = -each; k <= each; k++) {
    const line = main + k * step;
    if (line >= min && line <= max) lines.push(line);
  }
  return lines;
}

/** The x.5 lines within `reach` of `centre` and at least `min`, ascending. */
export function halfLinesAround(centre: number, reach: number, min = 0.5): number[] {
  const lines: number[] = [];
  for (let line = Math.ceil(centre - reach - 0.5) + 0.5; line <= centre + reach; line += 1) {
    if (line >= min) lines.push(line);
  }
  return lines;
}
