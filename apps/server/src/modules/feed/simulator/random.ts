// Deterministic randomness for the trading simulator: every catalogue entry, fixture and match
// event comes from a seeded generator, so a seed and a clock replay the same world (issue 4
// "deterministic with a seed"). mulberry32 is small, fast and good enough for simulation.

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** A generator whose position can be saved and restored (per-game streams live in game state). */
export interface SeededRng {
  next: Rng;
  /** The internal state: `createRng(state)` continues the same sequence. */
  position(): number;
}

export function createRng(seed: number): SeededRng {
  let a = seed >>> 0;
  const next: Rng = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, position: () => a };
}

/** A plain generator from a seed. */
export function rngFrom(seed: number): Rng {
  return createRng(seed).next;
}

/** Mixes numbers into one 32-bit seed, so sub-streams (per sport, per game) are independent. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h = Math.imul(h ^ Math.floor(part / 4294967296), 0x01000193);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

/** An integer in [min, max]. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** A number in [min, max). */
export function uniform(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

/** A standard normal draw (Box-Muller). */
export function normal(rng: Rng): number {
  const u = Math.max(rng(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** Waiting time of a Poisson process with `ratePerMs` events per millisecond. */
export function exponential(rng: Rng, ratePerMs: number): number {
  // No rate (zero, negative, or NaN from a broken input): the event never comes. A NaN wait would
  // never reach the end of a match engine's slice and would spin its loop for ever.
  if (!(ratePerMs > 0)) return Number.POSITIVE_INFINITY;
  return -Math.log(Math.max(1 - rng(), 1e-12)) / ratePerMs;
}

/** An index drawn with the given (not necessarily normalised) weights. */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + Math.max(w, 0), 0);
  let target = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    target -= Math.max(weights[i] ?? 0, 0);
    if (target < 0) return i;
  }
  return weights.length - 1;
}

/** A copy of `items` in random order (Fisher-Yates). */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i];
    const b = out[j];
    if (a === undefined || b === undefined) continue;
    out[i] = b;
    out[j] = a;
  }
  return out;
}
