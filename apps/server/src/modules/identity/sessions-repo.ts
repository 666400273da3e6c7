import { and, desc, eq, gt, isNull, lt, max, ne, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { sessions } from '@stavka/db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Database, session: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** A live session by its token hash: not revoked, not expired. */
export async function findLiveSessionByHash(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await liveSessionByHash(db, { tokenHash, now: now.toISOString() });
  return row;
}

/** Every signed-in request reads it: prepared once per connection (decision 0036). */
const liveSessionByHash = preparedStatement<SessionRow[], { tokenHash: string; now: string }>('session_by_hash', (db, name) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare(name),
);

export async function findLiveSessionById(db: Database, id: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function touchSession(db: Database, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of a player, or every one but `keep` (password change, block); answers the ids of those still live. */
export async function revokeUserSessions(db: Database, userId: number, now: Date, keep?: string): Promise<string[]> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keep !== undefined) conditions.push(ne(sessions.id, keep));
  const ended = await db.update(sessions).set({ revokedAt: now }).where(and(...conditions)).returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return ended.filter((row) => row.expiresAt > now).map((row) => row.id);
}

/** Ends one live session of this player; false when the player has no such live session. */
export async function revokePlayerSession(db: Database, userId: number, id: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** When the player's latest session before `before` began (their previous sign-in), or null. */
export async function lastSessionStartBefore(db: Database, userId: number, before: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.createdAt, before)));
  return row?.at ?? null;
}

export async function listLiveSessions(db: Database, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}
