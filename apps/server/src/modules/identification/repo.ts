import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { identificationChecks, identificationDocuments, type IdentificationCheckRow, type IdentificationDocumentRow } from '@stavka/db/schema';

// The SQL of identity checks. Every read for a player is scoped to that player's id.

export async function latestCheck(db: Database, userId: number): Promise<IdentificationCheckRow | undefined> {
  const [row] = await db.select().from(identificationChecks).where(eq(identificationChecks.userId, userId)).orderBy(desc(identificationChecks.id)).limit(1);
  return row;
}

export async function documentsOf(db: Database, checkId: number): Promise<IdentificationDocumentRow[]> {
  return db.select().from(identificationDocuments).where(eq(identificationDocuments.checkId, checkId)).orderBy(asc(identificationDocuments.id));
}

/** One document of the player's own checks, or undefined (another player's answers the same). */
export async function ownDocument(db: Database, userId: number, documentId: number): Promise<IdentificationDocumentRow | undefined> {
  const [row] = await db
    .select({ document: identificationDocuments })
    .from(identificationDocuments)
    .innerJoin(identificationChecks, eq(identificationChecks.id, identificationDocuments.checkId))
    .where(and(eq(identificationDocuments.id, documentId), eq(identificationChecks.userId, userId)));
  return row?.document;
}

export interface NewDocument {
  storageKey: string;
  mediaType: string;
  size: number;
}

export async function insertCheck(tx: Database, check: { userId: number; documentType: string; submittedAt: Date }, documents: readonly NewDocument[]): Promise<number> {
  const [row] = await tx
    .insert(identificationChecks)
    .values({ userId: check.userId, documentType: check.documentType, status: 'pending', submittedAt: check.submittedAt })
    .returning({ id: identificationChecks.id });
  if (!row) throw new Error('identification check insert returned no row');
  await tx.insert(identificationDocuments).values(documents.map((d) => ({ checkId: row.id, ...d, uploadedAt: check.submittedAt })));
  return row.id;
}

export async function pendingChecks(db: Database): Promise<(IdentificationCheckRow & { files: number })[]> {
  const checks = await db.select().from(identificationChecks).where(eq(identificationChecks.status, 'pending')).orderBy(asc(identificationChecks.id));
  return Promise.all(checks.map(async (check) => ({ ...check, files: (await documentsOf(db, check.id)).length })));
}

/** Closes a pending check; undefined when it is not (or no longer) pending. */
export async function closePendingCheck(
  tx: Database,
  checkId: number,
  verdict: { status: 'verified' | 'rejected'; reason: string | null; reviewedAt: Date; reviewedBy: string },
): Promise<IdentificationCheckRow | undefined> {
  const [row] = await tx
    .update(identificationChecks)
    .set(verdict)
    .where(and(eq(identificationChecks.id, checkId), eq(identificationChecks.status, 'pending')))
    .returning();
  return row;
}

export async function findCheck(db: Database, checkId: number): Promise<IdentificationCheckRow | undefined> {
  const [row] = await db.select().from(identificationChecks).where(eq(identificationChecks.id, checkId));
  return row;
}

/** A check passed at an identity provider: verified from the start, with no documents. */
export async function insertVerifiedCheck(tx: Database, check: { userId: number; method: string; at: Date; reviewedBy: string }): Promise<void> {
  await tx.insert(identificationChecks).values({ userId: check.userId, documentType: check.method, status: 'verified', submittedAt: check.at, reviewedAt: check.at, reviewedBy: check.reviewedBy });
}
