// Exact non-negative rationals for the betting maths (DESIGN §1.1: never a float in a payout).
// Coefficients, leg factors and shares of a stake are kept as bigint fractions until the very
// end, where one rounding turns an amount into minor units.

export interface Ratio {
  readonly num: bigint;
  /** Always positive. */
  readonly den: bigint;
}

export const ZERO: Ratio = { num: 0n, den: 1n };
export const ONE: Ratio = { num: 1n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num / den in lowest terms; den must not be zero. */
export function ratio(num: bigint, den: bigint = 1n): Ratio {
  if (den === 0n) throw new RangeError('A ratio cannot have a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

export function multiply(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.num, a.den * b.den);
}

export function add(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function subtract(a: Ratio, b: Ratio): Ratio {
  return ratio(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

export function minimum(a: Ratio, b: Ratio): Ratio {
  return compare(a, b) <= 0 ? a : b;
}

/** The largest integer not above the ratio (amounts are never negative here, but floor is exact either way). */
export function floor(r: Ratio): bigint {
  const q = r.num / r.den;
  return r.num < 0n && q * r.den !== r.num ? q - 1n : q;
}

/** The smallest integer not below the ratio. */
export function ceil(r: Ratio): bigint {
  return -floor({ num: -r.num, den: r.den });
}

/** An amount in minor units times a ratio, rounded down to a whole minor unit. */
export function floorTimes(amount: bigint, r: Ratio): bigint {
  return floor({ num: amount * r.num, den: r.den });
}
