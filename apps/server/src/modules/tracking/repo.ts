import type { Database } from '@stavka/db/client';
import { trackingEvents } from '@stavka/db/schema';
import type { TrackingBatch } from '@stavka/contract/tracking';

/** Stores one batch of tracking events (append-only, one statement). */
export async function insertTrackingBatch(db: Database, siteId: number, batch: TrackingBatch): Promise<number> {
  const context = { screen: batch.screen, ab: batch.ab };
  const rows = batch.events.map((event) => ({
    siteId,
    visitorUuid: batch.uuid,
    sessionId: batch.sessionId,
    userId: batch.userId === undefined ? null : String(batch.userId),
    code: event.code,
    occurredAt: new Date(event.timestamp),
    metadata: event.metadata ?? {},
    context,
  }));
  await db.insert(trackingEvents).values(rows);
  return rows.length;
}
