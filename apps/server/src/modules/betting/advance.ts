import type { Coupon } from '@stavka/contract/betting';
import type { SiteConfig } from '@stavka/contract/site-config';
import type { WalletAccount } from '@stavka/db/schema';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import type { BettingContext } from './context';
import { percentToBps } from './limits';
import type { BettingPlayer, PlacementOptions } from './placement';
import { refusal } from './refusal';
import { advanceBacking } from './special-bet-repo';

// The advance (issue 12 "credit against the player's unsettled bets, only on live events or events
// starting within 48 hours"; decision 0028): the brand's share of the potential payouts of the
// player's open bets on games within the horizon, none while anything is owed on the credit account.
// An advance bet borrows what its stake lacks from the player's credit account (wallet `lend`);
// every payout, deposit and withdrawal repays what is owed first (wallet `repayDebt`).

export interface AdvanceNow {
  /** What may be lent now, in minor units of the account's currency. */
  available: bigint;
  owed: bigint;
  /** The open bets it is counted from. */
  backing: number;
}

/** The advance of the player's cash account now (the account locked by the wallet for the decision). */
export async function advanceOf(ctx: BettingContext, uow: UnitOfWork, account: WalletAccount, config: SiteConfig['betting']): Promise<AdvanceNow & { cash: bigint }> {
  const standing = await ctx.wallet.creditStanding(uow, account.id);
  if (account.userId === null) throw new Error('betting: an advance on a brand account');
  const horizon = new Date(ctx.now().getTime() + config.advance.horizonHours * 3_600_000);
  const backing = await advanceBacking(uow.tx, account.userId, account.id, horizon);
  const percentBps = BigInt(percentToBps(config.advance.percent));
  const available = standing.owed > 0n ? 0n : (backing.potential * percentBps) / 10_000n;
  return { available, owed: standing.owed, backing: backing.count, cash: standing.available };
}

/**
 * An advance bet's placement: its selections live or on games within the horizon, and what its stake
 * lacks of the money available lent before the stake is held (the bet keeps how much, and so never
 * backs another advance). A stake the money covers borrows nothing.
 */
export function advanceFunding(ctx: BettingContext, uow: UnitOfWork, player: BettingPlayer, config: SiteConfig['betting'], coupon: Coupon & { betguid: string }): PlacementOptions['fund'] {
  const horizonSeconds = Math.floor(ctx.now().getTime() / 1000) + config.advance.horizonHours * 3600;
  for (const event of coupon.events) {
    const quote = ctx.feed.quote({ gameId: event.gameid, type: event.type, param: event.param ?? undefined, group: event.group });
    if (quote && quote.kind === 3 && quote.start > horizonSeconds) {
      throw refusal('advanceUnavailable', `An advance bet is on games in play or starting within ${config.advance.horizonHours} hours`);
    }
  }
  return async (account, stake) => {
    const advance = await advanceOf(ctx, uow, account, config);
    if (stake <= advance.cash) return {};
    const lacking = stake - advance.cash;
    if (lacking > advance.available) throw refusal('advanceUnavailable', 'The stake is more than your money and the advance available', { advance: advance.available.toString() });
    await ctx.wallet.lend(uow, { accountId: account.id, amount: lacking, key: `advance:${player.id}:${coupon.betguid}`, meta: { betGuid: coupon.betguid } });
    return { advance: lacking.toString() };
  };
}
