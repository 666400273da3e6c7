import type { Bet, BetSettlement } from '@stavka/db/schema';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { publishAfterCommit, type Outbox } from '../outbox/service';
import { PUSH_SUBJECT } from '../push/service';
import type { Wallet } from '../wallet/service';
import { recordSettlement, updateBet } from './repo';
import { latestSettlement } from './settlement-repo';

// The money of one settlement version (DESIGN §4, decision 0029). A bet's first version posts its
// stake's hold to the house (or voids it when every leg is void) and pays its return. A later
// version — a corrected result, a leg an operator voided — moves from where the previous one left
// the money: its payout reversed, the stake refunded or charged again, the new return paid. Money
// coming to the player moves first, money taken back last, and what the player no longer has
// becomes a debt on their credit account (wallet.recover). Every transfer's key names the bet and
// the version, so a version pays at most once whatever repeats; bet_settlements keeps each version
// with the transfers that hold the stake and pay the return.

/** What a version settles the bet at. */
export interface VersionTarget {
  /** `accepted`: the bet is open again (a corrected result cannot decide a leg), its stake kept. */
  status: 'won' | 'lost' | 'returned' | 'accepted';
  /** What the player is paid (0 unless won). */
  payout: bigint;
  /** Why, in words the player reads in the history. */
  reason: string;
}

/** What settling money takes: the ledger, the outbox (the player's notice) and the clock. */
export interface SettlementMoney {
  wallet: Wallet;
  outbox: Outbox;
  now: () => Date;
}

type StakeState = { held: number } | { taken: number } | 'returned';

export interface AppliedVersion {
  version: number;
  /** What the player had to be lent (a debt on their credit account), in minor units. */
  lent: bigint;
}

/** Settles `bet` (locked by the caller) at its next version. */
export async function applyVersion(ctx: SettlementMoney, uow: UnitOfWork, bet: Bet, target: VersionTarget): Promise<AppliedVersion> {
  const previous = bet.settlementVersion > 0 ? await latestSettlement(uow.tx, bet.id) : undefined;
  if (bet.settlementVersion > 0 && previous?.version !== bet.settlementVersion) throw new Error(`betting: bet ${bet.id} lacks settlement version ${bet.settlementVersion}`);
  const version = bet.settlementVersion + 1;
  const stake = stakeState(bet, previous);
  const wantsStake = target.status !== 'returned';
  const meta = { bet: bet.id, version };
  const transferIds: number[] = [];
  let lent = 0n;
  let stakeTransferId: number | null = typeof stake === 'object' && 'taken' in stake ? stake.taken : null;

  // Money to the player first: the hold released, a taken stake refunded, the new return.
  if (typeof stake === 'object' && 'held' in stake) {
    const resolved = wantsStake
      ? await ctx.wallet.postHold(uow, stake.held, `bet:${bet.id}:post`, meta)
      : await ctx.wallet.voidHold(uow, stake.held, `bet:${bet.id}:void`, meta);
    transferIds.push(resolved.transfer.id);
    stakeTransferId = wantsStake ? resolved.transfer.id : null;
  } else if (typeof stake === 'object' && !wantsStake) {
    const refund = await ctx.wallet.reverse(uow, stake.taken, `bet:${bet.id}:stake:${version}:refund`, meta);
    transferIds.push(refund.transfer.id);
    stakeTransferId = null;
  }
  let payoutTransferId: number | null = null;
  if (target.payout > 0n) {
    const house = await ctx.wallet.systemAccount(uow, bet.siteId, 'house', bet.currencyCode);
    const paid = await ctx.wallet.transfer(uow, { siteId: bet.siteId, key: `bet:${bet.id}:payout:${version}`, reason: 'win', currencyCode: bet.currencyCode, amount: target.payout, from: house, to: bet.accountId, meta });
    transferIds.push(paid.transfer.id);
    payoutTransferId = paid.transfer.id;
  }

  // Then what is taken back: the previous return, the stake of a bet that had it back.
  const previousPayout = previous ? payoutTransferOf(previous) : undefined;
  if (previous && previousPayout !== undefined) {
    const reversed = await ctx.wallet.recover(uow, { kind: 'reverse', transferId: previousPayout, key: `bet:${bet.id}:payout:${previous.version}:reversal`, meta });
    transferIds.push(reversed.moved.transfer.id);
    lent += reversed.lent;
  }
  if (stake === 'returned' && wantsStake) {
    const house = await ctx.wallet.systemAccount(uow, bet.siteId, 'house', bet.currencyCode);
    const charged = await ctx.wallet.recover(uow, {
      kind: 'transfer',
      request: { siteId: bet.siteId, key: `bet:${bet.id}:stake:${version}`, reason: 'stake', currencyCode: bet.currencyCode, amount: bet.stake, from: bet.accountId, to: house, meta },
    });
    transferIds.push(charged.moved.transfer.id);
    stakeTransferId = charged.moved.transfer.id;
    lent += charged.lent;
  }
  // A debt is repaid first from what this version pays.
  if (target.payout > 0n) await ctx.wallet.repayDebt(uow, bet.accountId, target.payout, `bet:${bet.id}:repay:${version}`);

  const now = ctx.now();
  // A returned bet shows its stake as what came back, as before.
  const shown = target.status === 'returned' ? bet.stake : target.payout;
  const moved = await updateBet(uow.tx, bet.id, [bet.status], {
    status: target.status,
    payout: target.status === 'accepted' ? null : shown,
    settledAt: target.status === 'accepted' ? null : now,
    settlementVersion: version,
  });
  if (!moved) throw new Error(`betting: bet ${bet.id} moved from ${bet.status} under its lock`);
  await recordSettlement(uow.tx, { betId: bet.id, version, status: target.status, payout: shown, transferIds, stakeTransferId, payoutTransferId, reason: target.reason, createdAt: now });
  await noticeBet(ctx.outbox, uow, bet, target.status);
  return { version, lent };
}

/** Where the stake is before this version: still held, with the house (by which transfer), or back with the player. */
function stakeState(bet: Bet, previous: BetSettlement | undefined): StakeState {
  if (!previous) {
    if (bet.holdTransferId === null) throw new Error(`betting: bet ${bet.id} has no hold`);
    return { held: bet.holdTransferId };
  }
  if (previous.status === 'returned') return 'returned';
  // Versions recorded before the stake's transfer had a column of its own listed it first.
  const taken = previous.stakeTransferId ?? previous.transferIds[0];
  if (taken === undefined) throw new Error(`betting: bet ${bet.id} version ${previous.version} does not say where its stake is`);
  return { taken };
}

/** The transfer that paid a version's return, if it paid one (older versions listed it second). */
function payoutTransferOf(settlement: BetSettlement): number | undefined {
  if (settlement.payoutTransferId !== null) return settlement.payoutTransferId;
  return settlement.stakeTransferId === null && settlement.status === 'won' ? settlement.transferIds[1] : undefined;
}

/** The player's notice of the bet's new state, published after the commit. */
export async function noticeBet(outbox: Outbox, uow: UnitOfWork, bet: Bet, status: Bet['status']): Promise<void> {
  await publishAfterCommit(outbox, uow, PUSH_SUBJECT.user(bet.userId), { userId: bet.userId, notice: { kind: 'bet', betId: bet.id, status } });
}
