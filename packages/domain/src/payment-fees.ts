// What a payment costs the player (issue 11 "methods, limits, fees by brand and country"): a
// percentage of the amount, rounded half up to the currency's minor unit, plus a fixed amount.
// Exact: the percentage is read as hundredths of a percent, never as a float.

const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

/** The fee in minor units of `amount` (minor units) at `percent` (text, e.g. '1.5') plus `fixed`. */
export function paymentFee(amount: bigint, percent: string, fixed: bigint): bigint {
  const match = PERCENT.exec(percent);
  if (!match) throw new Error(`a fee percentage is written like 1.5, not ${JSON.stringify(percent)}`);
  const hundredths = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return (amount * hundredths + 5_000n) / 10_000n + fixed;
}

export type LimitProblem = 'payment_amount_below_min' | 'payment_amount_above_max';

/** Whether an amount is within a method's limits (inclusive), both in minor units. */
export function limitProblem(amount: bigint, limits: { min: bigint; max: bigint } | undefined): LimitProblem | undefined {
  if (!limits) return undefined;
  if (amount < limits.min) return 'payment_amount_below_min';
  if (amount > limits.max) return 'payment_amount_above_max';
  return undefined;
}
