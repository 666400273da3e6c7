import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { sendPlayerMessage } from '../modules/support-chat/service';
import { openTestDatabase, testDatabaseKinds } from '../testing/databases';
import { insertTestPlayer } from '../testing/players';
import { chatCommands } from './chat-commands';
import { UsageError } from './usage-error';

// The support chat's operator commands (decision 0045) on a real, seeded database: the list with
// the player's unread messages, a conversation in full, a reply, closing; and the refusals an
// operator sees for a wrong argument or conversation, which write nothing.

describe.each(await testDatabaseKinds())('chat commands on %s', (kind) => {
  let database: DatabaseHandle;
  const run = (name: string, ...args: string[]) => chatCommands[name]!.run(args, { db: database.db });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('lists, shows, answers and closes a conversation', async () => {
    expect(await run('chat:list')).toBe('No support chats are open.\n');
    const player = await insertTestPlayer(database.db);
    await sendPlayerMessage(database.db, { siteId: 1, userId: player.id }, 'Первое', new Date('2026-11-26T10:00:00Z'));
    await sendPlayerMessage(database.db, { siteId: 1, userId: player.id }, 'Второе\nв две строки', new Date('2026-11-26T10:01:00Z'));
    const lines = (await run('chat:list', '--site', '1')).trimEnd().split('\n');
    expect(lines[0]?.split(/\s{2,}/)).toEqual(['chat', 'site', 'player', 'waiting', 'last message']);
    const [id, site, userId, waiting, last] = lines[1]!.split(/\s+/);
    expect([site, userId, waiting, last]).toEqual(['1', String(player.id), '2', '2026-11-26T10:01:00.000Z']);

    const shown = await run('chat:show', id!);
    expect(shown).toContain(`chat ${id}  site 1  player ${player.id}  open`);
    expect(shown).toContain('Второе в две строки');
    expect((await run('chat:list')).trimEnd().split('\n')[1]!.split(/\s+/)[3]).toBe('0');

    expect(await run('chat:reply', id!, '--message', 'Ответ', '--operator', 'olga')).toMatch(/^\d+\n$/);
    expect(await run('chat:show', id!)).toMatch(/operator olga\s+unread\s+Ответ/);
    expect(await run('chat:close', id!)).toBe(`chat ${id} closed\n`);
    expect(await run('chat:list')).toBe('No support chats are open.\n');
    expect((await run('chat:list', '--closed', 'yes')).split('\n')[1]?.startsWith(`${id} `)).toBe(true);
  });

  it.each([
    ['chat:show', [], 'Usage: chat:show <conversation>'],
    ['chat:show', ['x1'], 'Usage: chat:show <conversation>'],
    ['chat:show', ['999999'], 'No support chat 999999'],
    ['chat:reply', ['1'], 'Usage: chat:reply <conversation> --message TEXT [--operator NAME]'],
    ['chat:reply', ['1', '--message', '   '], '--message: 1 to 1000 characters'],
    ['chat:reply', ['1', '--message', 'a\u0007b'], '--message: no control characters'],
    ['chat:reply', ['999999', '--message', 'hi'], 'No open support chat 999999'],
    ['chat:close', ['999999'], 'No open support chat 999999'],
    ['chat:list', ['--site', 'one'], 'Usage: chat:list [--site ID] [--closed yes]'],
    ['chat:list', ['--closed', 'no'], 'Usage: chat:list [--site ID] [--closed yes]'],
  ])('refuses %s %j with a usage message', async (name, args, message) => {
    const error = await run(name, ...args).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(message);
  });
});
