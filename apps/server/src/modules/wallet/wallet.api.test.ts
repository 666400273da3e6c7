import type { AddressInfo } from 'node:net';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecord, BalanceLists } from '@stavka/contract/wallet';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { playerNotices, until } from '../../testing/push-notices';
import { registerByApi, withoutCaptcha } from '../../testing/players';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The player's accounts over the API (issue 11 "Accounts and balances"): the three lists, the
// active account, currency accounts opened and closed, another player's account refused, and the
// balance pushed to the player's open sockets after every change.

type Lists = { success: true; data: BalanceLists };

describe.each(await moneyTestDatabaseKinds())('wallet API on %s', (kind) => {
  let t: TestApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await withoutCaptcha(t.database.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => t.close());

  /** An operator's credit, as `ops wallet:adjust` makes it. */
  const credit = (accountId: number, amount: bigint) =>
    runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId, amount, operator: 'test', reason: 'funding', key: `fund-${accountId}-${amount}-${Math.random()}` }));

  it('gives a new player one active account in the registration currency', async () => {
    const { agent, id } = await registerByApi(t.app);
    const res = await agent.get('/account-api/user/balance');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Lists>();
    expect(data.accounts).toEqual([
      expect.objectContaining({ type: 0, money: 0, moneyExact: '0.00', iso: 'RUB', symbol: '₽', name: 'Российский рубль', label: 'Российский рубль (₽)', isActive: true, currencyId: 1, isBonusAccount: false, isPointsTypeBalance: false, amountOfUnplacedBets: 0 }),
    ]);
    expect(data.bonuses).toEqual([]);
    expect(data.allAccounts).toEqual(data.accounts);
    expect(id).toBeGreaterThan(0);
  });

  it('shows credited money exactly, in the legacy shape too', async () => {
    const { agent } = await registerByApi(t.app);
    const [account] = (await agent.get('/account-api/user/balance')).json<Lists>().data.accounts as [AccountRecord];
    await credit(account.id, 123_456_789n);
    const lists = (await agent.get('/account-api/user/balance')).json<Lists>().data;
    expect(lists.accounts[0]).toMatchObject({ money: 1234567.89, moneyExact: '1234567.89', version: 1 });
    const legacy = (await agent.post('/web-api/user/balance', {})).json<{ balance: unknown[] }>();
    expect(legacy.balance).toEqual([{ id: account.id, money: 1234567.89, summ_unplaced_bets: 0, currency: 'RUB' }]);
  });

  it('opens a currency account of the brand, switches to it, and closes an empty inactive one', async () => {
    const { agent } = await registerByApi(t.app);
    const opened = await agent.post('/web-api/user/createCurrencyAccount', { currency_id: 2 });
    expect(opened.statusCode).toBe(200);
    const usd = opened.json<Lists>().data.accounts.find((a) => a.iso === 'USD') as AccountRecord;
    expect(usd).toMatchObject({ isActive: false, money: 0, currencyId: 2 });

    const again = await agent.post('/web-api/user/createCurrencyAccount', { currency_id: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { errors: { currency_id: ['wallet_currency_account_exists'] } } });
    for (const currency_id of [13 /* TRY: not a Stavka currency */, 99_999, 'x']) {
      expect((await agent.post('/web-api/user/createCurrencyAccount', { currency_id })).statusCode).toBe(400);
    }

    const switched = await agent.post('/web-api/user/setactiveaccount', { account_id: usd.id });
    expect(switched.json<Lists>().data.accounts.map((a) => [a.iso, a.isActive])).toEqual([
      ['RUB', false],
      ['USD', true],
    ]);
    const rub = switched.json<Lists>().data.accounts[0] as AccountRecord;

    const activeRefused = await agent.post('/web-api/user/deleteCurrencyAccount', { account_id: usd.id });
    expect(activeRefused.json()).toMatchObject({ error: { errors: { account_id: ['wallet_account_is_active'] } } });
    await credit(rub.id, 100n);
    const notEmpty = await agent.post('/web-api/user/deleteCurrencyAccount', { account_id: rub.id });
    expect(notEmpty.json()).toMatchObject({ error: { errors: { account_id: ['wallet_account_not_empty'] } } });

    await agent.post('/web-api/user/setactiveaccount', { account_id: rub.id });
    const closed = await agent.post('/web-api/user/deleteCurrencyAccount', { account_id: usd.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Lists>().data.accounts.map((a) => a.iso)).toEqual(['RUB']);
    const reopened = await agent.post('/web-api/user/createCurrencyAccount', { currency_id: 2 });
    expect(reopened.json<Lists>().data.accounts.map((a) => a.iso)).toEqual(['RUB', 'USD']);
  });

  it("answers another player's account as not found and changes nothing", async () => {
    const alice = await registerByApi(t.app);
    const bob = await registerByApi(t.app);
    const bobs = (await bob.agent.post('/web-api/user/createCurrencyAccount', { currency_id: 3 })).json<Lists>().data.accounts;
    const bobEur = bobs.find((a) => a.iso === 'EUR') as AccountRecord;
    for (const path of ['/web-api/user/setactiveaccount', '/web-api/user/deleteCurrencyAccount']) {
      const res = await alice.agent.post(path, { account_id: bobEur.id });
      expect(res.statusCode).toBe(404);
    }
    expect((await bob.agent.get('/account-api/user/balance')).json<Lists>().data.accounts.map((a) => [a.iso, a.isActive])).toEqual([
      ['RUB', true],
      ['EUR', false],
    ]);
  });

  it('lists no virtual-account movements for a player without bonus or points accounts, and pages the call', async () => {
    const { agent } = await registerByApi(t.app);
    const res = await agent.post('/web-api/officeapi/gethistorypaymentvirtualaccount', { page_number: 1 });
    expect(res.json()).toEqual({ success: true, data: { items: [], total: 0, page: 1, pageSize: 50 } });
    expect((await agent.post('/web-api/officeapi/gethistorypaymentvirtualaccount', { page_number: 0 })).statusCode).toBe(400);
  });

  it('refuses guests, and cookie writes without the CSRF token', async () => {
    const { agent } = await registerByApi(t.app);
    const guest = await t.app.inject({ method: 'GET', url: '/account-api/user/balance', headers: { host: 'localhost' } });
    expect(guest.statusCode).toBe(401);
    const noCsrf = await agent.post('/web-api/user/createCurrencyAccount', { currency_id: 2 }, { 'x-csrf-token': '' });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("pushes the new balance to the player's open sockets after every change, and only theirs", async () => {
    const player = await registerByApi(t.app);
    const other = await registerByApi(t.app);
    const mine = await playerNotices(wsUrl, player.agent);
    const theirs = await playerNotices(wsUrl, other.agent);
    const [account] = (await player.agent.get('/account-api/user/balance')).json<Lists>().data.accounts as [AccountRecord];
    await credit(account.id, 5_000n);
    await credit(account.id, 250n);
    await until(() => mine.notices.length >= 2);
    expect(mine.notices).toEqual([
      { kind: 'balance', accountId: account.id, version: 1, money: '50.00', currency: 'RUB' },
      { kind: 'balance', accountId: account.id, version: 2, money: '52.50', currency: 'RUB' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.notices).toEqual([]);
    mine.close();
    theirs.close();
  });

});

