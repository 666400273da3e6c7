import type { CouponEvent } from '@stavka/contract/betting';
import { oddsPolicies } from '@stavka/contract/betting';
import { parseCoefficient } from '@stavka/domain/betting/odds-value';
import type { Feed, Quote } from '../feed/service';

// A coupon's selections against the live state (DESIGN §4 "re-check odds/status against live state
// under the odds-change policy"): each leg is open, not blocked, a line game has not started (or is
// taken as live when the coupon says so), and its coefficient agrees under `CheckCf`.

export type LegProblem = 'eventClosed' | 'eventBlocked' | 'gameStarted' | 'oddsChanged';

export interface CheckedLeg {
  event: CouponEvent;
  quote: Quote | undefined;
  /** The coefficient the player saw, in thousandths (undefined when the coupon sent none). */
  requested: number | undefined;
  /** The game the leg belongs to at the top (a sub-game's parent): an express takes one leg a game. */
  rootGameId: number;
  problem: LegProblem | undefined;
}

export interface CheckOptions {
  checkCf: number;
  /** A line selection whose game went live is taken as live (`transformEventKind`). */
  transformEventKind: boolean;
  nowSeconds: number;
}

export function checkLegs(feed: Feed, events: readonly CouponEvent[], options: CheckOptions): CheckedLeg[] {
  return events.map((event) => {
    const quote = feed.quote({ gameId: event.gameid, type: event.type, param: event.param ?? undefined, group: event.group });
    const parsed = event.coef === undefined ? undefined : parseCoefficient(event.coef);
    const requested = parsed?.ok ? parsed.thousandths : undefined;
    const entry = feed.findGame(event.gameid);
    const rootGameId = entry?.game.parentId ?? entry?.game.id ?? event.gameid;
    return { event, quote, requested, rootGameId, problem: problemOf(event, quote, requested, options) };
  });
}

function problemOf(event: CouponEvent, quote: Quote | undefined, requested: number | undefined, options: CheckOptions): LegProblem | undefined {
  if (!quote || quote.status === 2 || quote.status === 4) return 'eventClosed';
  if (quote.blocked) return 'eventBlocked';
  // A selection made on the line whose game is now in play: its price was for before the start.
  if ((event.kind ?? quote.kind) === 3 && (quote.kind === 1 || quote.start <= options.nowSeconds) && !options.transformEventKind) return 'gameStarted';
  if (requested !== undefined && !oddsAgree(requested, quote.price, options.checkCf)) return 'oddsChanged';
  return undefined;
}

/** `CheckCf`: 0 the same coefficient, 1 the same or higher, 2 any. */
export function oddsAgree(requested: number, current: number, checkCf: number): boolean {
  if (checkCf === oddsPolicies.any) return true;
  if (checkCf === oddsPolicies.higher) return current >= requested;
  return current === requested;
}
