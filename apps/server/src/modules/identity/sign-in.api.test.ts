import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, codeIn, latestOutboxText } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';
import { setUserBlocked } from './service';

const consent = { age_confirmed: true, terms_accepted: true };

describe.each(await testDatabaseKinds())('sign-in, sessions and sign-out on %s', (kind) => {
  let t: TestApp;
  let account: { login: string; email: string; phone: string; password: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg_v1']);
    const a = new Agent(t.app);
    const res = await a.post('/web-api/user/registration', {
      type: 'full_reg_v1', email: 'player@example.com', phone: '447700900111', password: 'Player123', first_name: 'Jo', last_name: 'Doe', birth_date: '1990-01-01', currency: 'USD', ...consent,
    });
    account = { login: res.json().data.login, email: 'player@example.com', phone: '447700900111', password: 'Player123' };
  });
  afterAll(() => t.close());

  it.each([
    ['the account number and a plain password', () => ({ login: account.login, password: account.password })],
    ['the e-mail and a wrapped password', () => ({ login: 'PLAYER@example.com', password: wrapPassword(account.password) })],
    ['the phone and a wrapped password', () => ({ login: '+44 7700 900111', password: wrapPassword(account.password) })],
  ])('signs in with %s', async (_name, body) => {
    const a = new Agent(t.app);
    const res = await a.post('/web-api/user/auth', body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.login).toBe(account.login);
    const session = await a.get('/web-api/session-api/sessions/user');
    expect(session.json().data).toMatchObject({ login: account.login, current: true });
  });

  it('signs in through the office login call, by e-mail', async () => {
    const a = new Agent(t.app);
    const res = await a.post('/web-api/api/internal/office/account/login', { login: account.email, auth_by_email: true, password: wrapPassword(account.password) });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown login the same way', async () => {
    const wrong = await new Agent(t.app).post('/web-api/user/auth', { login: account.email, password: 'Wrong1234' });
    const unknown = await new Agent(t.app).post('/web-api/user/auth', { login: 'nobody@example.com', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks a login out after repeated failures, with a clear message', async () => {
    const login = '447700900999';
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await new Agent(t.app).post('/web-api/user/auth', { login, password: 'Wrong1234' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    expect(last?.json().error.message).toMatch(/Try again in \d+ minute/);
    expect(last?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('signs in by SMS code, and says the same for a phone without an account', async () => {
    const a = new Agent(t.app);
    const sent = await a.post('/web-api/sms-auth/send-code', { phone: account.phone });
    const none = await new Agent(t.app).post('/web-api/sms-auth/send-code', { phone: '447700900555' });
    expect(sent.json()).toEqual(none.json());
    const code = codeIn(await latestOutboxText(t.app, account.phone));
    const res = await a.post('/web-api/sms-auth/check-code', { phone: account.phone, code });
    expect(res.statusCode).toBe(200);
    expect((await a.get('/web-api/user/getuserconfig')).json().data.login).toBe(account.login);
    expect((await new Agent(t.app).post('/web-api/sms-auth/check-code', { phone: account.phone, code })).statusCode).toBe(400);
  });

  it('signs out: the session and its tokens stop working', async () => {
    const a = new Agent(t.app);
    await a.post('/web-api/user/auth', { login: account.login, password: account.password });
    const token = (await a.get('/web-api/user/gettoken')).json().data.token as string;
    const out = await a.post('/web-api/user/disconnect');
    expect(out.statusCode).toBe(200);
    expect(a.cookies.get('stavka_session')).toBeUndefined();
    expect((await a.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    const byToken = await new Agent(t.app).get('/web-api/user/getuserconfig', { 'x-auth': `Bearer ${token}` });
    expect(byToken.statusCode).toBe(401);
  });

  it('refuses cookie writes without the CSRF token, and cross-site requests', async () => {
    const a = new Agent(t.app, 'goalbet.localhost', { csrf: false });
    await a.post('/web-api/user/auth', { login: account.login, password: account.password });
    const refused = await a.post('/web-api/user/updatetoken');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.id).toBe('csrf_failed');
    const withToken = await a.post('/web-api/user/updatetoken', {}, { 'x-csrf-token': a.cookies.get('csrf_token') ?? '' });
    expect(withToken.statusCode).toBe(200);
    const crossSite = await new Agent(t.app, 'goalbet.localhost', { origin: 'https://evil.example' }).post('/web-api/user/auth', { login: account.login, password: account.password });
    expect(crossSite.statusCode).toBe(403);
  });

  it('sets Lax, HttpOnly session cookies, and SameSite=None; Secure; Partitioned in frame mode', async () => {
    const a = new Agent(t.app);
    const res = await a.post('/web-api/user/auth', { login: account.login, password: account.password });
    const session = res.cookies.find((c) => c.name === 'stavka_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    await setSiteValue(t.database.db, 'goalbet', 'iframe.cookieMode', 'frame');
    await setSiteValue(t.database.db, 'goalbet', 'iframe.partitioned', true);
    try {
      const framed = await new Agent(t.app).post('/web-api/user/auth', { login: account.login, password: account.password });
      const cookie = framed.headers['set-cookie'];
      const line = (Array.isArray(cookie) ? cookie : [String(cookie)]).find((c) => c.startsWith('stavka_session='));
      expect(line).toMatch(/SameSite=None/);
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/Partitioned/);
      expect(line).toMatch(/HttpOnly/);
    } finally {
      await setSiteValue(t.database.db, 'goalbet', 'iframe.cookieMode', 'default');
    }
  });

  it('ends every session of a blocked player and refuses their sign-in', async () => {
    const a = new Agent(t.app);
    const { data } = (await a.post('/web-api/user/registration', { type: 'fast_reg', country_id: 826, currency: 'USD', ...consent })).json();
    await setUserBlocked({ db: t.database.db, outbox: t.app.outbox }, Number(data.login), true);
    expect((await a.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    const again = await new Agent(t.app).post('/web-api/user/auth', { login: data.login, password: data.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.id).toBe('account_blocked');
  });

  it('sends VIP geos to the VIP domain', async () => {
    await setSiteValue(t.database.db, 'goalbet', 'auth.geoAuthReqVip', [792]);
    await setSiteValue(t.database.db, 'goalbet', 'auth.vipDomain', 'vip.goalbet.localhost');
    try {
      const fromTurkey = await new Agent(t.app).post('/web-api/user/auth', { login: account.login, password: account.password }, { 'x-geo-country': 'TR' });
      expect(fromTurkey.statusCode).toBe(403);
      expect(fromTurkey.json().error.id).toBe('vip_domain_required');
      const fromUk = await new Agent(t.app).post('/web-api/user/auth', { login: account.login, password: account.password }, { 'x-geo-country': 'GB' });
      expect(fromUk.statusCode).toBe(200);
    } finally {
      await setSiteValue(t.database.db, 'goalbet', 'auth.geoAuthReqVip', []);
    }
  });

  it.each([
    ['/web-api/user/auth', { login: '', password: 'x' }],
    ['/web-api/user/auth', { login: 'a', password: 12 }],
    ['/web-api/api/internal/office/account/login', { login: 'a' }],
    ['/web-api/sms-auth/send-code', { phone: 'abc' }],
    ['/web-api/sms-auth/check-code', { phone: '447700900111', code: 'abcdef' }],
  ])('refuses malformed input at %s', async (url, body) => {
    const res = await new Agent(t.app).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
