// Fair probabilities read back from a market's prices: the inverse of margin.ts. A feed hands out
// prices with its margin in them; what an outcome is worth now (a cash-out offer) needs the chances
// without it. Each named method of margin-methods.ts is undone by its own inverse:
//   multiplicative  p = q/Σq;
//   additive        p = q − (Σq − 1)/n (an outcome pushed below zero is impossible, the rest renormalised);
//   power           p = q^c, c ≥ 1 solving Σ q^c = 1;
//   shin            p = (√(z² + 4(1 − z)·q²/Σq) − z) / (2(1 − z)), z ∈ [0, 1) solving Σ p = 1
//                   (Jullien & Salanié 1994; Štrumbelj 2014);
//   odds-ratio      odds(p) = odds(q)/c, c ≥ 1 solving Σ p = 1.
// A market whose outcomes overlap (double chance, a top-k place market) is priced on p/k and scaled
// back (price-market.ts), so its implied probabilities add up to about k × the overround; k is read
// back as that sum rounded, which holds while k × (overround − 1) stays below one half.
// Whatever the method, a fair probability is never above the price's own implied one: the margin
// only ever shortens a price, so an outcome is never worth more than a bet at its price now.
import type { MarginMethod } from './margin-methods';
import { solveBracketed } from './root-finding';

function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

function multiplicative(q: readonly number[]): number[] {
  const total = sum(q);
  return q.map((v) => v / total);
}

function additive(q: readonly number[]): number[] {
  let open = q.map((v) => v > 0);
  // Taking the same share from each outcome may push a longshot below zero: it is then taken out
  // and the share spread over the others, until every outcome left stays positive.
  for (;;) {
    const n = open.filter(Boolean).length;
    const share = (sum(q.filter((_, i) => open[i])) - 1) / n;
    const p = q.map((v, i) => (open[i] ? v - share : 0));
    if (p.every((v) => v >= 0)) return multiplicative(p);
    open = p.map((v, i) => (open[i] ?? false) && v > 0);
  }
}

/** The largest c ≥ 1 needed to bring Σ f(c) down to 1, doubling from 2. */
function upperBracket(f: (c: number) => number): number {
  let hi = 2;
  while (f(hi) > 0 && hi < 1e9) hi *= 2;
  return hi;
}

function power(q: readonly number[]): number[] {
  const logs = q.map((v) => (v > 0 ? Math.log(v) : Number.NEGATIVE_INFINITY));
  const excess = (c: number) => sum(logs.map((l) => (l === Number.NEGATIVE_INFINITY ? 0 : Math.exp(c * l)))) - 1;
  const c = solveBracketed(
    (c) => {
      let value = -1;
      let slope = 0;
      for (const l of logs) {
        if (l === Number.NEGATIVE_INFINITY) continue;
        const term = Math.exp(c * l);
        value += term;
        slope += term * l;
      }
      return [value, slope];
    },
    1,
    upperBracket(excess),
  );
  return logs.map((l) => (l === Number.NEGATIVE_INFINITY ? 0 : Math.exp(c * l)));
}

function shin(q: readonly number[]): number[] {
  const total = sum(q);
  const root = (z: number, v: number) => Math.sqrt(z * z + (4 * (1 - z) * v * v) / total);
  const at = (z: number, v: number) => (root(z, v) - z) / (2 * (1 - z));
  const z = solveBracketed(
    (z) => {
      let value = -1;
      let slope = 0;
      for (const v of q) {
        if (v <= 0) continue;
        const s = root(z, v);
        value += at(z, v);
        // d/dz of (s − z) / (2(1 − z)), with ds/dz = (z − 2v²/Σq) / s.
        slope += (((z - (2 * v * v) / total) / s - 1) * (1 - z) + (s - z)) / (2 * (1 - z) * (1 - z));
      }
      return [value, slope];
    },
    0,
    1 - 1e-9,
  );
  return q.map((v) => (v > 0 ? at(z, v) : 0));
}

function oddsRatio(q: readonly number[]): number[] {
  const at = (c: number, v: number) => v / (c * (1 - v) + v);
  const excess = (c: number) => sum(q.map((v) => at(c, v))) - 1;
  const c = solveBracketed(
    (c) => {
      let value = -1;
      let slope = 0;
      for (const v of q) {
        const d = c * (1 - v) + v;
        value += v / d;
        slope -= (v * (1 - v)) / (d * d);
      }
      return [value, slope];
    },
    1,
    upperBracket(excess),
  );
  return q.map((v) => at(c, v));
}

/** Fair probabilities (Σ = 1) for implied probabilities q (Σ q ≥ 1) by the inverse of `method`. */
export function removeMargin(q: readonly number[], method: MarginMethod): number[] {
  if (q.length === 0) throw new RangeError('A market has outcomes');
  for (const v of q) if (!(v >= 0 && v < 1)) throw new RangeError(`An implied probability lies in [0, 1), not ${v}`);
  const total = sum(q);
  if (!(total > 0)) throw new RangeError('A market needs an outcome with a positive probability');
  // A book without margin (or short of one, after rounding) has nothing to remove but its excess.
  if (total - 1 < 1e-12) return multiplicative(q);
  switch (method) {
    case 'multiplicative':
      return multiplicative(q);
    case 'additive':
      return additive(q);
    case 'power':
      return power(q);
    case 'shin':
      return shin(q);
    case 'odds-ratio':
      return oddsRatio(q);
  }
}

/**
 * Fair probabilities of a market's outcomes from their prices in thousandths, in the prices' order:
 * for a market whose outcomes overlap they add up to its k (see above). Each is at most the price's
 * implied probability 1000/price.
 */
export function fairProbabilities(prices: readonly number[], method: MarginMethod): number[] {
  for (const price of prices) if (!Number.isInteger(price) || price <= 1000) throw new RangeError(`A price is whole thousandths above 1000, not ${price}`);
  const implied = prices.map((price) => 1000 / price);
  const k = Math.max(1, Math.round(sum(implied)));
  const fair = removeMargin(
    implied.map((q) => q / k),
    method,
  );
  return fair.map((p, i) => Math.min(p * k, implied[i] ?? 0));
}
