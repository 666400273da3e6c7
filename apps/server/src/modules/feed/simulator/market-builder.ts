import { MIN_PRICE, type MarginSpec, marginForCode } from '@stavka/domain/pricing/margin';
import { priceProbabilities } from '@stavka/domain/pricing/price-market';
import type { Market, MarketStatus } from '../model';
import type { ModelInput } from './engines/model-input';
import { type OfferedMarket, fairMarkets } from './markets/fair-markets';

// From an engine's model inputs to the feed's markets (issue 4): fair probabilities from the
// pricing models, the brand's margin by its named method (`marginCode`, default 'standard'), prices
// in integer thousandths, groups/types/lines of wire-format §2.1, the main line of each ladder
// flagged (CE), and the statuses of spec §3 (1 accepting, 2 settled, 3 not accepting, 4 cancelled).

/** The margin of a brand's `marginCode` ('standard' for none or an unknown one). */
export function marginFor(code: string | undefined): MarginSpec {
  return marginForCode(code);
}

function toMarket(market: OfferedMarket, margin: MarginSpec, main: boolean): Market {
  const prices = priceProbabilities(
    market.outcomes.map((o) => o.probability),
    market.sum,
    margin,
  );
  return {
    group: market.group,
    ...(market.line === undefined ? {} : { param: market.line }),
    main,
    status: 1,
    outcomes: market.outcomes.map((o, i) => ({
      type: o.type,
      price: prices[i] ?? 0,
      blocked: false,
      ...(o.param === undefined ? {} : { param: o.param }),
      ...(o.playerId === undefined ? {} : { playerId: o.playerId }),
    })),
  };
}

/** How far a line is from even: the spread of its outcome probabilities (0 for a 50/50 line). */
function imbalance(market: OfferedMarket): number {
  let lo = 1;
  let hi = 0;
  for (const o of market.outcomes) {
    const p = o.probability / (market.sum > 0 ? market.sum : 1);
    lo = Math.min(lo, p);
    hi = Math.max(hi, p);
  }
  return hi - lo;
}

/** The main line of each group: its most balanced line (the only one for single-market groups). */
function mainMarkets(markets: readonly OfferedMarket[]): Set<OfferedMarket> {
  const best = new Map<number, OfferedMarket>();
  for (const market of markets) {
    const current = best.get(market.group);
    if (current === undefined || (market.line !== undefined && imbalance(market) < imbalance(current))) best.set(market.group, market);
  }
  return new Set(best.values());
}

/**
 * Priced markets for a model input; a race that is off has its markets closed (no in-running).
 * A market whose likeliest outcome would sit at the 1.001 floor is not offered: it could not carry
 * the brand's overround (issue 4 "every market's overround equals the target within rounding").
 */
export function buildMarkets(input: ModelInput, margin: MarginSpec): Market[] {
  const priced = fairMarkets(input)
    .filter((m) => m.outcomes.length >= 2)
    .map((m) => ({ fair: m, market: toMarket(m, margin, false) }))
    .filter(({ market }) => market.outcomes.every((o) => o.price > MIN_PRICE));
  const mains = mainMarkets(priced.map((p) => p.fair));
  const markets = priced.map(({ fair, market }) => {
    market.main = mains.has(fair);
    return market;
  });
  return input.model === 'runners' && !input.open ? suspendMarkets(markets) : markets;
}

/** Every outcome blocked, status 3: a suspension after a key event, a silent provider, a race off. */
export function suspendMarkets(markets: readonly Market[]): Market[] {
  return markets.map((m) => ({ ...m, status: 3, outcomes: m.outcomes.map((o) => ({ ...o, blocked: true })) }));
}

/**
 * The markets at the end: 2 settled with the result, 4 cancelled (a game called off). A market
 * already cancelled stays cancelled: its bets are void whatever the result.
 */
export function closeMarkets(markets: readonly Market[], status: Extract<MarketStatus, 2 | 4>): Market[] {
  return markets.map((m) => ({ ...m, status: m.status === 4 ? 4 : status, outcomes: m.outcomes.map((o) => ({ ...o, blocked: true })) }));
}

/** Whether two market lists are the same (prices, lines, flags), to send only what changed. */
export function sameMarkets(a: readonly Market[], b: readonly Market[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || x.group !== y.group || x.param !== y.param || x.status !== y.status || x.main !== y.main || x.outcomes.length !== y.outcomes.length) return false;
    for (let j = 0; j < x.outcomes.length; j++) {
      const o = x.outcomes[j];
      const p = y.outcomes[j];
      if (!o || !p || o.type !== p.type || o.price !== p.price || o.blocked !== p.blocked || o.param !== p.param || o.playerId !== p.playerId) return false;
    }
  }
  return true;
}
