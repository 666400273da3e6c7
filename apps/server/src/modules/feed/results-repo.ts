import { and, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { feedGames, feedResultCorrections, feedResults } from '@stavka/db/schema';
import type { ResultRecord } from './live-state-entry';
import type { GameResult, GameState } from './model';
import { fixtureOfRow } from './repo';

// The feed's results in the database (schema packages/db feed.ts): written by the feed store as
// games finish, corrected by the feed (a different result sent again) or by an operator, read at
// boot (the results pages) and by settlement, which settles a game's bets again when its result's
// revision moves on (DESIGN §4 "a corrected result resettles").

const CHUNK = 1_000;
const FEED_CORRECTION = 'The feed sent the result again with other facts';

type ResultRow = typeof feedResults.$inferSelect;

function resultOfRow(row: ResultRow): GameResult {
  return {
    gameId: row.gameId,
    finishedAt: Math.floor(row.finishedAt.getTime() / 1000),
    state: row.state as GameState,
    cancelled: row.cancelled,
    ...(row.cancelledOutcomes.length > 0 ? { cancelledOutcomes: row.cancelledOutcomes } : {}),
    revision: row.revision,
    ...(row.correctedBy === 'feed' || row.correctedBy === 'operator' ? { correction: { by: row.correctedBy, reason: row.correctionReason ?? '' } } : {}),
  };
}

/**
 * Records results as the feed store receives them, and marks their games finished. A game's result
 * that comes again with other facts is the feed's correction: the row takes it, one revision on
 * (the first time is kept). Once an operator corrected a result, the feed no longer changes it.
 */
export async function upsertResults(db: Database, results: GameResult[]): Promise<void> {
  for (let i = 0; i < results.length; i += CHUNK) {
    const rows = results.slice(i, i + CHUNK);
    const values = rows.map((r) => ({
      gameId: r.gameId,
      finishedAt: new Date(r.finishedAt * 1000),
      state: r.state,
      cancelled: r.cancelled,
      cancelledOutcomes: r.cancelledOutcomes ?? [],
      revision: r.revision ?? 0,
      correctedBy: r.correction?.by ?? null,
      correctionReason: r.correction?.reason ?? null,
    }));
    const t = feedResults;
    await db
      .insert(t)
      .values(values)
      .onConflictDoUpdate({
        target: t.gameId,
        set: {
          state: sql.raw('excluded."state"'),
          cancelled: sql.raw('excluded."cancelled"'),
          cancelledOutcomes: sql.raw('excluded."cancelled_outcomes"'),
          revision: sql`${t.revision} + 1`,
          correctedBy: 'feed',
          correctionReason: FEED_CORRECTION,
          recordedAt: sql`now()`,
        },
        setWhere: sql`${t.correctedBy} is distinct from 'operator' and (${t.state}, ${t.cancelled}, ${t.cancelledOutcomes}) is distinct from (excluded."state", excluded."cancelled", excluded."cancelled_outcomes")`,
      });
    await db
      .update(feedGames)
      .set({ finished: true })
      .where(
        inArray(
          feedGames.id,
          rows.map((r) => r.gameId),
        ),
      );
  }
}

/** Results of games finished since `since`, with their fixtures (the results pages). */
export async function loadResults(db: Database, since: Date): Promise<ResultRecord[]> {
  const rows = await db
    .select({ game: feedGames, result: feedResults })
    .from(feedResults)
    .innerJoin(feedGames, eq(feedGames.id, feedResults.gameId))
    .where(gte(feedResults.finishedAt, since));
  return rows.map(({ game, result }) => ({ fixture: fixtureOfRow(game), result: resultOfRow(result) }));
}

/** One game's recorded result, as settlement reads it. */
export async function loadResult(db: Database, gameId: number): Promise<GameResult | undefined> {
  const [row] = await db.select().from(feedResults).where(eq(feedResults.gameId, gameId));
  return row ? resultOfRow(row) : undefined;
}

/** Results corrected (revision above 0) whose last change was recorded at or after `since`, oldest first. */
export async function revisedResults(db: Database, since: Date, limit: number): Promise<{ gameId: number; revision: number; recordedAt: Date }[]> {
  return db
    .select({ gameId: feedResults.gameId, revision: feedResults.revision, recordedAt: feedResults.recordedAt })
    .from(feedResults)
    .where(and(gt(feedResults.revision, 0), gte(feedResults.recordedAt, since)))
    .orderBy(feedResults.recordedAt)
    .limit(limit);
}

/** The result of a game locked for a correction (the row is held until the transaction ends). */
export async function lockResult(tx: Database, gameId: number): Promise<GameResult | undefined> {
  const [row] = await tx.select().from(feedResults).where(eq(feedResults.gameId, gameId)).for('no key update');
  return row ? resultOfRow(row) : undefined;
}

/** Writes an operator's correction over the locked row, with its audit row. */
export async function writeCorrection(tx: Database, corrected: GameResult & { revision: number }, audit: { operator: string; reason: string }): Promise<void> {
  await tx
    .update(feedResults)
    .set({
      state: corrected.state,
      cancelled: corrected.cancelled,
      cancelledOutcomes: corrected.cancelledOutcomes ?? [],
      revision: corrected.revision,
      correctedBy: 'operator',
      correctionReason: audit.reason,
      recordedAt: sql`now()`,
    })
    .where(eq(feedResults.gameId, corrected.gameId));
  await tx.insert(feedResultCorrections).values({
    gameId: corrected.gameId,
    revision: corrected.revision,
    state: corrected.state,
    cancelled: corrected.cancelled,
    operator: audit.operator,
    reason: audit.reason,
  });
}

/** An operator's corrections of a game, newest first. */
export async function correctionsOf(db: Database, gameId: number) {
  return db.select().from(feedResultCorrections).where(eq(feedResultCorrections.gameId, gameId)).orderBy(desc(feedResultCorrections.revision));
}
