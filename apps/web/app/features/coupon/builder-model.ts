// What the builder's slip shows and allows, from its parts in one pure function (as slip-model.ts
// for the slip): the stake read exactly, the limits of the checked builder in minor units, the joint
// coefficient and the legs' product beside it, what the stake would return (the server's money lines
// for this stake, else counted by the same rules as a single at the joint coefficient), why the
// server will not price the legs together, and whether "place" may be pressed.
import type { CheckedBuilder } from '@stavka/contract/bet-builder';
import type { BuilderLeg } from './builder-store';
import { numberToMinor, potentialReturn, readStake, stakeProblem, type StakeProblem, type StakeReading } from './slip-money';

/** A builder takes two legs at least (decision 0026). */
export const BUILDER_MIN_LEGS = 2;

export type BuilderBlock = 'one_leg' | 'stake_missing' | 'stake_invalid' | StakeProblem | 'leg_blocked' | 'not_valid' | 'checking';

export interface BuilderModelInput {
  readonly legs: readonly BuilderLeg[];
  readonly stakeText: string;
  readonly scale: number;
  /** The player's available money in minor units; null for a guest. */
  readonly balance: bigint | null;
  readonly checked: CheckedBuilder | undefined;
  readonly checking: boolean;
}

export interface BuilderModel {
  readonly stake: StakeReading;
  readonly min: bigint | null;
  readonly max: bigint | null;
  readonly maxPayout: bigint | null;
  /** The joint coefficient in thousandths, and the legs' own prices multiplied (null when unknown). */
  readonly coefficient: number | null;
  readonly product: number | null;
  /** Why the legs are not a builder now: the refusal's `ErrorCode` (null while they are). */
  readonly refusal: number | null;
  /** Each leg's price now by its index (the check's), else as picked. */
  readonly prices: readonly number[];
  readonly potential: bigint | null;
  readonly block: BuilderBlock | null;
}

const thousandths = (decimal: number | null | undefined) => (decimal === null || decimal === undefined || decimal <= 1 ? null : Math.round(decimal * 1000));

export function builderModel(input: BuilderModelInput): BuilderModel {
  const { checked, scale } = input;
  const stake = readStake(input.stakeText, scale);
  const min = checked ? numberToMinor(checked.minBet, scale) : null;
  const max = checked && checked.maxBet !== null ? numberToMinor(checked.maxBet, scale) : null;
  const maxPayout = checked ? numberToMinor(checked.MaxPayout, scale) : null;
  const refusal = checked?.NotValid ? checked.ErrorCode : null;
  const coefficient = refusal === null ? thousandths(checked?.Coef) : null;
  const stakeMinor = stake.kind === 'ok' ? stake.minor : null;
  const serverMoney = checked && stakeMinor !== null && numberToMinor(checked.Summ, scale) === stakeMinor && refusal === null ? numberToMinor(checked.PossiblePayout, scale) : null;
  const potential = serverMoney ?? (stakeMinor !== null && coefficient !== null ? potentialReturn('single', stakeMinor, [coefficient], null, maxPayout) : null);
  const prices = input.legs.map((leg) => thousandths(checked?.Events.find((event) => event.GameId === leg.gameId && event.Type === leg.type && event.GroupId === leg.group)?.Coef) ?? leg.price);
  return {
    stake,
    min,
    max,
    maxPayout,
    coefficient,
    product: thousandths(checked?.ExpressCoef),
    refusal,
    prices,
    potential,
    block: blockOf(input, stake, { min, max }, refusal),
  };
}

function blockOf(input: BuilderModelInput, stake: StakeReading, limits: { min: bigint | null; max: bigint | null }, refusal: number | null): BuilderBlock | null {
  if (input.legs.length < BUILDER_MIN_LEGS) return 'one_leg';
  if (input.checked?.Events.some((event) => event.Block || event.Finish)) return 'leg_blocked';
  if (refusal !== null) return 'not_valid';
  if (stake.kind === 'empty') return 'stake_missing';
  if (stake.kind === 'invalid') return 'stake_invalid';
  const problem = stakeProblem(stake.minor, { ...limits, balance: input.balance });
  if (problem) return problem;
  if (!input.checked && input.checking) return 'checking';
  return null;
}
