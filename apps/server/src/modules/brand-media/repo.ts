import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { brandMedia } from '@stavka/db/schema';

export interface MediaFile {
  contentType: string;
  bytes: Uint8Array;
  /** sha256 of the bytes, hex. */
  sha256: string;
}

export interface MediaListing {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  updatedAt: Date;
}

/** Writes the file under the name, replacing what was there; answers whether it was new. */
export async function putMediaFile(db: Database, siteId: number, name: string, contentType: string, bytes: Uint8Array, now: Date): Promise<{ created: boolean }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await db
    .insert(brandMedia)
    .values({ siteId, name, contentType, bytes, sha256, updatedAt: now })
    .onConflictDoUpdate({ target: [brandMedia.siteId, brandMedia.name], set: { contentType, bytes, sha256, updatedAt: now } })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: row?.created === true };
}

export async function findMediaFile(db: Database, siteId: number, name: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ contentType: brandMedia.contentType, bytes: brandMedia.bytes, sha256: brandMedia.sha256 })
    .from(brandMedia)
    .where(and(eq(brandMedia.siteId, siteId), eq(brandMedia.name, name)));
  return row ?? null;
}

export async function listMediaFiles(db: Database, siteId: number): Promise<MediaListing[]> {
  return db
    .select({ name: brandMedia.name, contentType: brandMedia.contentType, size: sql<number>`octet_length(${brandMedia.bytes})::int`, sha256: brandMedia.sha256, updatedAt: brandMedia.updatedAt })
    .from(brandMedia)
    .where(eq(brandMedia.siteId, siteId))
    .orderBy(asc(brandMedia.name));
}

export async function deleteMediaFile(db: Database, siteId: number, name: string): Promise<boolean> {
  const removed = await db.delete(brandMedia).where(and(eq(brandMedia.siteId, siteId), eq(brandMedia.name, name))).returning({ name: brandMedia.name });
  return removed.length > 0;
}
