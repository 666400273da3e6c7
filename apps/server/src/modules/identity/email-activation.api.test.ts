import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, codeIn, latestOutboxText, linkTokenIn } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Issue 13 "Security", office_activation_email: a signed-in player with an unconfirmed e-mail asks
// for a link (built on the brand's origin, never the request's Host) or a code, and the answer says
// where it went and how long the next one waits; the code is single-use, expires, and works only
// for the account it was sent for.

const MINUTE = 60_000;

describe.each(await testDatabaseKinds())('confirming the e-mail from the office on %s', (kind) => {
  let t: TestApp;
  let clock = new Date(Date.now() + 86_400_000);
  let players = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await withoutCaptcha(t.database.db);
    await setSiteValue(t.database.db, 'stavka', 'registration.types', ['fast_reg', 'short_reg']);
  });
  afterAll(() => t.close());

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  /** A player registered with an e-mail (unconfirmed), signed in; the registration's own mail waits out its minute. */
  async function player(): Promise<{ agent: Agent; email: string }> {
    const email = `mail${++players}-${Date.now()}@example.com`;
    const agent = new Agent(t.app, 'localhost', { ip: `10.6.0.${players}` });
    const res = await agent.post('/web-api/user/registration', { type: 'short_reg', email, password: 'Short1234', currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    later(MINUTE + 1000);
    return { agent, email };
  }
  const confirmed = async (agent: Agent) => (await agent.get('/web-api/user/getuserconfig')).json().data.emailConfirmed as boolean;

  it("sends a link on the brand's origin whatever the Host says, and says where and when the next one may go", async () => {
    const { agent, email } = await player();
    const sent = await agent.post('/web-api/user/sendActivationMail', { mode: 'link', lang: 'en' }, { 'x-forwarded-host': 'evil.example' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ emailConfirmed: false, sent: 'link', email, resendAfterSeconds: 60 });
    const text = await latestOutboxText(t.app, email, 'localhost');
    expect(text).not.toContain('evil.example');
    expect((await agent.post('/web-api/user/sendActivationMail', { mode: 'code' })).statusCode).toBe(429);
    expect((await new Agent(t.app, 'localhost').post('/web-api/api/internal/v1/user/activate', { token: linkTokenIn(text) })).statusCode).toBe(200);
    expect(await confirmed(agent)).toBe(true);
  });

  it('confirms by a mailed code once, refuses a wrong or expired one, and a code works only for its account', async () => {
    const a = await player();
    const b = await player();
    expect((await a.agent.post('/web-api/user/sendActivationMail', { mode: 'code' })).statusCode).toBe(200);
    const code = codeIn(await latestOutboxText(t.app, a.email, 'localhost'));

    // B's session checks B's own address: A's code is no code there.
    const other = await b.agent.post('/web-api/api/internal/v1/user/activatefast', { code });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.errors).toEqual({ code: ['auth_incorrect_code'] });
    expect(await confirmed(b.agent)).toBe(false);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await a.agent.post('/web-api/api/internal/v1/user/activatefast', { code: wrong })).statusCode).toBe(400);
    later(10 * MINUTE + 1000);
    const expired = await a.agent.post('/web-api/api/internal/v1/user/activatefast', { code });
    expect(expired.json().error.errors).toEqual({ code: ['auth_incorrect_code'] });
    expect(await confirmed(a.agent)).toBe(false);

    expect((await a.agent.post('/web-api/user/sendActivationMail', { mode: 'code' })).statusCode).toBe(200);
    const fresh = codeIn(await latestOutboxText(t.app, a.email, 'localhost'));
    expect((await a.agent.post('/web-api/api/internal/v1/user/activatefast', { code: fresh })).statusCode).toBe(200);
    expect(await confirmed(a.agent)).toBe(true);
    expect((await a.agent.post('/web-api/api/internal/v1/user/activatefast', { code: fresh })).statusCode).toBe(400);
    expect((await a.agent.post('/web-api/user/sendActivationMail', { mode: 'code' })).json().data).toEqual({ emailConfirmed: true });
  });
});
