import type { BettingContext } from './context';
import { settleGame } from './settlement';
import { gamesToSettle } from './settlement-repo';

// The settlement worker's pass (service.ts runs it on the leader, DESIGN §7): the games that just
// finished with legs still to decide, then the games whose result was corrected since the last
// look (a newer revision in the feed's store) — their bets are settled again. A process that
// starts looks at every corrected result once, so a correction made while no process ran is not
// missed; settling a game with nothing to do changes nothing.

const GAMES_PER_PASS = 500;
const REVISED_PER_PASS = 1_000;
/** Results recorded a little before the last one seen are read again (commits land out of order). */
const OVERLAP_MS = 5_000;

export function createSettlementPass(ctx: BettingContext): () => Promise<void> {
  let since = new Date(0);
  /** The revision each corrected game was settled on, by this process. */
  const settled = new Map<number, number>();
  return async () => {
    for (const gameId of await gamesToSettle(ctx.db, GAMES_PER_PASS)) {
      if (ctx.feed.result(gameId)) await settleGame(ctx, gameId);
    }
    const revised = await ctx.feed.revisedResults(since, REVISED_PER_PASS);
    // The next look starts before any game whose bets could not all be settled now.
    let next = (revised.at(-1)?.recordedAt.getTime() ?? since.getTime()) - OVERLAP_MS;
    for (const { gameId, revision, recordedAt } of revised) {
      if (settled.get(gameId) === revision) continue;
      const outcome = await settleGame(ctx, gameId);
      if (outcome.failed === 0) settled.set(gameId, revision);
      else next = Math.min(next, recordedAt.getTime());
    }
    since = new Date(Math.max(since.getTime(), next));
  };
}
