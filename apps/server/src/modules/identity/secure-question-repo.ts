import { and, eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { userSecureQuestions } from '@stavka/db/schema';

// The SQL of the secure question. Replacing an answer is one conditional UPDATE on the hash that
// was checked, so two changes made with the same old answer cannot both pass.

export type SecureQuestionRow = typeof userSecureQuestions.$inferSelect;
export type SecureQuestionValues = Pick<SecureQuestionRow, 'questionId' | 'customQuestion' | 'answerHash' | 'updatedAt'>;

const t = userSecureQuestions;

export async function findSecureQuestion(db: Database, userId: number): Promise<SecureQuestionRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId));
  return row;
}

/** Keeps the first question of a player; false when one was set meanwhile. */
export async function insertSecureQuestion(db: Database, userId: number, values: SecureQuestionValues): Promise<boolean> {
  const rows = await db
    .insert(t)
    .values({ userId, ...values })
    .onConflictDoNothing()
    .returning({ userId: t.userId });
  return rows.length === 1;
}

/** Replaces the question and answer if the answer is still the one checked; false otherwise. */
export async function replaceSecureQuestion(
  db: Database,
  userId: number,
  checkedHash: string,
  values: SecureQuestionValues,
): Promise<boolean> {
  const rows = await db
    .update(t)
    .set(values)
    .where(and(eq(t.userId, userId), eq(t.answerHash, checkedHash)))
    .returning({ userId: t.userId });
  return rows.length === 1;
}
