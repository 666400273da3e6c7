import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { outboxMessages, walletAdjustments } from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { moneyTestDatabaseKinds, openTestDatabase } from '../testing/databases';
import { insertTestPlayer } from '../testing/players';
import type { Command } from './command';
import { walletCommands } from './wallet-commands';

// The operator's money commands on a real, seeded database (issue 11): adjustments with their
// audit row, the ledger's verification, and what they leave in the outbox for the server.

function command(name: string): Command {
  const found = walletCommands[name];
  if (!found) throw new Error(`no command ${name}`);
  return found;
}

describe.each(await moneyTestDatabaseKinds())('wallet commands on %s', (kind) => {
  let database: DatabaseHandle;
  const run = (name: string, ...args: string[]) => command(name).run(args, { db: database.db });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  it('credits and debits in major units, with an audit row of who and why, and a balance notice for the server to push', async () => {
    const player = await insertTestPlayer(database.db);
    const credit = await run('wallet:adjust', '--user', String(player.id), '--amount', '1000.00', '--currency', 'RUB', '--reason', 'goodwill after an outage', '--operator', 'anna');
    expect(credit).toMatch(/^account \d+: \+1000\.00 RUB, transfer \d+; available 1000\.00 RUB\n$/);
    const debit = await run('wallet:adjust', '--user', String(player.id), '--amount', '-250.5', '--currency', 'rub', '--reason', 'duplicate credit');
    expect(debit).toMatch(/available 749\.50 RUB\n$/);
    const audit = await database.db.select().from(walletAdjustments).orderBy(walletAdjustments.id);
    expect(audit.slice(-2).map((row) => [row.operator.length > 0, row.reason])).toEqual([
      [true, 'goodwill after an outage'],
      [true, 'duplicate credit'],
    ]);
    expect(audit.at(-2)?.operator).toBe('anna');
    const notices = await database.db.select().from(outboxMessages).where(sql`${outboxMessages.payload}->>'subject' = ${`push.user.${player.id}`}`);
    expect(notices).toHaveLength(2);
    expect(notices.every((row) => row.attempts === 0 && row.deliveredAt === null)).toBe(true);
    expect(await run('ledger:verify')).toMatch(/^ledger ok:/);
  });

  it('moves nothing when the same key comes again, and refuses a debit below zero', async () => {
    const player = await insertTestPlayer(database.db);
    const args = ['--user', String(player.id), '--amount', '5', '--currency', 'RUB', '--reason', 'retry-safe', '--key', `k-${player.id}`];
    await run('wallet:adjust', ...args);
    expect(await run('wallet:adjust', ...args)).toContain('nothing moved');
    await expect(run('wallet:adjust', '--user', String(player.id), '--amount', '-5.01', '--currency', 'RUB', '--reason', 'too much')).rejects.toMatchObject({ id: 'insufficient_funds' });
  });

  it.each([
    [['--user', 'x', '--amount', '1', '--currency', 'RUB', '--reason', 'r'], /Usage/],
    [['--amount', '1', '--currency', 'RUB', '--reason', 'r'], /Usage/],
    [['--user', '{id}', '--amount', '1.001', '--currency', 'RUB', '--reason', 'r'], /amount_too_precise/],
    [['--user', '{id}', '--amount', '1', '--currency', 'XXX', '--reason', 'r'], /Unknown currency/],
    [['--user', '{id}', '--amount', '1', '--currency', 'USD', '--reason', 'r'], /no open USD account/],
    [['--user', '{id}', '--amount', '1', '--currency', 'RUB', '--reason', ' '], /Usage/],
  ])('refuses %j', async (args, message) => {
    const player = await insertTestPlayer(database.db);
    await expect(run('wallet:adjust', ...args.map((a) => a.replace('{id}', String(player.id))))).rejects.toThrow(message);
  });

  it('names the first violation and fails when the ledger is broken', async () => {
    const player = await insertTestPlayer(database.db);
    await run('wallet:adjust', '--user', String(player.id), '--amount', '10', '--currency', 'RUB', '--reason', 'r');
    // Somebody changed a cached balance behind the ledger's back (the triggers guard entries, not this column).
    await database.db.execute(sql`update wallet_accounts set balance = balance + 1 where user_id = ${player.id}`);
    await expect(run('ledger:verify')).rejects.toThrow(/every player balance equals its entries: account \d+ shows 1001 but its entries sum to 1000/);
    await database.db.execute(sql`update wallet_accounts set balance = balance - 1 where user_id = ${player.id}`);
    expect(await run('ledger:verify')).toMatch(/^ledger ok/);
  });
});
