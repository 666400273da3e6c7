import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction, type UnitOfWork } from '@stavka/db/unit-of-work';
import { moneyTestDatabaseKinds, openTestDatabase } from '../../testing/databases';
import { insertTestPlayer, type TestPlayer } from '../../testing/players';
import { createOutbox } from '../outbox/service';
import { createWallet, loadCurrencies, verifyLedger, type Wallet } from './service';

// Money taken back from a player who no longer has it (decision 0029): the cash account gives
// what it has and the rest is lent from the credit account, a debt below zero; a repeat of the same
// recovery lends and moves nothing; later money repays the debt first, never more than it is.

const log = pino({ level: 'silent' });

describe.each(await moneyTestDatabaseKinds())('debts on %s', (kind) => {
  let database: DatabaseHandle;
  let wallet: Wallet;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { poolSize: 4 });
    await seedDatabase(database.db);
    const outbox = createOutbox({ db: database.db, log });
    wallet = createWallet({ db: database.db, outbox, currencies: await loadCurrencies(database.db, log), log, now: () => new Date() });
  });
  afterAll(async () => {
    wallet.currencies.stop();
    await database.close();
  });

  const inTx = <T>(work: (uow: UnitOfWork) => Promise<T>) => runInTransaction(database.db, work);
  const house = (p: TestPlayer) => inTx((uow) => wallet.systemAccount(uow, p.siteId, 'house', p.currencyCode));
  const balances = (p: TestPlayer) =>
    inTx(async (uow) => {
      const accounts = await wallet.accountsOf(uow, p);
      const of = (k: string) => accounts.find((a) => a.kind === k);
      return { cash: of('cash')?.balance ?? 0n, held: of('cash')?.held ?? 0n, credit: of('credit')?.balance ?? 0n };
    });

  async function paid(p: TestPlayer, amount: bigint, key: string) {
    const [from, to] = [await house(p), (await inTx((uow) => wallet.activeAccountOf(uow, p))).id];
    return inTx((uow) => wallet.transfer(uow, { siteId: p.siteId, key, reason: 'win', currencyCode: p.currencyCode, amount, from, to }));
  }

  it('lends what the account lacks from the credit account, once per key, and repays the debt from later money', async () => {
    const player = await insertTestPlayer(database.db);
    const win = await paid(player, 21_000n, `win-${player.id}`);
    const account = (await inTx((uow) => wallet.activeAccountOf(uow, player))).id;
    const spent = await house(player);
    await inTx((uow) => wallet.hold(uow, { siteId: player.siteId, key: `hold-${player.id}`, reason: 'stake', currencyCode: player.currencyCode, amount: 20_000n, from: account, to: spent }));

    const take = () => inTx((uow) => wallet.recover(uow, { kind: 'reverse', transferId: win.transfer.id, key: `take-${player.id}` }));
    const first = await take();
    expect(first.lent).toBe(20_000n);
    expect(await balances(player)).toEqual({ cash: 20_000n, held: 20_000n, credit: -20_000n });
    const again = await take();
    expect([again.lent, again.moved.duplicate, again.moved.transfer.id]).toEqual([0n, true, first.moved.transfer.id]);
    expect(await balances(player)).toEqual({ cash: 20_000n, held: 20_000n, credit: -20_000n });
    expect(await verifyLedger(database.db)).toBeUndefined();

    // 50 comes in: it all goes to the debt (at most what it brings); then 300 more repays the rest.
    await paid(player, 5_000n, `more-${player.id}`);
    expect(await inTx((uow) => wallet.repayDebt(uow, account, 5_000n, `repay-1-${player.id}`))).toBe(5_000n);
    expect(await balances(player)).toEqual({ cash: 20_000n, held: 20_000n, credit: -15_000n });
    await paid(player, 30_000n, `most-${player.id}`);
    expect(await inTx((uow) => wallet.repayDebt(uow, account, 30_000n, `repay-2-${player.id}`))).toBe(15_000n);
    expect(await balances(player)).toEqual({ cash: 35_000n, held: 20_000n, credit: 0n });
    expect(await inTx((uow) => wallet.repayDebt(uow, account, 30_000n, `repay-3-${player.id}`))).toBe(0n);
    expect(await verifyLedger(database.db)).toBeUndefined();
  });

  it('takes back in full, lending nothing, from a player who has the money', async () => {
    const player = await insertTestPlayer(database.db);
    const win = await paid(player, 10_000n, `win-${player.id}`);
    const taken = await inTx((uow) => wallet.recover(uow, { kind: 'reverse', transferId: win.transfer.id, key: `take-${player.id}` }));
    expect(taken.lent).toBe(0n);
    expect(await balances(player)).toEqual({ cash: 0n, held: 0n, credit: 0n });
  });
});
