import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '@stavka/db/client';
import { walletTransfers } from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { moneyTestDatabaseKinds, openTestDatabase } from '../../testing/databases';
import { insertTestPlayer, type TestPlayer } from '../../testing/players';
import { createOutbox, type Outbox } from '../outbox/service';
import { createWallet, loadCurrencies, verifyLedger, type Wallet } from './service';

// The ledger on a real database with real concurrency (issue 11 "Tests that must exist"): entries
// sum to zero, no player balance goes negative, each idempotency key has one effect, and of two
// transactions spending the same last unit exactly one succeeds.

const log = pino({ level: 'silent' });

describe.each(await moneyTestDatabaseKinds())('ledger on %s', (kind) => {
  let database: DatabaseHandle;
  let wallet: Wallet;
  let outbox: Outbox;
  const published: { subject: string; event: unknown }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { poolSize: 10 });
    await seedDatabase(database.db);
    outbox = createOutbox({ db: database.db, log });
    outbox.handle('bus.publish', async (payload) => void published.push(payload as { subject: string; event: unknown }));
    wallet = createWallet({ db: database.db, outbox, currencies: await loadCurrencies(database.db, log), log, now: () => new Date() });
  });
  afterAll(async () => {
    wallet.currencies.stop();
    await database.close();
  });

  const inTx = <T>(work: (uow: UnitOfWork) => Promise<T>) => runInTransaction(database.db, work);
  const cashOf = async (player: TestPlayer) => inTx((uow) => wallet.activeAccountOf(uow, player));
  const available = async (player: TestPlayer) => {
    const account = await cashOf(player);
    return account.balance - account.held;
  };
  const clearing = (player: TestPlayer) => inTx((uow) => wallet.systemAccount(uow, player.siteId, 'clearing', player.currencyCode));
  const house = (player: TestPlayer) => inTx((uow) => wallet.systemAccount(uow, player.siteId, 'house', player.currencyCode));

  async function deposit(player: TestPlayer, amount: bigint, key: string) {
    const [account, from] = [await cashOf(player), await clearing(player)];
    return inTx((uow) => wallet.transfer(uow, { siteId: player.siteId, key, reason: 'deposit', currencyCode: player.currencyCode, amount, from, to: account.id }));
  }

  async function spend(player: TestPlayer, amount: bigint, key: string) {
    const [account, to] = [await cashOf(player), await house(player)];
    return inTx((uow) => wallet.transfer(uow, { siteId: player.siteId, key, reason: 'stake', currencyCode: player.currencyCode, amount, from: account.id, to }));
  }

  it('moves money with entries that sum to zero, and a repeated key moves nothing', async () => {
    const player = await insertTestPlayer(database.db);
    const first = await deposit(player, 10_000n, `dep-${player.id}`);
    const again = await deposit(player, 10_000n, `dep-${player.id}`);
    expect(first.duplicate).toBe(false);
    expect(again).toMatchObject({ duplicate: true, transfer: { id: first.transfer.id } });
    expect(await available(player)).toBe(10_000n);
    const entries = await queryRows<{ amount: string }>(database.db, sql`select amount::text from wallet_entries where transfer_id = ${first.transfer.id} order by amount`);
    expect(entries.map((e) => e.amount)).toEqual(['-10000', '10000']);
    expect(await verifyLedger(database.db)).toBeUndefined();
  });

  it('refuses the same key with another amount, and writes nothing', async () => {
    const player = await insertTestPlayer(database.db);
    await deposit(player, 500n, `dep-${player.id}`);
    await expect(deposit(player, 700n, `dep-${player.id}`)).rejects.toMatchObject({ id: 'conflict' });
    expect(await available(player)).toBe(500n);
  });

  it('refuses to spend more than is available, writes nothing, and never goes below zero', async () => {
    const player = await insertTestPlayer(database.db);
    await deposit(player, 1_000n, `dep-${player.id}`);
    await expect(spend(player, 1_001n, `bet-${player.id}`)).rejects.toMatchObject({ id: 'insufficient_funds' });
    expect(await database.db.$count(walletTransfers, sql`${walletTransfers.idempotencyKey} = ${`bet-${player.id}`}`)).toBe(0);
    expect(await available(player)).toBe(1_000n);
  });

  it('holds money (two-phase): available at once, posted or voided exactly once', async () => {
    const player = await insertTestPlayer(database.db);
    await deposit(player, 5_000n, `dep-${player.id}`);
    const [account, to] = [await cashOf(player), await clearing(player)];
    const request = { siteId: player.siteId, reason: 'withdrawal' as const, currencyCode: 'RUB', amount: 2_000n, from: account.id, to };
    const held = await inTx((uow) => wallet.hold(uow, { ...request, key: `w1-${player.id}` }));
    expect(await available(player)).toBe(3_000n);
    expect((await cashOf(player)).balance).toBe(5_000n);
    await inTx((uow) => wallet.postHold(uow, held.transfer.id, `w1-${player.id}:post`));
    expect(await cashOf(player)).toMatchObject({ balance: 3_000n, held: 0n });
    expect((await inTx((uow) => wallet.postHold(uow, held.transfer.id, `w1-${player.id}:post`))).duplicate).toBe(true);
    await expect(inTx((uow) => wallet.voidHold(uow, held.transfer.id, `w1-${player.id}:void`))).rejects.toMatchObject({ id: 'conflict' });

    const second = await inTx((uow) => wallet.hold(uow, { ...request, key: `w2-${player.id}` }));
    await inTx((uow) => wallet.voidHold(uow, second.transfer.id, `w2-${player.id}:void`));
    expect(await cashOf(player)).toMatchObject({ balance: 3_000n, held: 0n });
    await expect(inTx((uow) => wallet.hold(uow, { ...request, amount: 3_001n, key: `w3-${player.id}` }))).rejects.toMatchObject({ id: 'insufficient_funds' });
    expect(await verifyLedger(database.db)).toBeUndefined();
  });

  it('reverses a transfer once, as a correction linked to it', async () => {
    const player = await insertTestPlayer(database.db);
    const moved = await deposit(player, 900n, `dep-${player.id}`);
    const reversal = await inTx((uow) => wallet.reverse(uow, moved.transfer.id, `fix-${player.id}`, { note: 'deposit credited twice' }));
    expect(reversal.transfer).toMatchObject({ reason: 'correction', reversesId: moved.transfer.id, amount: 900n });
    expect(await available(player)).toBe(0n);
    await expect(inTx((uow) => wallet.reverse(uow, moved.transfer.id, `fix2-${player.id}`))).rejects.toMatchObject({ id: 'conflict' });
  });

  it('publishes a balance notice after the commit, and none for work that rolled back', async () => {
    const player = await insertTestPlayer(database.db);
    await outbox.drain(); // what earlier tests left to deliver
    published.length = 0;
    await deposit(player, 250n, `dep-${player.id}`);
    await expect(spend(player, 999n, `bet-${player.id}`)).rejects.toMatchObject({ id: 'insufficient_funds' });
    await outbox.drain();
    const account = await cashOf(player);
    expect(published).toEqual([
      { subject: `push.user.${player.id}`, event: { userId: player.id, notice: { kind: 'balance', accountId: account.id, version: 1, money: '2.50', currency: 'RUB' } } },
    ]);
  });

  it('sends one notice per account for a unit of work that changed it several times, with its final state', async () => {
    const player = await insertTestPlayer(database.db);
    await deposit(player, 1_000n, `dep-${player.id}`);
    await outbox.drain();
    published.length = 0;
    const [account, to] = [await cashOf(player), await house(player)];
    await inTx(async (uow) => {
      const held = await wallet.hold(uow, { siteId: player.siteId, key: `h-${player.id}`, reason: 'stake', currencyCode: 'RUB', amount: 300n, from: account.id, to });
      await wallet.postHold(uow, held.transfer.id, `h-${player.id}:post`);
    });
    await outbox.drain();
    expect(published).toEqual([{ subject: `push.user.${player.id}`, event: { userId: player.id, notice: { kind: 'balance', accountId: account.id, version: 3, money: '7.00', currency: 'RUB' } } }]);
  });

  it('keeps the ledger append-only and balanced, whatever code tries', async () => {
    const player = await insertTestPlayer(database.db);
    const moved = await deposit(player, 100n, `dep-${player.id}`);
    await expect(database.db.execute(sql`update wallet_entries set amount = amount * 2 where transfer_id = ${moved.transfer.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from wallet_transfers where id = ${moved.transfer.id}`)).rejects.toThrow();
    const account = await cashOf(player);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into wallet_entries (transfer_id, account_id, amount) values (${moved.transfer.id}, ${account.id}, 1)`);
      }),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`update wallet_accounts set balance = -5 where id = ${account.id}`)).rejects.toThrow();
    expect(await verifyLedger(database.db)).toBeUndefined();
  });

  it('lets exactly one of two transactions spend the same last unit', async () => {
    for (let round = 0; round < 10; round++) {
      const player = await insertTestPlayer(database.db);
      await deposit(player, 100n, `dep-${player.id}`);
      const results = await Promise.allSettled([spend(player, 100n, `a-${player.id}`), spend(player, 100n, `b-${player.id}`)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { id: 'insufficient_funds' } });
      expect(await available(player)).toBe(0n);
    }
  });

  it('holds every invariant under random concurrent deposits, spends, holds, adjustments and repeats', async () => {
    type Op =
      | { type: 'deposit' | 'spend' | 'adjust'; player: number; amount: number; repeat: boolean }
      | { type: 'withdraw'; player: number; amount: number; repeat: boolean; then: 'post' | 'void' | 'none' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ type: fc.constantFrom('deposit' as const, 'spend' as const, 'adjust' as const), player: fc.nat(2), amount: fc.integer({ min: 1, max: 5_000 }), repeat: fc.boolean() }),
      fc.record({ type: fc.constant('withdraw' as const), player: fc.nat(2), amount: fc.integer({ min: 1, max: 5_000 }), repeat: fc.boolean(), then: fc.constantFrom('post' as const, 'void' as const, 'none' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 16, maxLength: 48 }), async (ops) => {
        const players = [await insertTestPlayer(database.db), await insertTestPlayer(database.db), await insertTestPlayer(database.db)];
        const acknowledged = new Set<string>();
        const run = async (o: Op, index: number) => {
          const player = players[o.player] as TestPlayer;
          const key = `p${player.id}-op${index}`;
          const amount = BigInt(o.amount);
          const once = async () => {
            if (o.type === 'deposit') return deposit(player, amount, key);
            if (o.type === 'spend') return spend(player, amount, key);
            const account = await cashOf(player);
            if (o.type === 'adjust') return inTx((uow) => wallet.adjust(uow, { accountId: account.id, amount: index % 2 ? amount : -amount, operator: 'test', reason: 'property', key }));
            const to = await clearing(player);
            return inTx((uow) => wallet.hold(uow, { siteId: player.siteId, key, reason: 'withdrawal', currencyCode: 'RUB', amount, from: account.id, to }));
          };
          try {
            const first = await once();
            acknowledged.add(key);
            if (o.repeat) expect((await once()).transfer.id).toBe(first.transfer.id);
            if (o.type === 'withdraw' && o.then !== 'none') {
              const resolve = o.then === 'post' ? wallet.postHold : wallet.voidHold;
              await inTx((uow) => resolve(uow, first.transfer.id, `${key}:${o.then}`));
              acknowledged.add(`${key}:${o.then}`);
            }
          } catch (error) {
            expect(error).toMatchObject({ id: 'insufficient_funds' });
          }
        };
        const workers = Array.from({ length: 8 }, (_, w) => (async () => {
          for (let i = w; i < ops.length; i += 8) await run(ops[i] as Op, i);
        })());
        await Promise.all(workers);
        const keys = await queryRows<{ key: string }>(
          database.db,
          sql`select idempotency_key as key from wallet_transfers where idempotency_key like ${`p${players[0]?.id}-%`} or idempotency_key like ${`p${players[1]?.id}-%`} or idempotency_key like ${`p${players[2]?.id}-%`}`,
        );
        expect(new Set(keys.map((k) => k.key))).toEqual(acknowledged);
        expect(keys).toHaveLength(acknowledged.size);
        expect(await verifyLedger(database.db)).toBeUndefined();
      }),
      { numRuns: kind === 'postgres' ? 12 : 6 },
    );
  });
});
