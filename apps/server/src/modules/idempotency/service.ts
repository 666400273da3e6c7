import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { idempotencyRecords } from '@stavka/db/schema';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';

// Idempotent calls (DESIGN §1.3, issue 11 "Money primitives"): a money-moving call carries a key
// the client made; its first answer is kept with a hash of the request, in the same transaction as
// the call's effect. A repeat with the same key and request gets that answer again and does nothing;
// the same key with another request is refused. Concurrent repeats wait on the key's row: the first
// one's commit decides, and the second then reads its answer.

export interface IdempotentCall {
  userId: number;
  /** The kind of call, e.g. `deposit`, `withdrawal`, `bet`: keys are unique per player and operation. */
  operation: string;
  key: string;
  /** What identifies the request (its parsed body): a different request under the same key is refused. */
  request: unknown;
}

type KeyOf = { userId: number; operation: string; key: string };

// Every bet, deposit and withdrawal claims a key and keeps its answer: both are prepared once per
// connection (decision 0036).
const claim = preparedStatement<{ key: string }[], KeyOf & { requestHash: string }>('idempotency_claim', (db, name) =>
  db
    .insert(idempotencyRecords)
    .values({ userId: sql.placeholder('userId'), operation: sql.placeholder('operation'), key: sql.placeholder('key'), requestHash: sql.placeholder('requestHash') })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecords.key })
    .prepare(name),
);

const keepAnswer = preparedStatement<unknown, KeyOf & { response: string }>('idempotency_keep', (db, name) =>
  db
    .update(idempotencyRecords)
    .set({ response: sql`${sql.placeholder('response')}::jsonb` })
    .where(
      and(
        eq(idempotencyRecords.userId, sql.placeholder('userId')),
        eq(idempotencyRecords.operation, sql.placeholder('operation')),
        eq(idempotencyRecords.key, sql.placeholder('key')),
      ),
    )
    .prepare(name),
);

/** Runs `call` once per (player, operation, key) and answers the first result ever after. */
export async function once<T>(uow: UnitOfWork, call: IdempotentCall, run: () => Promise<T>): Promise<T> {
  const requestHash = hashOf(call.request);
  const r = idempotencyRecords;
  const claimed = await claim(uow.tx, { userId: call.userId, operation: call.operation, key: call.key, requestHash });
  if (claimed.length === 0) {
    const [existing] = await uow.tx
      .select()
      .from(r)
      .where(and(eq(r.userId, call.userId), eq(r.operation, call.operation), eq(r.key, call.key)));
    if (!existing || existing.requestHash !== requestHash) throw new AppError('conflict', 'This idempotency key was used for another request');
    return existing.response as T;
  }
  const result = await run();
  await keepAnswer(uow.tx, { response: JSON.stringify(result ?? null), userId: call.userId, operation: call.operation, key: call.key });
  return result;
}

/** Keys older than the retention are forgotten (a client retries within minutes, not weeks). */
export async function purgeIdempotencyRecords(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyRecords).where(lt(idempotencyRecords.createdAt, before));
}

function hashOf(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/** JSON with object keys sorted, so equal requests hash equally whatever order their fields came in. */
function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
