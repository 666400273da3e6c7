// The bet's options beside its selections (spec §3 coupon payload; decision 0028): an auto bet —
// placed by the server once the coupon's price reaches a target the player types in their own odds
// format —, the advance (what the stake lacks lent against the player's open bets), a power bet (a
// pre-match single's winnings raised by the brand's percent), publishing the bet to the lobby, and a
// promo code. Which of them a slip may take, and how they go in MakeBetWeb's body; the server checks
// each again and refuses what it cannot take, in words.
import { oddsFormatIds, type OddsFormat } from '@stavka/domain/odds/formats';
import { parseOdds } from '@stavka/domain/odds/parse';
import type { BetKind } from './coupon-request';
import type { SlipSelection } from './slip-selection';

export interface SlipOptions {
  readonly autoBet: boolean;
  /** The auto bet's target as the player typed it, in their odds format. */
  readonly autoTarget: string;
  readonly advance: boolean;
  readonly power: boolean;
  readonly lobby: boolean;
  readonly promo: string;
}

export const noSlipOptions: SlipOptions = { autoBet: false, autoTarget: '', advance: false, power: false, lobby: false, promo: '' };

/** What the brand and the player's standing offer now. */
export interface OptionOffer {
  /** The advance available now, in minor units of the account's currency (0: none). */
  readonly advance: bigint;
  /** The brand's power bet (null: off). */
  readonly powerBet: { readonly percent: number; readonly minOdds: number } | null;
  readonly lobby: boolean;
}

export const noOffer: OptionOffer = { advance: 0n, powerBet: null, lobby: false };

export type OptionName = 'autoBet' | 'advance' | 'power' | 'lobby' | 'promo';

/** A promo code as the server takes one (decision 0028): letters, digits, `-` and `_`. */
const PROMO_SHAPE = /^[A-Za-z0-9_-]{3,40}$/;
export const PROMO_MAX_LENGTH = 40;

/**
 * The options a bet of this kind can take now. Several singles at once (MakeBetWebMulti) take none;
 * an auto bet is a single or an express; a power bet a pre-match single at the brand's least odds.
 */
export function allowedOptions(kind: BetKind, selections: readonly SlipSelection[], offer: OptionOffer, signedIn: boolean): ReadonlySet<OptionName> {
  const allowed = new Set<OptionName>();
  if (!signedIn || kind === 'singles' || selections.length === 0) return allowed;
  allowed.add('promo');
  if (kind === 'single' || kind === 'express') allowed.add('autoBet');
  if (offer.advance > 0n) allowed.add('advance');
  if (offer.lobby) allowed.add('lobby');
  const [only] = selections;
  if (offer.powerBet && kind === 'single' && only && only.kind === 3 && only.price >= Math.round(offer.powerBet.minOdds * 1000)) allowed.add('power');
  return allowed;
}

/**
 * The options that go with the bet: an auto bet, an advance bet and a power bet are each a bet of
 * their own (the server refuses two), so the one switched on first stands and the others wait; an
 * auto bet takes no promo code.
 */
export function effectiveOptions(options: SlipOptions, allowed: ReadonlySet<OptionName>): SlipOptions {
  const autoBet = options.autoBet && allowed.has('autoBet');
  const power = !autoBet && options.power && allowed.has('power');
  const advance = !autoBet && !power && options.advance && allowed.has('advance');
  return {
    autoBet,
    autoTarget: autoBet ? options.autoTarget.trim() : '',
    advance,
    power,
    lobby: options.lobby && allowed.has('lobby'),
    promo: !autoBet && allowed.has('promo') ? options.promo.trim() : '',
  };
}

export type OptionProblem = 'auto_target_missing' | 'auto_target_invalid' | 'promo_invalid';

/** The auto bet's target in thousandths, or what is wrong with it. */
export function readAutoTarget(text: string, format: OddsFormat): { readonly ok: true; readonly thousandths: number } | { readonly ok: false; readonly problem: OptionProblem } {
  if (text.trim() === '') return { ok: false, problem: 'auto_target_missing' };
  const thousandths = parseOdds(text, format);
  return thousandths === null ? { ok: false, problem: 'auto_target_invalid' } : { ok: true, thousandths };
}

/** What stops the options from going as they are (null: nothing). */
export function optionProblem(options: SlipOptions, format: OddsFormat): OptionProblem | null {
  if (options.autoBet) {
    const target = readAutoTarget(options.autoTarget, format);
    if (!target.ok) return target.problem;
  }
  if (options.promo !== '' && !PROMO_SHAPE.test(options.promo)) return 'promo_invalid';
  return null;
}

/** MakeBetWeb's option fields (keys as the family's web client writes them; read in any case). */
export interface OptionFields {
  readonly isAutoBet?: true;
  readonly autoBetCf?: string;
  readonly autoBetCfView?: number;
  readonly avanceBet?: true;
  readonly isPowerBet?: true;
  readonly withLobby?: true;
  readonly promo?: string;
}

export function optionFields(options: SlipOptions, format: OddsFormat): OptionFields {
  return {
    ...(options.autoBet ? { isAutoBet: true, autoBetCf: options.autoTarget, autoBetCfView: oddsFormatIds[format] } : {}),
    ...(options.advance ? { avanceBet: true } : {}),
    ...(options.power ? { isPowerBet: true } : {}),
    ...(options.lobby ? { withLobby: true } : {}),
    ...(options.promo !== '' ? { promo: options.promo } : {}),
  };
}
