import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtDuelSchema, duelPlayerSchema, type BuiltDuel } from '@stavka/contract/bet-builder';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { BalanceLists } from '@stavka/contract/wallet';
import { feedResults } from '@stavka/db/schema';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { eq } from 'drizzle-orm';
import { marginForCode } from '@stavka/domain/pricing/margin';
import type { Agent } from '../../testing/agent';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { modelledFootball, offerModelled, type ModelledFootball } from '../../testing/modelled-games';
import { registerByApi } from '../../testing/players';
import { finalScore, footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { correctResult } from '../feed/service';
import { verifyLedger } from '../wallet/service';
import { duelMarkets } from './duel-book';

// Duels over the API (decision 0026): the teams a duel can take, a duel of two of them built as a
// game in its own id space and priced from both games' models, placed through MakeBetWeb like any
// game (alone or in an express), closed when a game starts, settled once both have finished.

type Envelope<T> = { Success: boolean; Error: string; ErrorCode: number; Value: T };
type Placed = { Id: number; Status: string; Coupon: { Coef: number } };

// Team ids are ten times the game id: they must fit the feed store's integer columns.
let gameIds = 72_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('duels on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  async function player(): Promise<Agent> {
    const registered = await registerByApi(t.app);
    const account = (await registered.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0];
    if (!account) throw new Error('no account');
    await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: 100_000n, operator: 'test', reason: 'funding', key: randomUUID() }));
    return registered.agent;
  }
  const available = async (agent: Agent) => (await agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0]?.moneyExact;
  const bet = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
  const game = (rates: { home: number; away: number }, startsInSeconds = 3_600): ModelledFootball => {
    const g = modelledFootball(nextGame(), { rates, startsInSeconds });
    offerModelled(t, g);
    return g;
  };
  const build = (players: Record<string, unknown>[], lng = 'en') => t.app.inject({ method: 'POST', url: '/service-api/LineFeed/BuildDuel', payload: { Players: players, lng } });
  const duelOf = async (a: ModelledFootball, sideA: 1 | 2, b: ModelledFootball, sideB: 1 | 2): Promise<BuiltDuel> => {
    const res = await build([
      { GameId: a.fixture.id, Side: sideA },
      { GameId: b.fixture.id, Side: sideB },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return builtDuelSchema.parse(res.json<Envelope<BuiltDuel>>().Value);
  };
  const price = (duel: BuiltDuel, group: number, type: number, param?: number) => duel.Event.E.find((o) => o.G === group && o.T === type && (param === undefined || (o.P ?? 0) === param))?.C;

  it('lists both teams of the pre-match football games priced from a model, not games in play or without one', async () => {
    const line = game({ home: 1.5, away: 1.2 });
    const live = modelledFootball(nextGame(), { rates: { home: 1.5, away: 1.2 }, live: { clock: { minute: 10 }, score: { home: 0, away: 0 } } });
    offerModelled(t, live);
    const plain = nextGame();
    t.offer(footballGame(plain));
    const res = await t.app.inject({ method: 'GET', url: '/service-api/LineFeed/GetAvailablePlayersForDuel?sport=1&lng=en' });
    expect(res.statusCode, res.body).toBe(200);
    const players = res.json<Envelope<unknown[]>>().Value.map((p) => duelPlayerSchema.parse(p));
    expect(players.filter((p) => p.GameId === line.fixture.id)).toEqual([
      expect.objectContaining({ Side: 1, TeamId: line.fixture.team1.id, Team: `Home ${line.fixture.id}`, Opponent: `Away ${line.fixture.id}`, Champ: 'England. Premier League' }),
      expect.objectContaining({ Side: 2, TeamId: line.fixture.team2?.id, Team: `Away ${line.fixture.id}` }),
    ]);
    expect(players.some((p) => p.GameId === live.fixture.id || p.GameId === plain)).toBe(false);
  });

  it('builds a duel of two teams as a game priced from both models, and finds it again', async () => {
    const [a, b] = [game({ home: 2.0, away: 0.9 }), game({ home: 1.1, away: 1.4 })];
    const duel = await duelOf(a, 1, b, 2);
    expect(duel.Event.I).toBeGreaterThan(9_000_000_000_000);
    expect(duel.Event).toMatchObject({ KI: 3, O1: `Home ${a.fixture.id}`, O2: `Away ${b.fixture.id}`, O1I: a.fixture.team1.id, O2I: b.fixture.team2?.id, S: Math.min(a.fixture.start, b.fixture.start) });
    expect(duel.Players.map((p) => [p.GameId, p.Side])).toEqual([
      [a.fixture.id, 1],
      [b.fixture.id, 2],
    ]);
    const markets = duelMarkets(a.model, 1, b.model, 2, marginForCode(undefined));
    const w1 = markets.find((m) => m.group === 1)?.outcomes.find((o) => o.type === 1)?.price;
    expect(price(duel, 1, 1)).toBe((w1 ?? 0) / 1000);
    // Who scores more, the tie, and the tie returned (handicap 0) are all on offer.
    expect(price(duel, 1, 2)).toBeGreaterThan(1);
    expect(duel.Event.E.some((o) => o.G === 2) || duel.Event.AE.some((alt) => alt.G === 2)).toBe(true);
    expect((await duelOf(a, 1, b, 2)).Event.I).toBe(duel.Event.I);
    expect((await duelOf(b, 2, a, 1)).Event.I).not.toBe(duel.Event.I);
  });

  it.each([
    ['two sides of one game', (a: ModelledFootball) => [{ GameId: a.fixture.id, Side: 1 }, { GameId: a.fixture.id, Side: 2 }]],
    ['a team that is not in the game', (a: ModelledFootball, b: ModelledFootball) => [{ GameId: a.fixture.id, TeamId: 5 }, { GameId: b.fixture.id, Side: 1 }]],
    ['a game not in the line', (a: ModelledFootball) => [{ GameId: a.fixture.id, Side: 1 }, { GameId: 123, Side: 1 }]],
  ] as const)('refuses %s', async (_name, players) => {
    const [a, b] = [game({ home: 1.4, away: 1.3 }), game({ home: 1.2, away: 1.1 })];
    const res = await build([...players(a, b)]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.duelInvalid });
  });

  it('limits the duels built from one address', async () => {
    const [a, b] = [game({ home: 1.4, away: 1.3 }), game({ home: 1.2, away: 1.1 })];
    const from = (ip: string) => t.app.inject({ method: 'POST', url: '/service-api/LineFeed/BuildDuel', remoteAddress: ip, payload: { Players: [{ GameId: a.fixture.id, Side: 1 }, { GameId: b.fixture.id, Side: 2 }] } });
    for (let i = 0; i < 120; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Envelope<null>>()).toMatchObject({ Success: false });
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  it('refuses a malformed body', async () => {
    const res = await build([{ GameId: 'x' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.malformed });
  });

  it('is placed through MakeBetWeb like any game, alone and in an express, and settled once both games finish', async () => {
    const [a, b, other] = [game({ home: 1.8, away: 1.0 }), game({ home: 1.3, away: 1.3 }), game({ home: 1.5, away: 1.2 })];
    const duel = await duelOf(a, 1, b, 1);
    const agent = await player();
    const checked = await t.app.inject({ method: 'POST', url: '/service-api/LiveBet/Open/UpdateCoupon', payload: { Events: [{ GameId: duel.Event.I, Type: 1, Param: 0 }], Vid: 0, Summ: 10 } });
    expect(checked.json<Envelope<{ NotValid: boolean; Coef: number }>>().Value).toMatchObject({ NotValid: false, Coef: price(duel, 1, 1) });
    const single = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId: duel.Event.I, Type: 1, Coef: price(duel, 1, 1), Param: 0 }], Vid: 0, Summ: 10, CheckCf: 0, betGUID: randomUUID() });
    expect(single.statusCode, single.body).toBe(200);
    const s = single.json<Envelope<Placed>>().Value;
    const express = (await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId: duel.Event.I, Type: 2, Param: 0 }, { GameId: other.fixture.id, Type: 1, Param: 0 }], Vid: 1, Summ: 10, CheckCf: 2, betGUID: randomUUID() })).json<Envelope<Placed>>().Value;
    expect([s.Status, express.Status]).toEqual(['accepted', 'accepted']);
    expect(await bet(agent, s.Id)).toMatchObject({ legs: [{ gameId: duel.Event.I, group: 1, type: 1, names: { team1: `Хозяева ${a.fixture.id}`, team2: `Хозяева ${b.fixture.id}` } }] });

    // A scores 2 at regulation time, B scores 1: A's side of the duel wins, the tie loses.
    t.feed.result({ gameId: a.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([2, 2]), cancelled: false });
    await t.app.betting.runOnce();
    expect((await bet(agent, s.Id)).status).toBe('accepted');
    t.feed.result({ gameId: b.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([1, 3]), cancelled: false });
    t.feed.result({ gameId: other.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([1, 0]), cancelled: false });
    await t.app.betting.runOnce();
    const paid = Math.floor((1_000 * Math.round((price(duel, 1, 1) ?? 0) * 1000)) / 1000) / 100;
    expect(await bet(agent, s.Id)).toMatchObject({ status: 'won', payout: paid, legs: [{ result: 'win' }] });
    expect(await bet(agent, express.Id)).toMatchObject({ status: 'lost', legs: [{ result: 'lose' }, { result: 'win' }] });
    expect(await available(agent)).toBe((980 + paid).toFixed(2));
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  /** Sends a game's result and waits until the feed's store has it (corrections start from it). */
  const stored = async (gameId: number, state: ReturnType<typeof finalScore>) => {
    t.feed.result({ gameId, finishedAt: Math.floor(t.now() / 1000), state, cancelled: false });
    for (let waited = 0; waited < 10_000; waited += 100) {
      const [row] = await t.database.db.select({ id: feedResults.gameId }).from(feedResults).where(eq(feedResults.gameId, gameId));
      if (row) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the result of game ${gameId} was not stored`);
  };
  const settle = async () => {
    await t.app.outbox.drain();
    await t.app.betting.runOnce();
    await t.app.outbox.drain();
  };

  it('settles its bets again when the result of one of its games is corrected', async () => {
    const [a, b] = [game({ home: 1.6, away: 1.2 }), game({ home: 1.4, away: 1.3 })];
    const duel = await duelOf(a, 1, b, 1);
    const agent = await player();
    const placed = (await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId: duel.Event.I, Type: 1, Param: 0 }], Vid: 0, Summ: 10, CheckCf: 2, betGUID: randomUUID() })).json<Envelope<Placed>>().Value;
    await stored(a.fixture.id, finalScore([2, 0], [[1, 0], [1, 0]]));
    await stored(b.fixture.id, finalScore([1, 1], [[1, 1], [0, 0]]));
    await settle();
    expect((await bet(agent, placed.Id)).status).toBe('won');
    // A's second goal is ruled out: 1 against 1, a tie, and A's side of the duel loses.
    await correctResult(t.database.db, t.app.outbox, { gameId: a.fixture.id, score: [1, 0], periods: [[1, 0], [0, 0]], operator: 'test', reason: 'The second goal was offside' });
    await settle();
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'lost', payout: 0, legs: [{ result: 'lose' }] });
    expect(await available(agent)).toBe('990.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('closes once the first of its games starts, and is void when a game is called off', async () => {
    const [soon, later] = [game({ home: 1.5, away: 1.1 }, 600), game({ home: 1.2, away: 1.2 }, 7_200)];
    const duel = await duelOf(soon, 1, later, 2);
    const agent = await player();
    const placed = (await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId: duel.Event.I, Type: 3, Param: 0 }], Vid: 0, Summ: 10, CheckCf: 2, betGUID: randomUUID() })).json<Envelope<Placed>>().Value;
    expect(placed.Status).toBe('accepted');
    t.advance(601_000);
    const late = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId: duel.Event.I, Type: 3, Param: 0 }], Vid: 0, Summ: 10, CheckCf: 2, betGUID: randomUUID() });
    expect(late.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.eventBlocked });
    t.feed.result({ gameId: soon.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([0, 0]), cancelled: true });
    t.feed.result({ gameId: later.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([0, 1]), cancelled: false });
    await t.app.betting.runOnce();
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'returned', legs: [{ result: 'void' }] });
    expect(await available(agent)).toBe('1000.00');
  });
});
