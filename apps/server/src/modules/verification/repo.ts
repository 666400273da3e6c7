import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { verificationCodes, type VerificationCode } from '@stavka/db/schema';

// SQL of verification secrets. "Active" means neither consumed nor revoked and not expired;
// every state change is one conditional UPDATE, so two concurrent checks cannot both win.

const v = verificationCodes;

type Scope = { siteId: number; purpose: string; kind: VerificationCode['kind']; target: string };

const inScope = (scope: Scope) =>
  and(eq(v.siteId, scope.siteId), eq(v.purpose, scope.purpose), eq(v.kind, scope.kind), eq(v.target, scope.target));

const isActive = (now: Date) => and(isNull(v.consumedAt), isNull(v.revokedAt), gt(v.expiresAt, now));

/** Stores a new secret and revokes the older active ones of the same scope, in one transaction. */
export async function replaceActiveSecret(db: Database, row: typeof v.$inferInsert & Scope & { createdAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(v)
      .set({ revokedAt: row.createdAt })
      .where(and(inScope(row), isNull(v.consumedAt), isNull(v.revokedAt)));
    await tx.insert(v).values(row);
  });
}

export async function findActiveSecret(db: Database, scope: Scope, now: Date): Promise<VerificationCode | null> {
  const [row] = await db
    .select()
    .from(v)
    .where(and(inScope(scope), isActive(now)))
    .orderBy(desc(v.createdAt))
    .limit(1);
  return row ?? null;
}

/** Marks a secret used; null when it was no longer active (used by a concurrent check, expired). */
export async function consumeSecret(db: Database, id: string, now: Date): Promise<Pick<VerificationCode, 'userId' | 'target'> | null> {
  const [row] = await db
    .update(v)
    .set({ consumedAt: now })
    .where(and(eq(v.id, id), isActive(now)))
    .returning({ userId: v.userId, target: v.target });
  return row ?? null;
}

/** Consumes the active link secret with this hash, in one statement. */
export async function consumeSecretByHash(
  db: Database,
  scope: { siteId: number; purpose: string; codeHash: string },
  now: Date,
): Promise<Pick<VerificationCode, 'userId' | 'target'> | null> {
  const [row] = await db
    .update(v)
    .set({ consumedAt: now })
    .where(and(eq(v.siteId, scope.siteId), eq(v.purpose, scope.purpose), eq(v.kind, 'link'), eq(v.codeHash, scope.codeHash), isActive(now)))
    .returning({ userId: v.userId, target: v.target });
  return row ?? null;
}

/** Counts a wrong code against a secret; the `maxAttempts`-th wrong code revokes it. */
export async function countWrongAttempt(db: Database, id: string, maxAttempts: number, now: Date): Promise<void> {
  await db
    .update(v)
    .set({
      attempts: sql`${v.attempts} + 1`,
      revokedAt: sql`case when ${v.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${v.revokedAt} end`,
    })
    .where(and(eq(v.id, id), isNull(v.consumedAt), isNull(v.revokedAt)));
}
