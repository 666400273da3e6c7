// Which kinds of bet a slip of n selections can be (wire-format §3.1 `Vid`; decision 0025): a single
// on one selection — on more, several singles at once, each with its own stake —, an express of two
// or more, a system "k of n" of three or more with 2 ≤ k ≤ n − 1 (k = n is an express, k = 1
// singles), a chain of two or more in the slip's order, an anti-express of two or more (spec §9: at
// most 20 selections for a system or several singles). The player's choice stands while it fits.
import { MAX_ANTI_EXPRESS_LEGS } from '@stavka/domain/betting/anti-express';
import { systemProblem } from '@stavka/domain/betting/bet-maths';
import type { BetKind } from './coupon-request';

/** Spec §9 default: a system, or several singles, take at most 20 selections. */
export const SYSTEM_MAX = 20;

/** What the player picks; `single` on several selections is several singles. */
export type ChosenKind = Exclude<BetKind, 'singles'>;

export const betKinds: readonly ChosenKind[] = ['single', 'express', 'system', 'chain', 'anti_express'];

export function kindAllowed(kind: ChosenKind, n: number): boolean {
  switch (kind) {
    case 'single':
      return n >= 1 && n <= SYSTEM_MAX;
    case 'express':
    case 'chain':
      return n >= 2;
    case 'system':
      return n >= 3 && n <= SYSTEM_MAX;
    case 'anti_express':
      return n >= 2 && n <= MAX_ANTI_EXPRESS_LEGS;
  }
}

/** The sizes k a system of n selections can take. */
export function systemSizes(n: number): number[] {
  const sizes: number[] = [];
  for (let k = 2; k < n; k++) if (systemProblem(n, k, SYSTEM_MAX) === undefined) sizes.push(k);
  return sizes;
}

export interface KindChoice {
  readonly kind: ChosenKind;
  readonly systemSize: number | null;
}

export interface EffectiveKind {
  readonly kind: BetKind;
  /** The choice it comes from (a single on several selections is several singles). */
  readonly chosen: ChosenKind;
  readonly systemSize: number | null;
}

/**
 * The kind the slip bets: the player's choice when it fits n selections, else a single for one and
 * an express for more; a system keeps its k when it still fits, else takes the smallest.
 */
export function effectiveKind(chosen: KindChoice | null, n: number): EffectiveKind {
  const choice: ChosenKind = chosen && kindAllowed(chosen.kind, n) ? chosen.kind : n <= 1 ? 'single' : 'express';
  if (choice === 'system') {
    const sizes = systemSizes(n);
    const wanted = chosen?.systemSize ?? null;
    return { kind: 'system', chosen: 'system', systemSize: wanted !== null && sizes.includes(wanted) ? wanted : (sizes[0] ?? null) };
  }
  return { kind: choice === 'single' && n > 1 ? 'singles' : choice, chosen: choice, systemSize: null };
}
