import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { betAutoSales, betLegs, bets, betSales, type Bet, type BetAutoSale } from '@stavka/db/schema';

// The SQL of cash-out: sales of a bet (append-only), auto-sale rules, and the open bets whose offers
// the worker follows.

export type NewBetSale = typeof betSales.$inferInsert;

/** The number and the total paid of a bet's earlier sales. */
export async function salesSoFar(tx: Database, betId: number): Promise<{ count: number; paid: bigint }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(${betSales.amount}), 0)::text` })
    .from(betSales)
    .where(eq(betSales.betId, betId));
  return { count: row?.count ?? 0, paid: BigInt(row?.paid ?? '0') };
}

export async function insertSale(tx: Database, row: NewBetSale): Promise<void> {
  await tx.insert(betSales).values(row);
}

export async function autoSalesOf(db: Database, betIds: readonly number[]): Promise<BetAutoSale[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betAutoSales)
    .where(inArray(betAutoSales.betId, [...betIds]));
}

export async function setAutoSale(tx: Database, rule: { betId: number; userId: number; target: bigint; at: Date }): Promise<void> {
  await tx
    .insert(betAutoSales)
    .values({ betId: rule.betId, userId: rule.userId, target: rule.target, createdAt: rule.at, updatedAt: rule.at })
    .onConflictDoUpdate({ target: betAutoSales.betId, set: { target: rule.target, updatedAt: rule.at } });
}

export async function clearAutoSale(tx: Database, betId: number): Promise<void> {
  await tx.delete(betAutoSales).where(eq(betAutoSales.betId, betId));
}

/** Auto-sale rules with their bets, oldest first. */
export async function autoSaleRules(db: Database, limit: number): Promise<{ rule: BetAutoSale; bet: Bet }[]> {
  return db
    .select({ rule: betAutoSales, bet: bets })
    .from(betAutoSales)
    .innerJoin(bets, eq(bets.id, betAutoSales.betId))
    .orderBy(betAutoSales.updatedAt)
    .limit(limit);
}

/** A player's open bets (accepted, not settled), newest first. */
export async function openBetsOf(db: Database, userId: number, limit: number): Promise<Bet[]> {
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.status, 'accepted')))
    .orderBy(sql`${bets.id} desc`)
    .limit(limit);
}

/** Open bets with an unsettled leg on one of these games. */
export async function openBetsOnGames(db: Database, gameIds: readonly number[], limit: number): Promise<Bet[]> {
  if (gameIds.length === 0) return [];
  const ids = db
    .selectDistinct({ id: betLegs.betId })
    .from(betLegs)
    .where(and(inArray(betLegs.gameId, [...gameIds]), sql`${betLegs.result} is null`));
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.status, 'accepted'), inArray(bets.id, ids)))
    .limit(limit);
}
