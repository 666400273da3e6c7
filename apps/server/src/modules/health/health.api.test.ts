import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/databases';

describe.each(await testDatabaseKinds())('health and readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers liveness and readiness while the database is up', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('reports not ready once the database is gone, while staying alive', async () => {
    const other = await startTestApp(kind);
    await other.database.close();
    const ready = await other.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' });
    expect((await other.app.inject({ url: '/health' })).statusCode).toBe(200);
    await other.app.close();
  });
});
