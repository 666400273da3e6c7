import { and, eq, isNull } from 'drizzle-orm';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { walletAccounts, type WalletAccount } from '@stavka/db/schema';
import { AppError } from '../../http/app-error';
import { insertPlayerAccount } from './accounts-repo';
import { reverse, transfer, type LedgerHooks, type Moved, type MoveRequest, type TransferMeta } from './ledger';
import { transferById, transferByKey } from './ledger-repo';

// Money taken back from a player who no longer has it (decision 0029): a payout reversed when a
// corrected result settles a bet again, a stake charged again. The player's cash account never goes
// below zero (DESIGN §1.2): what it lacks is first lent to it from the player's credit account in
// the same currency (opened on first need), whose balance goes below zero — the player's debt to
// the house, in the ledger like every other amount. Later winnings repay the debt first.

/** What to take back: a transfer of the player's money to the house, or the reversal of a payout. */
export type Recovery =
  | { kind: 'transfer'; request: MoveRequest }
  | { kind: 'reverse'; transferId: number; key: string; meta?: TransferMeta };

export interface Recovered {
  moved: Moved;
  /** What had to be lent from the credit account (0 when the player had enough). */
  lent: bigint;
}

// `for no key update`, not `for update`: a transaction inserting a row that references the account
// (an entry, a bet) holds a key-share lock on it, which `for update` would wait for while that
// transaction waits for our balance update: a deadlock. The weaker lock still orders balance changes.
async function lockAccount(uow: UnitOfWork, accountId: number): Promise<WalletAccount> {
  const [account] = await uow.tx.select().from(walletAccounts).where(eq(walletAccounts.id, accountId)).for('no key update');
  if (!account || account.userId === null) throw new AppError('not_found', `No player account ${accountId}`);
  return account;
}

/** The player's open credit account in a currency, opened when first needed. */
export async function creditAccountOf(uow: UnitOfWork, owner: { userId: number; siteId: number }, currencyCode: string): Promise<WalletAccount> {
  const find = async () => {
    const a = walletAccounts;
    const [row] = await uow.tx
      .select()
      .from(a)
      .where(and(eq(a.userId, owner.userId), eq(a.kind, 'credit'), eq(a.currencyCode, currencyCode), isNull(a.closedAt)));
    return row;
  };
  const found = (await find()) ?? (await insertPlayerAccount(uow.tx, { siteId: owner.siteId, userId: owner.userId, kind: 'credit', currencyCode, isActive: false })) ?? (await find());
  if (!found) throw new Error(`wallet: the credit account of player ${owner.userId} in ${currencyCode} could not be opened`);
  return found;
}

/**
 * Takes money back from a player account, lending it what it lacks from the credit account first.
 * Idempotent by the recovery's key: a repeat lends nothing and moves nothing.
 */
export async function recover(hooks: LedgerHooks, uow: UnitOfWork, recovery: Recovery): Promise<Recovered> {
  const key = recovery.kind === 'transfer' ? recovery.request.key : recovery.key;
  const done = await transferByKey(uow.tx, key);
  if (done) return { moved: { transfer: done, duplicate: true, changed: [] }, lent: 0n };
  const facts =
    recovery.kind === 'transfer'
      ? { accountId: recovery.request.from, amount: recovery.request.amount, siteId: recovery.request.siteId, currencyCode: recovery.request.currencyCode }
      : await reversedFacts(uow, recovery.transferId);
  // Locked so that what is available cannot shrink between the look and the move.
  const account = await lockAccount(uow, facts.accountId);
  const shortfall = facts.amount - (account.balance - account.held);
  let lent = 0n;
  if (shortfall > 0n) {
    if (account.userId === null) throw new Error('wallet: a recovery from a brand account');
    const credit = await creditAccountOf(uow, { userId: account.userId, siteId: account.siteId }, account.currencyCode);
    await transfer(hooks, uow, {
      siteId: facts.siteId,
      key: `${key}:lent`,
      reason: 'credit',
      currencyCode: facts.currencyCode,
      amount: shortfall,
      from: credit.id,
      to: account.id,
      meta: { for: key },
    });
    lent = shortfall;
  }
  const moved = recovery.kind === 'transfer' ? await transfer(hooks, uow, recovery.request) : await reverse(hooks, uow, recovery.transferId, recovery.key, recovery.meta);
  return { moved, lent };
}

async function reversedFacts(uow: UnitOfWork, transferId: number) {
  const original = await transferById(uow.tx, transferId);
  if (!original) throw new AppError('not_found', 'No posted transfer has this id');
  // A reversal takes the amount back from the account the transfer credited.
  return { accountId: original.creditAccountId, amount: original.amount, siteId: original.siteId, currencyCode: original.currencyCode };
}

/**
 * Repays the player's debt in the account's currency from its available money, at most `limit`:
 * what new winnings bring goes to the debt first. Answers what was repaid.
 */
export async function repayDebt(hooks: LedgerHooks, uow: UnitOfWork, accountId: number, limit: bigint, key: string): Promise<bigint> {
  if (limit <= 0n || (await transferByKey(uow.tx, key))) return 0n;
  const account = await lockAccount(uow, accountId);
  if (account.userId === null || account.kind === 'credit') return 0n;
  const a = walletAccounts;
  const [credit] = await uow.tx
    .select()
    .from(a)
    .where(and(eq(a.userId, account.userId), eq(a.kind, 'credit'), eq(a.currencyCode, account.currencyCode), isNull(a.closedAt)))
    .for('no key update');
  if (!credit || credit.balance >= 0n) return 0n;
  const available = account.balance - account.held;
  const debt = -credit.balance;
  const amount = [limit, debt, available].reduce((least, x) => (x < least ? x : least));
  if (amount <= 0n) return 0n;
  const moved = await transfer(hooks, uow, {
    siteId: account.siteId,
    key,
    reason: 'repayment',
    currencyCode: account.currencyCode,
    amount,
    from: account.id,
    to: credit.id,
    meta: { debt: debt.toString() },
  });
  return moved.duplicate ? 0n : amount;
}
