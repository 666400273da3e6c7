import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushNotice } from '@stavka/contract/push';
import { Agent } from '../../testing/agent';
import { setSiteValue } from '../site/service';
import { frozenClock, ScriptedFeed, startPushTestApp, type PushTestApp } from './push-test-app';
import { TestSocket } from './push-test-client';
import { emitAll, GAMES } from './push-test-feed';
import { notifyUser } from './service';

// Issue 4 game subscriptions: "a player subscribes to a game's events … and is notified by push".
// A notice published for a player reaches that player's open sockets and nobody else's.

let t: PushTestApp;

beforeAll(async () => {
  t = await startPushTestApp({ provider: new ScriptedFeed(emitAll), clock: frozenClock() });
  // The operator's setting for these tests: one-click registration without a captcha.
  await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'disabled');
});
afterAll(() => t.close());

/** A player registered in one click (issue 3), with the session cookie the browser would send. */
async function player(): Promise<{ id: number; cookie: string }> {
  const agent = new Agent(t.app, 'localhost');
  const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { id: Number(res.json<{ data: { login: string } }>().data.login), cookie };
}

async function socketOf(cookie?: string): Promise<{ socket: TestSocket; signedIn: boolean }> {
  // A browser's handshake: the page's origin with the cookie (a socket without Origin is never signed in by it).
  const socket = await TestSocket.open(t.wsUrl, cookie ? { headers: { cookie, origin: 'http://localhost' } } : {});
  const hello = await socket.next('hello');
  return { socket, signedIn: hello.signedIn };
}

const goal = (id: string): PushNotice => ({
  kind: 'game',
  id,
  at: Date.UTC(2030, 0, 1, 12, 30),
  gameId: GAMES.liveEpl.id,
  constId: GAMES.liveEpl.constId,
  sportId: 1,
  event: 'goal',
  O1: 'Chelsea',
  O2: 'Brighton',
  score: { S1: 2, S2: 0 },
});

describe('notifyUser', () => {
  it("reaches every socket of that player and no one else's", async () => {
    const [alice, bob] = [await player(), await player()];
    const aliceTabs = [await socketOf(alice.cookie), await socketOf(alice.cookie)];
    const bobTab = await socketOf(bob.cookie);
    const guest = await socketOf();
    expect(aliceTabs.map((tab) => tab.signedIn)).toEqual([true, true]);
    expect([bobTab.signedIn, guest.signedIn]).toEqual([true, false]);

    notifyUser(t.bus, alice.id, goal('n-1'));
    for (const tab of aliceTabs) expect((await tab.socket.next('notice')).notice).toEqual(goal('n-1'));

    notifyUser(t.bus, bob.id, goal('n-2'));
    expect((await bobTab.socket.next('notice')).notice).toMatchObject({ kind: 'game', id: 'n-2' });
    expect(await guest.socket.quiet('notice', 100)).toEqual([]);
    for (const tab of aliceTabs) expect(await tab.socket.quiet('notice', 0)).toEqual([]);

    for (const tab of [...aliceTabs, bobTab, guest]) {
      expect(tab.socket.invalid).toEqual([]);
      await tab.socket.close();
    }
  });

  it('refuses a malformed notice before it reaches the bus', () => {
    expect(() => notifyUser(t.bus, 1, { ...goal('x'), event: 'unknown' } as unknown as PushNotice)).toThrow();
  });

  it('treats a socket with a bad session cookie as a guest', async () => {
    const { socket, signedIn } = await socketOf('stavka_session=forged');
    expect(signedIn).toBe(false);
    await socket.close();
  });
});
