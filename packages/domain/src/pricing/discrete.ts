// A probability distribution over consecutive integers (goals, points, games, sets, margins).
// Every line market (handicaps, totals) is read from one of these, so the cumulative sums are
// computed once at construction and each line is then an O(1) lookup.

export interface DiscreteDistribution {
  /** The value of index 0; index i stands for the value `min + i`. */
  readonly min: number;
  /** P(value = min + i). */
  readonly pmf: Float64Array;
  /** P(value ≤ min + i). */
  readonly cdf: Float64Array;
}

/** Wraps a probability mass function (kept, not copied) and computes its cumulative sums. */
export function discreteDistribution(min: number, pmf: Float64Array): DiscreteDistribution {
  if (!Number.isInteger(min)) throw new RangeError(`A discrete distribution starts at an integer, not ${min}`);
  const cdf = new Float64Array(pmf.length);
  let running = 0;
  for (let i = 0; i < pmf.length; i++) {
    running += pmf[i] ?? 0;
    cdf[i] = running;
  }
  return { min, pmf, cdf };
}

/** Adds `mass` to slot `index` of an accumulator (typed-array reads are `number | undefined`). */
export function addMass(target: Float64Array, index: number, mass: number): void {
  target[index] = (target[index] ?? 0) + mass;
}

/** A distribution that is certain to take one value (a finished game, a settled count). */
export function pointMass(value: number): DiscreteDistribution {
  return discreteDistribution(value, Float64Array.of(1));
}

/** P(value ≤ x) for any real x. */
export function probabilityAtMost(dist: DiscreteDistribution, x: number): number {
  const index = Math.floor(x) - dist.min;
  if (index < 0) return 0;
  if (index >= dist.cdf.length) return totalMass(dist);
  return dist.cdf[index] ?? 0;
}

/** P(value > x) for any real x. */
export function probabilityAbove(dist: DiscreteDistribution, x: number): number {
  return totalMass(dist) - probabilityAtMost(dist, x);
}

/** P(value = k); zero for values outside the support or non-integers. */
export function probabilityOf(dist: DiscreteDistribution, k: number): number {
  if (!Number.isInteger(k)) return 0;
  return dist.pmf[k - dist.min] ?? 0;
}

/** The whole mass (1 up to rounding); kept separate so "above" is exact complement of "at most". */
export function totalMass(dist: DiscreteDistribution): number {
  return dist.cdf[dist.cdf.length - 1] ?? 0;
}

/** The expected value. */
export function meanOf(dist: DiscreteDistribution): number {
  let sum = 0;
  for (let i = 0; i < dist.pmf.length; i++) sum += (dist.min + i) * (dist.pmf[i] ?? 0);
  return sum;
}

/** The distribution of `value + shift` (a current score added to the goals still to come). */
export function shifted(dist: DiscreteDistribution, shift: number): DiscreteDistribution {
  return { min: dist.min + shift, pmf: dist.pmf, cdf: dist.cdf };
}
