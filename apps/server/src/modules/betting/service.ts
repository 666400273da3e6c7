import type { BettingContext } from './context';
import { decideWaitingBet } from './acceptance';
import { startCashOutWatch, type CashOutWatchOptions } from './cash-out-watch';
import { waitingBetsDue } from './repo';
import { watchSpecialBets, type SpecialBetWatchOptions } from './special-bet-worker';
import { settleGame, type SettledGame } from './settlement';
import { createSettlementPass } from './settlement-worker';

// What the app starts of betting (DESIGN §3): the worker that decides live bets once their delay
// is over, the one that settles bets as their games finish, and cash-out's (auto-sales and live
// offers, cash-out-watch.ts). Each takes rows under a lock and from the status they must be in, so
// several processes may run them; settlement and cash-out run where the feed's providers run (the
// leader), whose live state has every result and price first.

export type { BettingContext } from './context';
export { placeBet, type BettingPlayer } from './placement';
export { settleGame, type SettledGame } from './settlement';
export { decideWaitingBet } from './acceptance';
export { finishedGameOf } from './finished-game-of';
export { approveVipRequest, rejectVipRequest, type VipDeps } from './vip-requests';
export { approvedVipRequestsWaiting, insertPromoCode, promoCodesOf, vipRequestById, vipRequestsByStatus } from './special-bet-repo';
export { betCountsOnGame } from './settlement-repo';
export { couponSettingsOf, presentCouponSettings, saveCouponSettingsOfPlayer } from './coupon-settings';
export { listUnsettledLegs, voidUnsettledLeg, type LegVoid, type UnsettledLeg, type VoidedLeg } from './unsettled-legs';

export interface BettingWorkers {
  /** One pass of both (tests drive them; the timers call it too). */
  runOnce(): Promise<void>;
  /** Settles one game now, beside the passes (tests race it against them and against itself). */
  settleGame(gameId: number): Promise<SettledGame>;
  stop(): Promise<void>;
}

export function startBettingWorkers(
  ctx: BettingContext,
  options: { everyMs?: number; settle: () => boolean; cashOut?: CashOutWatchOptions; special?: SpecialBetWatchOptions },
): BettingWorkers {
  const cashOut = options.cashOut ? startCashOutWatch(ctx, { ...options.cashOut, leading: options.settle }) : undefined;
  const settle = createSettlementPass(ctx);
  // Two lanes, each skipping a beat while its pass runs: a burst of results to settle never keeps a
  // live bet waiting past its delay, nor a sale's offer from being renewed.
  const decisions = workerLane(ctx, async () => {
    for (const betId of await waitingBetsDue(ctx.db, ctx.now(), 200)) await decideWaitingBet(ctx, betId);
    await cashOut?.pass();
  });
  const settlement = workerLane(ctx, async () => {
    if (!options.settle()) return;
    // Auto bets and VIP requests where the feed's prices are first (decision 0028).
    if (options.special) await watchSpecialBets(ctx, options.special);
    await settle();
  });
  const runOnce = async (): Promise<void> => {
    await decisions.runOnce();
    await settlement.runOnce();
  };
  const timer = setInterval(() => {
    decisions.tick();
    settlement.tick();
  }, options.everyMs ?? 1000);
  timer.unref();
  return {
    runOnce,
    settleGame: (gameId) => settleGame(ctx, gameId),
    async stop() {
      clearInterval(timer);
      cashOut?.stop();
      await Promise.all([decisions.idle(), settlement.idle()]);
    },
  };
}

/** A pass run by the timer at most once at a time, and by tests as a whole fresh pass. */
function workerLane(ctx: BettingContext, pass: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const started = pass()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'betting: a worker pass failed'))
      .finally(() => {
        running = undefined;
      });
    running = started;
    return started;
  };
  return {
    tick: () => void (running ?? start()),
    /** A whole pass that begins after this call, so it sees what the caller just changed; one under way is waited out first. */
    async runOnce(): Promise<void> {
      while (running) await running;
      await start();
    },
    idle: async (): Promise<void> => {
      await running;
    },
  };
}
