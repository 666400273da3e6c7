import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { autoBets, betLegs, betLobby, bets, promoCodes, vipBetRequests, type AutoBet, type AutoBetStatus, type PromoCode, type VipBetRequest, type VipBetStatus } from '@stavka/db/schema';

// The SQL of the requests that hold a stake before they become a bet (auto bets, VIP requests), of
// the bet lobby, of the brand's promo codes, and of the open bets an advance is counted from
// (decision 0028). A request's status moves by a conditional update from the status it must be in,
// so two workers (two processes, a retry) or a worker and the player cannot both decide it.

export type NewAutoBet = typeof autoBets.$inferInsert;
export type NewVipRequest = typeof vipBetRequests.$inferInsert;

export async function insertAutoBet(tx: Database, row: NewAutoBet): Promise<AutoBet> {
  const [inserted] = await tx.insert(autoBets).values(row).returning();
  if (!inserted) throw new Error('betting: inserting an auto bet returned nothing');
  return inserted;
}

export async function lockAutoBet(tx: Database, id: number): Promise<AutoBet | undefined> {
  const [row] = await tx.select().from(autoBets).where(eq(autoBets.id, id)).for('no key update');
  return row;
}

export async function moveAutoBet(tx: Database, id: number, from: AutoBetStatus, change: Partial<AutoBet>): Promise<boolean> {
  const moved = await tx
    .update(autoBets)
    .set(change)
    .where(and(eq(autoBets.id, id), eq(autoBets.status, from)))
    .returning({ id: autoBets.id });
  return moved.length === 1;
}

/** Waiting auto bets, oldest first, for the worker. */
export async function pendingAutoBets(db: Database, limit: number): Promise<AutoBet[]> {
  return db.select().from(autoBets).where(eq(autoBets.status, 'pending')).orderBy(asc(autoBets.id)).limit(limit);
}

/** The player's auto bets: every waiting one, and those decided since `since`, newest first. */
export async function autoBetsOf(db: Database, userId: number, since: Date, limit: number): Promise<AutoBet[]> {
  return db
    .select()
    .from(autoBets)
    .where(and(eq(autoBets.userId, userId), or(eq(autoBets.status, 'pending'), gte(autoBets.createdAt, since))))
    .orderBy(desc(autoBets.id))
    .limit(limit);
}

export async function insertVipRequest(tx: Database, row: NewVipRequest): Promise<VipBetRequest> {
  const [inserted] = await tx.insert(vipBetRequests).values(row).returning();
  if (!inserted) throw new Error('betting: inserting a VIP request returned nothing');
  return inserted;
}

export async function lockVipRequest(tx: Database, id: number): Promise<VipBetRequest | undefined> {
  const [row] = await tx.select().from(vipBetRequests).where(eq(vipBetRequests.id, id)).for('no key update');
  return row;
}

export async function vipRequestById(db: Database, id: number): Promise<VipBetRequest | undefined> {
  const [row] = await db.select().from(vipBetRequests).where(eq(vipBetRequests.id, id));
  return row;
}

export async function vipRequestByGuid(tx: Database, userId: number, betGuid: string, lock = false): Promise<VipBetRequest | undefined> {
  const query = tx
    .select()
    .from(vipBetRequests)
    .where(and(eq(vipBetRequests.userId, userId), eq(vipBetRequests.betGuid, betGuid)));
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function moveVipRequest(tx: Database, id: number, from: readonly VipBetStatus[], change: Partial<VipBetRequest>): Promise<boolean> {
  const moved = await tx
    .update(vipBetRequests)
    .set(change)
    .where(and(eq(vipBetRequests.id, id), inArray(vipBetRequests.status, [...from])))
    .returning({ id: vipBetRequests.id });
  return moved.length === 1;
}

/** Open requests (waiting for a decision or a confirmation) whose time is over. */
export async function vipRequestsDue(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: vipBetRequests.id })
    .from(vipBetRequests)
    .where(and(inArray(vipBetRequests.status, ['pending', 'approved']), lte(vipBetRequests.expiresAt, now)))
    .orderBy(asc(vipBetRequests.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** How many of the player's requests are approved and still waiting for them to place (the office menu's count). */
export async function approvedVipRequestsWaiting(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vipBetRequests)
    .where(and(eq(vipBetRequests.userId, userId), eq(vipBetRequests.status, 'approved'), gte(vipBetRequests.expiresAt, now)));
  return row?.n ?? 0;
}

export async function vipRequestsOf(db: Database, userId: number, limit: number): Promise<VipBetRequest[]> {
  return db.select().from(vipBetRequests).where(eq(vipBetRequests.userId, userId)).orderBy(desc(vipBetRequests.id)).limit(limit);
}

/** For the operator: requests in some statuses, oldest first (the next to decide on top). */
export async function vipRequestsByStatus(db: Database, statuses: readonly VipBetStatus[], limit: number): Promise<VipBetRequest[]> {
  return db
    .select()
    .from(vipBetRequests)
    .where(inArray(vipBetRequests.status, [...statuses]))
    .orderBy(asc(vipBetRequests.id))
    .limit(limit);
}

export async function publishToLobby(tx: Database, betId: number, siteId: number, at: Date): Promise<void> {
  await tx.insert(betLobby).values({ betId, siteId, createdAt: at }).onConflictDoNothing();
}

/** The brand's published bets since `since` that are still open, newest first. */
export async function lobbyBets(db: Database, siteId: number, since: Date, limit: number) {
  return db
    .select({ bet: bets, publishedAt: betLobby.createdAt })
    .from(betLobby)
    .innerJoin(bets, eq(bets.id, betLobby.betId))
    .where(and(eq(betLobby.siteId, siteId), gte(betLobby.createdAt, since), inArray(bets.status, ['waiting', 'accepted'])))
    .orderBy(desc(betLobby.createdAt), desc(betLobby.betId))
    .limit(limit);
}

/** The brand's code, if it is good at `now` (codes are kept in upper case). */
export async function promoCodeOf(db: Database, siteId: number, code: string, now: Date): Promise<PromoCode | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.siteId, siteId),
        eq(promoCodes.code, code.toUpperCase()),
        lte(promoCodes.validFrom, now),
        or(sql`${promoCodes.validUntil} is null`, sql`${promoCodes.validUntil} > ${now.toISOString()}::timestamptz`),
      ),
    );
  return row;
}

export async function insertPromoCode(db: Database, row: typeof promoCodes.$inferInsert): Promise<PromoCode | undefined> {
  const [inserted] = await db.insert(promoCodes).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function promoCodesOf(db: Database, siteId: number | undefined, limit: number): Promise<PromoCode[]> {
  const query = db.select().from(promoCodes);
  return (siteId === undefined ? query : query.where(eq(promoCodes.siteId, siteId))).orderBy(asc(promoCodes.siteId), asc(promoCodes.code)).limit(limit);
}

/**
 * The open bets an advance is counted from: the player's on the account, accepted or waiting, not
 * advance bets themselves, whose every selection's game starts by `horizon` (a live one has started).
 */
export async function advanceBacking(db: Database, userId: number, accountId: number, horizon: Date): Promise<{ count: number; potential: bigint }> {
  const beyond = db
    .select({ one: sql`1` })
    .from(betLegs)
    .where(and(eq(betLegs.betId, bets.id), sql`${betLegs.start} > ${Math.floor(horizon.getTime() / 1000)}`));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, potential: sql<string>`coalesce(sum(${bets.potentialPayout}), 0)::text` })
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        eq(bets.accountId, accountId),
        inArray(bets.status, ['waiting', 'accepted']),
        sql`${bets.details} -> 'advance' is null`,
        sql`not exists (${beyond})`,
      ),
    );
  return { count: row?.count ?? 0, potential: BigInt(row?.potential ?? '0') };
}
