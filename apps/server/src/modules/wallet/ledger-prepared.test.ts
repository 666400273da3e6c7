import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { moneyTestDatabaseKinds, openTestDatabase } from '../../testing/databases';
import { insertTestPlayer } from '../../testing/players';
import { accountsByIds, insertTransfer, movePlayerAccount, transferById } from './ledger-repo';
import { createOutbox } from '../outbox/service';
import { createWallet, loadCurrencies } from './service';

// The ledger's statements are built once per connection and prepared by name (@stavka/db/prepared).
// They must still run inside the caller's transaction (its uncommitted rows, its rollback), and a
// connection that saw one fail inside a rolled-back transaction must go on serving the next one.

const log = pino({ level: 'silent' });

describe.each(await moneyTestDatabaseKinds())('prepared ledger statements on %s', (kind) => {
  let database: DatabaseHandle;
  let accounts: { player: number; house: number; siteId: number };

  beforeAll(async () => {
    // Two connections: the transactions below take turns on them, so each statement is reused.
    database = await openTestDatabase(kind, { poolSize: 2 });
    await seedDatabase(database.db);
    const wallet = createWallet({ db: database.db, outbox: createOutbox({ db: database.db, log }), currencies: await loadCurrencies(database.db, log), log, now: () => new Date() });
    const player = await insertTestPlayer(database.db);
    accounts = await runInTransaction(database.db, async (uow) => ({
      player: (await wallet.activeAccountOf(uow, player)).id,
      house: await wallet.systemAccount(uow, player.siteId, 'house', 'RUB'),
      siteId: player.siteId,
    }));
    wallet.currencies.stop();
  });
  afterAll(() => database.close());

  const transfer = (key: string) => ({
    siteId: accounts.siteId,
    idempotencyKey: key,
    phase: 'single' as const,
    reason: 'adjustment',
    currencyCode: 'RUB',
    amount: 100n,
    debitAccountId: accounts.house,
    creditAccountId: accounts.player,
    pendingId: null,
    reversesId: null,
    meta: { by: 'test' },
  });

  it('reads and writes inside the transaction it is given, and rolls back with it', async () => {
    const rolledBack = new Error('roll back');
    let made = 0;
    await expect(
      runInTransaction(database.db, async (uow) => {
        const row = await insertTransfer(uow.tx, transfer('prepared-rollback'));
        made = row?.id ?? 0;
        expect(await transferById(uow.tx, made)).toMatchObject({ idempotencyKey: 'prepared-rollback', amount: 100n, meta: { by: 'test' } });
        expect(await movePlayerAccount(uow.tx, accounts.player, { posted: 100n, held: 0n })).toMatchObject({ balance: 100n, held: 0n });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(made).toBeGreaterThan(0);
    expect(await transferById(database.db, made)).toBeUndefined();
    const [account] = (await accountsByIds(database.db, [accounts.player, accounts.house])).filter((a) => a.id === accounts.player);
    expect(account).toMatchObject({ balance: 0n, held: 0n, version: 0 });
  });

  it('serves every later transaction on a connection after one of its statements failed', async () => {
    for (let round = 0; round < 6; round++) {
      // A refused move (more than the balance) leaves the row as it was; the transaction goes on.
      await runInTransaction(database.db, async (uow) => {
        expect(await movePlayerAccount(uow.tx, accounts.player, { posted: -1_000_000n, held: 0n })).toBeUndefined();
        expect(await insertTransfer(uow.tx, transfer(`prepared-${round}`))).toBeDefined();
        // The same key again: the conflict leaves nothing to return.
        expect(await insertTransfer(uow.tx, transfer(`prepared-${round}`))).toBeUndefined();
        await movePlayerAccount(uow.tx, accounts.player, { posted: 100n, held: 0n });
      });
      // A statement that fails aborts its transaction: the connection is then used again.
      await expect(
        runInTransaction(database.db, async (uow) => {
          await insertTransfer(uow.tx, { ...transfer(`prepared-bad-${round}`), debitAccountId: 999_999_999 });
        }),
      ).rejects.toThrow();
    }
    const [account] = (await accountsByIds(database.db, [accounts.player, accounts.house])).filter((a) => a.id === accounts.player);
    expect(account).toMatchObject({ balance: 600n, version: 6 });
  });
});
