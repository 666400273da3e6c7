import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { AutoBetRecord } from '@stavka/contract/special-bets';
import type { Agent } from '../../testing/agent';
import { availableMoney, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue } from '../site/service';
import { verifyLedger } from '../wallet/service';

// Auto bets (issue 12, decision 0028): a coupon that waits, its stake held, until its price reaches
// the player's target in their odds format; then it is placed at that price. A line game that starts
// or a market that goes cancels it and frees the stake; so does the player.

type Made = { Id: number; AutoBetId?: number; Status: string; Balance: number; Coupon?: { Coef: number } };

let gameIds = 950_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('auto bets on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  /** A line game starting `startsIn` seconds from the script's clock now, its home win at `w1`. */
  const lineGame = (w1 = 2_100, startsIn = 3600) => {
    const id = nextGame();
    const game = footballGame(id, { prices: [w1, 3_400, 3_500], startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + startsIn });
    t.offer(game);
    return { id, game };
  };
  const reprice = (game: ReturnType<typeof footballGame>, w1: number) =>
    t.feed.prices(game.fixture.id, game.markets.map((m) => (m.group === 1 ? { ...m, outcomes: m.outcomes.map((o) => (o.type === 1 ? { ...o, price: w1 } : o)) } : m)));
  const make = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Vid: 0, Summ: 100, CheckCf: 0, betGUID: randomUUID(), ...body });
  const autoBets = async (agent: Agent) => (await agent.get('/web-api/auto-bets')).json<{ data: { items: AutoBetRecord[] } }>().data.items;
  const pass = async () => {
    await t.app.betting.runOnce();
    await t.app.betting.runOnce();
  };

  it('holds the stake while the price is below the target, and places the bet at the new price once it reaches it', async () => {
    const { id, game } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const res = await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1, Kind: 3 }], isAutoBet: true, autoBetCf: 2.5, autoBetCfView: 0 });
    const made = res.json<Envelope<Made>>();
    expect(made, res.body).toMatchObject({ Success: true, Value: { Id: 0, Status: 'auto', Balance: 900 } });
    const autoBetId = made.Value.AutoBetId;
    expect(await autoBets(agent)).toMatchObject([{ id: autoBetId, status: 'pending', target: '2.5', targetDecimal: 2.5, coefficientNow: 2.1, stakeExact: '100.00', betId: null }]);

    reprice(game, 2_400);
    await pass();
    expect((await autoBets(agent))[0]).toMatchObject({ status: 'pending', coefficientNow: 2.4 });
    expect(await availableMoney(agent)).toBe('900.00');

    reprice(game, 2_600);
    await pass();
    const [placed] = await autoBets(agent);
    expect(placed).toMatchObject({ status: 'placed', betId: expect.any(Number) });
    const bet = (await agent.get(`/web-api/bets/${placed?.betId}`)).json<{ data: { bet: BetRecord } }>().data.bet;
    expect(bet).toMatchObject({ status: 'accepted', coefficient: 2.6, stakeExact: '100.00', potentialPayoutExact: '260.00', legs: [{ gameId: id, coefficient: 2.6 }] });
    expect(await availableMoney(agent)).toBe('900.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it("reads the target in the player's odds format: American +150 is 2.50", async () => {
    const { id, game } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const made = (await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: '+150', autoBetCfView: 2 })).json<Envelope<Made>>();
    expect(made.Value.Id).toBe(0);
    expect((await autoBets(agent))[0]).toMatchObject({ target: '+150', targetView: 2, targetDecimal: 2.5 });
    reprice(game, 2_490);
    await pass();
    expect((await autoBets(agent))[0]?.status).toBe('pending');
    reprice(game, 2_500);
    await pass();
    expect((await autoBets(agent))[0]?.status).toBe('placed');
  });

  it('places an express when the product of its prices, rounded down, reaches the target', async () => {
    const a = lineGame(2_000);
    const b = lineGame(1_500);
    const { agent } = await fundedPlayer(t);
    const made = (await make(agent, { Vid: 1, Events: [{ GameId: a.id, Type: 1, Coef: 2 }, { GameId: b.id, Type: 1, Coef: 1.5 }], isAutoBet: true, autoBetCf: 3.3 })).json<Envelope<Made>>();
    expect(made.Value.Id).toBe(0);
    reprice(b.game, 1_649); // 2 × 1.649 = 3.298
    await pass();
    expect((await autoBets(agent))[0]?.status).toBe('pending');
    reprice(b.game, 1_650);
    await pass();
    const [placed] = await autoBets(agent);
    const bet = (await agent.get(`/web-api/bets/${placed?.betId}`)).json<{ data: { bet: BetRecord } }>().data.bet;
    expect(bet).toMatchObject({ kind: 'express', coefficient: 3.3 });
  });

  it('places the bet at once when the price already reaches the target', async () => {
    const { id } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const made = (await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 2.05 })).json<Envelope<Made>>();
    expect(made.Value).toMatchObject({ Status: 'accepted', Coupon: { Coef: 2.1 } });
    expect(made.Value.Id).toBeGreaterThan(0);
    expect(await autoBets(agent)).toEqual([]);
  });

  it('takes isAutoBet with no target (the family web client sends autoBetCf 0) as an ordinary bet', async () => {
    const { id } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const made = (await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 0, autoBetCfView: 0 })).json<Envelope<Made>>();
    expect(made.Value.Id).toBeGreaterThan(0);
    expect(await autoBets(agent)).toEqual([]);
  });

  it('cancels it and frees the stake when the line game starts, or when the market leaves the feed', async () => {
    const starting = lineGame(2_100, 60);
    const closing = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    await make(agent, { Events: [{ GameId: starting.id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 3 });
    await make(agent, { Events: [{ GameId: closing.id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 3 });
    expect(await availableMoney(agent)).toBe('800.00');
    // A suspended market waits.
    t.feed.prices(closing.id, closing.game.markets.map((m) => ({ ...m, status: 3 as const })));
    await pass();
    expect((await autoBets(agent)).map((a) => a.status)).toEqual(['pending', 'pending']);
    t.feed.prices(closing.id, closing.game.markets.filter((m) => m.group !== 1));
    await pass();
    expect(await availableMoney(agent)).toBe('900.00');
    t.advance(61_000);
    await pass();
    const items = await autoBets(agent);
    expect(items.map((a) => [a.events[0]?.GameId, a.status, a.reason])).toEqual([
      [closing.id, 'cancelled', 'eventClosed'],
      [starting.id, 'cancelled', 'gameStarted'],
    ]);
    expect(await availableMoney(agent)).toBe('1000.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('keeps an auto bet on a game in play after its start, and places it as a live bet that waits its delay', async () => {
    const id = nextGame();
    const game = footballGame(id, { live: true, prices: [2_100, 3_400, 3_500] });
    t.offer(game);
    const { agent } = await fundedPlayer(t);
    const made = (await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1, Kind: 1 }], isAutoBet: true, autoBetCf: 2.3 })).json<Envelope<Made>>();
    expect(made.Value.Id).toBe(0);
    await pass();
    expect((await autoBets(agent))[0]?.status).toBe('pending');
    reprice(game, 2_300);
    await pass();
    const [placed] = await autoBets(agent);
    const bet = (await agent.get(`/web-api/bets/${placed?.betId}`)).json<{ data: { bet: BetRecord } }>().data.bet;
    expect(bet).toMatchObject({ status: 'waiting', live: true, coefficient: 2.3 });
    t.advance(5_000);
    await pass();
    expect((await agent.get(`/web-api/bets/${placed?.betId}`)).json<{ data: { bet: BetRecord } }>().data.bet.status).toBe('accepted');
  });

  it('cancels it with the reason and frees the stake when the bet is refused once the price comes (the brand lowered its maximum)', async () => {
    const { id, game } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 2.2 });
    await setSiteValue(t.database.db, 'stavka', 'betting.couponTypesMax', [1]);
    try {
      reprice(game, 2_200);
      await pass();
    } finally {
      await setSiteValue(t.database.db, 'stavka', 'betting.couponTypesMax', []);
    }
    expect((await autoBets(agent))[0]).toMatchObject({ status: 'cancelled', reason: 'stakeAboveMax', betId: null });
    expect(await availableMoney(agent)).toBe('1000.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('lets the player cancel a waiting auto bet once, and no one else', async () => {
    const { id } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const made = (await make(agent, { Events: [{ GameId: id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 5 })).json<Envelope<Made>>();
    const autoBetId = made.Value.AutoBetId ?? 0;
    expect((await other.agent.post(`/web-api/auto-bets/${autoBetId}/cancel`)).statusCode).toBe(404);
    const cancelled = await agent.post(`/web-api/auto-bets/${autoBetId}/cancel`);
    expect(cancelled.json()).toEqual({ success: true, data: { id: autoBetId, status: 'cancelled' } });
    expect(await availableMoney(agent)).toBe('1000.00');
    expect((await agent.post(`/web-api/auto-bets/${autoBetId}/cancel`)).statusCode).toBe(404);
    expect((await autoBets(agent))[0]).toMatchObject({ status: 'cancelled', reason: 'Cancelled by the player' });
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['a target that is no price in its format', { autoBetCf: 'abc' }, betErrorCodes.autoBetInvalid],
    ['an American target below 100', { autoBetCf: 50, autoBetCfView: 2 }, betErrorCodes.autoBetInvalid],
    ['a system', { Vid: 2, expressNum: 2, Events: 'three' }, betErrorCodes.autoBetInvalid],
    ['more than the money', { Summ: 1000.01 }, betErrorCodes.insufficientFunds],
    ['a stake below the minimum', { Summ: 1 }, betErrorCodes.stakeBelowMin],
    ['a started game', { Events: 'started' }, betErrorCodes.gameStarted],
  ])('refuses %s and holds nothing', async (_name, change, code) => {
    const games = [lineGame(), lineGame(), lineGame()];
    const started = nextGame();
    t.offer(footballGame(started, { startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) - 60 }));
    const { agent } = await fundedPlayer(t);
    const events =
      change.Events === 'three' ? games.map((g) => ({ GameId: g.id, Type: 1 })) : change.Events === 'started' ? [{ GameId: started, Type: 1, Kind: 3 }] : [{ GameId: games[0]?.id, Type: 1 }];
    const res = await make(agent, { isAutoBet: true, autoBetCf: 9, CheckCf: 2, ...change, Events: events });
    expect(res.json(), res.body).toMatchObject({ Success: false, ErrorCode: code });
    expect(await availableMoney(agent)).toBe('1000.00');
    expect(await autoBets(agent)).toEqual([]);
  });

  it('answers a repeated betGUID with the first answer and holds the stake once', async () => {
    const { id } = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const body = { Events: [{ GameId: id, Type: 1, Coef: 2.1 }], isAutoBet: true, autoBetCf: 4, betGUID: randomUUID() };
    const [first, second] = await Promise.all([make(agent, body), make(agent, body)]);
    expect(first?.json<Envelope<Made>>().Value.AutoBetId).toBe(second?.json<Envelope<Made>>().Value.AutoBetId);
    expect(await availableMoney(agent)).toBe('900.00');
    expect(await autoBets(agent)).toHaveLength(1);
  });
});
