import type { CouponEvent } from '@stavka/contract/betting';
import { coefficientProduct, shownCoefficient } from '@stavka/domain/betting/odds-value';
import type { Feed } from '../feed/service';

// A waiting coupon's selections against the live state (decision 0028), for the requests that hold
// a stake before they become a bet: gone when a market closed, settled or left the feed, or a line
// selection's game started (it can no longer be taken as the bet it was asked as); suspended while a
// market is blocked (it waits); else open, with the coefficient it would be taken at now.

export type CouponLook =
  | { state: 'open'; odds: number[]; coefficient: number }
  | { state: 'suspended' }
  | { state: 'gone'; reason: 'eventClosed' | 'gameStarted' };

export function lookAtCoupon(feed: Feed, events: readonly CouponEvent[], nowSeconds: number): CouponLook {
  const odds: number[] = [];
  let suspended = false;
  for (const event of events) {
    const quote = feed.quote({ gameId: event.gameid, type: event.type, param: event.param ?? undefined, group: event.group });
    if (!quote || quote.status === 2 || quote.status === 4) return { state: 'gone', reason: 'eventClosed' };
    // A selection kept as line (its kind recorded when it was asked) whose game went in play.
    if (event.kind === 3 && (quote.kind === 1 || quote.start <= nowSeconds)) return { state: 'gone', reason: 'gameStarted' };
    if (quote.blocked || quote.status === 3) suspended = true;
    odds.push(quote.price);
  }
  if (suspended) return { state: 'suspended' };
  return { state: 'open', odds, coefficient: couponCoefficient(odds) };
}

/** A single's coefficient, or an express's: the product, shown rounded down to a thousandth (as it is taken). */
export function couponCoefficient(odds: readonly number[]): number {
  return odds.length === 1 ? (odds[0] ?? 0) : Number(shownCoefficient(coefficientProduct(odds)));
}
