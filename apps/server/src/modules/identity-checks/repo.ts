import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { identityChecks, type IdentityCheckRow } from '@stavka/db/schema';

// The SQL of identity checks. A player's reads are scoped to their id; a state moves forward only
// from the state it was read in, so two status calls at once finish a check once.

const OPEN = ['started', 'pending'];

export async function insertStartedCheck(
  db: Database,
  check: {
    userId: number;
    siteId: number;
    kind: string;
    provider: string;
    details: Record<string, unknown>;
    startedAt: Date;
    expiresAt: Date;
  },
): Promise<IdentityCheckRow> {
  const [row] = await db
    .insert(identityChecks)
    .values({ ...check, state: 'started' })
    .returning();
  if (!row) throw new Error('identity check insert returned no row');
  return row;
}

/** A new check replaces the player's open ones: they expire. */
export async function expireOpenChecks(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(identityChecks)
    .set({ state: 'expired', reason: 'REPLACED', finishedAt: now })
    .where(and(eq(identityChecks.userId, userId), inArray(identityChecks.state, OPEN)));
}

export async function markPending(
  db: Database,
  id: number,
  values: { providerSessionId: string; verificationCode: string | null; details: Record<string, unknown> },
): Promise<IdentityCheckRow | undefined> {
  const [row] = await db
    .update(identityChecks)
    .set({ ...values, state: 'pending' })
    .where(and(eq(identityChecks.id, id), eq(identityChecks.state, 'started')))
    .returning();
  return row;
}

/** Ends an open check; undefined when another call ended it first. */
export async function finishCheck(
  db: Database,
  id: number,
  end: { state: 'passed' | 'failed' | 'expired'; reason: string | null; details?: Record<string, unknown>; finishedAt: Date },
): Promise<IdentityCheckRow | undefined> {
  const { details, ...rest } = end;
  const [row] = await db
    .update(identityChecks)
    .set({ ...rest, ...(details ? { details: sql`${identityChecks.details} || ${JSON.stringify(details)}::jsonb` } : {}) })
    .where(and(eq(identityChecks.id, id), inArray(identityChecks.state, OPEN)))
    .returning();
  return row;
}

/** One of the player's own checks, or undefined (another player's answers the same). */
export async function ownCheck(db: Database, userId: number, id: number): Promise<IdentityCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(and(eq(identityChecks.id, id), eq(identityChecks.userId, userId)));
  return row;
}

/** The brand's open liveness check of a provider's flow id, whoever's it is (the provider's report names only the flow). */
export async function checkOfFlow(db: Database, siteId: number, flowId: string): Promise<IdentityCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(and(eq(identityChecks.siteId, siteId), eq(identityChecks.kind, 'liveness'), eq(identityChecks.providerSessionId, flowId)));
  return row;
}
