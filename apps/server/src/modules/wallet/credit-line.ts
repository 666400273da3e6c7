import { eq } from 'drizzle-orm';
import { walletAccounts } from '@stavka/db/schema';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';
import { openPlayerAccount } from './accounts-repo';
import { creditAccountOf } from './debt';
import { transfer, type LedgerHooks, type Moved, type TransferMeta } from './ledger';
import { accountsByIds } from './ledger-repo';

// The player's credit line (decision 0028): an advance is lent from the player's credit account in
// the cash account's currency to the cash account, so the cash account never goes below zero and
// what is owed is the credit account's negative balance — the same account that holds a debt from
// money taken back (debt.ts), repaid by the same step (`repayDebt`).

export interface CreditStanding {
  /** The cash account's available money (balance less holds). */
  available: bigint;
  /** What the player owes in its currency (an advance not yet repaid, a debt): 0 or more. */
  owed: bigint;
}

/**
 * Locks a player's cash account and answers its standing: a decision to lend (an advance) made under
 * the lock cannot race another for the same account, so two bets cannot both take "the" advance.
 */
export async function creditStanding(uow: UnitOfWork, accountId: number): Promise<CreditStanding> {
  const [account] = await uow.tx.select().from(walletAccounts).where(eq(walletAccounts.id, accountId)).for('no key update');
  if (!account || account.userId === null || account.kind !== 'cash') throw new AppError('not_found', `No player cash account ${accountId}`);
  const credit = await openPlayerAccount(uow.tx, account.userId, 'credit', account.currencyCode);
  return { available: account.balance - account.held, owed: credit && credit.balance < 0n ? -credit.balance : 0n };
}

/** Lends `amount` to a player's cash account from their credit account. Idempotent by its key. */
export async function lend(hooks: LedgerHooks, uow: UnitOfWork, loan: { accountId: number; amount: bigint; key: string; meta?: TransferMeta }): Promise<Moved> {
  const [account] = await accountsByIds(uow.tx, [loan.accountId]);
  if (!account || account.userId === null || account.kind !== 'cash') throw new AppError('not_found', `No player cash account ${loan.accountId}`);
  const credit = await creditAccountOf(uow, { userId: account.userId, siteId: account.siteId }, account.currencyCode);
  return transfer(hooks, uow, {
    siteId: account.siteId,
    key: loan.key,
    reason: 'credit',
    currencyCode: account.currencyCode,
    amount: loan.amount,
    from: credit.id,
    to: account.id,
    meta: { ...loan.meta, advance: true },
  });
}
