import type { NoOfferReason } from '@stavka/contract/cash-out';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { Bet, BetLeg } from '@stavka/db/schema';
import { cashOutOffer, type CashOutLeg } from '@stavka/domain/betting/cash-out';
import { legChances, type FairWin } from '@stavka/domain/betting/cash-out-chances';
import type { OutcomeResult } from '@stavka/domain/betting/outcome-types';
import { marginForCode } from '@stavka/domain/pricing/margin';
import { fairProbabilities } from '@stavka/domain/pricing/margin-removal';
import type { Feed } from '../feed/service';
import { percentToBps } from './limits';

// The sale price of an open bet (issue 12 "a sale price from current fair prices with the brand's
// cash-out margin"): the expected return of the bet given its settled legs and the fair chances of
// its open ones now, less the brand's `cashOutMarginPercent` (domain betting/cash-out.ts), never more
// than the bet could still pay. The feed does not hand out the simulator's fair probabilities (a
// real data feed would not either), so they are read back from the live prices by the inverse of
// the margin method the built-in simulator prices with (the `standard` code: power), market by
// market (domain pricing/margin-removal.ts); a fair probability is never above a price's implied
// one, so a sale is never worth more than backing the other way at the prices shown.
// There is no offer while any open leg's market is not taking bets (suspended after a key event,
// closed), while a game is not priced (gone, or finished and not yet settled: its result is known
// and the offer would sell what is decided), for bets not open, and for kinds other than singles,
// expresses and systems.

const FEED_MARGIN_METHOD = marginForCode('standard').method;

/**
 * Kinds whose return is the product (or a system's sum of products) of independent legs, as the
 * offer rule prices it. Chains and anti-expresses return otherwise; a builder's legs are of one game
 * and priced together, so a product of their chances would misprice it.
 */
export const SOLD_KINDS: ReadonlySet<Bet['kind']> = new Set(['single', 'express', 'system']);

export type Offer = { available: true; amount: bigint } | { available: false; reason: NoOfferReason };

type GameMarkets = NonNullable<ReturnType<Feed['findGame']>>['game']['markets'];

/** A market's fair probabilities; null for prices that are no book (none is sold on them). */
function readBack(prices: readonly number[]): number[] | null {
  try {
    return fairProbabilities(prices, FEED_MARGIN_METHOD);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The fair probability of each outcome of a game's open markets, computed once per market. */
function fairWinsOf(markets: GameMarkets, group: number): FairWin {
  const cache = new Map<GameMarkets[number], number[] | null>();
  return (type, param) => {
    const line = param ?? 0;
    for (const market of markets) {
      if (market.group !== group) continue;
      const index = market.outcomes.findIndex((o) => o.type === type && (o.param ?? market.param ?? 0) === line);
      if (index < 0) continue;
      if (market.status !== 1) return undefined;
      let fair = cache.get(market);
      if (fair === undefined) {
        fair = readBack(market.outcomes.map((o) => o.price));
        cache.set(market, fair);
      }
      return fair?.[index];
    }
    return undefined;
  };
}

/** An open leg's chances now, or why it has none. */
function openLeg(feed: Feed, leg: BetLeg): CashOutLeg | NoOfferReason {
  if (feed.result(leg.gameId)) return 'not_priced';
  const param = leg.paramThousandths === null ? undefined : leg.paramThousandths / 1000;
  const quote = feed.quote({ gameId: leg.gameId, type: leg.outcomeType, param, group: leg.marketGroup });
  if (!quote) return 'not_priced';
  if (quote.blocked) return 'blocked';
  const entry = feed.findGame(leg.gameId);
  if (!entry) return 'not_priced';
  const chances = legChances({ group: leg.marketGroup, type: leg.outcomeType, ...(param === undefined ? {} : { param }) }, fairWinsOf(entry.game.markets, leg.marketGroup));
  return chances ? { odds: leg.coefficient, chances } : 'not_priced';
}

/** The offer for the whole bet now. */
export function offerFor(feed: Feed, config: Pick<SiteConfig['betting'], 'cashOutMarginPercent'>, bet: Bet, legs: readonly BetLeg[]): Offer {
  if (bet.status !== 'accepted') return { available: false, reason: 'not_open' };
  if (!SOLD_KINDS.has(bet.kind)) return { available: false, reason: 'kind' };
  const own = legs.filter((leg) => leg.betId === bet.id);
  if (own.length === 0) return { available: false, reason: 'not_priced' };
  const priced: CashOutLeg[] = [];
  for (const leg of own) {
    const priceable = leg.result === null ? openLeg(feed, leg) : { odds: leg.coefficient, result: leg.result as OutcomeResult };
    if (typeof priceable === 'string') return { available: false, reason: priceable };
    priced.push(priceable);
  }
  const offer = cashOutOffer({
    stake: bet.netStake,
    legs: priced,
    marginBps: percentToBps(config.cashOutMarginPercent),
    ...(bet.kind === 'system' ? { system: bet.systemSize ?? 2 } : {}),
  });
  if (offer === null) return { available: false, reason: 'nothing_to_win' };
  return { available: true, amount: offer < bet.potentialPayout ? offer : bet.potentialPayout };
}
