// The normal distribution for the margin and total models (basketball, the generic two-competitor
// model). JavaScript has no erf, so erfc is computed here to full double precision: a series
// of positive terms below 3 (no cancellation) and a continued fraction above, where the series
// would need many terms and the fraction converges in a few dozen.
import { discreteDistribution, pointMass, type DiscreteDistribution } from './discrete';

const SQRT_PI = Math.sqrt(Math.PI);
const SQRT_2 = Math.SQRT2;
const SERIES_LIMIT = 3;

/** erf(x) = 2/√π · e^(−x²) · Σ (2x²)ⁿ·x / (1·3·…·(2n+1)), every term positive. */
function erfSeries(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= (2 * x2) / (2 * n + 1);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return (2 / SQRT_PI) * Math.exp(-x2) * sum;
}

/** erfc(x) = e^(−x²)/√π · 1/(x + ½/(x + 1/(x + 3/2/(x + …)))), by the modified Lentz method. */
function erfcContinuedFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = d === 0 ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / (SQRT_PI * f);
}

/** The complementary error function. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x < SERIES_LIMIT) return 1 - erfSeries(x);
  return erfcContinuedFraction(x);
}

/** Φ(x), the standard normal cumulative distribution. */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / SQRT_2);
}

// Acklam's rational approximation (relative error 1.15e-9), then two Halley steps against the
// exact cdf above, which bring it to double precision.
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const B = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

function horner(coefficients: readonly number[], x: number): number {
  let result = 0;
  for (const c of coefficients) result = result * x + c;
  return result;
}

function acklam(p: number): number {
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return horner(C, q) / (horner(D, q) * q + 1);
  }
  if (p > 1 - P_LOW) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -horner(C, q) / (horner(D, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (horner(A, r) * q) / (horner(B, r) * r + 1);
}

/** Φ⁻¹(p): the x with Φ(x) = p; ±Infinity at 0 and 1. */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A probability lies in [0, 1], not ${p}`);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  let x = acklam(p);
  for (let step = 0; step < 2; step++) {
    const e = normalCdf(x) - p;
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    x -= u / (1 + (x * u) / 2);
  }
  return x;
}

/** How many standard deviations either side are kept before the tails are lumped. */
const TAIL_SDS = 7;

/**
 * The normal N(mean, sd²) rounded to integers: P(k) = Φ((k + ½ − mean)/sd) − Φ((k − ½ − mean)/sd),
 * kept within ±7 sd, with the two tails (below 1e-11) lumped into the end values so the masses
 * sum to 1. A zero sd (a finished game) is a point mass at the rounded mean.
 */
export function discretizedNormal(mean: number, sd: number): DiscreteDistribution {
  if (!Number.isFinite(mean) || !(sd >= 0)) throw new RangeError(`Bad normal parameters: mean ${mean}, sd ${sd}`);
  if (sd === 0) return pointMass(Math.round(mean));
  const min = Math.floor(mean - TAIL_SDS * sd);
  const max = Math.ceil(mean + TAIL_SDS * sd);
  const pmf = new Float64Array(max - min + 1);
  let lower = 0;
  for (let k = min; k < max; k++) {
    const upper = normalCdf((k + 0.5 - mean) / sd);
    pmf[k - min] = upper - lower;
    lower = upper;
  }
  pmf[max - min] = 1 - lower;
  return discreteDistribution(min, pmf);
}
