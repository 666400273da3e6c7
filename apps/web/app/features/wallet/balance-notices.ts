// The balance pushed to the player (issue 11 "the header shows the active balance, updated by push
// after every change"). Notices may repeat or cross on the way, and a read of the balance may
// answer after a newer notice arrived: the higher account `version` always wins.
import type { PushBalanceNotice } from '@stavka/contract/push';
import type { AccountRecord, BalanceLists } from '@stavka/contract/wallet';

/** The lists with the notice applied to its account when it is newer; the same object otherwise. */
export function applyBalanceNotice(lists: BalanceLists, notice: PushBalanceNotice): BalanceLists {
  let changed = false;
  const update = (account: AccountRecord): AccountRecord => {
    if (account.id !== notice.accountId || notice.version <= account.version) return account;
    changed = true;
    // `money` is the family's number form; this client shows only `moneyExact`.
    return { ...account, moneyExact: notice.money, money: Number(notice.money), version: notice.version };
  };
  const next = { accounts: lists.accounts.map(update), bonuses: lists.bonuses.map(update), allAccounts: lists.allAccounts.map(update) };
  return changed ? next : lists;
}

/** Whether the lists hold the notice's account at all (else they are older than the account). */
export function knowsAccount(lists: BalanceLists, accountId: number): boolean {
  return lists.allAccounts.some((account) => account.id === accountId);
}

/**
 * The newest notice seen per account, so that a balance read that answers after a notice (it was
 * sent before the change) does not take the page back to the older amount.
 */
export class BalanceNoticeMemory {
  private readonly newest = new Map<number, PushBalanceNotice>();

  /** Keeps the notice if it is the newest of its account; true when it was. */
  remember(notice: PushBalanceNotice): boolean {
    const known = this.newest.get(notice.accountId);
    if (known && known.version >= notice.version) return false;
    this.newest.set(notice.accountId, notice);
    return true;
  }

  /** The lists with every remembered newer notice applied. */
  apply(lists: BalanceLists): BalanceLists {
    let result = lists;
    for (const notice of this.newest.values()) result = applyBalanceNotice(result, notice);
    return result;
  }

  forget(): void {
    this.newest.clear();
  }
}
