import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLoginPath } from '@stavka/contract/account-login';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Issue 13 "change login" and "sign-in by e-mail": a player chooses a login that signs in beside the
// account number (unique on the brand, any case), gives it up, and keeps their e-mail from signing
// in — then the e-mail answers as an unknown login would, and the office's own sign-in call too.

const consent = { age_confirmed: true, terms_accepted: true };

describe.each(await testDatabaseKinds())('the login and sign-in by e-mail on %s', (kind) => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg_v1']);
  });
  afterAll(() => t.close());

  async function player(): Promise<{ agent: Agent; number: string; email: string; password: string }> {
    serial += 1;
    const agent = new Agent(t.app);
    const email = `ways${serial}@example.com`;
    const res = await agent.post('/web-api/user/registration', {
      type: 'full_reg_v1', email, phone: `4477009002${String(serial).padStart(2, '0')}`, password: 'Player123', first_name: 'Jo', last_name: 'Doe', birth_date: '1990-01-01', currency: 'USD', ...consent,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { agent, number: res.json().data.login, email, password: 'Player123' };
  }
  const signIn = (login: string, password: string) => new Agent(t.app).post('/web-api/user/auth', { login, password });

  it('chooses a login that signs in in any case beside the account number, and gives it up', async () => {
    const { agent, number, email, password } = await player();
    expect((await agent.get(accountLoginPath)).json()).toEqual({
      success: true,
      data: { account_number: number, login: null, auth_by_email: true, email, email_confirmed: false },
    });
    const saved = await agent.request('PUT', accountLoginPath, { login: '  Ivan.Petrov_7 ' });
    expect(saved.json()).toMatchObject({ success: true, data: { login: 'ivan.petrov_7' } });
    expect((await signIn('IVAN.petrov_7', password)).json().data.login).toBe(number);
    expect((await signIn(number, password)).statusCode).toBe(200);

    await agent.request('PUT', accountLoginPath, { login: null });
    expect((await signIn('ivan.petrov_7', password)).statusCode).toBe(401);
    expect((await agent.get(accountLoginPath)).json().data.login).toBeNull();
  });

  it('refuses a login another player of the brand holds, and logins that break the rules, writing nothing', async () => {
    const first = await player();
    const second = await player();
    await first.agent.request('PUT', accountLoginPath, { login: 'lucky-bettor' });
    const taken = await second.agent.request('PUT', accountLoginPath, { login: 'Lucky-Bettor' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.errors).toEqual({ login: ['account_login_taken'] });
    for (const [login, message] of [['abc', 'account_login_too_short'], ['7bettor', 'account_login_letter_first'], ['bet tor', 'account_login_symbols'], ['a'.repeat(31), 'account_login_too_long']] as const) {
      const res = await second.agent.request('PUT', accountLoginPath, { login });
      expect(res.statusCode, login).toBe(400);
      expect(res.json().error.errors.login, login).toContain(message);
    }
    expect((await second.agent.request('PUT', accountLoginPath, {})).statusCode).toBe(400);
    expect((await second.agent.get(accountLoginPath)).json().data.login).toBeNull();
  });

  it('keeps the e-mail from signing in when asked: it answers like an unknown login, until turned on again', async () => {
    const { agent, number, email, password } = await player();
    const off = await agent.request('PUT', accountLoginPath, { auth_by_email: false });
    expect(off.json().data).toMatchObject({ auth_by_email: false });
    const byEmail = await signIn(email, password);
    const unknown = await signIn('nobody-at-all@example.com', password);
    expect(byEmail.statusCode).toBe(401);
    expect(byEmail.json()).toEqual(unknown.json());
    const office = await new Agent(t.app).post('/web-api/api/internal/office/account/login', { login: email, auth_by_email: true, password });
    expect(office.statusCode).toBe(401);
    expect((await signIn(number, password)).statusCode).toBe(200);

    await agent.request('PUT', accountLoginPath, { auth_by_email: true });
    expect((await signIn(email, password)).json().data.login).toBe(number);
  });

  it('answers a guest 401', async () => {
    expect((await new Agent(t.app).get(accountLoginPath)).statusCode).toBe(401);
    expect((await new Agent(t.app).request('PUT', accountLoginPath, { login: 'someone' })).statusCode).toBe(401);
  });
});
