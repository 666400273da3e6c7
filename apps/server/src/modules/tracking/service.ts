import { sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { preparedStatement } from '@stavka/db/prepared';
import { trackingEvents } from '@stavka/db/schema';
import { trackingEventCodes } from '@stavka/contract/tracking';

// What other modules may use of tracking (DESIGN §3): events the server itself knows happened
// (a first deposit and a re-deposit, spec §7.14 codes 1531 and 1532) are recorded in the same
// transaction as what they record, so none is lost or counted twice, whatever the browser sends.

export const trackingCodes = trackingEventCodes;

/** The visitor id of events the server recorded (browsers send a uuid of their own). */
export const SERVER_VISITOR = 'server';

export async function recordServerEvent(
  tx: Database,
  event: { siteId: number; userId: number; code: number; session: string; at: Date; metadata: Partial<Record<'i1' | 'i2' | 'i3' | 'f1' | 'f2' | 'f3' | 's1' | 's2' | 's3', string | number>> },
): Promise<void> {
  await insertServerEvent(tx, { siteId: event.siteId, visitorUuid: SERVER_VISITOR, sessionId: event.session, userId: String(event.userId), code: event.code, occurredAt: event.at, metadata: event.metadata, context: {} });
}

/** Every accepted bet records one: prepared once per connection (decision 0036). */
const insertServerEvent = preparedStatement<
  unknown,
  { siteId: number; visitorUuid: string; sessionId: string; userId: string; code: number; occurredAt: Date; metadata: object; context: object }
>('tracking_server_event', (db, name) =>
  db
    .insert(trackingEvents)
    .values({
      siteId: sql.placeholder('siteId'),
      visitorUuid: sql.placeholder('visitorUuid'),
      sessionId: sql.placeholder('sessionId'),
      userId: sql.placeholder('userId'),
      code: sql.placeholder('code'),
      occurredAt: sql.placeholder('occurredAt'),
      metadata: sql.placeholder('metadata'),
      context: sql.placeholder('context'),
    })
    .prepare(name),
);
