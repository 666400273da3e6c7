// The named ways of turning a market's fair probabilities p (Σ = 1) into implied probabilities q
// with Σ q = target overround T (1.06 = 6%). Each keeps the order of the outcomes (a likelier
// outcome is never priced longer) and differs in where the margin goes:
//   multiplicative  q = T·p — the same percentage on every outcome;
//   additive        q = p + (T − 1)/n — the same absolute amount (heavier on longshots);
//   power           q = p^k, k < 1 solving Σ p^k = T — more on longshots, the favourite-longshot
//                   bias (Clarke, Kovalchik & Ingram 2017);
//   shin            Shin's (1993) insider-trading model: q_i = √(z·p_i + (1 − z)·p_i²) · Σ_j √(…),
//                   z ∈ [0, 1) solving Σ q = T; z is the share of insider money;
//   odds-ratio      odds(q) = c·odds(p), c solving Σ q = T (Cheung 2015).
// Power, Shin and odds-ratio cannot reach a target above their limit (the number of possible
// outcomes for power and odds-ratio, (Σ√p)² for Shin); there they fall back to multiplicative.
import { solveBracketed } from './root-finding';

export const marginMethods = ['multiplicative', 'additive', 'power', 'shin', 'odds-ratio'] as const;
export type MarginMethod = (typeof marginMethods)[number];

function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}

function positiveCount(p: readonly number[]): number {
  let n = 0;
  for (const v of p) if (v > 0) n++;
  return n;
}

function multiplicative(p: readonly number[], target: number): number[] {
  return p.map((v) => v * target);
}

function additive(p: readonly number[], target: number): number[] {
  const share = (target - 1) / positiveCount(p);
  return p.map((v) => (v > 0 ? v + share : 0));
}

function power(p: readonly number[], target: number): number[] | null {
  if (positiveCount(p) <= target) return null;
  const logs = p.map((v) => (v > 0 ? Math.log(v) : Number.NEGATIVE_INFINITY));
  // First order at k = 1: Σ p^k ≈ 1 + (k − 1)·Σ p ln p.
  let sumPLogP = 0;
  p.forEach((v, i) => {
    if (v > 0) sumPLogP += v * (logs[i] ?? 0);
  });
  const k = solveBracketed(
    (k) => {
      let value = -target;
      let slope = 0;
      for (const l of logs) {
        if (l === Number.NEGATIVE_INFINITY) continue;
        const term = Math.exp(k * l);
        value += term;
        slope += term * l;
      }
      return [value, slope];
    },
    1e-9,
    1,
    sumPLogP < 0 ? 1 + (target - 1) / sumPLogP : 0.5,
  );
  return logs.map((l) => (l === Number.NEGATIVE_INFINITY ? 0 : Math.exp(k * l)));
}

function shin(p: readonly number[], target: number): number[] | null {
  const limit = sum(p.map(Math.sqrt)) ** 2;
  if (limit <= target) return null;
  const roots = (z: number): number[] => p.map((v) => Math.sqrt(z * v + (1 - z) * v * v));
  const z = solveBracketed(
    (z) => {
      let s = 0;
      let ds = 0;
      for (const v of p) {
        if (v <= 0) continue;
        const r = Math.sqrt(z * v + (1 - z) * v * v);
        s += r;
        ds += (v - v * v) / (2 * r);
      }
      return [s * s - target, 2 * s * ds];
    },
    0,
    1 - 1e-12,
    // First order at z = 0: (Σ √…)² ≈ 1 + z·Σ(1 − p_i) over the possible outcomes.
    (target - 1) / Math.max(1e-9, positiveCount(p) - 1),
  );
  const r = roots(z);
  const total = sum(r);
  return r.map((v) => v * total);
}

function oddsRatio(p: readonly number[], target: number): number[] | null {
  if (positiveCount(p) <= target) return null;
  const implied = (c: number, v: number): number => (c * v) / (1 - v + c * v);
  let hi = 2;
  while (sum(p.map((v) => implied(hi, v))) < target && hi < 1e12) hi *= 2;
  const c = solveBracketed(
    (c) => {
      let value = -target;
      let slope = 0;
      for (const v of p) {
        const d = 1 - v + c * v;
        value += (c * v) / d;
        slope += (v * (1 - v)) / (d * d);
      }
      return [value, slope];
    },
    1,
    hi,
    // First order at c = 1: Σ q ≈ 1 + (c − 1)·Σ p(1 − p).
    1 + (target - 1) / Math.max(1e-9, sum(p.map((v) => v * (1 - v)))),
  );
  return p.map((v) => implied(c, v));
}

/** Implied probabilities by `method` for fair probabilities p (Σ = 1) and target T ≥ 1. */
export function impliedProbabilities(p: readonly number[], target: number, method: MarginMethod): number[] {
  // Within float noise of 1 there is no margin to place (and no root to bracket).
  if (target - 1 < 1e-12) return multiplicative(p, target);
  switch (method) {
    case 'multiplicative':
      return multiplicative(p, target);
    case 'additive':
      return additive(p, target);
    case 'power':
      return power(p, target) ?? multiplicative(p, target);
    case 'shin':
      return shin(p, target) ?? multiplicative(p, target);
    case 'odds-ratio':
      return oddsRatio(p, target) ?? multiplicative(p, target);
  }
}
