import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPaths as paths } from '@stavka/contract/sessions';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Issue 13 "Sessions": a player lists their sessions, closes one or all the others; a closed
// session's cookie is a guest's at once; nobody reaches another player's sessions.

const PHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe.each(await testDatabaseKinds())('player sessions on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  /** A player registered in one click, and the credentials to sign in elsewhere. */
  async function player(): Promise<{ agent: Agent; login: string; password: string }> {
    const agent = new Agent(t.app, 'localhost', { ip: '203.0.113.7' });
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    const { login, password } = res.json<{ data: { login: string; password: string } }>().data;
    return { agent, login, password };
  }

  async function signedInElsewhere(login: string, password: string, userAgent: string, ip: string): Promise<Agent> {
    const agent = new Agent(t.app, 'localhost', { ip });
    const res = await agent.post('/web-api/user/auth', { login, password }, { 'user-agent': userAgent });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  }

  const sessionsOf = async (agent: Agent) => {
    const res = await agent.post(paths.list, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { sessions: { sessionId: string; current: boolean; device: string; browser: string; os: string; ip: string; place: null; createdAt: string; lastSeenAt: string }[]; previousSignInAt: string | null } }>().data;
  };

  it('lists every live session with its device, browser, system, address and times, this one first', async () => {
    const { agent, login, password } = await player();
    await signedInElsewhere(login, password, PHONE_SAFARI, '198.51.100.20');
    const desktop = await signedInElsewhere(login, password, DESKTOP_FIREFOX, '198.51.100.30');
    const { sessions, previousSignInAt } = await sessionsOf(desktop);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, device: 'desktop', browser: 'Firefox 128', os: 'Windows 10', ip: '198.51.100.30', place: null });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ current: false, device: 'mobile', browser: 'Safari 17', os: 'iOS 17.4', ip: '198.51.100.20' }));
    expect(Date.parse(sessions[0]?.createdAt ?? '')).toBeGreaterThan(0);
    // The phone's sign-in came before this one.
    expect(previousSignInAt).toBe(sessions.find((s) => s.ip === '198.51.100.20')?.createdAt);
    const current = await desktop.post(paths.current, {});
    expect(current.json().data.sessionId).toBe(sessions[0]?.sessionId);
    expect((await sessionsOf(agent)).sessions[0]?.ip).toBe('203.0.113.7');
  });

  it('tells a session when the player signed in before it', async () => {
    const { agent, login, password } = await player();
    const registered = (await agent.post(paths.current, {})).json().data;
    expect(registered.previousSignInAt).toBeNull();
    const first = await signedInElsewhere(login, password, PHONE_SAFARI, '198.51.100.40');
    const firstSession = (await first.post(paths.current, {})).json().data;
    expect(firstSession.previousSignInAt).toBe(registered.createdAt);
    const second = await signedInElsewhere(login, password, DESKTOP_FIREFOX, '198.51.100.41');
    expect((await second.post(paths.current, {})).json().data.previousSignInAt).toBe(firstSession.createdAt);
    // It stays the same however often it is asked.
    expect((await first.post(paths.current, {})).json().data.previousSignInAt).toBe(registered.createdAt);
  });

  it('closes one session: its cookie is a guest at once, the others stay signed in', async () => {
    const { agent, login, password } = await player();
    const phone = await signedInElsewhere(login, password, PHONE_SAFARI, '198.51.100.21');
    const phoneId = (await phone.post(paths.current, {})).json().data.sessionId as string;
    const res = await agent.post(paths.close, { session_id: phoneId });
    expect(res.statusCode, res.body).toBe(200);
    expect((await phone.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    expect((await phone.post(paths.list, {})).statusCode).toBe(401);
    expect((await agent.get('/web-api/user/getuserconfig')).statusCode).toBe(200);
    expect((await sessionsOf(agent)).sessions.map((s) => s.sessionId)).not.toContain(phoneId);
    // Closing it again: it is no longer open.
    expect((await agent.post(paths.close, { session_id: phoneId })).statusCode).toBe(404);
  });

  it("refuses another player's session with the answer of an unknown one, and closes nothing", async () => {
    const alice = await player();
    const bob = await player();
    const bobId = (await bob.agent.post(paths.current, {})).json().data.sessionId as string;
    const theirs = await alice.agent.post(paths.close, { session_id: bobId });
    const unknown = await alice.agent.post(paths.close, { session_id: 'f'.repeat(32) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect((await bob.agent.get('/web-api/user/getuserconfig')).statusCode).toBe(200);
    // Nor does Bob's session show in Alice's list.
    expect((await sessionsOf(alice.agent)).sessions.map((s) => s.sessionId)).not.toContain(bobId);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const { agent, login, password } = await player();
    const others = [await signedInElsewhere(login, password, PHONE_SAFARI, '198.51.100.22'), await signedInElsewhere(login, password, DESKTOP_FIREFOX, '198.51.100.23')];
    const token = (await others[0]!.get('/web-api/user/gettoken')).json().data.token as string;
    const res = await agent.post(paths.closeOthers, {});
    expect(res.json()).toEqual({ success: true, data: { closed: 2 } });
    for (const other of others) expect((await other.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
    expect((await new Agent(t.app, 'localhost').get('/web-api/user/getuserconfig', { 'x-auth': `Bearer ${token}` })).statusCode).toBe(401);
    expect((await sessionsOf(agent)).sessions).toHaveLength(1);
    expect((await agent.post(paths.closeOthers, {})).json().data.closed).toBe(0);
  });

  it('closing this very session signs out here', async () => {
    const { agent } = await player();
    const id = (await agent.post(paths.current, {})).json().data.sessionId as string;
    expect((await agent.post(paths.close, { session_id: id })).statusCode).toBe(200);
    expect(agent.cookies.get('stavka_session')).toBeUndefined();
    expect((await agent.get('/web-api/user/getuserconfig')).statusCode).toBe(401);
  });

  it('refuses guests, writes without the CSRF token, and malformed input', async () => {
    for (const path of [paths.list, paths.current, paths.close, paths.closeOthers]) {
      expect((await new Agent(t.app, 'localhost').post(path, {})).statusCode).toBe(401);
    }
    const { agent, login, password } = await player();
    const noCsrf = new Agent(t.app, 'localhost', { csrf: false });
    await noCsrf.post('/web-api/user/auth', { login, password });
    expect((await noCsrf.post(paths.closeOthers, {})).json().error.id).toBe('csrf_failed');
    for (const body of [{}, { session_id: 12 }, { session_id: 'not-a-session' }, { session_id: 'f'.repeat(32), extra: 1 }]) {
      const res = await agent.post(paths.close, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error.id).toBe('validation');
    }
    expect((await agent.post(paths.closeOthers, { everything: true })).statusCode).toBe(400);
    // Nothing was closed by the refused calls.
    expect((await sessionsOf(agent)).sessions).toHaveLength(2);
  });
});

// Spec §9 "Auto logoff: 30 minutes when enabled": on a brand with `auth.autologoff_minutes` a session
// ends after that long without a request; activity keeps it alive; a brand without it keeps sessions.
describe.each(await testDatabaseKinds())('auto log-off on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2030-01-01T12:00:00Z');
  const minutes = (n: number) => {
    clock += n * 60_000;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => new Date(clock) });
    await withoutCaptcha(t.database.db);
    await setSiteValue(t.database.db, 'stavka', 'auth.autologoff_minutes', 30);
    await setSiteValue(t.database.db, 'goalbet', 'auth.autologoff_minutes', 0);
  });
  afterAll(() => t.close());

  const register = async (host: string) => {
    const agent = new Agent(t.app, host);
    const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: host === 'localhost' ? 'RUB' : 'USD', age_confirmed: true, terms_accepted: true });
    expect(res.statusCode, res.body).toBe(200);
    return agent;
  };
  const signedIn = async (agent: Agent) => (await agent.get('/web-api/user/getuserconfig')).statusCode === 200;

  it('ends a session after the brand’s minutes without a request, and activity keeps it alive', async () => {
    const agent = await register('localhost');
    const idle = await register('localhost');
    for (let i = 0; i < 3; i++) {
      minutes(20);
      expect(await signedIn(agent)).toBe(true);
    }
    // The other player did nothing for 60 minutes.
    expect(await signedIn(idle)).toBe(false);
    minutes(31);
    expect(await signedIn(agent)).toBe(false);
  });

  it('keeps sessions on a brand without auto log-off', async () => {
    const agent = await register('goalbet.localhost');
    minutes(120);
    expect(await signedIn(agent)).toBe(true);
  });
});
