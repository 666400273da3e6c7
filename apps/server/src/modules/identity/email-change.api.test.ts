import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangePaths as paths } from '@stavka/contract/email-change';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, codeIn, latestOutboxText } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Security", office_email_change: the account's password, a code to the new address, that
// code; the address is then the account's and confirmed, and signs in. A wrong password, a wrong or
// expired code change nothing; an address of another account gets the same first answer as any, and
// is refused only after its code; a code sent for another session confirms nothing.

const MINUTE = 60_000;

describe.each(await testDatabaseKinds())('changing the e-mail on %s', (kind) => {
  let t: TestApp;
  let clock = new Date(Date.now() + 86_400_000);
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const freshEmail = () => `change${++n}-${Date.now()}@example.com`;

  async function player(): Promise<{ agent: Agent; login: string; password: string }> {
    const agent = new Agent(t.app, 'localhost', { ip: `10.5.0.${++n}` });
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, login, password };
  }
  const config = async (agent: Agent) => (await agent.get('/web-api/user/getuserconfig')).json().data as { email: string | null; emailConfirmed: boolean };
  const mailCode = async (email: string) => codeIn(await latestOutboxText(t.app, email, 'localhost'));

  it('sets a new address with the password and the code mailed to it, and the address then signs in', async () => {
    const p = await player();
    const email = freshEmail();
    const wrongPassword = await p.agent.post(paths.change, { email, password: wrapPassword(`${p.password}x`) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.errors).toEqual({ password: ['password_change_wrong_current'] });

    const sent = await p.agent.post(paths.change, { email: ` ${email.toUpperCase()} `, password: wrapPassword(p.password), lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ email, resendAfterSeconds: 60 });
    const text = await latestOutboxText(t.app, email, 'localhost');
    expect(text).toMatch(/e-mail change code is \d{6}/);
    const wrong = String((Number(codeIn(text)) + 1) % 1_000_000).padStart(6, '0');
    expect((await p.agent.post(paths.confirm, { email, confirm_code: wrong })).json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect(await config(p.agent)).toMatchObject({ email: null, emailConfirmed: false });

    const done = await p.agent.post(paths.confirm, { email, confirm_code: codeIn(text) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ email, emailConfirmed: true });
    expect(await config(p.agent)).toMatchObject({ email, emailConfirmed: true });
    expect((await p.agent.post(paths.confirm, { email, confirm_code: codeIn(text) })).statusCode).toBe(400);

    const signIn = await new Agent(t.app, 'localhost', { ip: '10.5.9.1' }).post('/web-api/user/auth', { login: email, password: p.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it("refuses an expired code, a code of another session, and another account's address only after its code", async () => {
    const a = await player();
    const b = await player();
    const email = freshEmail();
    await a.agent.post(paths.change, { email, password: wrapPassword(a.password) });
    const code = await mailCode(email);
    const stolen = await b.agent.post(paths.confirm, { email, confirm_code: code });
    expect(stolen.json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect(await config(b.agent)).toMatchObject({ email: null });

    later(MINUTE + 1000);
    await a.agent.post(paths.change, { email, password: wrapPassword(a.password) });
    const expiring = await mailCode(email);
    later(10 * MINUTE + 1000);
    expect((await a.agent.post(paths.confirm, { email, confirm_code: expiring })).json().error.errors).toEqual({ confirm_code: ['auth_incorrect_code'] });
    expect(await config(a.agent)).toMatchObject({ email: null });

    await a.agent.post(paths.change, { email, password: wrapPassword(a.password) });
    expect((await a.agent.post(paths.confirm, { email, confirm_code: await mailCode(email) })).statusCode).toBe(200);

    // B asks for A's address: the same answer as for a free one; the code then says it is taken.
    later(MINUTE + 1000);
    const free = await b.agent.post(paths.change, { email: freshEmail(), password: wrapPassword(b.password) });
    const taken = await b.agent.post(paths.change, { email, password: wrapPassword(b.password) });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(Object.keys(taken.json().data)).toEqual(Object.keys(free.json().data));
    const refused = await b.agent.post(paths.confirm, { email, confirm_code: await mailCode(email) });
    expect(refused.json().error.errors).toEqual({ email: ['email_change_taken'] });
    expect(await config(b.agent)).toMatchObject({ email: null });
    expect(await config(a.agent)).toMatchObject({ email, emailConfirmed: true });

    const guest = new Agent(t.app, 'localhost', { ip: '10.5.9.2' });
    expect((await guest.post(paths.change, { email: freshEmail(), password: 'whatever1' })).statusCode).toBe(401);
  });
});
