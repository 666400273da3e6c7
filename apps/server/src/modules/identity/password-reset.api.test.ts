import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, codeIn, latestOutboxText, linkTokenIn } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

const path = '/web-api/api/internal/v1/user/passwordreset';

describe.each(await testDatabaseKinds())('lost password on %s', (kind) => {
  let t: TestApp;
  let login: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await setSiteValue(t.database.db, 'goalbet', 'registration.types', ['full_reg_v1']);
    const res = await new Agent(t.app).post('/web-api/user/registration', {
      type: 'full_reg_v1', email: 'lost@example.com', phone: '447700900222', password: 'Before123', first_name: 'Lo', last_name: 'St', birth_date: '1991-02-03', currency: 'USD', age_confirmed: true, terms_accepted: true,
    });
    login = res.json().data.login;
  });
  afterAll(() => t.close());

  const signIn = (password: string) => new Agent(t.app).post('/web-api/user/auth', { login, password: wrapPassword(password) });

  it('never reveals whether an account exists', async () => {
    const known = await new Agent(t.app).post(path, { step: 'request', login: 'lost@example.com', channel: 'email' });
    const unknown = await new Agent(t.app).post(path, { step: 'request', login: 'ghost@example.com', channel: 'email' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('resets by the e-mailed link, once, and ends the old sessions', async () => {
    const before = new Agent(t.app);
    await before.post('/web-api/user/auth', { login, password: 'Before123' });
    await new Agent(t.app).post(path, { step: 'request', login: 'LOST@example.com', channel: 'email' });
    const token = linkTokenIn(await latestOutboxText(t.app, 'lost@example.com'));
    const saved = await new Agent(t.app).post(path, { step: 'save', token, password: wrapPassword('After1234'), password_confirmation: wrapPassword('After1234') });
    expect(saved.json()).toEqual({ success: true, data: { saved: true } });
    expect((await before.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    expect((await signIn('Before123')).statusCode).toBe(401);
    expect((await signIn('After1234')).statusCode).toBe(200);
    const replay = await new Agent(t.app).post(path, { step: 'save', token, password: 'Again1234', password_confirmation: 'Again1234' });
    expect(replay.statusCode).toBe(400);
  });

  it('resets by SMS code', async () => {
    await new Agent(t.app).post(path, { step: 'request', login: '447700900222', channel: 'sms' });
    const code = codeIn(await latestOutboxText(t.app, '447700900222'));
    const confirmed = await new Agent(t.app).post(path, { step: 'confirm', login: '447700900222', code });
    expect(confirmed.json()).toMatchObject({ success: true });
    const { token } = confirmed.json().data;
    const saved = await new Agent(t.app).post(path, { step: 'save', token, password: 'BySms1234', password_confirmation: 'BySms1234' });
    expect(saved.json()).toEqual({ success: true, data: { saved: true } });
    expect((await signIn('BySms1234')).statusCode).toBe(200);
    const reuse = await new Agent(t.app).post(path, { step: 'save', token, password: 'Twice1234', password_confirmation: 'Twice1234' });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses one of the most common passwords as the new one, whatever its case', async () => {
    for (const common of ['qwerty123', 'Password1', 'PASSWORD1', 'iloveyou2']) {
      const res = await new Agent(t.app).post(path, { step: 'save', token: 'x'.repeat(43), password: common, password_confirmation: common });
      expect(res.statusCode, common).toBe(400);
      expect(res.json().error.errors, common).toEqual({ password: ['validation_password_common'] });
    }
  });

  it.each([
    [{ step: 'request', login: '', channel: 'email' }],
    [{ step: 'request', login: 'x', channel: 'pigeon' }],
    [{ step: 'confirm', login: 'x', code: '12' }],
    [{ step: 'save', token: 'short', password: 'Qv7-lantern', password_confirmation: 'Qv7-lantern' }],
    [{ step: 'save', token: 'x'.repeat(40), password: 'Qv7-lantern', password_confirmation: 'Qv8-lantern' }],
    [{ step: 'save', token: 'x'.repeat(40), password: 'weak', password_confirmation: 'weak' }],
    [{ step: 'teleport' }],
  ])('refuses %j', async (body) => {
    const res = await new Agent(t.app).post(path, body);
    expect(res.statusCode).toBe(400);
  });
});
