import { randomUUID } from 'node:crypto';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { BalanceLists } from '@stavka/contract/wallet';
import type { Agent } from '../../testing/agent';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { registerByApi } from '../../testing/players';
import { finalScore, footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { verifyLedger } from '../wallet/service';

// Placing and settling bets over the API (issue 12), with a feed the test scripts: the stake held at
// once, checks of every leg under the odds policy, the brand's limits, one bet per betGuid, live bets
// decided after their delay, and settlement paying each bet exactly once.

type Envelope<T> = { Success: boolean; Error: string; ErrorCode: number; Value: T };
type Placed = { Id: number; Balance: number; waitTime: number; Status: string; Coupon: { Coef: number } };

let gameIds = 900_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('betting on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  async function player(money = '1000.00'): Promise<{ agent: Agent; id: number }> {
    const registered = await registerByApi(t.app);
    const lists = (await registered.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data;
    const account = lists.accounts[0];
    if (!account) throw new Error('no account');
    const [whole, cents = '0'] = money.split('.');
    const minor = BigInt(whole ?? '0') * 100n + BigInt(cents.padEnd(2, '0'));
    await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: minor, operator: 'test', reason: 'funding', key: randomUUID() }));
    return registered;
  }
  const available = async (agent: Agent) => (await agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0]?.moneyExact;
  const place = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { CheckCf: 0, Source: 55, ...body });
  const bet = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
  const settle = async (gameId: number, score: [number, number]) => {
    t.feed.result({ gameId, finishedAt: t.now(), state: finalScore(score), cancelled: false });
    await t.app.betting.runOnce();
    await t.app.outbox.drain();
  };

  it('holds the stake of a single at once and pays stake × odds when it wins, once', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await player();
    const res = await place(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.1, Param: 0, Kind: 3 }], Vid: 0, Summ: 100, betGUID: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<Envelope<Placed>>().Value;
    expect(placed).toMatchObject({ Balance: 900, waitTime: 0, Status: 'accepted', Coupon: { Coef: 2.1 } });
    expect(await available(agent)).toBe('900.00');
    await settle(gameId, [2, 1]);
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'won', payoutExact: '210.00', legs: [{ result: 'win', coefficient: 2.1 }] });
    expect(await available(agent)).toBe('1110.00');
    await t.app.betting.runOnce();
    expect(await available(agent)).toBe('1110.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('settles an express over its legs: a lost leg loses it, a called-off game counts 1.00', async () => {
    const [a, b, c] = [nextGame(), nextGame(), nextGame()];
    for (const id of [a, b, c]) t.offer(footballGame(id));
    const { agent } = await player();
    const lost = (await place(agent, { Events: [{ GameId: a, Type: 1, Coef: 2.1 }, { GameId: b, Type: 3, Coef: 3.5 }], Vid: 1, Summ: 50 })).json<Envelope<Placed>>().Value;
    const voided = (await place(agent, { Events: [{ GameId: a, Type: 1, Coef: 2.1 }, { GameId: c, Type: 2, Coef: 3.4 }], Vid: 1, Summ: 50 })).json<Envelope<Placed>>().Value;
    expect(lost.Coupon.Coef).toBe(7.35);
    await settle(a, [1, 0]);
    await settle(b, [1, 1]);
    t.feed.result({ gameId: c, finishedAt: t.now(), state: finalScore([0, 0]), cancelled: true });
    await t.app.betting.runOnce();
    expect(await bet(agent, lost.Id)).toMatchObject({ status: 'lost', payoutExact: '0.00' });
    expect(await bet(agent, voided.Id)).toMatchObject({ status: 'won', payoutExact: '105.00', legs: [{ result: 'win' }, { result: 'void' }] });
    expect(await available(agent)).toBe('1005.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('prices and pays a system 2 of 3 as the sum of its expresses', async () => {
    const games = [nextGame(), nextGame(), nextGame()];
    for (const id of games) t.offer(footballGame(id, { prices: [2_000, 3_000, 4_000] }));
    const { agent } = await player();
    const res = await place(agent, { Events: games.map((GameId) => ({ GameId, Type: 1, Coef: 2 })), Vid: 2, expressNum: 2, Summ: 30 });
    const placed = res.json<Envelope<Placed>>().Value;
    expect((await bet(agent, placed.Id)).potentialPayoutExact).toBe('120.00'); // 3 × (10 × 2 × 2)
    await settle(games[0] as number, [1, 0]);
    await settle(games[1] as number, [1, 0]);
    await settle(games[2] as number, [0, 1]);
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'won', payoutExact: '40.00' });
  });

  it('refuses a changed coefficient under CheckCf 0, takes a higher one under 1, and writes nothing when it refuses', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await player();
    const exact = await place(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.0 }], Vid: 0, Summ: 10, CheckCf: 0 });
    expect(exact.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oddsChanged });
    const lower = await place(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.2 }], Vid: 0, Summ: 10, CheckCf: 1 });
    expect(lower.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oddsChanged });
    expect(await available(agent)).toBe('1000.00');
    const higher = await place(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.0 }], Vid: 0, Summ: 10, CheckCf: 1 });
    expect(higher.json<Envelope<Placed>>().Value.Coupon.Coef).toBe(2.1);
  });

  it.each<[string, { Summ?: number | string; Vid?: number; Events?: unknown }, number]>([
    ['insufficient funds', { Summ: 1000.01 }, betErrorCodes.insufficientFunds],
    ['a stake below the minimum bet', { Summ: 9.99 }, betErrorCodes.stakeBelowMin],
    ['an unknown outcome', { Events: [{ GameId: 1, Type: 1 }] }, betErrorCodes.eventClosed],
    ['an express of one game twice', { Vid: 1, Events: 'same-game' }, betErrorCodes.sameGameTwice],
    ['a malformed slip', { Events: [] }, betErrorCodes.malformed],
    ['a stake with too many decimals', { Summ: '10.001' }, betErrorCodes.malformed],
  ])('refuses %s with its own code and moves no money', async (_name, change, code) => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await player();
    const events = change.Events === 'same-game' ? [{ GameId: gameId, Type: 1 }, { GameId: gameId, Type: 9, Param: 2.5 }] : (change.Events ?? [{ GameId: gameId, Type: 1 }]);
    const res = await place(agent, { Vid: 0, Summ: 10, CheckCf: 2, ...change, Events: events });
    expect(res.json()).toMatchObject({ Success: false, ErrorCode: code });
    expect(await available(agent)).toBe('1000.00');
  });

  it('refuses a line selection whose game has started, unless the slip takes it as live', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId, { startsInSeconds: -1 }));
    const { agent } = await player();
    const started = await place(agent, { Events: [{ GameId: gameId, Type: 1, Kind: 3 }], Vid: 0, Summ: 10, CheckCf: 2 });
    expect(started.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.gameStarted });
  });

  it('answers a repeated betGuid with the first bet, word for word, and holds its stake once', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await player();
    const body = { Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }], Vid: 0, Summ: 100, betGUID: randomUUID() };
    const [first, second] = await Promise.all([place(agent, body), place(agent, body)]);
    // One of them placed the bet and answered it as written; the other waited on the key and read it back.
    expect(first.json<Envelope<Placed>>().Value).toEqual(second.json<Envelope<Placed>>().Value);
    expect((await place(agent, body)).json<Envelope<Placed>>().Value).toEqual(first.json<Envelope<Placed>>().Value);
    expect(first.json<Envelope<Placed>>().Value).toMatchObject({ Balance: 900, Status: 'accepted' });
    expect(await available(agent)).toBe('900.00');
  });

  it('keeps a live bet waiting the brand delay, then accepts it, or refuses it and frees the stake if the market closed', async () => {
    const [open, closing] = [nextGame(), nextGame()];
    t.offer(footballGame(open, { live: true }));
    t.offer(footballGame(closing, { live: true }));
    const { agent } = await player();
    const kept = (await place(agent, { Events: [{ GameId: open, Type: 1, Coef: 2.1, Kind: 1 }], Vid: 0, Summ: 100 })).json<Envelope<Placed>>().Value;
    const dropped = (await place(agent, { Events: [{ GameId: closing, Type: 1, Coef: 2.1, Kind: 1 }], Vid: 0, Summ: 100 })).json<Envelope<Placed>>().Value;
    expect([kept.Status, kept.waitTime, await available(agent)]).toEqual(['waiting', 5, '800.00']);
    const { markets } = footballGame(closing, { live: true });
    t.feed.prices(closing, markets.map((m) => ({ ...m, status: 3 as const })));
    await t.app.betting.runOnce();
    expect((await bet(agent, kept.Id)).status).toBe('waiting');
    t.advance(5_000);
    await t.app.betting.runOnce();
    expect(await bet(agent, kept.Id)).toMatchObject({ status: 'accepted' });
    expect(await bet(agent, dropped.Id)).toMatchObject({ status: 'refused', refusal: 'eventBlocked' });
    expect(await available(agent)).toBe('900.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('lets only as many concurrent bets through as the money covers', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await player('300.00');
    const results = await Promise.all(Array.from({ length: 8 }, () => place(agent, { Events: [{ GameId: gameId, Type: 1 }], Vid: 0, Summ: 100, CheckCf: 2 })));
    const accepted = results.filter((r) => r.json<Envelope<Placed>>().Success);
    expect(accepted).toHaveLength(3);
    expect(results.filter((r) => r.json<Envelope<Placed>>().ErrorCode === betErrorCodes.insufficientFunds)).toHaveLength(5);
    expect(await available(agent)).toBe('0.00');
  });

  it('checks a coupon for guests: current coefficients, the limits, blocked and finished events', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-api/LiveBet-update/Open/UpdateCoupon',
      headers: { host: 'localhost' },
      payload: { Events: [{ GameId: gameId, Type: 1, Coef: 2.0 }, { GameId: 1, Type: 1 }], Vid: 1 },
    });
    expect(res.json()).toMatchObject({
      Success: true,
      Value: { minBet: 10, Currency: 'RUB', changeCf: true, Events: [{ GameId: gameId, Coef: 2.1, Changed: true, Finish: false }, { GameId: 1, Finish: true }] },
    });
  });

  it("shows no other player's bet", async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const alice = await player();
    const bob = await player();
    const placed = (await place(alice.agent, { Events: [{ GameId: gameId, Type: 1 }], Vid: 0, Summ: 10, CheckCf: 2 })).json<Envelope<Placed>>().Value;
    expect((await bob.agent.get(`/web-api/bets/${placed.Id}`)).statusCode).toBe(404);
    const history = (await bob.agent.post('/web-api/officeapi/getbetshistory', {})).json<{ data: { items: BetRecord[] } }>().data;
    expect(history.items).toEqual([]);
    const own = (await alice.agent.post('/web-api/officeapi/getbetshistory', {})).json<{ data: { items: BetRecord[] } }>().data;
    expect(own.items.map((b) => b.id)).toEqual([placed.Id]);
  });
});
