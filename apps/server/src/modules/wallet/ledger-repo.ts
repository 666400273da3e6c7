import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { walletAccounts, walletEntries, walletTransfers, type WalletAccount, type WalletAccountKind, type WalletTransfer } from '@stavka/db/schema';

// The ledger's SQL (DESIGN §1.2). A player account changes only by a conditional update that
// carries its own check (`balance - held >= amount`), so two transactions spending the same last
// unit cannot both succeed: the second waits on the row and then finds the condition false. The
// brand's accounts are never updated; their entries are only inserted. The statements every
// transfer sends are built once per connection (`preparedStatement`, @stavka/db/prepared).

export type NewTransfer = typeof walletTransfers.$inferInsert;

/** The brand's account of a kind and currency, made on first use. */
export async function systemAccountId(tx: Database, siteId: number, kind: Extract<WalletAccountKind, 'house' | 'clearing' | 'escrow'>, currencyCode: string): Promise<number> {
  const a = walletAccounts;
  const found = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.siteId, siteId), eq(a.kind, kind), eq(a.currencyCode, currencyCode), isNull(a.userId)));
  if (found[0]) return found[0].id;
  await tx.insert(a).values({ siteId, kind, currencyCode }).onConflictDoNothing();
  const [made] = await tx
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.siteId, siteId), eq(a.kind, kind), eq(a.currencyCode, currencyCode), isNull(a.userId)));
  if (!made) throw new Error(`ledger: the ${kind} account of site ${siteId} in ${currencyCode} could not be made`);
  return made.id;
}

const accountPair = preparedStatement<WalletAccount[], { first: number; second: number }>('wallet_account_pair', (db, name) =>
  db
    .select()
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, [sql.placeholder('first'), sql.placeholder('second')]))
    .prepare(name),
);

export async function accountsByIds(tx: Database, ids: readonly number[]): Promise<WalletAccount[]> {
  // Two accounts (a transfer's sides) by the prepared statement; other counts as they come.
  const [first, second] = ids;
  if (ids.length === 2 && first !== undefined && second !== undefined) return accountPair(tx, { first, second });
  return tx.select().from(walletAccounts).where(inArray(walletAccounts.id, [...ids]));
}

/**
 * Claims an idempotency key by writing the transfer. Undefined when a row already holds the key
 * (or, for a post or void, when the hold was already resolved): the caller looks at what is there.
 */
export async function insertTransfer(tx: Database, row: NewTransfer): Promise<WalletTransfer | undefined> {
  const [inserted] = await insertTransferStatement(tx, { ...row, pendingId: row.pendingId ?? null, reversesId: row.reversesId ?? null, meta: row.meta ?? {} });
  return inserted;
}

const insertTransferStatement = preparedStatement<WalletTransfer[], Omit<Required<NewTransfer>, 'id' | 'createdAt'>>('wallet_transfer_insert', (db, name) =>
  db
    .insert(walletTransfers)
    .values({
      siteId: sql.placeholder('siteId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      phase: sql.placeholder('phase'),
      reason: sql.placeholder('reason'),
      currencyCode: sql.placeholder('currencyCode'),
      amount: sql.placeholder('amount'),
      debitAccountId: sql.placeholder('debitAccountId'),
      creditAccountId: sql.placeholder('creditAccountId'),
      pendingId: sql.placeholder('pendingId'),
      reversesId: sql.placeholder('reversesId'),
      meta: sql.placeholder('meta'),
    })
    .onConflictDoNothing()
    .returning()
    .prepare(name),
);

export async function transferByKey(tx: Database, key: string): Promise<WalletTransfer | undefined> {
  const [row] = await tx.select().from(walletTransfers).where(eq(walletTransfers.idempotencyKey, key));
  return row;
}

const transferByIdStatement = preparedStatement<WalletTransfer[], { id: number }>('wallet_transfer_by_id', (db, name) =>
  db.select().from(walletTransfers).where(eq(walletTransfers.id, sql.placeholder('id'))).prepare(name),
);

export async function transferById(tx: Database, id: number): Promise<WalletTransfer | undefined> {
  const [row] = await transferByIdStatement(tx, { id });
  return row;
}

/** The post or void that resolved a hold, if any. */
export async function resolutionOf(tx: Database, holdId: number): Promise<WalletTransfer | undefined> {
  const [row] = await tx.select().from(walletTransfers).where(eq(walletTransfers.pendingId, holdId));
  return row;
}

/** A transfer's two entries: what leaves one account and what reaches the other. */
export async function insertEntries(tx: Database, transferId: number, legs: readonly [{ accountId: number; amount: bigint }, { accountId: number; amount: bigint }]): Promise<void> {
  const [from, to] = legs;
  await insertEntryPair(tx, { transferId, fromAccount: from.accountId, fromAmount: from.amount, toAccount: to.accountId, toAmount: to.amount });
}

const insertEntryPair = preparedStatement<unknown, { transferId: number; fromAccount: number; fromAmount: bigint; toAccount: number; toAmount: bigint }>('wallet_entry_pair', (db, name) =>
  db
    .insert(walletEntries)
    .values([
      { transferId: sql.placeholder('transferId'), accountId: sql.placeholder('fromAccount'), amount: sql.placeholder('fromAmount') },
      { transferId: sql.placeholder('transferId'), accountId: sql.placeholder('toAccount'), amount: sql.placeholder('toAmount') },
    ])
    .prepare(name),
);

/** The balance columns of a changed player account, for the push notice and the caller. */
export type AccountBalance = Pick<WalletAccount, 'id' | 'userId' | 'currencyCode' | 'balance' | 'held' | 'version'>;

const balanceColumns = {
  id: walletAccounts.id,
  userId: walletAccounts.userId,
  currencyCode: walletAccounts.currencyCode,
  balance: walletAccounts.balance,
  held: walletAccounts.held,
  version: walletAccounts.version,
};

/**
 * Moves a player account: `balance += posted`, `held += held`, when the account allows it (what
 * stays available never goes below zero, except on a credit account). Undefined when it does not.
 */
export async function movePlayerAccount(tx: Database, accountId: number, change: { posted: bigint; held: bigint }): Promise<AccountBalance | undefined> {
  const [row] = await movePlayerAccountStatement(tx, { accountId, posted: change.posted.toString(), held: change.held.toString() });
  return row;
}

const movePlayerAccountStatement = preparedStatement<AccountBalance[], { accountId: number; posted: string; held: string }>('wallet_account_move', (db, name) => {
  const a = walletAccounts;
  const posted = sql.placeholder('posted');
  const held = sql.placeholder('held');
  return db
    .update(a)
    .set({
      balance: sql`${a.balance} + ${posted}::bigint`,
      held: sql`${a.held} + ${held}::bigint`,
      version: sql`${a.version} + 1`,
    })
    .where(and(eq(a.id, sql.placeholder('accountId')), sql`${a.held} + ${held}::bigint >= 0`, sql`(${a.kind} = 'credit' or ${a.balance} + ${posted}::bigint - (${a.held} + ${held}::bigint) >= 0)`))
    .returning(balanceColumns)
    .prepare(name);
});
