import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { betLegs, betSettlements, bets, type BetSettlement } from '@stavka/db/schema';

// Settlement's SQL: which bets a game's result (at its revision) has work for, the decision kept on
// each leg, the versions of a bet's settlement, and the legs that wait for an operator.

/** Statuses a result can still change: open bets and settled ones (not refused, waiting or sold). */
export const SETTLEABLE = ['accepted', 'won', 'lost', 'returned'] as const;

/**
 * Bets with a leg on the game that the result at `revision` has work for: a leg not decided yet
 * (unless it was found undecidable on this very revision), or one decided by an older revision of
 * the result. Legs an operator voided are theirs.
 */
export async function betsToSettle(db: Database, gameId: number, revision: number, limit: number): Promise<number[]> {
  const l = betLegs;
  const older = sql`coalesce(${l.resultRevision}, 0) < ${revision}`;
  const rows = await db
    .selectDistinct({ id: l.betId })
    .from(l)
    .innerJoin(bets, eq(bets.id, l.betId))
    .where(
      and(
        eq(l.gameId, gameId),
        inArray(bets.status, [...SETTLEABLE]),
        or(and(isNull(l.result), or(isNull(l.unsettleable), older)), and(isNotNull(l.result), sql`${l.decidedBy} is distinct from 'operator'`, older)),
      ),
    )
    .orderBy(l.betId)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Games with legs of open bets still to decide (not those waiting for an operator), for the worker. */
export async function gamesToSettle(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ gameId: betLegs.gameId })
    .from(betLegs)
    .innerJoin(bets, eq(bets.id, betLegs.betId))
    .where(and(eq(bets.status, 'accepted'), isNull(betLegs.result), isNull(betLegs.unsettleable)))
    .limit(limit);
  return rows.map((row) => row.gameId);
}

export interface LegDecision {
  result: string | null;
  explanation: string | null;
  decidedBy: 'result' | 'market' | 'operator' | null;
  resultRevision: number | null;
  unsettleable: string | null;
  voidedBy?: string | null;
}

export async function recordLegDecision(tx: Database, betId: number, position: number, decision: LegDecision): Promise<void> {
  await tx
    .update(betLegs)
    .set(decision)
    .where(and(eq(betLegs.betId, betId), eq(betLegs.position, position)));
}

export async function latestSettlement(db: Database, betId: number): Promise<BetSettlement | undefined> {
  const [row] = await db.select().from(betSettlements).where(eq(betSettlements.betId, betId)).orderBy(desc(betSettlements.version)).limit(1);
  return row;
}

/** Every version of some bets' settlements, oldest first. */
export async function settlementsOf(db: Database, betIds: readonly number[]): Promise<BetSettlement[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(betSettlements)
    .where(inArray(betSettlements.betId, [...betIds]))
    .orderBy(asc(betSettlements.betId), asc(betSettlements.version));
}

export interface UnsettledLeg {
  betId: number;
  position: number;
  gameId: number;
  sportId: number;
  group: number;
  type: number;
  param: number | null;
  playerId: number | null;
  reason: string;
  names: Record<string, string>;
  createdAt: Date;
}

/** Legs of open bets the result cannot decide, oldest bet first (`ops bet:unsettled`). */
export async function unsettledLegs(db: Database, limit: number, afterBetId = 0): Promise<UnsettledLeg[]> {
  const l = betLegs;
  const rows = await db
    .select({
      betId: l.betId,
      position: l.position,
      gameId: l.gameId,
      sportId: l.sportId,
      group: l.marketGroup,
      type: l.outcomeType,
      param: l.paramThousandths,
      playerId: l.playerId,
      reason: l.unsettleable,
      names: l.names,
      createdAt: bets.createdAt,
    })
    .from(l)
    .innerJoin(bets, eq(bets.id, l.betId))
    .where(and(isNotNull(l.unsettleable), isNull(l.result), eq(bets.status, 'accepted'), sql`${l.betId} > ${afterBetId}`))
    .orderBy(asc(l.betId), asc(l.position))
    .limit(limit);
  return rows.map((row) => ({ ...row, param: row.param === null ? null : row.param / 1000, reason: row.reason ?? '' }));
}

/** Bets with a leg on a game, by status (what a correction will settle again). */
export async function betCountsOnGame(db: Database, gameId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: bets.status, n: sql<number>`count(distinct ${bets.id})::int` })
    .from(bets)
    .innerJoin(betLegs, eq(betLegs.betId, bets.id))
    .where(eq(betLegs.gameId, gameId))
    .groupBy(bets.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}
