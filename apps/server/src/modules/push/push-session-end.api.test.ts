import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPaths as paths } from '@stavka/contract/sessions';
import { pino } from 'pino';
import { wrapPassword } from '@stavka/contract/password-wrapper';
import { Agent, latestOutboxText, linkTokenIn } from '../../testing/agent';
import { setUserBlocked } from '../identity/service';
import { createOutbox } from '../outbox/service';
import { frozenClock, ScriptedFeed, startPushTestApp, type PushTestApp } from './push-test-app';
import { TestSocket } from './push-test-client';
import { emitAll } from './push-test-feed';
import { notifyUser } from './service';
import { setSiteValue } from '../site/service';

// Issue 13 "closing one signs that device out at once": the open push sockets of a session closed
// from another device (or ended by a password change or reset, or by the operator blocking the
// account) hear so and no longer get the player's notices; the sockets of the sessions that stay
// are untouched.

let t: PushTestApp;

beforeAll(async () => {
  t = await startPushTestApp({ provider: new ScriptedFeed(emitAll), clock: frozenClock() });
  await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'disabled');
});
afterAll(() => t.close());

async function player(): Promise<{ id: number; agent: Agent; login: string; password: string }> {
  const agent = new Agent(t.app, 'localhost');
  const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
  expect(res.statusCode, res.body).toBe(200);
  const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
  return { id: Number(login), agent, login, password };
}

async function signedIn(login: string, password: string): Promise<Agent> {
  const agent = new Agent(t.app, 'localhost');
  expect((await agent.post('/web-api/user/auth', { login, password })).statusCode).toBe(200);
  return agent;
}

/** A browser tab of this agent's session: the page's origin and its cookies. */
async function tabOf(agent: Agent): Promise<TestSocket> {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = await TestSocket.open(t.wsUrl, { headers: { cookie, origin: 'http://localhost' } });
  expect((await socket.next('hello')).signedIn).toBe(true);
  return socket;
}

const balance = (version: number) => ({ kind: 'balance' as const, accountId: 1, version, money: '1.00', currency: 'RUB' });

describe('ending sessions with open sockets', () => {
  it("tells the closed session's tabs they are signed out, and only them", async () => {
    const p = await player();
    const phone = await signedIn(p.login, p.password);
    const [here, phoneTabs] = [await tabOf(p.agent), [await tabOf(phone), await tabOf(phone)]];
    const phoneId = (await phone.post(paths.current, {})).json().data.sessionId as string;

    expect((await p.agent.post(paths.close, { session_id: phoneId })).statusCode).toBe(200);
    for (const tab of phoneTabs) {
      expect((await tab.next('notice')).notice).toEqual({ kind: 'session', status: 'ended', reason: 'closed' });
      expect((await tab.next('hello')).signedIn).toBe(false);
    }
    expect(await here.quiet('notice', 100)).toEqual([]);

    // From now on the player's notices reach the session that stayed, not the closed one's tabs.
    notifyUser(t.bus, p.id, balance(2));
    expect((await here.next('notice')).notice).toEqual(balance(2));
    for (const tab of phoneTabs) expect(await tab.quiet('notice', 100)).toEqual([]);
    for (const tab of [here, ...phoneTabs]) {
      expect(tab.invalid).toEqual([]);
      expect(tab.closed).toBe(false);
      await tab.close();
    }
  });

  it("signs out the other sessions' tabs on a password change that ends them, and no other player's", async () => {
    const p = await player();
    const other = await player();
    const laptop = await signedIn(p.login, p.password);
    const [here, laptopTab, otherTab] = [await tabOf(p.agent), await tabOf(laptop), await tabOf(other.agent)];
    const res = await p.agent.request('PUT', paths.password, { old_password: p.password, password: 'Lantern2027q', password_confirmation: 'Lantern2027q', end_other_sessions: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await laptopTab.next('notice')).notice).toEqual({ kind: 'session', status: 'ended', reason: 'password_changed' });
    expect(await here.quiet('notice', 100)).toEqual([]);
    expect(await otherTab.quiet('notice', 0)).toEqual([]);
    for (const tab of [here, laptopTab, otherTab]) await tab.close();
  });

  it('signs out every other tab on "sign out everywhere else"', async () => {
    const p = await player();
    const devices = [await signedIn(p.login, p.password), await signedIn(p.login, p.password)];
    const tabs = [await tabOf(devices[0]!), await tabOf(devices[1]!)];
    expect((await p.agent.post(paths.closeOthers, {})).json().data.closed).toBe(2);
    for (const tab of tabs) {
      expect((await tab.next('notice')).notice).toMatchObject({ kind: 'session', status: 'ended' });
      await tab.close();
    }
  });

  it('signs out every tab of a player the operator blocks, from the command line’s own process', async () => {
    const p = await player();
    const other = await player();
    const laptop = await signedIn(p.login, p.password);
    const [here, laptopTab, otherTab] = [await tabOf(p.agent), await tabOf(laptop), await tabOf(other.agent)];
    // `ops user:block` writes through an outbox of its own; the server's dispatcher publishes it.
    await setUserBlocked({ db: t.database.db, outbox: createOutbox({ db: t.database.db, log: pino({ level: 'silent' }) }) }, p.id, true);
    for (const tab of [here, laptopTab]) {
      expect((await tab.next('notice')).notice).toEqual({ kind: 'session', status: 'ended', reason: 'blocked' });
      expect((await tab.next('hello')).signedIn).toBe(false);
    }
    expect(await otherTab.quiet('notice', 100)).toEqual([]);
    for (const tab of [here, laptopTab, otherTab]) await tab.close();
  });

  it('signs out every tab when the password is reset by the e-mailed link', async () => {
    await setSiteValue(t.database.db, 'stavka', 'registration.types', ['fast_reg', 'full_reg_v1']);
    const agent = new Agent(t.app, 'localhost');
    const email = 'reset-tabs@example.com';
    const registered = await agent.post('/web-api/user/registration', {
      type: 'full_reg_v1', email, phone: '79161234567', password: 'Before123', first_name: 'Re', last_name: 'Set', birth_date: '1990-01-02', currency: 'RUB', age_confirmed: true, terms_accepted: true,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const tab = await tabOf(await signedIn(registered.json().data.login as string, 'Before123'));
    const reset = '/web-api/api/internal/v1/user/passwordreset';
    await new Agent(t.app, 'localhost').post(reset, { step: 'request', login: email, channel: 'email' });
    const token = linkTokenIn(await latestOutboxText(t.app, email, 'localhost'));
    const saved = await new Agent(t.app, 'localhost').post(reset, { step: 'save', token, password: wrapPassword('After1234'), password_confirmation: wrapPassword('After1234') });
    expect(saved.json()).toEqual({ success: true, data: { saved: true } });
    expect((await tab.next('notice')).notice).toEqual({ kind: 'session', status: 'ended', reason: 'password_reset' });
    expect((await tab.next('hello')).signedIn).toBe(false);
    await tab.close();
  });
});
