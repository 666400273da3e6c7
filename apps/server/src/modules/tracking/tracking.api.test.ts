import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEventCodes, trackingEventPath } from '@stavka/contract/tracking';
import { trackingEvents } from '@stavka/db/schema';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/databases';

const batch = (overrides: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  sessionId: randomUUID(),
  screen: { w: 1280, h: 800 },
  ab: [],
  events: [
    { timestamp: Date.now(), code: trackingEventCodes.init },
    { timestamp: Date.now(), code: trackingEventCodes.routeChange, metadata: { s1: '/ru/' } },
  ],
  ...overrides,
});

describe.each(await testDatabaseKinds())('tracking events (spec §7.14) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (payload: unknown, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: trackingEventPath, headers: { host }, payload: payload as object });

  const storedFor = async (visitorUuid: string) => {
    const [row] = await t.database.db.select({ n: count() }).from(trackingEvents).where(eq(trackingEvents.visitorUuid, visitorUuid));
    return row?.n ?? 0;
  };

  it('stores a batch against the brand of the host', async () => {
    const sent = batch({ userId: 42 });
    const res = await post(sent, 'goalbet.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, accepted: 2 });
    const rows = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.visitorUuid, sent.uuid));
    expect(rows.map((r) => r.code).sort((a, b) => a - b)).toEqual([1, 2000]);
    expect(rows[0]).toMatchObject({ userId: '42', sessionId: sent.sessionId, context: { screen: { w: 1280, h: 800 }, ab: [] } });
  });

  it.each([
    ['an unknown event code', { events: [{ timestamp: Date.now(), code: 77 }] }, 'events.0.code'],
    ['more than 10 events', { events: Array.from({ length: 11 }, () => ({ timestamp: Date.now(), code: 1 })) }, 'events'],
    ['no events', { events: [] }, 'events'],
    ['a bad uuid', { uuid: 'not-a-uuid' }, 'uuid'],
    ['unknown metadata keys', { events: [{ timestamp: Date.now(), code: 1, metadata: { x9: 1 } }] }, 'events.0.metadata'],
  ])('refuses %s with the field map and writes nothing', async (_name, overrides, field) => {
    const sent = batch(overrides);
    const res = await post(sent);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.errors)).toContain(field);
    expect(await storedFor(String(sent.uuid))).toBe(0);
  });

  it('limits the request rate per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await post(batch(), 'goalbet.localhost')).statusCode);
    expect(statuses).toContain(429);
  });
});
