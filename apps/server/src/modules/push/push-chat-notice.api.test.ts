import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPaths } from '@stavka/contract/support-chat';
import { findCommand } from '../../ops/command-table';
import { Agent } from '../../testing/agent';
import { setSiteValue } from '../site/service';
import { frozenClock, ScriptedFeed, startPushTestApp, type PushTestApp } from './push-test-app';
import { TestSocket } from './push-test-client';
import { emitAll } from './push-test-feed';

// Decision 0045: the operator's reply in the support chat reaches every open page of that player,
// after its transaction commits, with the unread count; no other player hears of it.

let t: PushTestApp;

beforeAll(async () => {
  t = await startPushTestApp({ provider: new ScriptedFeed(emitAll), clock: frozenClock() });
  await setSiteValue(t.database.db, 'stavka', 'captcha.type', 'disabled');
});
afterAll(() => t.close());

async function player(): Promise<{ id: number; agent: Agent }> {
  const agent = new Agent(t.app, 'localhost');
  const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
  expect(res.statusCode, res.body).toBe(200);
  return { id: Number(res.json<{ data: { login: string } }>().data.login), agent };
}

async function tabOf(agent: Agent): Promise<TestSocket> {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = await TestSocket.open(t.wsUrl, { headers: { cookie, origin: 'http://localhost' } });
  expect((await socket.next('hello')).signedIn).toBe(true);
  return socket;
}

const ops = async (...args: string[]) => (await findCommand(args[0]!)!.run(args.slice(1), { db: t.database.db })).trim();

describe('a chat notice', () => {
  it("reaches every open page of the player with the unread count, and no one else's", async () => {
    const alice = await player();
    const bob = await player();
    expect((await alice.agent.post(chatPaths.v3.send, { text: 'Hello?' })).statusCode).toBe(200);
    const chat = (await ops('chat:list')).split('\n').find((line) => line.split(/\s+/)[2] === String(alice.id))!.split(/\s+/)[0]!;
    const aliceTabs = [await tabOf(alice.agent), await tabOf(alice.agent)];
    const bobTab = await tabOf(bob.agent);

    const first = Number(await ops('chat:reply', chat, '--message', 'Hello, how can I help?'));
    await t.app.outbox.drain();
    for (const tab of aliceTabs) expect((await tab.next('notice')).notice).toEqual({ kind: 'chat', messageId: first, unread: 1 });
    const second = Number(await ops('chat:reply', chat, '--message', 'Are you there?'));
    await t.app.outbox.drain();
    for (const tab of aliceTabs) expect((await tab.next('notice')).notice).toEqual({ kind: 'chat', messageId: second, unread: 2 });

    expect(await bobTab.quiet('notice', 100)).toEqual([]);
    for (const tab of [...aliceTabs, bobTab]) {
      expect(tab.invalid).toEqual([]);
      await tab.close();
    }
  });
});
