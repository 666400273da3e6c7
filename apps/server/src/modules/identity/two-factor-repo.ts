import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { userTwoFactor } from '@stavka/db/schema';

// The SQL of two-factor sign-in. Every change that takes a code is one conditional UPDATE on the
// player's row, so two requests with the same code cannot both pass: the second finds the step
// already taken (decision 0030).

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

const t = userTwoFactor;
const stepFree = (step: number) => or(isNull(t.lastUsedStep), lt(t.lastUsedStep, step));

export async function findTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId));
  return row;
}

/** Keeps a new secret to confirm; never replaces the secret of two-factor that is on. */
export async function saveSecretToConfirm(db: Database, userId: number, secretCiphertext: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(t)
    .values({ userId, secretCiphertext, createdAt: now })
    .onConflictDoUpdate({ target: t.userId, set: { secretCiphertext, createdAt: now, lastUsedStep: null }, setWhere: isNull(t.enabledAt) })
    .returning({ userId: t.userId });
  return rows.length === 1;
}

/** Turns two-factor on with the step of the code that confirmed it; false when it was on or the step was taken. */
export async function markEnabled(db: Database, userId: number, step: number, recoveryHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ enabledAt: now, recoveryHash, lastUsedStep: step })
    .where(and(eq(t.userId, userId), isNull(t.enabledAt), stepFree(step)))
    .returning({ userId: t.userId });
  return rows.length === 1;
}

/** Takes a code's step for a sign-in; false when that step (or a later one) was taken already. */
export async function takeStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ lastUsedStep: step })
    .where(and(eq(t.userId, userId), isNotNull(t.enabledAt), stepFree(step)))
    .returning({ userId: t.userId });
  return rows.length === 1;
}

/** Turns two-factor off if its recovery hash is still this one; false when another request did first. */
export async function removeTwoFactor(db: Database, userId: number, recoveryHash: string): Promise<boolean> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.userId, userId), isNotNull(t.enabledAt), eq(t.recoveryHash, recoveryHash)))
    .returning({ userId: t.userId });
  return rows.length === 1;
}
