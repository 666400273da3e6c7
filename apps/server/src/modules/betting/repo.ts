import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { betLegs, betSettlements, bets, type Bet, type BetLeg, type BetStatus } from '@stavka/db/schema';

// Bets, their legs and settlements. A bet's status moves by a conditional update from the status
// it must be in, so two settlers (two processes, a retry) cannot both settle one version.

export type NewBet = typeof bets.$inferInsert;
export type NewBetLeg = typeof betLegs.$inferInsert;

/** Writes a bet and its legs; answers both as written. */
export async function insertBet(tx: Database, row: NewBet, legs: readonly Omit<NewBetLeg, 'betId'>[]): Promise<{ bet: Bet; legs: BetLeg[] }> {
  const [bet] = await tx.insert(bets).values(row).returning();
  if (!bet) throw new Error('betting: insert returned nothing');
  const written = await tx
    .insert(betLegs)
    .values(legs.map((leg) => ({ ...leg, betId: bet.id })))
    .returning();
  return { bet, legs: written.sort((a, b) => a.position - b.position) };
}

export async function betByGuid(db: Database, userId: number, betGuid: string): Promise<Bet | undefined> {
  const [row] = await db.select().from(bets).where(and(eq(bets.userId, userId), eq(bets.betGuid, betGuid)));
  return row;
}

export async function betById(db: Database, id: number): Promise<Bet | undefined> {
  const [row] = await db.select().from(bets).where(eq(bets.id, id));
  return row;
}

export async function lockBet(tx: Database, id: number): Promise<Bet | undefined> {
  const [row] = await tx.select().from(bets).where(eq(bets.id, id)).for('no key update');
  return row;
}

export async function legsOf(db: Database, betIds: readonly number[]): Promise<BetLeg[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betLegs)
    .where(inArray(betLegs.betId, [...betIds]))
    .orderBy(betLegs.betId, betLegs.position);
}

export async function updateBet(tx: Database, id: number, from: readonly BetStatus[], change: Partial<Bet>): Promise<boolean> {
  const moved = await tx
    .update(bets)
    .set(change)
    .where(and(eq(bets.id, id), inArray(bets.status, [...from])))
    .returning({ id: bets.id });
  return moved.length === 1;
}

export async function recordSettlement(tx: Database, row: typeof betSettlements.$inferInsert): Promise<void> {
  await tx.insert(betSettlements).values(row);
}

/** Live bets whose acceptance delay is over. */
export async function waitingBetsDue(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.status, 'waiting'), lte(bets.decideAt, now)))
    .orderBy(bets.decideAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export interface BetHistoryQuery {
  userId: number;
  since?: Date;
  until?: Date;
  /** The player cleared their history view then: earlier bets are left out, except those still open. */
  clearedBefore?: Date;
  statuses?: readonly BetStatus[];
  kinds?: readonly Bet['kind'][];
  live?: boolean;
  limit: number;
  offset: number;
}

export async function betHistory(db: Database, query: BetHistoryQuery): Promise<{ rows: Bet[]; total: number }> {
  const conditions: SQL[] = [eq(bets.userId, query.userId)];
  if (query.since) conditions.push(gte(bets.createdAt, query.since));
  if (query.until) conditions.push(lte(bets.createdAt, query.until));
  if (query.clearedBefore) {
    const keptOpen = or(gte(bets.createdAt, query.clearedBefore), inArray(bets.status, ['waiting', 'accepted']));
    if (keptOpen) conditions.push(keptOpen);
  }
  if (query.statuses && query.statuses.length > 0) conditions.push(inArray(bets.status, [...query.statuses]));
  if (query.kinds && query.kinds.length > 0) conditions.push(inArray(bets.kind, [...query.kinds]));
  if (query.live !== undefined) conditions.push(eq(bets.live, query.live));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(bets).where(where).orderBy(desc(bets.createdAt), desc(bets.id)).limit(query.limit).offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(bets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
