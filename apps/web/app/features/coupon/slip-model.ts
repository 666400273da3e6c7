// Everything the slip shows and allows, worked out from its parts in one pure function (STYLE: no
// business logic in components): the kind of bet, the stakes read exactly, the limits of the
// checked coupon in minor units (a system's least stake is the minimum bet on each combination),
// the total odds, what the bet would return — the server's money lines for the stake it was asked
// about (after the brand's taxes), else counted here by the same rules —, and whether the place
// button may be pressed, with the reason when it may not. The server checks it all again.
import { coefficientProduct, shownCoefficient } from '@stavka/domain/betting/odds-value';
import type { OddsFormat } from '@stavka/domain/odds/formats';
import { betKinds, effectiveKind, kindAllowed, systemSizes, type ChosenKind, type EffectiveKind, type KindChoice } from './bet-kinds';
import { couponBody, selectionStake, type CouponBody, type CouponDraft, type OddsPolicy } from './coupon-request';
import { type CheckFacts, type ServerMoney } from './check-facts';
import { allowedOptions, effectiveOptions, noOffer, noSlipOptions, optionFields, optionProblem, type OptionFields, type OptionName, type OptionOffer, type OptionProblem, type SlipOptions } from './slip-options';
import { selectionKey, type SlipSelection } from './slip-selection';
import { leastStake, mostStake, potentialReturn, readStake, stakeProblem, type StakeProblem, type StakeReading } from './slip-money';

export interface SlipModelInput {
  readonly selections: readonly SlipSelection[];
  readonly choice: KindChoice | null;
  readonly stakeText: string;
  /** Several singles: each selection's own stake as typed, by its key. */
  readonly stakes?: Readonly<Record<string, string>>;
  readonly boost?: boolean;
  readonly policy: OddsPolicy;
  readonly lang: string;
  readonly currency: string;
  readonly scale: number;
  /** The player's available money in minor units; null for a guest or while unknown. */
  readonly balance: bigint | null;
  readonly checked: CheckFacts | undefined;
  /** The first check is on its way (a failed check does not stop a bet: the server decides). */
  readonly checking: boolean;
  /** The bet's options as the player set them, what the brand offers now, and the player's odds format. */
  readonly options?: SlipOptions;
  readonly offer?: OptionOffer;
  readonly oddsFormat?: OddsFormat;
}

/** Why the place button cannot be pressed now (null: it can). */
export type PlaceBlock = 'empty' | 'stake_missing' | 'stake_invalid' | StakeProblem | 'selection_blocked' | 'same_game' | 'checking' | OptionProblem;

export interface SlipModel {
  readonly n: number;
  readonly kind: EffectiveKind;
  readonly kinds: readonly { readonly kind: ChosenKind; readonly allowed: boolean }[];
  readonly systemSizes: readonly number[];
  readonly stake: StakeReading;
  /** Several singles: the stakes together (null while one cannot be read). */
  readonly total: bigint | null;
  /** Several singles: which selection's stake stops the bet, by key. */
  readonly stakeProblems: Readonly<Record<string, StakeProblem | 'stake_invalid'>>;
  readonly min: bigint | null;
  readonly max: bigint | null;
  /** "Max": the largest stake allowed, within the balance. */
  readonly most: bigint | null;
  readonly maxPayout: bigint | null;
  /** Total odds in thousandths as the server shows them: an express's product rounded down, an anti-express's price. */
  readonly totalOdds: bigint | null;
  readonly potential: bigint | null;
  /** The server's money lines for exactly this stake (taxes, boost), when it gave them. */
  readonly money: ServerMoney | null;
  readonly boostOffered: { readonly percent: number } | null;
  readonly block: PlaceBlock | null;
  readonly draft: CouponDraft;
  /** UpdateCoupon's body (the check asks without the options). */
  readonly body: CouponBody;
  /** The options the bet can take now, and those that go with it. */
  readonly allowed: ReadonlySet<OptionName>;
  readonly options: SlipOptions;
  /** MakeBetWeb's body: the check's with the options. */
  readonly placeBody: CouponBody & OptionFields;
}

export function slipModel(input: SlipModelInput): SlipModel {
  const n = input.selections.length;
  const kind = effectiveKind(input.choice, n);
  const stake = readStake(input.stakeText, input.scale);
  const checked = input.checked;
  const min = checked ? leastStake(kind.kind, checked.minBet, n, kind.systemSize) : null;
  const max = checked?.maxBet ?? null;
  const maxPayout = checked?.maxPayout ?? null;
  const prices = input.selections.map((s) => s.price);
  const stakeMinor = stake.kind === 'ok' ? stake.minor : null;
  const draft: CouponDraft = {
    selections: input.selections,
    kind: kind.kind,
    systemSize: kind.systemSize,
    stake: stakeMinor === null ? '' : input.stakeText.trim(),
    stakes: kind.kind === 'singles' ? (input.stakes ?? {}) : {},
    policy: input.policy,
    lang: input.lang,
    boost: kind.kind === 'express' && (input.boost ?? false),
    antiExpressCoef: kind.kind === 'anti_express' ? (checked?.antiExpressCoef ?? null) : null,
  };
  const singles = kind.kind === 'singles' ? singlesOf(input, draft, { min, max }) : null;
  const local = singles ? singles.potential : stakeMinor === null ? null : potentialReturn(kind.kind, stakeMinor, prices, kind.systemSize, maxPayout);
  const money = checked?.money && checked.money.kind === draft.kind && checked.money.stake === (singles ? singles.total : stakeMinor) ? checked.money : null;
  const format = input.oddsFormat ?? 'decimal';
  const allowed = allowedOptions(kind.kind, input.selections, input.offer ?? noOffer, input.balance !== null);
  const options = effectiveOptions(input.options ?? noSlipOptions, allowed);
  const body = couponBody(draft);
  return {
    n,
    kind,
    kinds: betKinds.map((each) => ({ kind: each, allowed: kindAllowed(each, n) })),
    systemSizes: systemSizes(n),
    stake,
    total: singles?.total ?? null,
    stakeProblems: singles?.problems ?? {},
    min,
    max,
    most: mostStake(max, input.balance),
    maxPayout,
    totalOdds: totalOddsOf(kind.kind, prices, checked),
    potential: money ? money.payout : local,
    money,
    boostOffered: kind.kind === 'express' && checked?.boostPercent ? { percent: checked.boostPercent } : null,
    block: blockOf(input, kind, stake, singles, { min, max }, checked, options) ?? optionProblem(options, format),
    draft,
    body,
    allowed,
    options,
    placeBody: { ...body, ...optionFields(options, format) },
  };
}

function totalOddsOf(kind: EffectiveKind['kind'], prices: readonly number[], checked: CheckFacts | undefined): bigint | null {
  if (prices.length < 2 || prices.some((p) => p <= 1000)) return null;
  if (kind === 'express') return shownCoefficient(coefficientProduct(prices));
  if (kind === 'anti_express' && checked?.antiExpressCoef) return BigInt(Math.round(checked.antiExpressCoef * 1000));
  return null;
}

interface SinglesFacts {
  readonly total: bigint | null;
  readonly potential: bigint | null;
  readonly problems: Record<string, StakeProblem | 'stake_invalid'>;
  readonly missing: boolean;
}

/** Several singles: each selection's stake (its own, else the common one) against the limits, and together. */
function singlesOf(input: SlipModelInput, draft: CouponDraft, limits: { min: bigint | null; max: bigint | null }): SinglesFacts {
  let total: bigint | null = 0n;
  let potential: bigint | null = 0n;
  let missing = false;
  const problems: Record<string, StakeProblem | 'stake_invalid'> = {};
  for (const selection of input.selections) {
    const read = readStake(selectionStake({ stake: input.stakeText.trim(), stakes: draft.stakes ?? {} }, selection), input.scale);
    const key = selectionKey(selection);
    if (read.kind !== 'ok') {
      if (read.kind === 'invalid') problems[key] = 'stake_invalid';
      else missing = true;
      total = null;
      potential = null;
      continue;
    }
    const problem = stakeProblem(read.minor, { ...limits, balance: null });
    if (problem) problems[key] = problem;
    if (total !== null) total += read.minor;
    const win = potentialReturn('single', read.minor, [selection.price], null, input.checked?.maxPayout ?? null);
    potential = potential === null || win === null ? null : potential + win;
  }
  return { total, potential, problems, missing };
}

function blockOf(
  input: SlipModelInput,
  kind: EffectiveKind,
  stake: StakeReading,
  singles: SinglesFacts | null,
  limits: { min: bigint | null; max: bigint | null },
  checked: CheckFacts | undefined,
  options: SlipOptions,
): PlaceBlock | null {
  if (input.selections.length === 0) return 'empty';
  if (input.selections.some((s) => s.blocked)) return 'selection_blocked';
  if (kind.kind !== 'singles' && checked?.banned) return 'same_game';
  if (singles) {
    const first = Object.values(singles.problems)[0];
    if (first) return first;
    if (singles.missing || singles.total === null) return 'stake_missing';
    if (input.balance !== null && singles.total > input.balance) return 'above_balance';
  } else {
    if (stake.kind === 'empty') return 'stake_missing';
    if (stake.kind === 'invalid') return 'stake_invalid';
    // An advance bet may stake what the money lacks, up to the advance (the server lends it).
    const advance = options.advance ? (input.offer?.advance ?? 0n) : 0n;
    const problem = stakeProblem(stake.minor, { ...limits, balance: input.balance === null ? null : input.balance + advance });
    if (problem) return problem;
  }
  // The limits come with the check: without its answer the slip cannot tell the stake is allowed.
  if (!checked && input.checking) return 'checking';
  return null;
}
