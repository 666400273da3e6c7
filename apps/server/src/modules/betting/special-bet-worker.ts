import { couponSchema } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { watchAutoBets } from './auto-bets';
import type { BettingContext } from './context';
import { lookAtCoupon } from './coupon-watch';
import { vipRequestsByStatus, vipRequestsDue } from './special-bet-repo';
import { expireVipRequest } from './vip-requests';

// The betting workers' look at the requests that hold a stake (decision 0028), where the feed runs:
// auto bets whose price came are placed and those whose selections went are cancelled; VIP requests
// whose time is over, or whose selections can no longer be bet on, release their hold.

const PER_PASS = 500;

export interface SpecialBetWatchOptions {
  /** The brand's betting configuration (an auto bet is placed on the brand's terms of the moment). */
  brand(siteId: number): Promise<SiteConfig['betting'] | undefined>;
}

export async function watchSpecialBets(ctx: BettingContext, options: SpecialBetWatchOptions): Promise<void> {
  await watchAutoBets(ctx, options.brand, PER_PASS);
  for (const id of await vipRequestsDue(ctx.db, ctx.now(), PER_PASS)) {
    await runInTransaction(ctx.db, (uow) => expireVipRequest(ctx, uow, id));
  }
  const nowSeconds = Math.floor(ctx.now().getTime() / 1000);
  for (const request of await vipRequestsByStatus(ctx.db, ['pending', 'approved'], PER_PASS)) {
    const coupon = couponSchema.safeParse(request.coupon);
    const look = coupon.success ? lookAtCoupon(ctx.feed, coupon.data.events, nowSeconds) : undefined;
    if (look?.state !== 'gone') continue;
    const why = look.reason === 'gameStarted' ? 'A game of the request has started' : 'A selection of the request can no longer be bet on';
    await runInTransaction(ctx.db, (uow) => expireVipRequest(ctx, uow, request.id, why));
  }
}
