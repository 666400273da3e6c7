// A brand's margin (`marginCode`, site configuration) applied to a market: fair probabilities →
// implied probabilities summing to the target overround (margin-methods.ts) → prices in integer
// thousandths (DESIGN §1: odds are exact decimals, never floats in a payout).
//
// Rounding is always down to the thousandth, so a price never exceeds the fair-with-margin one
// and the book's overround after rounding is at least the target and at most
// T + Σ 0.001·q_i² / (1 − 0.001·q_i) above it (priceFromImplied). Prices are kept within
// 1.001 … 1000; a clamped price no longer follows the target, which is why decided markets and
// impossible outcomes are taken out first (market.ts openMarket).
import { impliedProbabilities, marginMethods, type MarginMethod } from './margin-methods';

export { marginMethods, type MarginMethod };

export interface MarginSpec {
  readonly method: MarginMethod;
  /** Target Σ implied probabilities: 1.06 = a 6% book. */
  readonly overround: number;
}

/** Lowest and highest price, in thousandths (1.001 and 1000). */
export const MIN_PRICE = 1001;
export const MAX_PRICE = 1_000_000;

/**
 * The brands' margin codes. `marginCode` in the site configuration names one of these; an
 * unknown code gets `standard` (marginForCode), so a typo never prices at zero margin.
 */
export const marginCodes = {
  standard: { method: 'power', overround: 1.06 },
  low: { method: 'power', overround: 1.03 },
  high: { method: 'shin', overround: 1.09 },
  flat: { method: 'multiplicative', overround: 1.05 },
  sharp: { method: 'odds-ratio', overround: 1.025 },
  exchange: { method: 'additive', overround: 1.02 },
} as const satisfies Record<string, MarginSpec>;

export type MarginCode = keyof typeof marginCodes;

function isMarginCode(code: string): code is MarginCode {
  return Object.hasOwn(marginCodes, code);
}

/** The margin of a brand's `marginCode`; `standard` for an unknown or missing code. */
export function marginForCode(code: string | undefined): MarginSpec {
  return code !== undefined && isMarginCode(code) ? marginCodes[code] : marginCodes.standard;
}

function assertInputs(probabilities: readonly number[], target: number): number {
  if (!(target >= 1 && target <= 3)) throw new RangeError(`The target overround lies in [1, 3], not ${target}`);
  let total = 0;
  for (const p of probabilities) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new RangeError(`A probability is a finite number ≥ 0, not ${p}`);
    total += p;
  }
  if (!(total > 0)) throw new RangeError('A market needs an outcome with a positive probability');
  return total;
}

/**
 * Implied probabilities with Σ = target for one market's fair probabilities (normalised to sum
 * to 1 first). The result is rescaled by the last few ulps so the sum is exact.
 */
export function applyMargin(probabilities: readonly number[], target: number, method: MarginMethod): number[] {
  const total = assertInputs(probabilities, target);
  const fair = probabilities.map((p) => p / total);
  const implied = impliedProbabilities(fair, target, method);
  let sum = 0;
  for (const q of implied) sum += q;
  const scale = target / sum;
  return implied.map((q) => q * scale);
}

/**
 * The price of an implied probability in thousandths, rounded down (the 1e-9 absorbs float
 * error on exact thousandths: 1/0.5 must be 2000, not 1999), within MIN_PRICE … MAX_PRICE.
 */
export function priceFromImplied(implied: number): number {
  if (!(implied > 0)) return MAX_PRICE;
  const thousandths = Math.floor(1000 / implied + 1e-9);
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, thousandths));
}

/** Prices in thousandths for a market's fair probabilities. */
export function toPrices(probabilities: readonly number[], target: number, method: MarginMethod): number[] {
  return applyMargin(probabilities, target, method).map(priceFromImplied);
}

/** Σ 1/price of prices in thousandths: the book's overround after rounding. */
export function overroundOf(prices: readonly number[]): number {
  let sum = 0;
  for (const price of prices) sum += 1000 / price;
  return sum;
}
