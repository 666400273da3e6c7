import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_TEXT_MAX,
  chatPaths as paths,
  type ChatHistoryV2,
  type ChatHistoryV3,
  type ChatIdentity,
  type ChatMessageV3,
} from '@stavka/contract/support-chat';
import { findCommand } from '../../ops/command-table';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { setSiteValue } from '../site/service';
import { verifyChatIdentity } from './identity-token';
import { chatIdentitySecret } from './service';

// Decision 0045: the built-in support chat. A player writes, reads the history and the operator's
// replies (with v3 read receipts), and never reaches another player's conversation: no call names
// one. Bad input and too many messages write nothing; a guest is refused; the brand's apiVersion
// selects the protocol the server speaks. (The open page's notice of a reply: push/push-chat-notice.api.test.ts.)

type Ok<T> = { success: true; data: T };

describe.each(await testDatabaseKinds())('the support chat on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const player = () => registerByApi(t.app, { host: 'localhost' });
  const ops = (...args: string[]) => findCommand(args[0]!)!.run(args.slice(1), { db: t.database.db });
  const history = async (agent: Agent, body: object = {}) => {
    const res = await agent.post(paths.v3.history, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<ChatHistoryV3>>().data;
  };
  const send = async (agent: Agent, text: string) => {
    const res = await agent.post(paths.v3.send, { text });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Ok<ChatMessageV3>>().data;
  };
  const chatIdOf = async (userId: number) => {
    const line = (await ops('chat:list')).split('\n').find((l) => l.split(/\s+/)[2] === String(userId));
    return Number(line!.split(/\s+/)[0]);
  };

  it('answers a guest 401 on every call', async () => {
    const guest = new Agent(t.app, 'localhost');
    for (const path of [paths.v3.history, paths.v3.send, paths.v3.read, paths.identity]) {
      const res = await guest.post(path, { text: 'hello', upTo: 1 });
      expect(res.statusCode, path).toBe(401);
    }
  });

  it('keeps the conversation both ways: the player writes, the operator reads, replies, and the reply is read with its receipt', async () => {
    const { id, agent } = await player();
    expect(await history(agent)).toEqual({ status: 'none', messages: [], unread: 0 });

    const first = await send(agent, '  Где мой вывод?  ');
    expect(first).toMatchObject({ from: 'player', text: 'Где мой вывод?', readAt: null });
    const chat = await chatIdOf(id);
    expect((await ops('chat:list')).split('\n').find((l) => l.startsWith(`${chat} `))?.split(/\s+/)).toEqual([String(chat), '1', String(id), '1', expect.any(String)]);

    // The operator reads the chat: the player's message carries its read receipt from then on.
    const shown = await ops('chat:show', String(chat));
    expect(shown).toContain(`chat ${chat}  site 1  player ${id}  open`);
    expect(shown).toContain('Где мой вывод?');
    expect((await history(agent)).messages[0]?.readAt).not.toBeNull();

    const reply = Number((await ops('chat:reply', String(chat), '--message', 'Вывод в обработке, <b>ждите</b>', '--operator', 'olga')).trim());
    const after = await history(agent, { after: first.id });
    expect(after.messages).toEqual([{ id: reply, from: 'operator', text: 'Вывод в обработке, <b>ждите</b>', sentAt: expect.any(String), readAt: null }]);
    expect(after.unread).toBe(1);
    expect(JSON.stringify(after)).not.toContain('olga');

    expect((await agent.post(paths.v3.read, { upTo: reply })).json()).toEqual({ success: true, data: { unread: 0 } });
    expect((await history(agent)).messages.map((m) => [m.from, m.readAt !== null])).toEqual([['player', true], ['operator', true]]);
    expect(await ops('chat:show', String(chat))).toMatch(/operator olga\s+read/);
  });

  it("never shows or changes another player's conversation", async () => {
    const alice = await player();
    const bob = await player();
    await send(alice.agent, 'Secret of Alice');
    const chat = await chatIdOf(alice.id);
    const reply = Number((await ops('chat:reply', String(chat), '--message', 'For Alice only')).trim());

    expect(await history(bob.agent)).toEqual({ status: 'none', messages: [], unread: 0 });
    // Bob's read of Alice's message id reads nothing of hers.
    expect((await bob.agent.post(paths.v3.read, { upTo: reply })).json()).toEqual({ success: true, data: { unread: 0 } });
    expect((await history(alice.agent)).unread).toBe(1);
    // A conversation id in the body is not an input: refused, nothing written.
    const forged = await bob.agent.post(paths.v3.send, { text: 'hi', conversationId: chat });
    expect(forged.statusCode).toBe(400);
    expect((await history(alice.agent)).messages.map((m) => m.text)).toEqual(['Secret of Alice', 'For Alice only']);
  });

  it('names the wrong field and writes nothing', async () => {
    const { id, agent } = await player();
    const cases: [string, object, Record<string, string[]>][] = [
      [paths.v3.send, {}, { text: ['auth_required_field'] }],
      [paths.v3.send, { text: ' \n ' }, { text: ['auth_required_field'] }],
      [paths.v3.send, { text: 'x'.repeat(CHAT_TEXT_MAX + 1) }, { text: [`validation_text_max_length:{"value":${CHAT_TEXT_MAX}}`] }],
      [paths.v3.send, { text: 'hidden\u0000text' }, { text: ['validation_control_characters'] }],
      [paths.v3.send, { text: 42 }, { text: ['auth_required_field'] }],
      [paths.v3.history, { after: -1 }, { after: [expect.any(String) as unknown as string] }],
      [paths.v3.read, { upTo: 'all' }, { upTo: [expect.any(String) as unknown as string] }],
    ];
    for (const [path, body, errors] of cases) {
      const res = await agent.post(path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { id: string; errors: Record<string, string[]> } }>().error).toMatchObject({ id: 'validation', errors });
    }
    expect(await history(agent)).toEqual({ status: 'none', messages: [], unread: 0 });
    expect((await ops('chat:list')).split('\n').some((l) => l.split(/\s+/)[2] === String(id))).toBe(false);
  });

  it('refuses more than the minute’s messages, however fast they come, and keeps exactly the limit', async () => {
    const { agent } = await player();
    const results = await Promise.all(Array.from({ length: CHAT_MESSAGES_PER_MINUTE + 3 }, (_, i) => agent.post(paths.v3.send, { text: `message ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429]);
    expect(refused[0]!.json()).toMatchObject({ success: false, error: { id: 'rate_limited' } });
    expect((await history(agent)).messages).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
  });

  it('lets the operator close a chat; the player’s next message opens it again; replies to a closed chat are refused', async () => {
    const { id, agent } = await player();
    await send(agent, 'Thanks, all clear');
    const chat = await chatIdOf(id);
    expect(await ops('chat:close', String(chat))).toBe(`chat ${chat} closed\n`);
    expect((await history(agent)).status).toBe('closed');
    await expect(ops('chat:reply', String(chat), '--message', 'late')).rejects.toThrow(`No open support chat ${chat}`);
    expect((await ops('chat:list', '--closed', 'yes')).split('\n').some((l) => l.startsWith(`${chat} `))).toBe(true);
    await send(agent, 'One more question');
    expect((await history(agent)).status).toBe('open');
    expect(await chatIdOf(id)).toBe(chat);
  });

  it('speaks only the version of the brand: v2 without read receipts, v3 refused', async () => {
    const { agent } = await player();
    await setSiteValue(t.database.db, 'stavka', 'support.apiVersion', 2);
    try {
      expect((await agent.post(paths.v3.history, {})).statusCode).toBe(404);
      const sent = await agent.post(paths.v2.send, { text: 'v2 hello' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(Object.keys(sent.json<Ok<object>>().data).sort()).toEqual(['from', 'id', 'sentAt', 'text']);
      const listed = (await agent.post(paths.v2.history, {})).json<Ok<ChatHistoryV2>>().data;
      expect(listed).toEqual({ status: 'open', messages: [{ id: expect.any(Number), from: 'player', text: 'v2 hello', sentAt: expect.any(String) }] });
    } finally {
      await setSiteValue(t.database.db, 'stavka', 'support.apiVersion', 3);
    }
    expect((await agent.post(paths.v2.history, {})).statusCode).toBe(404);
  });

  it('signs the player’s identity for a hosted widget with the deployment’s secret', async () => {
    const { id, agent } = await player();
    const res = await agent.post(paths.identity, {});
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<Ok<ChatIdentity>>().data;
    const secret = await chatIdentitySecret(t.database.db);
    expect(verifyChatIdentity(secret, token, new Date())).toMatchObject({ sub: String(id), site: 1, aud: 'support-chat' });
    // The operator gives the widget's side the very secret the tokens are signed with.
    expect(await ops('chat:identity-secret')).toBe(`${secret}\n`);
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: '1' })).toString('base64url');
    expect(verifyChatIdentity(secret, `${h}.${forged}.${s}`, new Date())).toBeNull();
    expect(verifyChatIdentity(secret, token, new Date(Date.now() + 2 * 3600_000))).toBeNull();
  });
});
