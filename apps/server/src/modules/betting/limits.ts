import type { SiteConfig } from '@stavka/contract/site-config';
import type { Currency } from '@stavka/db/schema';
import { toMinorUnits } from '@stavka/domain/money';
import type { BettingTaxes } from '@stavka/domain/betting/betting-taxes';

// A brand's betting limits in one currency's minor units (issue 12: the minimum bet per currency,
// minimum and maximum by bet type from configuration, the brand's maximum payout, taxes). The
// brand states stakes and thresholds in USD (the currency table's accounting currency); a
// currency's coefficient (USD per major unit) converts them, exactly: floor(usd × 10^scale / coef).

export interface BetLimits {
  minStake: bigint;
  /** Null: no maximum beyond the player's money. */
  maxStake: bigint | null;
  maxPayout: bigint;
  taxes: BettingTaxes;
}

export function betLimits(config: SiteConfig['betting'], currency: Currency, vid: number): BetLimits {
  const convert = (usd: string | number) => usdToMinor(String(usd), currency);
  const minByType = config.couponTypesMin[vid];
  const maxByType = config.couponTypesMax[vid];
  const minStake = minByType === undefined ? currency.minBet : maxOf(currency.minBet, convert(minByType));
  return {
    minStake,
    maxStake: maxByType === undefined || maxByType === 0 ? null : convert(maxByType),
    maxPayout: convert(config.maxPayoutUsd),
    taxes: {
      taxType: config.taxes.taxType,
      stakeTaxBps: percentToBps(config.taxes.stakeTaxPercent),
      payoutTaxBps: percentToBps(config.taxes.payoutTaxPercent),
      winAmountThreshold: convert(config.taxes.winAmountThresholdUsd),
      coefficientThreshold: Math.round(config.taxes.coefficientThreshold * 1000),
      returnTax: config.taxes.returnTax,
    },
  };
}

/** USD (decimal text) in a currency's minor units, rounded down. */
export function usdToMinor(usd: string, currency: Pick<Currency, 'scale' | 'conversionCoefficient'>): bigint {
  const scale = 12;
  const usdUnits = toMinorUnits(usd, scale);
  const coefficient = toMinorUnits(currency.conversionCoefficient, scale);
  if (coefficient <= 0n) return 0n;
  return (usdUnits * 10n ** BigInt(currency.scale)) / coefficient;
}

export function percentToBps(percent: string): number {
  return Number(toMinorUnits(percent, 2));
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
