// Fractional (UK) odds from a decimal price in thousandths. The net odds d − 1 = n/1000 are exact,
// but bookmakers quote short fractions (10/11, not 909/1000), so:
//   1. the exact fraction in lowest terms when its denominator is at most 25 (1.85 → 17/20,
//      2.125 → 9/8, 1.04 → 1/25);
//   2. otherwise the fraction with the smallest denominator up to 16 within half a thousandth —
//      the rounding of the decimal price itself — which finds the traditional ladder's thirds,
//      sixths, sevenths, ninths, elevenths, thirteenths and fifteenths (1.333 → 1/3, 1.909 → 10/11,
//      1.615 → 8/13, 4.333 → 10/3);
//   3. otherwise the exact fraction (1.91 → 91/100, 1.013 → 13/1000).
// Fractions are shown in lowest terms (3/2, 2/3), not the racing habit of 6/4 and 4/6.

export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

const EXACT_MAX_DENOMINATOR = 25;
const LADDER_MAX_DENOMINATOR = 16;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** The fraction quoted for a decimal price of `thousandths` (> 1000). */
export function fractionalOdds(thousandths: number): Fraction {
  if (!Number.isInteger(thousandths) || thousandths <= 1000) throw new RangeError(`A price in thousandths is an integer above 1000, not ${thousandths}`);
  const net = thousandths - 1000;
  const divisor = gcd(net, 1000);
  const exact = { numerator: net / divisor, denominator: 1000 / divisor };
  if (exact.denominator <= EXACT_MAX_DENOMINATOR) return exact;
  for (let denominator = 1; denominator <= LADDER_MAX_DENOMINATOR; denominator++) {
    const numerator = Math.round((net * denominator) / 1000);
    // |numerator/denominator − net/1000| ≤ 0.0005, in integers.
    if (numerator > 0 && Math.abs(2000 * numerator - 2 * net * denominator) <= denominator) return { numerator, denominator };
  }
  return exact;
}
