// The slip's money (UX.md "stake input with quick presets and 'max'; possible win updated as you
// type"): the stake read from the player's text exactly, the least stake of the kind (a system's is
// `calcSystemsMin`: the minimum bet on each of its C(n, k) combinations), the most one may stake, and
// what the bet would return — counted by the same rules the server places it with (packages/domain),
// within the brand's maximum payout. Only shown: the server decides every figure (DESIGN §1.4).
import { potentialSystemReturn, systemMinimumStake } from '@stavka/domain/betting/bet-maths';
import { chainReturn } from '@stavka/domain/betting/chain-bet';
import { NO_TAXES, settledCoefficient, stakeAfterTax, taxedWin } from '@stavka/domain/betting/betting-taxes';
import { coefficientProduct } from '@stavka/domain/betting/odds-value';
import type { Ratio } from '@stavka/domain/betting/ratio';
import { parseRequestedAmount, toMinorUnits, type AmountProblem } from '@stavka/domain/money';
import { normalizeNumericInput } from '@stavka/domain/numeric-input';
import type { BetKind } from './coupon-request';

/** Currencies Intl does not know (crypto) and have no table here count in this many decimals. */
const FALLBACK_SCALE = 2;

/** The minor-unit scale of an ISO currency (RUB 2, JPY 0, KWD 3) as Intl knows it. */
export function isoScale(code: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? FALLBACK_SCALE;
  } catch {
    return FALLBACK_SCALE;
  }
}

/** A decimal the server sent as a JSON number, in minor units (its shortest text is the value it meant). */
export function numberToMinor(value: number, scale: number): bigint {
  return toMinorUnits(String(value), scale);
}

export type StakeReading = { readonly kind: 'empty' } | { readonly kind: 'invalid'; readonly problem: AmountProblem } | { readonly kind: 'ok'; readonly minor: bigint };

export function readStake(text: string, scale: number): StakeReading {
  if (text.trim() === '') return { kind: 'empty' };
  const parsed = parseRequestedAmount(text, scale);
  return parsed.ok ? { kind: 'ok', minor: parsed.minor } : { kind: 'invalid', problem: parsed.problem };
}

/** Longer than any stake a limit allows; the server refuses more than 15 digits anyway. */
const STAKE_MAX_LENGTH = 20;

/** The stake field's text after a keystroke (spec §5 numeric input: a comma is a point too). */
export function normalizeStakeInput(raw: string, scale: number): string {
  return normalizeNumericInput(raw, { accuracy: scale, maxLength: STAKE_MAX_LENGTH });
}

/** The least stake of a bet of this kind: a system puts the minimum bet on each combination. */
export function leastStake(kind: BetKind, minBet: bigint, n: number, systemSize: number | null): bigint {
  return kind === 'system' && systemSize !== null ? systemMinimumStake(minBet, n, systemSize) : minBet;
}

/** "Max": the largest stake allowed, and no more than the player has (when signed in). */
export function mostStake(maxBet: bigint | null, balance: bigint | null): bigint | null {
  if (maxBet === null) return balance;
  if (balance === null) return maxBet;
  return balance < maxBet ? balance : maxBet;
}

export type StakeProblem = 'below_min' | 'above_max' | 'above_balance';

export function stakeProblem(stake: bigint, limits: { min: bigint | null; max: bigint | null; balance: bigint | null }): StakeProblem | null {
  if (limits.min !== null && stake < limits.min) return 'below_min';
  if (limits.max !== null && stake > limits.max) return 'above_max';
  if (limits.balance !== null && stake > limits.balance) return 'above_balance';
  return null;
}

/**
 * The coupon's coefficient as the server takes it: the product of the prices; a system's or a
 * chain's return (every selection won) per unit staked. An anti-express's needs the brand's margin,
 * which only the server knows; several singles are counted one by one.
 */
function couponCoefficient(kind: BetKind, netStake: bigint, prices: readonly number[], systemSize: number | null): Ratio | null {
  if (netStake <= 0n) return null;
  switch (kind) {
    case 'single':
    case 'express':
      return coefficientProduct(prices);
    case 'system':
      if (systemSize === null || systemSize >= prices.length) return null;
      return settledCoefficient(potentialSystemReturn(netStake, prices, systemSize).exact, netStake);
    case 'chain':
      if (prices.length < 2) return null;
      return settledCoefficient(chainReturn(prices.map((odds) => ({ leg: { odds, result: 'win' as const }, stake: netStake }))).exact, netStake);
    case 'singles':
    case 'anti_express':
      return null;
  }
}

/**
 * What the bet returns if it comes in (stake included), rounded down to the minor unit and within
 * the maximum payout — the server's own reckoning (placement `termsOf`). The brand's betting taxes
 * are not in the public configuration, so none are taken here.
 */
export function potentialReturn(kind: BetKind, stake: bigint, prices: readonly number[], systemSize: number | null, maxPayout: bigint | null): bigint | null {
  if (stake <= 0n || prices.length === 0 || prices.some((price) => price <= 1000)) return null;
  const { netStake } = stakeAfterTax(stake, NO_TAXES);
  const coefficient = couponCoefficient(kind, netStake, prices, systemSize);
  if (coefficient === null) return null;
  return taxedWin(stake, coefficient, NO_TAXES, maxPayout ?? undefined).payout;
}

/** The brand's presets (`amount_tmpl`) as stake texts in the currency's scale, each once, in order. */
export function stakePresets(templates: readonly number[], scale: number): string[] {
  const seen = new Set<bigint>();
  const texts: string[] = [];
  for (const value of templates) {
    const text = String(value);
    const parsed = /e/i.test(text) ? null : parseRequestedAmount(text, scale);
    if (!parsed?.ok || seen.has(parsed.minor)) continue;
    seen.add(parsed.minor);
    texts.push(text);
  }
  return texts;
}
