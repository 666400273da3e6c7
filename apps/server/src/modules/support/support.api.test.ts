import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_REQUESTS_PER_DAY, SUPPORT_TEXT_MAX, supportPaths as paths } from '@stavka/contract/support';
import { findCommand } from '../../ops/command-table';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// Issue 13 "Support": a player sends a request to the administration (`sendadminrequest`, with the
// name and e-mail to answer to) or shares an idea; the operator lists the open ones and closes one
// (`support:list`, `support:close`). Bad input names its fields and writes nothing; a guest is
// refused; a player cannot send more than the day's number, however fast they send.

type Ok<T> = { success: true; data: T };

describe.each(await testDatabaseKinds())('support requests on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
  });
  afterAll(() => t.close());

  const player = (brand: 'stavka' | 'goalbet' = 'stavka') => registerByApi(t.app, { host: brand === 'stavka' ? 'localhost' : 'goalbet.localhost' });
  const ops = async (...args: string[]) => findCommand(args[0]!)!.run(args.slice(1), { db: t.database.db });

  it('answers a guest 401 and writes nothing', async () => {
    const guest = new Agent(t.app, 'localhost');
    const before = await ops('support:list');
    for (const path of Object.values(paths)) {
      const res = await guest.post(path, { userName: 'Ivan', email: 'ivan@example.com', text: 'Hello' });
      expect(res.statusCode, path).toBe(401);
    }
    expect(await ops('support:list')).toBe(before);
  });

  it('keeps a request to the administration and an idea for the operator, who closes them once answered', async () => {
    const { id, agent } = await player();
    const sent = await agent.post(paths.adminRequest, { userName: '  Иван Петров ', email: 'Ivan.Petrov@Example.com', text: 'Прошу пересмотреть лимит ставок\nна футбол.' });
    expect(sent.statusCode, sent.body).toBe(200);
    const request = sent.json<Ok<{ id: number }>>().data.id;
    const idea = (await agent.post(paths.shareIdea, { text: 'Добавьте тёмную тему для ставок на теннис' })).json<Ok<{ id: number }>>().data.id;
    expect(idea).toBeGreaterThan(request);

    const listed = await ops('support:list', '--site', '1');
    const adminLine = listed.split('\n').find((line) => line.startsWith(`${request} `));
    expect(adminLine).toContain(String(id));
    expect(adminLine).toContain('admin');
    expect(adminLine).toContain('Иван Петров');
    expect(adminLine).toContain('ivan.petrov@example.com');
    expect(adminLine).toContain('Прошу пересмотреть лимит ставок на футбол.');
    expect(listed.split('\n').find((line) => line.startsWith(`${idea} `))).toContain('idea');

    expect(await ops('support:close', String(request))).toBe(`request ${request} closed\n`);
    const after = await ops('support:list');
    expect(after.split('\n').some((line) => line.startsWith(`${request} `))).toBe(false);
    expect(after.split('\n').some((line) => line.startsWith(`${idea} `))).toBe(true);
    await expect(ops('support:close', String(request))).rejects.toThrow(`No open support request ${request}`);
  });

  it('names every wrong field and writes nothing', async () => {
    const { agent } = await player();
    const before = await ops('support:list');
    const cases: [string, object, Record<string, string[]>][] = [
      [paths.adminRequest, {}, { userName: ['auth_required_field'], email: ['auth_required_field'], text: ['auth_required_field'] }],
      [paths.adminRequest, { userName: '   ', email: 'not-an-address', text: 'x'.repeat(SUPPORT_TEXT_MAX + 1) }, {
        userName: ['auth_required_field'],
        email: ['validation_enter_correct_email'],
        text: [`validation_text_max_length:{"value":${SUPPORT_TEXT_MAX}}`],
      }],
      [paths.shareIdea, { text: ' \n ' }, { text: ['auth_required_field'] }],
      [paths.shareIdea, { text: 'an idea\u0000hidden' }, { text: ['validation_control_characters'] }],
    ];
    for (const [path, body, errors] of cases) {
      const res = await agent.post(path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { errors: Record<string, string[]> } }>().error.errors).toMatchObject(errors);
    }
    const extra = await agent.post(paths.shareIdea, { text: 'fine', userId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await ops('support:list')).toBe(before);
  });

  it(`takes at most ${SUPPORT_REQUESTS_PER_DAY} ideas a day from a player, even sent all at once, and another player's are their own`, async () => {
    const { id, agent } = await player();
    const answers = await Promise.all(Array.from({ length: SUPPORT_REQUESTS_PER_DAY + 3 }, (_, i) => agent.post(paths.shareIdea, { text: `Idea number ${i}` })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(SUPPORT_REQUESTS_PER_DAY);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => res.statusCode)).toEqual([429, 429, 429]);
    expect(refused[0]!.json()).toMatchObject({ success: false, error: { id: 'rate_limited' } });
    const mine = (await ops('support:list')).split('\n').filter((line) => line.includes(` ${id} `) && line.includes(' idea '));
    expect(mine).toHaveLength(SUPPORT_REQUESTS_PER_DAY);

    // The limit is the player's own: a request to the administration and another player's idea still go.
    expect((await agent.post(paths.adminRequest, { userName: 'Ivan', email: 'ivan@example.com', text: 'A question' })).statusCode).toBe(200);
    const other = await player('goalbet');
    expect((await other.agent.post(paths.shareIdea, { text: 'Mine' })).statusCode).toBe(200);
  });
});
