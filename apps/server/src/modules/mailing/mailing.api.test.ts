import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingPath } from '@stavka/contract/mailing';
import { mailingSubscriptions } from '@stavka/db/schema';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { mayReach, subscribersOf } from './service';

// Issue 13 "Settings": the player's mailing preferences (POST /web-api/user/mailing). A player
// ticks the news and offers they want by e-mail, SMS or push, reads the choice back, and the
// sending side asks the same rows; bad kinds or channels write nothing; one player's choice never
// touches another's.

const nothing = { subscriptions: { news: [], promotions: [], bonuses: [] } };

describe.each(await testDatabaseKinds())('mailing preferences on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(): Promise<{ agent: Agent; id: number }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, id: Number(res.json<{ data: { login: string } }>().data.login) };
  }
  const read = async (agent: Agent) => {
    const res = await agent.post(mailingPath, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('starts with nothing ticked, saves the kinds named, and reads the choice back', async () => {
    const { agent, id } = await player();
    expect(await read(agent)).toEqual(nothing);

    const saved = await agent.post(mailingPath, { subscriptions: { news: ['push', 'email', 'push'], bonuses: ['sms'] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { subscriptions: { news: ['email', 'push'], promotions: [], bonuses: ['sms'] } };
    expect(saved.json().data).toEqual(expected);
    expect(await read(agent)).toEqual(expected);

    // A kind not named stays; a kind named becomes exactly its list.
    await agent.post(mailingPath, { subscriptions: { news: ['sms'], promotions: ['email'] } });
    expect(await read(agent)).toEqual({ subscriptions: { news: ['sms'], promotions: ['email'], bonuses: ['sms'] } });

    // What a sender asks is what the player chose.
    expect(await mayReach(t.database.db, id, 'promotions', 'email')).toBe(true);
    expect(await mayReach(t.database.db, id, 'news', 'email')).toBe(false);

    // Unsubscribing from everything leaves nothing a sender could use.
    await agent.post(mailingPath, { subscriptions: { news: [], promotions: [], bonuses: [] } });
    expect(await read(agent)).toEqual(nothing);
    expect(await t.database.db.select().from(mailingSubscriptions).where(eq(mailingSubscriptions.userId, id))).toEqual([]);
  });

  it('refuses an unknown kind or channel with the validation map and writes nothing', async () => {
    const { agent, id } = await player();
    await agent.post(mailingPath, { subscriptions: { news: ['email'] } });

    const badKind = await agent.post(mailingPath, { subscriptions: { news: [], casino: ['email'] } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({ success: false, error: { errors: { subscriptions: ['mailing_kind_unknown'] } } });

    const badChannel = await agent.post(mailingPath, { subscriptions: { news: [], promotions: ['fax'] } });
    expect(badChannel.statusCode).toBe(400);
    expect(Object.values(badChannel.json().error.errors).flat()).toContain('mailing_channel_unknown');

    const notAList = await agent.post(mailingPath, { subscriptions: { news: 'email' } });
    expect(notAList.statusCode).toBe(400);
    const otherField = await agent.post(mailingPath, { user_id: id + 1, subscriptions: { news: [] } });
    expect(otherField.statusCode).toBe(400);

    expect(await read(agent)).toEqual({ subscriptions: { news: ['email'], promotions: [], bonuses: [] } });
  });

  it("takes the player from the session only: another player's choice is untouched, a guest is refused", async () => {
    const first = await player();
    const second = await player();
    await first.agent.post(mailingPath, { subscriptions: { promotions: ['email', 'sms'] } });
    await second.agent.post(mailingPath, { subscriptions: { promotions: ['push'] } });

    expect(await read(first.agent)).toEqual({ subscriptions: { news: [], promotions: ['email', 'sms'], bonuses: [] } });
    expect(await read(second.agent)).toEqual({ subscriptions: { news: [], promotions: ['push'], bonuses: [] } });
    expect(await subscribersOf(t.database.db, [first.id, second.id], 'promotions', 'email')).toEqual([first.id]);
    expect(await subscribersOf(t.database.db, [first.id, second.id], 'promotions', 'push')).toEqual([second.id]);

    const guest = new Agent(t.app, 'localhost');
    const refused = await guest.post(mailingPath, { subscriptions: { promotions: [] } });
    expect(refused.statusCode).toBe(401);
    expect(await read(first.agent)).toEqual({ subscriptions: { news: [], promotions: ['email', 'sms'], bonuses: [] } });
  });

  it('refuses a change sent by cookie without the CSRF token', async () => {
    const { agent } = await player();
    const res = await t.app.inject({
      method: 'POST',
      url: mailingPath,
      headers: {
        host: 'localhost',
        cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'content-type': 'application/json',
      },
      payload: { subscriptions: { news: ['email'] } },
    });
    expect(res.statusCode).toBe(403);
    expect(await read(agent)).toEqual(nothing);
  });
});
