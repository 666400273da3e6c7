import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { favouriteGames, gameSubscriptions } from '@stavka/db/schema';

// The SQL of favourites and game subscriptions (DESIGN §3: only this module touches these tables).

export type FavouriteRow = typeof favouriteGames.$inferSelect;
export type SubscriptionRow = typeof gameSubscriptions.$inferSelect;

export function listFavourites(db: Database, userId: number): Promise<FavouriteRow[]> {
  return db.select().from(favouriteGames).where(eq(favouriteGames.userId, userId)).orderBy(asc(favouriteGames.createdAt), asc(favouriteGames.gameId));
}

/**
 * Adds games the player does not have yet, refusing the whole batch when the list would grow past
 * `limit`: the count and the insert run in one transaction that locks the player's row, so two
 * tabs adding at once cannot pass the limit together.
 */
export async function addFavourites(
  db: Database,
  userId: number,
  games: { gameId: number; constId: number }[],
  limit: number,
): Promise<{ added: number } | { overLimit: true }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const existing = await tx.select({ gameId: favouriteGames.gameId }).from(favouriteGames).where(eq(favouriteGames.userId, userId));
    const have = new Set(existing.map((row) => row.gameId));
    const fresh = games.filter((game) => !have.has(game.gameId));
    if (fresh.length === 0) return { added: 0 };
    if (have.size + fresh.length > limit) return { overLimit: true as const };
    // One timestamp per game keeps the order in which they were given.
    const base = Date.now();
    await tx.insert(favouriteGames).values(fresh.map((game, i) => ({ userId, ...game, createdAt: new Date(base + i) }))).onConflictDoNothing();
    return { added: fresh.length };
  });
}

/** Removes games by game id or constant id. */
export async function removeFavourites(db: Database, userId: number, ids: number[]): Promise<void> {
  await db.delete(favouriteGames).where(and(eq(favouriteGames.userId, userId), or(inArray(favouriteGames.gameId, ids), inArray(favouriteGames.constId, ids))));
}

export async function findSubscription(db: Database, userId: number, gameId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(gameSubscriptions)
    .where(and(eq(gameSubscriptions.userId, userId), eq(gameSubscriptions.gameId, gameId)));
  return row;
}

/** Stores a player's choice for a game, unless it would make more than `limit` followed games. */
export async function saveSubscription(
  db: Database,
  row: { userId: number; gameId: number; siteId: number; eventTypes: number[]; lang: string },
  limit: number,
): Promise<'saved' | 'over-limit'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${row.userId} for update`);
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(gameSubscriptions)
      .where(and(eq(gameSubscriptions.userId, row.userId), ne(gameSubscriptions.gameId, row.gameId)));
    if ((others?.count ?? 0) >= limit) return 'over-limit';
    await tx
      .insert(gameSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: [gameSubscriptions.userId, gameSubscriptions.gameId],
        set: { eventTypes: row.eventTypes, lang: row.lang, siteId: row.siteId, updatedAt: new Date() },
      });
    return 'saved';
  });
}

export async function deleteSubscription(db: Database, userId: number, gameId: number): Promise<void> {
  await db.delete(gameSubscriptions).where(and(eq(gameSubscriptions.userId, userId), eq(gameSubscriptions.gameId, gameId)));
}

/** Every stored subscription: the notice subscriber's index at start. */
export function loadSubscriptions(db: Database): Promise<SubscriptionRow[]> {
  return db.select().from(gameSubscriptions);
}

/** A finished game's subscriptions have nothing more to tell. */
export async function deleteGameSubscriptions(db: Database, gameId: number): Promise<void> {
  await db.delete(gameSubscriptions).where(eq(gameSubscriptions.gameId, gameId));
}
