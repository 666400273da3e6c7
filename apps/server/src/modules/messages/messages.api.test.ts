import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePaths as paths, type MessagesPage } from '@stavka/contract/messages';
import { findCommand } from '../../ops/command-table';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { insertTestPlayer, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';

// Issue 13 "Messages": the operator sends a player a message of the brand's supported_msg_types
// (`message:send`), and the office calls list, count, read and delete the player's own messages
// only; another player's message answers as an unknown one. (The open page's notice of a new
// message: push/push-message-notice.api.test.ts.)

type Ok<T> = { success: true; data: T };

describe.each(await testDatabaseKinds())('player messages on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  async function player(): Promise<{ id: number; agent: Agent }> {
    const agent = new Agent(t.app, 'localhost');
    const res = await agent.post('/web-api/user/registration', {
      type: 'fast_reg',
      country_id: 643,
      currency: 'RUB',
      age_confirmed: true,
      terms_accepted: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id: Number(res.json<{ data: { login: string } }>().data.login), agent };
  }

  const send = async (user: number, type: number, title: string, text = 'Text of the message') => {
    const out = await findCommand('message:send')!.run(['--user', String(user), '--type', String(type), '--title', title, '--text', text], {
      db: t.database.db,
    });
    return Number(out.trim());
  };
  const list = async (agent: Agent, body: object = {}) => {
    const res = await agent.post(paths.list, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<MessagesPage>>().data;
  };
  const unread = async (agent: Agent) => (await agent.post(paths.unread, {})).json<Ok<{ unread: number }>>().data.unread;

  it('answers a guest 401 on every call', async () => {
    const guest = new Agent(t.app, 'localhost');
    for (const path of Object.values(paths)) {
      const res = await guest.post(path, { message_id: 1 });
      expect(res.statusCode, path).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'unauthorized' } });
    }
  });

  it('sends a message by the ops command and lists it unread, newest first', async () => {
    const p = await player();
    expect(await list(p.agent)).toEqual({ messages: [], page: 1, pageSize: 20, total: 0, unread: 0 });
    const first = await send(p.id, 1, 'Welcome', 'Glad to have you');
    const second = await send(p.id, 2, 'Your account');
    const page = await list(p.agent);
    expect(page.messages.map((m) => [m.id, m.type, m.title, m.readAt])).toEqual([
      [second, 2, 'Your account', null],
      [first, 1, 'Welcome', null],
    ]);
    expect(page.messages[1]?.text).toBe('Glad to have you');
    expect([page.total, page.unread, await unread(p.agent)]).toEqual([2, 2, 2]);
  });

  it('marks a message read once, and deletes it from the list', async () => {
    const p = await player();
    const id = await send(p.id, 3, 'Promotion');
    const read = await p.agent.post(paths.read, { message_id: id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ success: true, data: { unread: 0 } });
    const readAt = (await list(p.agent)).messages[0]?.readAt;
    expect(readAt).toEqual(expect.any(String));
    await p.agent.post(paths.read, { message_id: id });
    expect((await list(p.agent)).messages[0]?.readAt).toBe(readAt);

    const removed = await p.agent.post(paths.remove, { message_id: id });
    expect(removed.json()).toEqual({ success: true, data: { unread: 0 } });
    expect(await list(p.agent)).toMatchObject({ messages: [], total: 0 });
    const again = await p.agent.post(paths.remove, { message_id: id });
    expect(again.statusCode).toBe(404);
  });

  it("answers another player's message exactly as an unknown one, and changes nothing of it", async () => {
    const alice = await player();
    const bob = await player();
    const id = await send(alice.id, 1, 'For Alice only');
    const unknown = await bob.agent.post(paths.read, { message_id: 999_999_999 });
    for (const path of [paths.read, paths.remove]) {
      const res = await bob.agent.post(path, { message_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect(unknown.json()).toEqual({
      success: false,
      error: { id: 'not_found', message: expect.any(String), errors: { message_id: ['message_not_found'] } },
    });
    expect(await list(bob.agent)).toMatchObject({ messages: [], total: 0 });
    expect((await list(alice.agent)).messages).toEqual([expect.objectContaining({ id, readAt: null })]);
    expect(await unread(alice.agent)).toBe(1);
  });

  it('pages the list by page_number', async () => {
    const p = await player();
    for (let i = 1; i <= 21; i++) await send(p.id, 1, `Message ${i}`);
    const one = await list(p.agent, { page_number: 1 });
    const two = await list(p.agent, { page_number: 2 });
    expect(one.messages).toHaveLength(20);
    expect(one.messages[0]?.title).toBe('Message 21');
    expect(two.messages.map((m) => m.title)).toEqual(['Message 1']);
    expect([two.page, two.total, two.unread]).toEqual([2, 21, 21]);
  });

  it('refuses bad input in the validation shape and writes nothing', async () => {
    const p = await player();
    const id = await send(p.id, 1, 'Stays unread');
    for (const [path, body] of [
      [paths.read, {}],
      [paths.read, { message_id: 'x' }],
      [paths.read, { message_id: -1 }],
      [paths.remove, { message_id: 1.5 }],
      [paths.remove, { message_id: id, extra: 1 }],
      [paths.list, { page_number: 0 }],
      [paths.unread, { page_number: 1 }],
    ] as const) {
      const res = await p.agent.post(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { id: 'validation', errors: expect.any(Object) } });
    }
    expect((await list(p.agent)).messages).toEqual([expect.objectContaining({ id, readAt: null })]);
  });

  it("lists only the brand's supported message types", async () => {
    const p = await player();
    const id = await send(p.id, 2, 'Account type');
    await setSiteValue(t.database.db, 'stavka', 'other.supported_msg_types', [1]);
    try {
      expect(await list(p.agent)).toMatchObject({ messages: [], unread: 0 });
      expect((await p.agent.post(paths.read, { message_id: id })).statusCode).toBe(404);
    } finally {
      await setSiteValue(t.database.db, 'stavka', 'other.supported_msg_types', [1, 2, 3]);
    }
    expect(await unread(p.agent)).toBe(1);
  });

  it("message:send refuses a type the player's brand does not take, empty texts and an unknown account, writing nothing", async () => {
    const run = (args: string[]) => findCommand('message:send')!.run(args, { db: t.database.db });
    const p = await player();
    const g = await insertTestPlayer(t.database.db, { site: 'goalbet' });
    await expect(run(['--user', String(p.id), '--type', '9', '--title', 'T', '--text', 'x'])).rejects.toThrow(
      /--type: the brand takes types 1, 2, 3/,
    );
    await expect(run(['--user', String(g.id), '--type', '1', '--title', 'T', '--text', 'x'])).rejects.toThrow(/--type/);
    await expect(run(['--user', String(p.id), '--type', '1', '--title', ' ', '--text', 'x'])).rejects.toThrow(/--title/);
    await expect(run(['--user', String(p.id), '--type', '1', '--title', 'T', '--text', ''])).rejects.toThrow(/--text/);
    await expect(run(['--user', String(p.id), '--type', '1', '--title', 'T'])).rejects.toThrow(/Usage: message:send/);
    await expect(run(['--user', '123', '--type', '1', '--title', 'T', '--text', 'x'])).rejects.toThrow(/No account 123/);
    expect((await list(p.agent)).total).toBe(0);
  });
});
