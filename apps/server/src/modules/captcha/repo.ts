import { lt } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { captchaSolutions } from '@stavka/db/schema';

/**
 * Marks a challenge as used. True the first time; false when it was used before, so a solved
 * challenge cannot be replayed. The unique key makes this hold across processes and races.
 */
export async function redeemChallenge(db: Database, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing({ target: captchaSolutions.signature })
    .returning({ signature: captchaSolutions.signature });
  return inserted.length === 1;
}

/** Rows of expired challenges protect nothing: the signature check refuses those challenges. */
export async function deleteExpiredSolutions(db: Database, now: Date): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
}
