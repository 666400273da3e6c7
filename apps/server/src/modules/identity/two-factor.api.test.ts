import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { twoFactorPaths as paths } from '@stavka/contract/two-factor';
import { eq } from 'drizzle-orm';
import { users, userTwoFactor } from '@stavka/db/schema';
import { Agent, codeIn, latestOutboxText } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Two-factor sign-in with a TOTP app (issue 13): the office turns it on with a code computed from
// the secret it showed, a sign-in then asks for a code before any session, a code is taken once,
// wrong ones lock the checks for a while, and the recovery hash turns it off.

const STEP_MS = 30_000;
const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe.each(await testDatabaseKinds())('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  // The server's clock, moved by the tests a time step at a time.
  let clock = new Date('2026-11-26T12:00:05Z');
  let ip = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await withoutCaptcha(t.database.db);
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg_v1']);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = new Date(clock.getTime() + 10 * STEP_MS);
  });

  /** A one-click player on Goalbet, signed in, with the password the site showed once; each from an address of its own. */
  async function player() {
    const agent = new Agent(t.app, 'goalbet.localhost', { ip: `10.0.0.${++ip}` });
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'USD', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, login, password, ip: `10.0.0.${ip}` };
  }

  /** A player registered with an e-mail, a phone and a chosen password. */
  async function fullPlayer({ email, phone }: { email: string; phone: string }) {
    const agent = new Agent(t.app, 'goalbet.localhost', { ip: `10.0.0.${++ip}` });
    const body = { type: 'full_reg_v1', email, phone, password: 'Player123', first_name: 'Jo', last_name: 'Doe', birth_date: '1990-01-01', currency: 'USD', age_confirmed: true, terms_accepted: true };
    const res = await agent.post('/web-api/user/registration', body);
    expect(res.statusCode, res.body).toBe(200);
    return { agent, login: res.json<{ data: { login: string } }>().data.login, password: 'Player123', ip: `10.0.0.${ip}`, body };
  }

  /** Turns two-factor on for the agent's player: the secret and the recovery hash. */
  async function turnOn(agent: Agent) {
    const secret = (await agent.post(paths.qrCode)).json().data.code as string;
    const enabled = await agent.post(paths.enable, { app_code: codeAt(secret, clock) });
    expect(enabled.statusCode).toBe(200);
    return { secret, hash: enabled.json().data.hash as string };
  }

  /** A player with two-factor on: its secret and recovery hash. */
  async function playerWithTwoFactor() {
    const p = await player();
    return { ...p, ...(await turnOn(p.agent)) };
  }

  it('shows the secret as a QR image, an otpauth link with the brand and login, and as text', async () => {
    const { agent, login } = await player();
    expect((await agent.post(paths.status)).json().data).toEqual({ enabled: false, enabledAt: null });
    const res = await agent.post(paths.qrCode);
    expect(res.statusCode).toBe(200);
    const { qr_code_url, qr_link, code } = res.json().data;
    expect(qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect(code).toMatch(/^[A-Z2-7]{32}$/);
    const link = new URL(qr_link);
    expect(link.protocol).toBe('otpauth:');
    expect(link.searchParams.get('issuer')).toBe('Goalbet');
    expect(link.searchParams.get('secret')).toBe(code);
    expect(link.host).toBe('totp');
    expect(decodeURIComponent(link.pathname)).toBe(`/Goalbet:${login}`);
    // Asked again before it is confirmed: the same secret, so the app added first still works.
    expect((await agent.post(paths.qrCode)).json().data.code).toBe(code);
  });

  it('turns on with a right code and answers the recovery hash once; the secret is kept encrypted', async () => {
    const { agent, secret, hash } = await playerWithTwoFactor();
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect((await agent.post(paths.status)).json().data.enabled).toBe(true);
    const again = await agent.post(paths.qrCode);
    expect(again.statusCode).toBe(409);
    const stored = await t.database.db.select().from(userTwoFactor);
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row.secretCiphertext).not.toContain(secret);
      expect(row.recoveryHash).not.toBe(hash);
    }
  });

  it('refuses a wrong code with error code 1 (the app), an SMS code with 2, and stays off', async () => {
    const { agent } = await player();
    const secret = (await agent.post(paths.qrCode)).json().data.code as string;
    const right = codeAt(secret, clock);
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await agent.post(paths.enable, { app_code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ errors: { app_code: ['two_factor_wrong_code'] }, details: { code: 1 } });
    // An SMS code from a player without a confirmed phone: nothing could have been sent.
    const sms = await agent.post(paths.enable, { app_code: right, sms_code: '1234' });
    expect(sms.json().error).toMatchObject({ errors: { sms_code: ['two_factor_no_phone'] }, details: { code: 2 } });
    expect((await agent.post(paths.sendSms)).json().error.details.code).toBe(2);
    expect((await agent.post(paths.status)).json().data.enabled).toBe(false);
  });

  it('turns on with the app code and the SMS code sent to the confirmed phone; a wrong SMS code is error 2', async () => {
    const phone = '447700900333';
    const { agent, login } = await fullPlayer({ email: 'sms.two.factor@example.com', phone });
    await t.database.db.update(users).set({ phoneVerifiedAt: clock }).where(eq(users.id, Number(login)));
    const secret = (await agent.post(paths.qrCode)).json().data.code as string;
    const sent = await agent.post(paths.sendSms);
    expect(sent.statusCode).toBe(200);
    const smsCode = codeIn(await latestOutboxText(t.app, phone));
    const wrongSms = smsCode === '000000' ? '111111' : '000000';
    const refused = await agent.post(paths.enable, { app_code: codeAt(secret, clock), sms_code: wrongSms });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ errors: { sms_code: ['auth_incorrect_code'] }, details: { code: 2 } });
    expect((await agent.post(paths.status)).json().data.enabled).toBe(false);
    clock = new Date(clock.getTime() + STEP_MS);
    const enabled = await agent.post(paths.enable, { app_code: codeAt(secret, clock), sms_code: smsCode });
    expect(enabled.statusCode).toBe(200);
    expect((await agent.post(paths.status)).json().data.enabled).toBe(true);
  });

  it('takes a code of the step before or after, not two steps away', async () => {
    const { agent } = await player();
    const secret = (await agent.post(paths.qrCode)).json().data.code as string;
    const tooOld = codeAt(secret, new Date(clock.getTime() - 2 * STEP_MS));
    expect((await agent.post(paths.enable, { app_code: tooOld })).statusCode).toBe(400);
    expect((await agent.post(paths.enable, { app_code: codeAt(secret, new Date(clock.getTime() - STEP_MS)) })).statusCode).toBe(200);
  });

  it('asks a signed-in password for the second factor before any session, and takes each code once', async () => {
    const { login, password, secret, ip: address } = await playerWithTwoFactor();
    const browser = new Agent(t.app, 'goalbet.localhost', { ip: address });
    const first = await browser.post('/web-api/user/auth', { login, password });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ twoFactorRequired: true, expiresInSeconds: 300 });
    expect(first.json().data.userId).toBeUndefined();
    expect((await browser.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    const token = first.json().data.token as string;
    // The code that turned it on was taken: the same step is refused.
    const replay = await browser.post(paths.signIn, { token, code: codeAt(secret, clock) });
    expect(replay.json().error.errors).toEqual({ code: ['two_factor_code_used'] });
    expect((await browser.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    clock = new Date(clock.getTime() + STEP_MS);
    const code = codeAt(secret, clock);
    const done = await browser.post(paths.signIn, { token, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ login, twoFactorTurnedOff: false });
    expect((await browser.get('/web-api/user/getuserconfig')).json().data.login).toBe(login);
    // The same code from another browser, with the same token: taken already.
    const other = new Agent(t.app, 'goalbet.localhost', { ip: address });
    expect((await other.post(paths.signIn, { token, code })).json().error.errors).toEqual({ code: ['two_factor_code_used'] });
    expect((await other.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
  });

  it('takes a code once when two second steps send it at the same moment', async () => {
    const { login, password, secret, ip: address } = await playerWithTwoFactor();
    const browsers = [new Agent(t.app, 'goalbet.localhost', { ip: address }), new Agent(t.app, 'goalbet.localhost', { ip: address })];
    const tokens = await Promise.all(browsers.map(async (b) => (await b.post('/web-api/user/auth', { login, password })).json().data.token as string));
    clock = new Date(clock.getTime() + STEP_MS);
    const code = codeAt(secret, clock);
    const answers = await Promise.all(browsers.map((b, i) => b.post(paths.signIn, { token: tokens[i], code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('asks for the second factor after a right SMS code too, and a repeated registration no longer signs in', async () => {
    const phone = '447700900222';
    const { agent, login, body } = await fullPlayer({ email: 'two.factor@example.com', phone });
    const { secret } = await turnOn(agent);
    const browser = new Agent(t.app, 'goalbet.localhost', { ip: '10.0.1.1' });
    await browser.post('/web-api/sms-auth/send-code', { phone });
    const checked = await browser.post('/web-api/sms-auth/check-code', { phone, code: codeIn(await latestOutboxText(t.app, phone)) });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.twoFactorRequired).toBe(true);
    expect((await browser.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    clock = new Date(clock.getTime() + STEP_MS);
    const done = await browser.post(paths.signIn, { token: checked.json().data.token, code: codeAt(secret, clock) });
    expect(done.json().data.login).toBe(login);
    // The registration sent again with the same password (a lost answer) signs in without any code no more.
    const again = new Agent(t.app, 'goalbet.localhost', { ip: '10.0.1.2' });
    const repeated = await again.post('/web-api/user/registration', body);
    expect(repeated.statusCode).toBe(400);
    expect((await again.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    expect((await agent.post(paths.status)).json().data.enabled).toBe(true);
  });

  it('locks the code checks after five wrong codes, even for the right one', async () => {
    const { login, password, secret, ip: address } = await playerWithTwoFactor();
    const browser = new Agent(t.app, 'goalbet.localhost', { ip: address });
    const token = (await browser.post('/web-api/user/auth', { login, password })).json().data.token as string;
    clock = new Date(clock.getTime() + STEP_MS);
    const right = codeAt(secret, clock);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await browser.post(paths.signIn, { token, code: wrong })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await browser.post(paths.signIn, { token, code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Try again in \d+ minutes/);
    expect((await browser.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
  });

  it('refuses a late, forged or other-brand challenge token', async () => {
    const { login, password, secret, ip: address } = await playerWithTwoFactor();
    const browser = new Agent(t.app, 'goalbet.localhost', { ip: address });
    const token = (await browser.post('/web-api/user/auth', { login, password })).json().data.token as string;
    clock = new Date(clock.getTime() + 6 * 60_000);
    const late = await browser.post(paths.signIn, { token, code: codeAt(secret, clock) });
    expect(late.statusCode).toBe(401);
    const forged = await browser.post(paths.signIn, { token: `${token.slice(0, -4)}AAAA`, code: codeAt(secret, clock) });
    expect(forged.statusCode).toBe(401);
    const fresh = (await browser.post('/web-api/user/auth', { login, password })).json().data.token as string;
    const otherBrand = await new Agent(t.app, 'localhost').post(paths.signIn, { token: fresh, code: codeAt(secret, clock) });
    expect(otherBrand.statusCode).toBe(401);
  });

  it('signs in with the recovery hash instead of a code, which turns two-factor off', async () => {
    const { login, password, hash, ip: address } = await playerWithTwoFactor();
    const browser = new Agent(t.app, 'goalbet.localhost', { ip: address });
    const token = (await browser.post('/web-api/user/auth', { login, password })).json().data.token as string;
    const res = await browser.post(paths.signIn, { token, hash: hash.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ login, twoFactorTurnedOff: true });
    expect((await browser.post(paths.status)).json().data.enabled).toBe(false);
    const next = await new Agent(t.app, 'goalbet.localhost', { ip: address }).post('/web-api/user/auth', { login, password });
    expect(next.json().data.login).toBe(login);
  });

  it('turns off with the recovery hash, not with a wrong one', async () => {
    const { agent, hash } = await playerWithTwoFactor();
    const wrong = await agent.post(paths.disable, { hash: 'f'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.errors).toEqual({ hash: ['two_factor_wrong_hash'] });
    expect((await agent.post(paths.status)).json().data.enabled).toBe(true);
    const res = await agent.post(paths.disable, { hash });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ enabled: false, enabledAt: null });
    expect((await agent.post(paths.disable, { hash })).statusCode).toBe(409);
  });

  it("works only on the caller's own account: another player's hash does nothing, a guest is refused", async () => {
    const owner = await playerWithTwoFactor();
    const other = await player();
    const res = await other.agent.post(paths.disable, { hash: owner.hash });
    expect(res.statusCode).toBe(409);
    expect((await owner.agent.post(paths.status)).json().data.enabled).toBe(true);
    const guest = new Agent(t.app, 'goalbet.localhost');
    for (const path of [paths.status, paths.qrCode, paths.enable, paths.disable]) {
      expect((await guest.post(path, {})).statusCode).toBe(401);
    }
    // A write without the CSRF header is refused too.
    const noCsrf = new Agent(t.app, 'goalbet.localhost', { csrf: false });
    for (const [name, value] of owner.agent.cookies) noCsrf.cookies.set(name, value);
    expect((await noCsrf.post(paths.disable, { hash: owner.hash })).statusCode).toBe(403);
    expect((await owner.agent.post(paths.status)).json().data.enabled).toBe(true);
  });

  it.each([
    ['a code of letters', paths.enable, { app_code: 'abcdef' }, 'app_code'],
    ['a five-digit code', paths.enable, { app_code: '12345' }, 'app_code'],
    ['an unknown field', paths.enable, { app_code: '123456', extra: 1 }, ''],
    ['a short hash', paths.disable, { hash: 'abc' }, 'hash'],
    ['a hash of a wrong type', paths.disable, { hash: 42 }, 'hash'],
  ])('answers %s with a 400 and changes nothing', async (_name, path, body, field) => {
    const { agent } = await player();
    await agent.post(paths.qrCode);
    const res = await agent.post(path, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json().error.errors)).toContain(field);
    expect((await agent.post(paths.status)).json().data.enabled).toBe(false);
  });

  it('answers a second step without a token or code with a 400', async () => {
    const browser = new Agent(t.app, 'goalbet.localhost');
    expect((await browser.post(paths.signIn, {})).statusCode).toBe(400);
    expect((await browser.post(paths.signIn, { token: 'x'.repeat(30) })).statusCode).toBe(400);
  });
});
