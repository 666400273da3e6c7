import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { paymentEvents, payments, type Payment, type PaymentDirection, type PaymentEvent, type PaymentStatus } from '@stavka/db/schema';

// Payments and their history. A payment's status changes by a conditional update from the status
// it must be in, so two deciders (a replayed notification, two operators) cannot both act.

export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(tx: Database, row: NewPayment): Promise<Payment> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payments: insert returned nothing');
  return inserted;
}

export async function paymentById(db: Database, id: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The payment locked for the rest of the transaction (a notification and an operator at once). */
export async function lockPayment(tx: Database, id: string): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('no key update');
  return row;
}

export async function playerPayment(db: Database, userId: number, where: { id?: string; number?: number }): Promise<Payment | undefined> {
  const conditions: SQL[] = [eq(payments.userId, userId)];
  if (where.id !== undefined) conditions.push(eq(payments.id, where.id));
  if (where.number !== undefined) conditions.push(eq(payments.number, where.number));
  const [row] = await db
    .select()
    .from(payments)
    .where(and(...conditions));
  return row;
}

/** Moves a payment from one status to the next; false when it was not in `from` any more. */
export async function moveStatus(
  tx: Database,
  id: string,
  from: readonly PaymentStatus[],
  change: { status: PaymentStatus; now: Date; transferId?: number; holdTransferId?: number; providerTxId?: string },
): Promise<boolean> {
  const { status, now, ...links } = change;
  const moved = await tx
    .update(payments)
    .set({ status, updatedAt: now, ...links })
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning({ id: payments.id });
  return moved.length === 1;
}

export async function setProviderTxId(tx: Database, id: string, providerTxId: string, now: Date): Promise<void> {
  await tx.update(payments).set({ providerTxId, updatedAt: now }).where(eq(payments.id, id));
}

export async function recordEvent(tx: Database, row: { paymentId: string; status: PaymentStatus; actor: string; note?: string | null; at: Date }): Promise<void> {
  await tx.insert(paymentEvents).values({ paymentId: row.paymentId, status: row.status, actor: row.actor, note: row.note ?? null, createdAt: row.at });
}

export async function eventsOf(db: Database, paymentIds: readonly string[]): Promise<PaymentEvent[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, [...paymentIds]))
    .orderBy(paymentEvents.id);
}

/** Completed deposits of a player before this one (first deposit or re-deposit, spec §7.14 1531/1532). */
export async function completedDepositCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.direction, 'deposit'), eq(payments.status, 'completed')));
  return row?.n ?? 0;
}

export interface HistoryQuery {
  userId: number;
  accountIds?: readonly number[];
  direction?: PaymentDirection;
  statuses?: readonly PaymentStatus[];
  since?: Date;
  until?: Date;
  limit: number;
  offset: number;
}

/** A page of the player's payments, newest first, and how many there are in all. */
export async function paymentHistory(db: Database, query: HistoryQuery): Promise<{ rows: Payment[]; total: number }> {
  const conditions: SQL[] = [eq(payments.userId, query.userId)];
  if (query.accountIds) conditions.push(query.accountIds.length === 0 ? sql`false` : inArray(payments.accountId, [...query.accountIds]));
  if (query.direction) conditions.push(eq(payments.direction, query.direction));
  if (query.statuses && query.statuses.length > 0) conditions.push(inArray(payments.status, [...query.statuses]));
  if (query.since) conditions.push(gte(payments.createdAt, query.since));
  if (query.until) conditions.push(lte(payments.createdAt, query.until));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.number)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Withdrawals waiting for an operator, oldest first (`ops withdrawal:list`). */
export async function withdrawalsByStatus(db: Database, statuses: readonly PaymentStatus[], limit: number): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.direction, 'withdrawal'), inArray(payments.status, [...statuses])))
    .orderBy(payments.createdAt)
    .limit(limit);
}

export async function paymentByNumber(db: Database, number: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.number, number));
  return row;
}
