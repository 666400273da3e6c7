import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsentLogPath, cookieConsentReadPath } from '@stavka/contract/cookie-consent';
import { cookieConsents } from '@stavka/db/schema';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "consent": POST /api-v3/v1/user/agreement-with-cookies/log logs the cookie consent level
// (product-spec §3: 0 disabled, 1 functionality, 2 marketing, 3 all); a player's is kept on the account.

describe.each(await testDatabaseKinds())('cookie consent log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const rowsOf = (userId: number) =>
    t.database.db.select().from(cookieConsents).where(eq(cookieConsents.userId, userId)).orderBy(desc(cookieConsents.id));
  const allRows = async () => (await t.database.db.select({ n: count() }).from(cookieConsents))[0]?.n ?? 0;

  it('logs a guest choice with its time, not kept on any account', async () => {
    const before = await allRows();
    const res = await new Agent(t.app, 'localhost').post(cookieConsentLogPath, { level: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: { level: number; agreedAt: string; stored: boolean } }>();
    expect(data).toMatchObject({ level: 1, stored: false });
    expect(Math.abs(Date.parse(data.agreedAt) - Date.now())).toBeLessThan(60_000);
    expect(await allRows()).toBe(before + 1);
  });

  it("keeps a signed-in player's choice and its time on the account, the latest one last", async () => {
    const { agent, id } = await registerByApi(t.app, { host: 'localhost' });
    expect((await agent.post(cookieConsentLogPath, { level: 3 })).statusCode).toBe(200);
    const res = await agent.post(cookieConsentLogPath, { level: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ level: 0, stored: true });
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.level)).toEqual([0, 3]);
    expect(rows[0]?.agreedAt.toISOString()).toBe(res.json().data.agreedAt);
  });

  it("reads back the player's latest choice on another browser, and a guest's is nobody's", async () => {
    const { agent, id } = await registerByApi(t.app, { host: 'localhost' });
    expect((await agent.get(cookieConsentReadPath)).json()).toEqual({ success: true, data: null });
    await agent.post(cookieConsentLogPath, { level: 1 });
    const latest = (await agent.post(cookieConsentLogPath, { level: 2 })).json().data;

    // The same account signed in on another browser: the session cookie only, no consent cookie.
    const elsewhere = new Agent(t.app, 'localhost');
    for (const [name, value] of agent.cookies) if (name !== 'cookie_consent') elsewhere.cookies.set(name, value);
    const read = await elsewhere.get(cookieConsentReadPath);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ success: true, data: { level: 2, agreedAt: latest.agreedAt } });

    expect((await new Agent(t.app, 'localhost').get(cookieConsentReadPath)).statusCode).toBe(401);
    expect((await rowsOf(id)).length).toBe(2);
  });

  it('refuses a level outside 0–3 or extra fields with 400 and writes nothing', async () => {
    const before = await allRows();
    const agent = new Agent(t.app, 'localhost');
    for (const body of [{}, { level: 4 }, { level: -1 }, { level: 1.5 }, { level: '3' }, { level: null }, { level: 2, userId: 1 }, []]) {
      const res = await agent.post(cookieConsentLogPath, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await allRows()).toBe(before);
  });

  it("refuses a cookie-signed-in player's call without the CSRF token, writing nothing", async () => {
    const { agent, id } = await registerByApi(t.app, { host: 'localhost' });
    const withoutToken = new Agent(t.app, 'localhost', { csrf: false });
    for (const [name, value] of agent.cookies) withoutToken.cookies.set(name, value);
    const res = await withoutToken.post(cookieConsentLogPath, { level: 3 });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(id)).toEqual([]);
  });
});
