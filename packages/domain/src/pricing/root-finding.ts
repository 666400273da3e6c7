// A safeguarded Newton solver for the margin methods' one-parameter equations: Newton steps while
// they stay inside the bracket and shrink it, bisection otherwise (Numerical Recipes' rtsafe).
// The margin equations are smooth and monotone, so it converges in a handful of steps.

/** Returns f(x) and f'(x). */
export type ValueAndSlope = (x: number) => readonly [value: number, slope: number];

/**
 * The root of f in [lo, hi], where f(lo) and f(hi) have opposite signs (or one is 0), starting
 * from `guess` (the midpoint by default). Stops when the bracket is narrower than `tolerance` or
 * f is within 1e-15 of zero.
 */
export function solveBracketed(f: ValueAndSlope, lo: number, hi: number, guess = (lo + hi) / 2, tolerance = 1e-14): number {
  const [fLo] = f(lo);
  const [fHi] = f(hi);
  if (Math.abs(fLo) < 1e-15) return lo;
  if (Math.abs(fHi) < 1e-15) return hi;
  if (fLo * fHi > 0) throw new RangeError('The root is not bracketed');
  // f(negative) < 0 < f(positive) throughout.
  let negative = fLo < 0 ? lo : hi;
  let positive = fLo < 0 ? hi : lo;
  let x = guess > Math.min(lo, hi) && guess < Math.max(lo, hi) ? guess : (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const [fx, slope] = f(x);
    if (Math.abs(fx) < 1e-15) return x;
    if (fx < 0) negative = x;
    else positive = x;
    if (Math.abs(positive - negative) < tolerance) return x;
    const newton = x - fx / slope;
    const inside = slope !== 0 && newton > Math.min(negative, positive) && newton < Math.max(negative, positive);
    x = inside ? newton : (negative + positive) / 2;
  }
  return x;
}
