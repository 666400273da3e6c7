// Coefficients as exact integers (DESIGN §1.1): decimal odds in thousandths, 1.875 → 1875, read
// from the feed's or the coupon's decimal text digit by digit (wire-format §1.4 `CV`, §3 `Coef`).
//
// Rounding rules of the family, as this module applies them:
// - One outcome's coefficient has at most three decimals (the feed prices in thousandths, between
//   1.001 and 1000, pricing/margin.ts). Text with a fourth non-zero decimal is refused, never
//   rounded: a coupon naming 1.8755 is not a coefficient we offered.
// - A combined coefficient (an express, a system's combination) is the exact product Π o_i,
//   kept as a fraction. It is shown rounded DOWN to thousandths, so the player is never shown more
//   than the bet pays; money is computed from the exact product and rounded once (bet-maths.ts).
// - Shown as text with two decimals when the third is zero and three otherwise (1.85, 1.875,
//   2.00), as the feed's `CV` strings are.
import { MAX_PRICE, MIN_PRICE } from '../pricing/margin';
import { floor, ratio, type Ratio } from './ratio';

export const MIN_COEFFICIENT = MIN_PRICE;
export const MAX_COEFFICIENT = MAX_PRICE;

export type CoefficientProblem = 'coefficient_invalid' | 'coefficient_too_precise' | 'coefficient_out_of_range';

export type CoefficientReading =
  { readonly ok: true; readonly thousandths: number } | { readonly ok: false; readonly problem: CoefficientProblem };

// Digits, an optional point and fraction: no sign, no exponent, no comma.
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/**
 * Thousandths of a decimal coefficient from its text ("1.875" → 1875, "2" → 2000, "1.8500" →
 * 1850). A JSON number is read through its shortest round-trip text, which is the value the
 * sender wrote for any coefficient with three decimals.
 */
export function parseCoefficient(text: string | number): CoefficientReading {
  const source = typeof text === 'number' ? (Number.isFinite(text) ? String(text) : '') : text.trim();
  const match = PLAIN.exec(source);
  if (!match) return { ok: false, problem: 'coefficient_invalid' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 3) return { ok: false, problem: 'coefficient_too_precise' };
  // Long digit strings are out of range whatever they say; stop before Number loses digits.
  if (whole.replace(/^0+/, '').length > 7) return { ok: false, problem: 'coefficient_out_of_range' };
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  if (thousandths < MIN_COEFFICIENT || thousandths > MAX_COEFFICIENT) return { ok: false, problem: 'coefficient_out_of_range' };
  return { ok: true, thousandths };
}

/** Throws for a value that is not a coefficient in thousandths: callers pass validated prices. */
export function assertCoefficient(thousandths: number): void {
  if (!Number.isInteger(thousandths) || thousandths < MIN_COEFFICIENT || thousandths > MAX_COEFFICIENT) {
    throw new RangeError(`A coefficient is an integer count of thousandths in ${MIN_COEFFICIENT}…${MAX_COEFFICIENT}, not ${thousandths}`);
  }
}

/** The coefficient as an exact fraction: 1875 → 15/8. */
export function coefficientRatio(thousandths: number): Ratio {
  assertCoefficient(thousandths);
  return ratio(BigInt(thousandths), 1000n);
}

/** The exact product of coefficients, Π o_i / 1000ⁿ (1 for none). */
export function coefficientProduct(thousandths: readonly number[]): Ratio {
  let num = 1n;
  let den = 1n;
  for (const o of thousandths) {
    assertCoefficient(o);
    num *= BigInt(o);
    den *= 1000n;
  }
  return ratio(num, den);
}

/** A combined coefficient as shown: rounded down to thousandths (a bigint: fifty legs overflow a number). */
export function shownCoefficient(coefficient: Ratio): bigint {
  return floor({ num: coefficient.num * 1000n, den: coefficient.den });
}

/** "1.85", "1.875", "2.00", "12345.678": two decimals when the third is zero, else three. */
export function coefficientText(thousandths: bigint | number): string {
  const value = BigInt(thousandths);
  if (value < 0n) throw new RangeError(`A coefficient is not negative: ${value}`);
  const whole = value / 1000n;
  const fraction = (value % 1000n).toString().padStart(3, '0');
  return `${whole}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`;
}
