import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, codeIn } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { newestOutboxId, waitForOutboxMessage } from '../../testing/outbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { listSites, setSiteValue } from '../site/service';

// Issue 10 "Locking other people out": wrong passwords and codes slow down the address that
// makes them, never the owner elsewhere; a sign-in lock never blocks a reset. Goalbet has no
// captcha, so nothing here escalates to one (the captcha tests cover the default brand).

const consent = { age_confirmed: true, terms_accepted: true };
const reset = '/web-api/api/internal/v1/user/passwordreset';
const MINUTE = 60_000;

describe.each(await testDatabaseKinds())('sign-in throttling on %s', (kind) => {
  let t: TestApp;
  let clock = new Date('2030-05-01T10:00:00Z');
  let goalbet: number;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => clock });
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['fast_reg', 'full_reg_v1']);
    goalbet = (await listSites(t.database.db)).find((site) => site.slug === 'goalbet')!.id;
  });
  afterAll(() => t.close());

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const from = (ip: string) => new Agent(t.app, 'goalbet.localhost', { ip });
  const newAccount = async () => {
    const n = ++serial;
    const account = { email: `owner${n}@example.com`, phone: `4477009${String(10_000 + n).slice(1)}`, password: 'Right-pass-1', login: '' };
    const res = await from('198.51.100.1').post('/web-api/user/registration', {
      type: 'full_reg_v1', email: account.email, phone: account.phone, password: account.password, first_name: 'Ow', last_name: 'Ner', birth_date: '1990-01-01', currency: 'USD', ...consent,
    });
    expect(res.statusCode).toBe(200);
    account.login = res.json().data.login;
    return account;
  };
  const signIn = (ip: string, login: string, password: string) => from(ip).post('/web-api/user/auth', { login, password: wrapPassword(password) });

  it("lets the owner in after an attacker's wrong passwords, and makes the attacker's address wait longer each time", async () => {
    const owner = await newAccount();
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(attacker, owner.login, `Wrong-${i}-pass`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refused = await signIn(attacker, owner.login, 'Wrong-again-1');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      // While it waits, even the right password from that address is refused.
      expect((await signIn(attacker, owner.login, owner.password)).statusCode).toBe(429);
      expect((await signIn('192.0.2.50', owner.login, owner.password)).statusCode).toBe(200);
      advance(waits[i]! * 1000);
    }
    expect(waits).toEqual([60, 120, 240]);

    // Many addresses, a few wrong passwords each: nobody is locked, the owner still gets in.
    for (let a = 0; a < 20; a++) {
      for (let i = 0; i < 3; i++) expect((await signIn(`203.0.113.${100 + a}`, owner.login, `Guess-${a}-${i}x`)).statusCode).toBe(401);
    }
    expect((await signIn('192.0.2.50', owner.login, owner.password)).statusCode).toBe(200);
    advance(16 * MINUTE);
  });

  it('never lets a sign-in lock block a password reset, from the owner or even from the locked address', async () => {
    const owner = await newAccount();
    const attacker = '203.0.113.8';
    for (let i = 0; i < 6; i++) await signIn(attacker, owner.email, `Wrong-${i}-pass`);
    expect((await signIn(attacker, owner.email, 'Wrong-more-1')).statusCode).toBe(429);

    for (const ip of ['192.0.2.51', attacker]) {
      const before = await newestOutboxId(t.database.db, goalbet, owner.email);
      const res = await from(ip).post(reset, { step: 'request', login: owner.email, channel: 'email' });
      expect(res.statusCode).toBe(200);
      const mail = await waitForOutboxMessage(t.database.db, { siteId: goalbet, to: owner.email, purpose: 'password_reset', after: before });
      expect(mail.links).toHaveLength(1);
      advance(MINUTE);
    }
    advance(16 * MINUTE);
  });

  it('counts an account number with leading zeros as the same login, and signs in with it', async () => {
    const owner = await newAccount();
    const ip = '203.0.113.9';
    const forms = [owner.login, `0${owner.login}`, `00${owner.login}`, ` ${owner.login} `, `000${owner.login}`];
    for (const form of forms) expect((await signIn(ip, form, 'Wrong-pass-9')).statusCode).toBe(401);
    expect((await signIn(ip, `0${owner.login}`, 'Wrong-pass-9')).statusCode).toBe(429);
    expect((await signIn(ip, owner.login, 'Wrong-pass-9')).statusCode).toBe(429);
    const right = await signIn('192.0.2.52', `0${owner.login}`, owner.password);
    expect(right.statusCode).toBe(200);
    expect(right.json().data.login).toBe(owner.login);
    advance(16 * MINUTE);
  });

  it("signs in only in the ways the brand's auth types allow", async () => {
    const owner = await newAccount();
    try {
      await setSiteValue(t.database.db, 'goalbet', 'auth.types', ['email', 'phone']);
      // Digits are a phone here, never an account number.
      expect((await signIn('192.0.2.53', owner.login, owner.password)).json().error.id).toBe('invalid_credentials');
      expect((await signIn('192.0.2.53', owner.phone, owner.password)).statusCode).toBe(200);

      await setSiteValue(t.database.db, 'goalbet', 'auth.types', ['email']);
      for (const login of [owner.login, owner.phone, '999']) {
        const refused = await signIn('192.0.2.53', login, owner.password);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.errors).toEqual({ login: ['auth_number_login_unavailable'] });
      }
      const bySms = await from('192.0.2.53').post('/web-api/sms-auth/send-code', { phone: owner.phone });
      expect(bySms.statusCode).toBe(400);

      await setSiteValue(t.database.db, 'goalbet', 'auth.types', ['login', 'phone']);
      const byEmail = await signIn('192.0.2.53', owner.email, owner.password);
      expect(byEmail.statusCode).toBe(400);
      expect(byEmail.json().error.errors).toEqual({ login: ['auth_email_login_unavailable'] });
      const office = await from('192.0.2.53').post('/web-api/api/internal/office/account/login', { login: owner.email, auth_by_email: true, password: owner.password });
      expect(office.statusCode).toBe(400);
      expect((await signIn('192.0.2.53', owner.login, owner.password)).statusCode).toBe(200);
    } finally {
      await setSiteValue(t.database.db, 'goalbet', 'auth.types', ['login', 'email', 'phone']);
    }
  });

  it("lets the owner sign in with a fresh SMS code after an attacker's wrong codes for the phone", async () => {
    const owner = await newAccount();
    const attacker = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await from(attacker).post('/web-api/sms-auth/check-code', { phone: owner.phone, code: '123456' })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);

    const owners = from('192.0.2.54');
    const before = await newestOutboxId(t.database.db, goalbet, owner.phone);
    expect((await owners.post('/web-api/sms-auth/send-code', { phone: owner.phone })).statusCode).toBe(200);
    const sms = await waitForOutboxMessage(t.database.db, { siteId: goalbet, to: owner.phone, purpose: 'sms_sign_in', after: before });
    // The attacker's guesses go on; the owner's code still works.
    await from(attacker).post('/web-api/sms-auth/check-code', { phone: owner.phone, code: '654321' });
    const res = await owners.post('/web-api/sms-auth/check-code', { phone: owner.phone, code: codeIn(sms.text) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.login).toBe(owner.login);
  });
});
