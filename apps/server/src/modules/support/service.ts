import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import { SUPPORT_REQUESTS_PER_DAY } from '@stavka/contract/support';
import type { Database } from '@stavka/db/client';
import { supportRequests, users, type SupportRequestKind, type SupportRequestRow } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { AppError } from '../../http/app-error';

// Requests players send support from the office (issue 13 "Support"): a request to the
// administration and a shared idea, kept until the operator closes them. A player sends at most
// SUPPORT_REQUESTS_PER_DAY of each kind in 24 hours: the count and the write are one transaction
// under a lock on the player's row, so a burst of parallel calls cannot pass the limit.

export interface NewSupportRequest {
  siteId: number;
  userId: number;
  kind: SupportRequestKind;
  userName?: string;
  email?: string;
  text: string;
}

const DAY_MS = 24 * 60 * 60_000;

export async function sendSupportRequest(db: Database, request: NewSupportRequest, now: Date): Promise<number> {
  return runInTransaction(db, async ({ tx }) => {
    // One player's requests are counted one call at a time: their row is held until the commit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('no key update');
    const [sent] = await tx
      .select({ n: count() })
      .from(supportRequests)
      .where(and(eq(supportRequests.userId, request.userId), eq(supportRequests.kind, request.kind), gte(supportRequests.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((sent?.n ?? 0) >= SUPPORT_REQUESTS_PER_DAY) throw new AppError('rate_limited', `At most ${SUPPORT_REQUESTS_PER_DAY} a day: try again tomorrow`);
    const [row] = await tx
      .insert(supportRequests)
      .values({ siteId: request.siteId, userId: request.userId, kind: request.kind, userName: request.userName ?? null, email: request.email ?? null, text: request.text, createdAt: now })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error('support: insert returned nothing');
    return row.id;
  });
}

/** The open requests, oldest first (of one brand, or of all). */
export async function openSupportRequests(db: Database, siteId?: number): Promise<SupportRequestRow[]> {
  const open = isNull(supportRequests.closedAt);
  return db
    .select()
    .from(supportRequests)
    .where(siteId === undefined ? open : and(open, eq(supportRequests.siteId, siteId)))
    .orderBy(asc(supportRequests.id));
}

/** Closes an open request once answered; false when there is no open request with that id. */
export async function closeSupportRequest(db: Database, id: number, now: Date): Promise<boolean> {
  const closed = await db
    .update(supportRequests)
    .set({ closedAt: now })
    .where(and(eq(supportRequests.id, id), isNull(supportRequests.closedAt)))
    .returning({ id: supportRequests.id });
  return closed.length === 1;
}
