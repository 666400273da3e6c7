import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { sessionPaths as paths } from '@stavka/contract/sessions';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Security": a signed-in player changes their password with the current one, under the
// registration rules, optionally ending their other sessions; wrong current passwords are slowed.

describe.each(await testDatabaseKinds())('changing the password on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(): Promise<{ agent: Agent; login: string; password: string }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, login, password };
  }

  const signIn = (login: string, password: string) => new Agent(t.app, 'localhost').post('/web-api/user/auth', { login, password });
  const change = (agent: Agent, body: Record<string, unknown>) => agent.request('PUT', paths.password, body);

  it('changes it: the new password signs in, the old one no longer does, other sessions stay when not asked', async () => {
    const { agent, login, password } = await player();
    const other = new Agent(t.app, 'localhost');
    await other.post('/web-api/user/auth', { login, password });
    const res = await change(agent, { old_password: wrapPassword(password), password: wrapPassword('Meadow2027x'), password_confirmation: wrapPassword('Meadow2027x') });
    expect(res.json()).toEqual({ success: true, data: { changed: true, closedSessions: 0 } });
    expect((await signIn(login, 'Meadow2027x')).statusCode).toBe(200);
    expect((await signIn(login, password)).statusCode).toBe(401);
    expect((await other.get('/web-api/user/getuserconfig')).statusCode).toBe(200);
    expect((await agent.get('/web-api/user/getuserconfig')).statusCode).toBe(200);
  });

  it('ends the other sessions when asked, keeping this one', async () => {
    const { agent, login, password } = await player();
    const others = [new Agent(t.app, 'localhost'), new Agent(t.app, 'localhost')];
    for (const other of others) await other.post('/web-api/user/auth', { login, password });
    const settings = await agent.get(paths.settings);
    expect(settings.json().data).toMatchObject({
      fields: ['old_password', 'password', 'password_confirmation', 'end_other_sessions'],
      end_other_sessions: true,
      otherSessions: 2,
      password: { minLength: 8, maxLength: 64 },
    });
    const res = await change(agent, { old_password: password, password: 'Harbour2027y', password_confirmation: 'Harbour2027y', end_other_sessions: true });
    expect(res.json().data).toEqual({ changed: true, closedSessions: 2 });
    for (const other of others) expect((await other.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    expect((await agent.get('/web-api/user/getuserconfig')).statusCode).toBe(200);
    expect((await agent.get(paths.settings)).json().data.otherSessions).toBe(0);
  });

  it.each([
    ['a common password', { password: 'password123', password_confirmation: 'password123' }, 'password', 'validation_password_common'],
    ['a short one', { password: 'Ab1', password_confirmation: 'Ab1' }, 'password', 'validation_password_min_length'],
    ['no digit', { password: 'OnlyLetters', password_confirmation: 'OnlyLetters' }, 'password', 'validation_password_letter_and_digit'],
    ['a confirmation that differs', { password: 'Meadow2027x', password_confirmation: 'Meadow2027z' }, 'password_confirmation', 'validation_passwords_do_not_match'],
  ])('refuses %s with the field and its message, changing nothing', async (_name, fields, field, message) => {
    const { agent, login, password } = await player();
    const res = await change(agent, { old_password: password, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().error.errors[field]?.[0]).toContain(message);
    expect((await signIn(login, password)).statusCode).toBe(200);
  });

  it('refuses the same password again', async () => {
    const { agent, password } = await player();
    const res = await change(agent, { old_password: password, password, password_confirmation: password });
    expect(res.json().error.errors).toEqual({ password: ['password_change_same'] });
  });

  it('refuses a wrong current password, then makes the account wait, and keeps the password', async () => {
    const { agent, login, password } = await player();
    const wrong = { old_password: 'Wrong12345', password: 'Meadow2027x', password_confirmation: 'Meadow2027x' };
    const statuses: number[] = [];
    let last = await change(agent, wrong);
    expect(last.json().error.errors).toEqual({ old_password: ['password_change_wrong_current'] });
    statuses.push(last.statusCode);
    for (let i = 0; i < 5; i++) {
      last = await change(agent, wrong);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(last.json().error.message).toMatch(/Try again in \d+ minute/);
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
    // While it waits, even the right current password is not tried.
    const right = await change(agent, { ...wrong, old_password: password });
    expect(right.statusCode).toBe(429);
    expect((await signIn(login, password)).statusCode).toBe(200);
    expect((await signIn(login, 'Meadow2027x')).statusCode).toBe(401);
  });

  it('refuses guests, writes without the CSRF token, and malformed input', async () => {
    expect((await change(new Agent(t.app, 'localhost'), { old_password: 'a', password: 'b', password_confirmation: 'b' })).statusCode).toBe(401);
    expect((await new Agent(t.app, 'localhost').get(paths.settings)).statusCode).toBe(401);
    const { agent, login, password } = await player();
    const noCsrf = new Agent(t.app, 'localhost', { csrf: false });
    await noCsrf.post('/web-api/user/auth', { login, password });
    const refused = await change(noCsrf, { old_password: password, password: 'Meadow2027x', password_confirmation: 'Meadow2027x' });
    expect(refused.json().error.id).toBe('csrf_failed');
    for (const body of [{}, { old_password: password }, { old_password: password, password: 12, password_confirmation: 12 }, { old_password: password, password: 'Meadow2027x', password_confirmation: 'Meadow2027x', end_other_sessions: 'yes' }, { old_password: { encoding: 'base64', value: '%%%' }, password: 'Meadow2027x', password_confirmation: 'Meadow2027x' }]) {
      const res = await change(agent, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.id).toBe('validation');
    }
    expect((await signIn(login, password)).statusCode).toBe(200);
  });
});
