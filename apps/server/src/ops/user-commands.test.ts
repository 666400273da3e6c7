import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { AppError } from '../http/app-error';
import { verifyPassword } from '../modules/identity/passwords';
import { findUserAnySite } from '../modules/identity/users-repo';
import { openTestDatabase, testDatabaseKinds } from '../testing/databases';
import type { Command } from './command';
import { UsageError } from './usage-error';
import { userCommands } from './user-commands';

// The player commands of the operator command line on a real, seeded database.

function command(name: string): Command {
  const found = userCommands[name];
  if (!found) throw new Error(`no command ${name}`);
  return found;
}

describe.each(await testDatabaseKinds())('user commands on %s', (kind) => {
  let database: DatabaseHandle;
  const run = (name: string, ...args: string[]) => command(name).run(args, { db: database.db });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('creates a player with an e-mail login on a brand and prints the account number', async () => {
    const out = await run('user:create', '--login', 'Op@Example.com', '--password', 'Operator1', '--site', 'goalbet', '--currency', 'EUR');
    const id = Number(out.trim());
    expect(out).toMatch(/^\d{9}\n$/);
    const user = await findUserAnySite(database.db, id);
    expect(user).toMatchObject({ email: 'op@example.com', currencyCode: 'EUR', siteId: 2, registrationType: 'operator', status: 'active' });
    expect(await verifyPassword(user?.passwordHash ?? '', 'Operator1')).toBe(true);
    const shown = JSON.parse(await run('user:show', String(id)));
    expect(shown).toMatchObject({ login: String(id), email: 'op@example.com', status: 'active' });
    expect(JSON.stringify(shown)).not.toContain('password');
  });

  it('creates a phone login on the default brand with its currency', async () => {
    const id = Number((await run('user:create', '--login', '+7 916 000-11-22', '--password', 'Operator1')).trim());
    expect(await findUserAnySite(database.db, id)).toMatchObject({ phone: '79160001122', currencyCode: 'RUB', siteId: 1 });
  });

  it('blocks and unblocks', async () => {
    const id = (await run('user:create', '--login', 'block@example.com', '--password', 'Operator1')).trim();
    expect(await run('user:block', id)).toBe(`${id} blocked\n`);
    expect((await findUserAnySite(database.db, Number(id)))?.status).toBe('blocked');
    expect(await run('user:unblock', id)).toBe(`${id} unblocked\n`);
    expect((await findUserAnySite(database.db, Number(id)))?.status).toBe('active');
  });

  it.each([
    [['--login', 'x@example.com'], UsageError],
    [['--login', 'x@example.com', '--password', 'Operator1', '--colour', 'red'], UsageError],
    [['--login', 'not a login', '--password', 'Operator1'], AppError],
    [['--login', 'weak@example.com', '--password', 'weak'], AppError],
    [['--login', 'cur@example.com', '--password', 'Operator1', '--currency', 'JPY'], AppError],
    [['--login', 'op@example.com', '--password', 'Operator1', '--site', 'goalbet'], AppError],
  ])('refuses user:create %j', async (args, errorType) => {
    await expect(run('user:create', ...args)).rejects.toBeInstanceOf(errorType);
  });

  it('refuses unknown and malformed account numbers', async () => {
    await expect(run('user:show', '999999999')).rejects.toBeInstanceOf(AppError);
    await expect(run('user:block', 'abc')).rejects.toBeInstanceOf(UsageError);
    await expect(run('user:show')).rejects.toBeInstanceOf(UsageError);
  });
});
