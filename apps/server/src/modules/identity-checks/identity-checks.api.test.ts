import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificationPaths, type IdentificationState } from '@stavka/contract/identification';
import { identityCheckPaths as paths, identityCheckSessionPath, type IdentityCheck } from '@stavka/contract/identity-checks';
import { messagePaths, type MessagesPage } from '@stavka/contract/messages';
import { identityChecks } from '@stavka/db/schema';
import { Agent, type AgentResponse } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13, decision 0044: Smart-ID and Mobile-ID checks walked through the built-in local e-ID
// service, as a player does — start with the personal code, see the verification code, answer on
// the local "phone app" page, and read the check until it ends. A passed check verifies the player
// as approved documents do; a refused or timed-out one says why; nobody reads another's check.

type Ok<T> = { success: true; data: T };

describe.each(await testDatabaseKinds())('identity checks through the local e-ID service on %s', (kind) => {
  let t: TestApp;
  // Now, in whole seconds: the session cookie's expiry follows this clock, and the agent drops a cookie past its time.
  let clock = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(): Promise<Agent> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  }
  const checkOf = (res: AgentResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<IdentityCheck>>().data;
  };
  const smartId = async (agent: Agent) => checkOf(await agent.post(paths.smartId, { country: 'EE', personal_code: '30303039914' }));
  const status = async (agent: Agent, id: number) => checkOf(await agent.get(identityCheckSessionPath(id)));
  /** The phone: the local page (the same code shown), then the answer through its form. */
  const phone = async (check: IdentityCheck, answer: 'confirm' | 'refuse') => {
    const path = new URL(check.pageUrl!).pathname;
    const page = await t.app.inject({ url: path, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-testid="local-eid-code">${check.verificationCode}<`);
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `answer=${answer}&lang=en`,
    });
  };
  const identification = async (agent: Agent) => (await agent.get(identificationPaths.status)).json<Ok<IdentificationState>>().data;
  const checkRows = async () => (await t.database.db.select({ n: count() }).from(identityChecks))[0]!.n;

  it('offers the brand’s methods, and refuses a guest', async () => {
    expect((await new Agent(t.app, 'localhost').get(paths.methods)).json()).toEqual({
      success: true,
      data: { methods: ['smart_id', 'mobile_id', 'liveness'] },
    });
    // The second demo brand offers no Mobile-ID.
    expect((await new Agent(t.app, 'goalbet.localhost').get(paths.methods)).json()).toEqual({
      success: true,
      data: { methods: ['smart_id', 'liveness'] },
    });
    const guest = new Agent(t.app, 'localhost');
    for (const res of [
      await guest.post(paths.smartId, { country: 'EE', personal_code: '30303039914' }),
      await guest.get(identityCheckSessionPath(1)),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('passes a Smart-ID check the player confirms, and verifies them as approved documents do', async () => {
    const agent = await player();
    const started = await smartId(agent);
    expect(started).toMatchObject({ kind: 'smart_id', state: 'pending', reason: null, finishedAt: null });
    expect(started.verificationCode).toMatch(/^\d{4}$/);
    expect(started.pageUrl).toMatch(/^http:\/\/localhost:3000\/local-eid\/[0-9a-f-]{36}$/);
    expect(await status(agent, started.id)).toMatchObject({ state: 'pending', verificationCode: started.verificationCode });

    const answered = await phone(started, 'confirm');
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('You confirmed');
    expect(await status(agent, started.id)).toMatchObject({
      state: 'passed',
      reason: null,
      pageUrl: null,
      finishedAt: clock.toISOString(),
    });
    expect(await identification(agent)).toMatchObject({ status: 'verified', method: 'smart_id', documentType: null, documents: [] });
    const messages = (await agent.post(messagePaths.list, {})).json<Ok<MessagesPage>>().data.messages;
    expect(messages.map((m) => m.title)).toEqual(['Личность подтверждена']);

    // Asked again, it stays passed once (one message), and a verified player starts no other check.
    expect((await status(agent, started.id)).state).toBe('passed');
    expect((await agent.post(messagePaths.list, {})).json<Ok<MessagesPage>>().data.messages).toHaveLength(1);
    const again = await agent.post(paths.smartId, { country: 'EE', personal_code: '30303039914' });
    expect(again.statusCode).toBe(409);
  });

  it('fails a Mobile-ID check the player refuses, with the reason, and leaves them unverified', async () => {
    const agent = await player();
    const started = checkOf(await agent.post(paths.mobileId, { personal_code: '60001019906', phone: '+372 0000 0766' }));
    expect(started).toMatchObject({ kind: 'mobile_id', state: 'pending' });
    expect((await phone(started, 'refuse')).body).toContain('You refused');
    // A second answer on the phone changes nothing: the page tells how it ended.
    const second = await t.app.inject({
      method: 'POST',
      url: new URL(started.pageUrl!).pathname,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=confirm&lang=en',
    });
    expect(second.body).toContain('You refused');
    expect(await status(agent, started.id)).toMatchObject({ state: 'failed', reason: 'USER_REFUSED' });
    expect(await identification(agent)).toMatchObject({ status: 'none', method: null });
  });

  it('expires a check nobody answers, and the phone can no longer confirm it', async () => {
    const agent = await player();
    const started = await smartId(agent);
    clock = new Date(clock.getTime() + 121_000);
    expect(await status(agent, started.id)).toMatchObject({ state: 'expired', reason: 'TIMEOUT' });
    const late = await t.app.inject({
      method: 'POST',
      url: new URL(started.pageUrl!).pathname,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=confirm',
    });
    expect(late.body).toContain('The time to answer ran out');
    expect(await status(agent, started.id)).toMatchObject({ state: 'expired' });
    expect((await identification(agent)).status).toBe('none');
  });

  it('replaces a running check with a new one', async () => {
    const agent = await player();
    const first = await smartId(agent);
    const second = await smartId(agent);
    expect(await status(agent, first.id)).toMatchObject({ state: 'expired', reason: 'REPLACED' });
    expect((await status(agent, second.id)).state).toBe('pending');
  });

  it('answers another player’s check as one that does not exist', async () => {
    const owner = await player();
    const other = await player();
    const check = await smartId(owner);
    for (const path of [identityCheckSessionPath(check.id), identityCheckSessionPath(999_999_999), '/web-api/identification/session/abc']) {
      const res = await other.get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'not_found' } });
    }
    // Another brand's host does not find it either.
    const res = await t.app.inject({
      url: identityCheckSessionPath(check.id),
      headers: { host: 'goalbet.localhost', cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.statusCode).not.toBe(200);
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const agent = await player();
    const before = await checkRows();
    for (const [path, body, field, key] of [
      [paths.smartId, { country: 'EE', personal_code: '123' }, 'personal_code', 'identity_check_personal_code'],
      [paths.smartId, { country: 'LV', personal_code: '30303039914' }, 'personal_code', 'identity_check_personal_code'],
      [paths.smartId, { country: 'FI', personal_code: '30303039914' }, 'country', 'identity_check_country_unknown'],
      [paths.mobileId, { personal_code: '60001019906', phone: '+4912345678' }, 'phone', 'identity_check_phone'],
    ] as const) {
      const res = await agent.post(path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'validation', errors: { [field]: [key] } } });
    }
    expect(await checkRows()).toBe(before);
    // A Latvian code is written with its hyphen.
    expect(checkOf(await agent.post(paths.smartId, { country: 'LV', personal_code: '010101-10006' })).state).toBe('pending');
  });

  it('refuses Mobile-ID on a brand that does not offer it', async () => {
    const agent = new Agent(t.app, 'goalbet.localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 826,
      currency: 'USD',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await agent.post(paths.mobileId, { personal_code: '60001019906', phone: '+37200000766' });
    expect(refused.statusCode).toBe(404);
  });
});
