import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes } from '@stavka/contract/betting';
import type { Avance } from '@stavka/contract/special-bets';
import { runInTransaction } from '@stavka/db/unit-of-work';
import type { Agent } from '../../testing/agent';
import { availableMoney, finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { freePort, moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { offerOf, saleValue, sell } from './cash-out-test-kit';
import { verifyLedger } from '../wallet/service';

// The advance (issue 12, decisions 0028 and 0029): credit against the player's open bets on games
// within 48 hours, lent from the player's credit account into the stake of an advance bet, repaid
// first from payouts (a win, a sale), deposits and before a withdrawal; what the bets did not repay
// is a debt, and no advance is given while anything is owed. The cash balance never goes below zero.

let gameIds = 980_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('the advance on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    const port = await freePort();
    t = await startScriptedApp(kind, { PORT: String(port) });
    // The sandbox provider's signed notifications carry the real time: the app's clock starts there.
    t.advance(Date.now() - t.now());
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const lineGame = (startsInHours = 1, w1 = 2_000) => {
    const id = nextGame();
    t.offer(footballGame(id, { prices: [w1, 3_400, 3_500], startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + Math.round(startsInHours * 3600) }));
    return id;
  };
  const bet = async (agent: Agent, gameId: number, summ: number, extra: Record<string, unknown> = {}) =>
    (await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Vid: 0, Summ: summ, CheckCf: 2, betGUID: randomUUID(), Events: [{ GameId: gameId, Type: 1 }], ...extra })).json<Envelope<{ Id: number }>>();
  const avance = async (agent: Agent) => {
    const res = await agent.post('/service-api/LiveBet/Open/GetAvance', {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<Avance>>().Value;
  };
  const credit = async (agent: Agent, amount: string) => {
    const lists = (await agent.get('/account-api/user/balance')).json<{ data: { accounts: { id: number }[] } }>().data;
    const accountId = lists.accounts[0]?.id ?? 0;
    const minor = BigInt(Math.round(Number(amount) * 100));
    await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId, amount: minor, operator: 'test', reason: 'goodwill', key: randomUUID() }));
  };
  /** A deposit through the sandbox provider's page; its signed notification credits the account. */
  const deposit = async (agent: Agent, amount: string) => {
    const started = await agent.post('/web-api/payments/deposit', { method_id: 'sandbox_card', amount, idempotency_key: randomUUID() });
    expect(started.statusCode, started.body).toBe(200);
    const checkout = new URL(started.json<{ data: { redirectUrl: string } }>().data.redirectUrl);
    const decided = await t.app.inject({ method: 'POST', url: checkout.pathname, headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect(decided.statusCode).toBe(303);
    await t.app.outbox.drain();
  };

  it('counts half the potential payouts of open bets within 48 hours, lends what an advance bet lacks, and is repaid first from a backing bet’s win', async () => {
    const [g1, g2, far, g4] = [lineGame(1, 2_100), lineGame(2, 2_000), lineGame(72), lineGame(3)];
    const { agent } = await fundedPlayer(t, '500.00');
    expect(await avance(agent)).toMatchObject({ Avance: 0, Owed: 0, Bets: 0, Currency: 'RUB' });
    await bet(agent, g1, 200); // pays 420
    await bet(agent, g2, 240); // pays 480
    await bet(agent, far, 50); // beyond 48 hours: not counted
    expect(await availableMoney(agent)).toBe('10.00');
    expect(await avance(agent)).toMatchObject({ Avance: 450, AvanceExact: '450.00', Owed: 0, Bets: 2 });

    const advanced = await bet(agent, g4, 160, { avanceBet: true });
    expect(advanced).toMatchObject({ Success: true, Value: { Balance: 0 } });
    expect(await avance(agent)).toMatchObject({ Avance: 0, Owed: 150, OwedExact: '150.00' });
    // One advance at a time.
    expect(await bet(agent, g4, 20, { avanceBet: true })).toMatchObject({ Success: false, ErrorCode: betErrorCodes.advanceUnavailable });

    await finishGame(t, g1, [1, 0]);
    expect(await avance(agent)).toMatchObject({ Owed: 0 });
    expect(await availableMoney(agent)).toBe('270.00'); // 420 won, 150 of it repaid
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('refuses an advance bet on a game beyond 48 hours, or beyond the money and the advance, and lends nothing', async () => {
    const [near, far] = [lineGame(1), lineGame(49)];
    const { agent } = await fundedPlayer(t, '100.00');
    await bet(agent, near, 100); // pays 200: an advance of 100
    expect(await avance(agent)).toMatchObject({ Avance: 100 });
    expect(await bet(agent, far, 50, { avanceBet: true })).toMatchObject({ Success: false, ErrorCode: betErrorCodes.advanceUnavailable });
    expect(await bet(agent, near, 100.01, { avanceBet: true })).toMatchObject({ Success: false, ErrorCode: betErrorCodes.advanceUnavailable });
    // Without asking for the advance a stake beyond the money is just that.
    expect(await bet(agent, near, 50)).toMatchObject({ Success: false, ErrorCode: betErrorCodes.insufficientFunds });
    expect(await avance(agent)).toMatchObject({ Avance: 100, Owed: 0 });
    expect(await availableMoney(agent)).toBe('0.00');
    // An advance bet's own potential payout never backs another advance.
    expect(await bet(agent, near, 100, { avanceBet: true })).toMatchObject({ Success: true });
    await finishGame(t, near, [0, 1]);
    await credit(agent, '10.00'); // an operator's credit is not a payout: the debt stays
    expect(await avance(agent)).toMatchObject({ Avance: 0, Owed: 100, Bets: 0 });
  });

  it('leaves what the bets did not repay as a debt, repaid first from deposits and before a withdrawal', async () => {
    const [g1, g2] = [lineGame(1), lineGame(1)];
    const { agent } = await fundedPlayer(t, '300.00');
    await bet(agent, g1, 300); // pays 600: an advance of 300
    expect(await bet(agent, g2, 200, { avanceBet: true })).toMatchObject({ Success: true });
    await finishGame(t, g1, [0, 2]);
    await finishGame(t, g2, [0, 2]);
    expect(await avance(agent)).toMatchObject({ Avance: 0, Owed: 200 });
    expect(await availableMoney(agent)).toBe('0.00');

    await deposit(agent, '150');
    expect(await avance(agent)).toMatchObject({ Owed: 50 });
    expect(await availableMoney(agent)).toBe('0.00');

    await credit(agent, '200.00');
    const withdraw = (amount: string) => agent.post('/web-api/payments/withdrawal', { method_id: 'sandbox_card', amount, idempotency_key: randomUUID(), details: { card: '4111111111111111' } });
    // 200 on the account, 50 of it owed: 180 cannot leave, and the refusal repays nothing.
    const refused = await withdraw('180');
    expect([refused.statusCode, refused.body]).toEqual([400, expect.stringContaining('insufficient_funds')]);
    expect(await avance(agent)).toMatchObject({ Owed: 50 });
    expect(await availableMoney(agent)).toBe('200.00');
    expect((await withdraw('150')).statusCode).toBe(200);
    expect(await avance(agent)).toMatchObject({ Owed: 0 });
    expect(await availableMoney(agent)).toBe('0.00');

    await deposit(agent, '100');
    expect(await availableMoney(agent)).toBe('100.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('is repaid first from the sale of a bet', async () => {
    const [g1, g2] = [lineGame(1), lineGame(1)];
    const { agent } = await fundedPlayer(t, '200.00');
    const backing = (await bet(agent, g1, 200)).Value.Id;
    expect(await bet(agent, g2, 50, { avanceBet: true })).toMatchObject({ Success: true });
    expect(await avance(agent)).toMatchObject({ Owed: 50 });
    const offer = await offerOf(agent, backing);
    const sold = saleValue(await sell(agent, { SaleBetId: backing, SeenSumm: offer.SummExact ?? '0' }));
    expect(sold.Paid).toBeGreaterThan(50);
    expect(await avance(agent)).toMatchObject({ Owed: 0 });
    expect(await availableMoney(agent)).toBe((Number(sold.PaidExact) - 50).toFixed(2));
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('lends one advance at a time: of advance bets sent together, one borrows and the others are refused', async () => {
    const [g1, g2] = [lineGame(1), lineGame(1)];
    const { agent } = await fundedPlayer(t, '400.00');
    await bet(agent, g1, 400); // pays 800: an advance of 400
    const results = await Promise.all(Array.from({ length: 4 }, () => bet(agent, g2, 100, { avanceBet: true })));
    expect(results.filter((r) => r.Success)).toHaveLength(1);
    expect(results.filter((r) => r.ErrorCode === betErrorCodes.advanceUnavailable)).toHaveLength(3);
    expect(await avance(agent)).toMatchObject({ Owed: 100, Avance: 0 });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });
});
