// A fair market priced with a brand's margin: what the feed hands out (wire-format §1.4 `C`), in
// integer thousandths.
import { applyMargin, priceFromImplied, type MarginSpec } from './margin';
import type { FairMarket } from './market';

export interface PricedOutcome {
  readonly group: number;
  readonly type: number;
  readonly param?: number;
  /** Decimal odds in thousandths (1.850 → 1850). */
  readonly price: number;
}

/**
 * Prices for probabilities that sum to `sum` (1 for a partition, 2 for double chance, k for a
 * top-k place market): the margin is applied to p/sum and scaled back, so Σ implied is
 * sum × overround and each unit of stake carries the same margin.
 */
export function priceProbabilities(probabilities: readonly number[], sum: number, margin: MarginSpec): number[] {
  return applyMargin(probabilities, margin.overround, margin.method).map((q) => priceFromImplied(q * sum));
}

/** Every outcome of a market with its price. */
export function priceMarket(market: FairMarket, margin: MarginSpec): PricedOutcome[] {
  const prices = priceProbabilities(
    market.outcomes.map((o) => o.probability),
    market.sum,
    margin,
  );
  return market.outcomes.map((o, i) => ({
    group: o.group,
    type: o.type,
    ...(o.param === undefined ? {} : { param: o.param }),
    price: prices[i] ?? 0,
  }));
}
