import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { paymentRequestMessages, paymentRequests, payments, type PaymentRequest, type PaymentRequestMessage } from '@stavka/db/schema';

// The payment consultant's requests and messages.

export async function insertRequest(tx: Database, row: typeof paymentRequests.$inferInsert): Promise<PaymentRequest> {
  const [inserted] = await tx.insert(paymentRequests).values(row).returning();
  if (!inserted) throw new Error('consultant: insert returned nothing');
  return inserted;
}

export async function addMessage(tx: Database, row: { requestId: string; author: string; body: string; at: Date }): Promise<void> {
  await tx.insert(paymentRequestMessages).values({ requestId: row.requestId, author: row.author, body: row.body, createdAt: row.at });
}

export async function requestOf(db: Database, where: { id?: string; number?: number; userId?: number }): Promise<PaymentRequest | undefined> {
  const conditions = [
    ...(where.id === undefined ? [] : [eq(paymentRequests.id, where.id)]),
    ...(where.number === undefined ? [] : [eq(paymentRequests.number, where.number)]),
    ...(where.userId === undefined ? [] : [eq(paymentRequests.userId, where.userId)]),
  ];
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(...conditions))
    .for('no key update');
  return row;
}

export async function setRequestStatus(tx: Database, id: string, status: PaymentRequest['status'], now: Date): Promise<void> {
  await tx.update(paymentRequests).set({ status, updatedAt: now }).where(eq(paymentRequests.id, id));
}

export async function requestsOf(db: Database, query: { userId?: number; requestId?: string; statuses?: readonly PaymentRequest['status'][]; limit: number; offset: number }) {
  const conditions = [
    ...(query.requestId === undefined ? [] : [eq(paymentRequests.id, query.requestId)]),
    ...(query.userId === undefined ? [] : [eq(paymentRequests.userId, query.userId)]),
    ...(query.statuses ? [inArray(paymentRequests.status, [...query.statuses])] : []),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: paymentRequests, paymentNumber: payments.number })
      .from(paymentRequests)
      .leftJoin(payments, eq(payments.id, paymentRequests.paymentId))
      .where(where)
      .orderBy(desc(paymentRequests.updatedAt))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(paymentRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many of the player's requests wait for them to fill something out (the office menu's count). */
export async function requestsAwaitingPlayer(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentRequests)
    .where(and(eq(paymentRequests.userId, userId), eq(paymentRequests.status, 'needs_info')));
  return row?.n ?? 0;
}

export async function messagesOf(db: Database, requestIds: readonly string[]): Promise<PaymentRequestMessage[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(paymentRequestMessages)
    .where(inArray(paymentRequestMessages.requestId, [...requestIds]))
    .orderBy(paymentRequestMessages.id);
}
