import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { outboxMessages, type OutboxMessage } from '@stavka/db/schema';

// The outbox table's SQL. Time is passed in (the server's clock, which tests step), never read from
// the database, so a lease and a backoff mean the same on PGlite and PostgreSQL.

/** Writes a row in the caller's transaction; a repeated (topic, key) is ignored. */
export async function insertOutboxRow(tx: Database, row: { topic: string; payload: unknown; dedupeKey: string | null; availableAt: Date }): Promise<void> {
  await insertRow(tx, row);
}

/**
 * Writes a row already leased to the writing process until `lockedUntil`, as its first attempt: it
 * delivers the row itself once the transaction commits, so no dispatcher claims it meanwhile. The
 * row's id, or undefined when the (topic, key) was written before.
 */
export async function insertLeasedOutboxRow(
  tx: Database,
  row: { topic: string; payload: unknown; dedupeKey: string | null; availableAt: Date; lockedUntil: Date },
): Promise<number | undefined> {
  const [written] = await insertLeasedRow(tx, row);
  return written?.id;
}

/** A row's values, as placeholders: the same in both inserts. */
const rowPlaceholders = () => ({
  topic: sql.placeholder('topic'),
  payload: sql.placeholder('payload'),
  dedupeKey: sql.placeholder('dedupeKey'),
  availableAt: sql.placeholder('availableAt'),
  createdAt: sql.placeholder('availableAt'),
});

/** Sent in every unit of work that publishes: built once per connection. */
const insertRow = preparedStatement<unknown, { topic: string; payload: unknown; dedupeKey: string | null; availableAt: Date }>('outbox_insert', (db, name) =>
  db.insert(outboxMessages).values(rowPlaceholders()).onConflictDoNothing().prepare(name),
);

const insertLeasedRow = preparedStatement<{ id: number }[], { topic: string; payload: unknown; dedupeKey: string | null; availableAt: Date; lockedUntil: Date }>(
  'outbox_insert_leased',
  (db, name) =>
    db
      .insert(outboxMessages)
      .values({ ...rowPlaceholders(), lockedUntil: sql.placeholder('lockedUntil'), attempts: 1 })
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id })
      .prepare(name),
);

/**
 * Leases up to `limit` rows of the given topics (those this process has handlers for) that are due
 * and not held by a live lease, oldest first, counting the
 * attempt. `skip locked` lets several processes claim at once without waiting on each other.
 */
export async function claimDueRows(db: Database, options: { now: Date; leaseMs: number; limit: number; topics: readonly string[] }): Promise<OutboxMessage[]> {
  const o = outboxMessages;
  if (options.topics.length === 0) return [];
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(
      and(
        isNull(o.deliveredAt),
        isNull(o.abandonedAt),
        inArray(o.topic, [...options.topics]),
        lte(o.availableAt, options.now),
        or(isNull(o.lockedUntil), lte(o.lockedUntil, options.now)),
      ),
    )
    .orderBy(o.id)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(o)
    .set({ lockedUntil: new Date(options.now.getTime() + options.leaseMs), attempts: sql`${o.attempts} + 1` })
    .where(inArray(o.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Marks a pass's delivered rows in one statement (prepared: the ids go as one array, whatever their number). */
export async function markDelivered(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await markDeliveredRows(db, { ids: [...ids], now });
}

const markDeliveredRows = preparedStatement<unknown, { ids: number[]; now: Date }>('outbox_mark_delivered', (db, name) =>
  db
    .update(outboxMessages)
    .set({ deliveredAt: sql`${sql.placeholder('now')}`, lockedUntil: null, lastError: null })
    .where(sql`${outboxMessages.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare(name),
);

export async function markFailed(db: Database, id: number, update: { error: string; retryAt: Date | null; now: Date }): Promise<void> {
  await db
    .update(outboxMessages)
    .set(
      update.retryAt === null
        ? { lockedUntil: null, lastError: update.error, abandonedAt: update.now }
        : { lockedUntil: null, lastError: update.error, availableAt: update.retryAt },
    )
    .where(eq(outboxMessages.id, id));
}

/** Delivered rows older than `before` go; abandoned ones stay for an operator to read. */
export async function purgeDelivered(db: Database, before: Date): Promise<void> {
  await db.delete(outboxMessages).where(and(isNotNull(outboxMessages.deliveredAt), lt(outboxMessages.deliveredAt, before)));
}

/** Rows not yet delivered nor abandoned (operations and tests). */
export async function countPending(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(sql`${outboxMessages.deliveredAt} is null and ${outboxMessages.abandonedAt} is null`);
  return row?.n ?? 0;
}
