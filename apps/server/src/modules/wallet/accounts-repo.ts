import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { walletAccounts, walletEntries, walletTransfers, type WalletAccount } from '@stavka/db/schema';

// Player accounts: which a player has, which is active, opening and closing currency accounts.
// Money columns are never written here (only the ledger moves money, ledger-repo.ts).

const a = walletAccounts;

/** The player's accounts, oldest first: open ones, and closed ones that still hold money. */
export async function playerAccounts(db: Database, userId: number): Promise<WalletAccount[]> {
  return selectPlayerAccounts(db, { userId, zero: '0' });
}

/** Every bet and payment reads them: prepared once per connection (decision 0036). */
const selectPlayerAccounts = preparedStatement<WalletAccount[], { userId: number; zero: string }>('wallet_player_accounts', (db, name) =>
  db
    .select()
    .from(a)
    .where(and(eq(a.userId, sql.placeholder('userId')), or(isNull(a.closedAt), ne(a.balance, sql.placeholder('zero')), ne(a.held, sql.placeholder('zero')))))
    .orderBy(asc(a.id))
    .prepare(name),
);

export async function playerAccount(db: Database, userId: number, accountId: number): Promise<WalletAccount | undefined> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, accountId), eq(a.userId, userId)));
  return row;
}

/** The player's open account of a kind and currency (not bonus accounts: there may be several). */
export async function openPlayerAccount(db: Database, userId: number, kind: 'cash' | 'points' | 'credit', currencyCode: string): Promise<WalletAccount | undefined> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.kind, kind), eq(a.currencyCode, currencyCode), isNull(a.closedAt)));
  return row;
}

/** Opens an account; undefined when the player already has an open one of that kind and currency. */
export async function insertPlayerAccount(
  tx: Database,
  row: { siteId: number; userId: number; kind: 'cash' | 'points' | 'credit'; currencyCode: string; isActive: boolean },
): Promise<WalletAccount | undefined> {
  const [inserted] = await tx.insert(a).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Makes one open cash account of the player the active one. False when it is not theirs or not open. */
export async function makeActive(tx: Database, userId: number, accountId: number): Promise<boolean> {
  await tx
    .update(a)
    .set({ isActive: false })
    .where(and(eq(a.userId, userId), eq(a.isActive, true), ne(a.id, accountId)));
  const changed = await tx
    .update(a)
    .set({ isActive: true })
    .where(and(eq(a.id, accountId), eq(a.userId, userId), eq(a.kind, 'cash'), isNull(a.closedAt)))
    .returning({ id: a.id });
  return changed.length === 1;
}

/**
 * Closes an empty, inactive cash account of the player. The emptiness is checked in the same
 * statement, so money arriving at the same moment keeps the account open.
 */
export async function closeEmptyAccount(tx: Database, userId: number, accountId: number, now: Date): Promise<boolean> {
  const closed = await tx
    .update(a)
    .set({ closedAt: now })
    .where(
      and(
        eq(a.id, accountId),
        eq(a.userId, userId),
        eq(a.kind, 'cash'),
        eq(a.isActive, false),
        isNull(a.closedAt),
        sql`${a.balance} = 0 and ${a.held} = 0`,
      ),
    )
    .returning({ id: a.id });
  return closed.length === 1;
}

/** The movements (entries with their transfer's reason) of some accounts, newest first, and their count. */
export async function movementsOf(db: Database, accountIds: readonly number[], page: { limit: number; offset: number }) {
  if (accountIds.length === 0) return { rows: [], total: 0 };
  const e = walletEntries;
  const t = walletTransfers;
  const where = inArray(e.accountId, [...accountIds]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: e.id, accountId: e.accountId, amount: e.amount, at: e.createdAt, reason: t.reason, currencyCode: t.currencyCode, transferId: t.id })
      .from(e)
      .innerJoin(t, eq(t.id, e.transferId))
      .where(where)
      .orderBy(desc(e.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(e).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
