import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builderEventsSchema, checkedBuilderSchema, type CheckedBuilder } from '@stavka/contract/bet-builder';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { BalanceLists } from '@stavka/contract/wallet';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { priceBuilder, type BuilderLeg } from '@stavka/domain/betting/bet-builder';
import { marginForCode } from '@stavka/domain/pricing/margin';
import type { Agent } from '../../testing/agent';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { modelledFootball, offerModelled, reprice, type ModelledFootball } from '../../testing/modelled-games';
import { registerByApi } from '../../testing/players';
import { finalScore, footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { verifyLedger } from '../wallet/service';

// The bet builder over the API (decision 0026), with a feed the test scripts and games priced from a
// model as the simulator prices them: the outcomes a builder takes, a builder priced from the joint
// distribution (not the product of its legs), contradictions refused with nothing written, one bet
// of kind builder held and paid once at its joint coefficient, and a live builder priced again after
// its wait.

type Envelope<T> = { Success: boolean; Error: string; ErrorCode: number; Value: T };
type Placed = { Id: number; Balance: number; waitTime: number; Status: string; Coupon: { Coef: number; Vid: number } };

// Team ids are ten times the game id: they must fit the feed store's integer columns.
let gameIds = 71_000_000;
const nextGame = () => (gameIds += 10);
const standard = marginForCode('standard');
/** A stake in cents at a coefficient, paid in whole cents (rounded down), in major units. */
const cents = (stake: number, coefficient: number) => Math.floor((stake * Math.round(coefficient * 1000)) / 1000) / 100;

describe.each(await moneyTestDatabaseKinds())('bet builder on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  async function player(money = '1000.00'): Promise<Agent> {
    const registered = await registerByApi(t.app);
    const account = (await registered.agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0];
    if (!account) throw new Error('no account');
    const minor = BigInt(money.replace('.', ''));
    await runInTransaction(t.database.db, (uow) => t.app.wallet.adjust(uow, { accountId: account.id, amount: minor, operator: 'test', reason: 'funding', key: randomUUID() }));
    return registered.agent;
  }
  const available = async (agent: Agent) => (await agent.get('/account-api/user/balance')).json<{ data: BalanceLists }>().data.accounts[0]?.moneyExact;
  const bet = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
  const betCount = async (agent: Agent) => (await agent.post('/web-api/officeapi/getbetshistory', {})).json<{ data: { total: number } }>().data.total;

  function game(options: Partial<Parameters<typeof modelledFootball>[1]> = {}): ModelledFootball {
    const g = modelledFootball(nextGame(), { rates: { home: 1.7, away: 1.0 }, firstHalf: true, ...options });
    offerModelled(t, g);
    return g;
  }
  const leg = (gameId: number, type: number, param = 0, group?: number) => ({ GameId: gameId, Type: type, Param: param, ...(group === undefined ? {} : { Group: group }) });
  const check = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/service-api/LiveBet/Open/UpdateCouponBuilder', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return checkedBuilderSchema.parse(res.json<Envelope<CheckedBuilder>>().Value);
  };
  const place = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWebBuilder', { CheckCf: 0, betGUID: randomUUID(), ...body });
  const expected = (g: ModelledFootball, legs: BuilderLeg[]) => {
    if (g.model.model !== 'football') throw new Error('football');
    const firstHalf = g.firstHalf?.model.model === 'football' ? g.firstHalf.model.pricing : undefined;
    const read = priceBuilder({ match: g.model.pricing, ...(firstHalf ? { firstHalf } : {}) }, legs, standard);
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    return read.coefficient / 1000;
  };

  it('lists the outcomes a builder takes on a game and its first half, without lines that can push', async () => {
    const g = game();
    const res = await t.app.inject({ method: 'POST', url: '/service-api/main-line-feed/v2/betbuilder/events', payload: { gameId: g.fixture.id, lng: 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    const events = builderEventsSchema.parse(res.json());
    expect(events.periods.map((p) => [p.gameId, p.period])).toEqual([
      [g.fixture.id, ''],
      [g.fixture.id + 1, '1st half'],
    ]);
    const match = events.periods[0];
    expect(match?.groups.map((group) => group.groupId)).toEqual(expect.arrayContaining([1, 8, 17, 19, 136]));
    const totals = match?.groups.find((group) => group.groupId === 17)?.events ?? [];
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((o) => Math.abs((o.parameter ?? 0) % 1) === 0.5)).toBe(true);
    expect(match?.groups.some((group) => group.groupId === 11 || group.groupId === 20)).toBe(false);
    expect(match?.groups.find((group) => group.groupId === 136)?.events.some((o) => o.type === 3786)).toBe(false);

    // A sub-game's id names its game; a game without a model has no builder; an unknown one is not found.
    const viaHalf = await t.app.inject({ method: 'POST', url: '/service-api/main-line-feed/v2/betbuilder/events', payload: { GameId: g.fixture.id + 1 } });
    expect(builderEventsSchema.parse(viaHalf.json()).gameId).toBe(g.fixture.id);
    const plain = nextGame();
    t.offer(footballGame(plain));
    const none = await t.app.inject({ method: 'POST', url: '/service-api/main-line-feed/v2/betbuilder/events', payload: { gameId: plain } });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
    expect(none.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.builderNotOffered });
    const unknown = await t.app.inject({ method: 'POST', url: '/service-api/main-line-feed/v2/betbuilder/events', payload: { gameId: 123 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('prices W1 with over 2.5 from the joint distribution, not as the product of the two', async () => {
    const g = game();
    const checked = await check({ builderCoupon: { GameId: g.fixture.id, Events: [leg(g.fixture.id, 1), leg(g.fixture.id, 9, 2.5)] }, Summ: 10 });
    const joint = expected(g, [
      { scope: 'match', selection: { group: 1, type: 1 } },
      { scope: 'match', selection: { group: 17, type: 9, param: 2.5 } },
    ]);
    expect(checked).toMatchObject({ NotValid: false, ErrorCode: 0, Coef: joint, Vid: 6 });
    expect(checked.ExpressCoef).not.toBeNull();
    expect(checked.Coef).not.toBe(checked.ExpressCoef);
    expect(checked.PossiblePayout).toBe(cents(1_000, joint));
    // With a leg of the first half: priced from the joint of the two halves.
    const withHalf = await check({ builderCoupon: { GameId: g.fixture.id, Events: [leg(g.fixture.id + 1, 9, 0.5, 17), leg(g.fixture.id, 1)] } });
    expect(withHalf.Coef).toBe(
      expected(g, [
        { scope: 'first-half', selection: { group: 17, type: 9, param: 0.5 } },
        { scope: 'match', selection: { group: 1, type: 1 } },
      ]),
    );
  });

  it.each([
    ['two outcomes of one market', (id: number) => [leg(id, 1), leg(id, 3)], 'builderSameMarket'],
    ['legs that cannot all win', (id: number) => [leg(id, 9, 2.5, 17), leg(id, 10, 1.5, 17)], 'builderContradictory'],
    ['a first-half goal with no goal in the match', (id: number) => [leg(id + 1, 9, 0.5, 17), leg(id, 10, 0.5, 17)], 'builderContradictory'],
    ['a leg the others imply', (id: number) => [leg(id, 1), leg(id, 4, 0, 8)], 'builderImplied'],
    ['one leg only', (id: number) => [leg(id, 1)], 'malformed'],
  ] as const)('refuses %s, in the check and at placement, writing nothing', async (_name, legs, reason) => {
    const g = game();
    const events = legs(g.fixture.id);
    const checked = await check({ builderCoupon: { GameId: g.fixture.id, Events: events } });
    expect(checked).toMatchObject({ NotValid: true, Coef: null, ErrorCode: betErrorCodes[reason] });
    expect(checked.exceptionText).not.toBe('');
    const agent = await player();
    const res = await place(agent, { builderCoupon: { GameId: g.fixture.id, Events: events }, Summ: 10 });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes[reason] });
    expect(await available(agent)).toBe('1000.00');
    expect(await betCount(agent)).toBe(0);
  });

  it('refuses a line that can push or split, which the game offers as a single', async () => {
    const g = game();
    const line = g.markets.find((m) => m.group === 17 && Math.abs((m.param ?? 0) % 1) !== 0.5)?.param;
    if (line === undefined) throw new Error('the game has no Asian total');
    const checked = await check({ builderCoupon: { GameId: g.fixture.id, Events: [leg(g.fixture.id, 1), leg(g.fixture.id, 9, line, 17)] } });
    expect(checked).toMatchObject({ NotValid: true, ErrorCode: betErrorCodes.builderNotOffered, Events: [{ Coef: expect.any(Number) }, { Coef: expect.any(Number), Finish: false }] });
  });

  it('refuses a leg of another game, a malformed body and a guest', async () => {
    const [g, other] = [game(), game()];
    const checked = await check({ builderCoupon: { GameId: g.fixture.id, Events: [leg(g.fixture.id, 1), leg(other.fixture.id, 9, 2.5, 17)] } });
    expect(checked).toMatchObject({ NotValid: true, ErrorCode: betErrorCodes.builderNotOffered });
    const malformed = await t.app.inject({ method: 'POST', url: '/service-api/LiveBet/Open/UpdateCouponBuilder', payload: { builderCoupon: { GameId: 'x' } } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.malformed });
    const guest = await t.app.inject({ method: 'POST', url: '/service-api/LiveBet/Secure/MakeBetWebBuilder', payload: { builderCoupon: { GameId: g.fixture.id, Events: [leg(g.fixture.id, 1), leg(g.fixture.id, 9, 2.5, 17)] }, Summ: 10 } });
    expect(guest.statusCode).toBe(401);
  });

  it('places one bet of kind builder at the joint coefficient, once per betGuid, and pays it once when every leg wins', async () => {
    const g = game();
    const agent = await player();
    const events = [leg(g.fixture.id, 1), leg(g.fixture.id, 180, 0, 19), leg(g.fixture.id + 1, 9, 0.5, 17)];
    const joint = (await check({ builderCoupon: { GameId: g.fixture.id, Events: events } })).Coef;
    const body = { builderCoupon: { GameId: g.fixture.id, Events: events, Coef: joint }, Summ: 20, betGUID: randomUUID() };
    const first = await place(agent, body);
    expect(first.statusCode, first.body).toBe(200);
    const placed = first.json<Envelope<Placed>>().Value;
    expect(placed).toMatchObject({ Status: 'accepted', waitTime: 0, Balance: 980, Coupon: { Coef: joint, Vid: 6 } });
    const again = await place(agent, body);
    expect(again.json<Envelope<Placed>>().Value.Id).toBe(placed.Id);
    expect(await available(agent)).toBe('980.00');
    expect(await bet(agent, placed.Id)).toMatchObject({ kind: 'builder', status: 'accepted', coefficient: joint, legs: [{ group: 1 }, { group: 19 }, { group: 17, gameId: g.fixture.id + 1 }] });
    const history = (await agent.post('/web-api/officeapi/getbetshistory', { kind: ['builder'] })).json<{ data: { items: BetRecord[] } }>().data.items;
    expect(history.map((b) => [b.id, b.kind])).toEqual([[placed.Id, 'builder']]);

    // The first half ends 1:0, the match 2:1: every leg wins.
    t.feed.result({ gameId: g.fixture.id + 1, finishedAt: Math.floor(t.now() / 1000), state: finalScore([1, 0], [[1, 0], [0, 0]]), cancelled: false });
    await t.app.betting.runOnce();
    expect((await bet(agent, placed.Id)).status).toBe('accepted');
    t.feed.result({ gameId: g.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([2, 1], [[1, 0], [1, 1]]), cancelled: false });
    await t.app.betting.runOnce();
    const paid = cents(2_000, joint ?? 0);
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'won', payout: paid, legs: [{ result: 'win' }, { result: 'win' }, { result: 'win' }] });
    expect(await available(agent)).toBe((980 + paid).toFixed(2));
    await t.app.betting.runOnce();
    expect(await available(agent)).toBe((980 + paid).toFixed(2));
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('loses on one lost leg, and returns the stake when the game is called off', async () => {
    const [lost, off] = [game(), game()];
    const agent = await player();
    const events = (id: number) => [leg(id, 1), leg(id, 9, 2.5, 17)];
    const a = (await place(agent, { builderCoupon: { GameId: lost.fixture.id, Events: events(lost.fixture.id) }, Summ: 10 })).json<Envelope<Placed>>().Value;
    const b = (await place(agent, { builderCoupon: { GameId: off.fixture.id, Events: events(off.fixture.id) }, Summ: 10 })).json<Envelope<Placed>>().Value;
    t.feed.result({ gameId: lost.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([1, 0]), cancelled: false });
    t.feed.result({ gameId: off.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([0, 0]), cancelled: true });
    await t.app.betting.runOnce();
    expect(await bet(agent, a.Id)).toMatchObject({ status: 'lost', payout: 0, legs: [{ result: 'win' }, { result: 'lose' }] });
    expect(await bet(agent, b.Id)).toMatchObject({ status: 'returned', legs: [{ result: 'void' }, { result: 'void' }] });
    expect(await available(agent)).toBe('990.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('returns the stake when a leg is void and the others win: the joint price had no meaning without it', async () => {
    const g = game();
    const agent = await player();
    const events = [leg(g.fixture.id, 1), leg(g.fixture.id + 1, 9, 0.5, 17)];
    const placed = (await place(agent, { builderCoupon: { GameId: g.fixture.id, Events: events }, Summ: 10 })).json<Envelope<Placed>>().Value;
    // The first half is called off (its leg void); the match is played and won by the home side.
    t.feed.result({ gameId: g.fixture.id + 1, finishedAt: Math.floor(t.now() / 1000), state: finalScore([1, 0], [[1, 0], [0, 0]]), cancelled: true });
    t.feed.result({ gameId: g.fixture.id, finishedAt: Math.floor(t.now() / 1000), state: finalScore([2, 0], [[1, 0], [1, 0]]), cancelled: false });
    await t.app.betting.runOnce();
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'returned', legs: [{ result: 'win' }, { result: 'void' }] });
    expect(await available(agent)).toBe('1000.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('refuses a joint coefficient the player saw that has moved under CheckCf 0, and takes it under CheckCf 2', async () => {
    const g = game();
    const agent = await player();
    const events = [leg(g.fixture.id, 3), leg(g.fixture.id, 9, 2.5, 17)];
    const seen = (await check({ builderCoupon: { GameId: g.fixture.id, Events: events } })).Coef ?? 0;
    if (g.model.model !== 'football') throw new Error('football');
    reprice(t, g, { ...g.model.pricing, rates: { home: 1.2, away: 1.5 } });
    const moved = await place(agent, { builderCoupon: { GameId: g.fixture.id, Events: events, Coef: seen }, Summ: 10 });
    expect(moved.json<Envelope<null>>()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oddsChanged });
    expect(await available(agent)).toBe('1000.00');
    const any = await place(agent, { builderCoupon: { GameId: g.fixture.id, Events: events, Coef: seen }, Summ: 10, CheckCf: 2 });
    expect(any.json<Envelope<Placed>>().Value.Coupon.Coef).not.toBe(seen);
  });

  it('keeps a live builder waiting the delay, then prices it again: accepted as it was, refused when the joint price moved', async () => {
    const live = { clock: { minute: 20 }, score: { home: 0, away: 0 } };
    const [still, moving] = [game({ live }), game({ live })];
    const agent = await player();
    const events = (id: number) => [leg(id, 1), leg(id, 181, 0, 19)];
    const a = (await place(agent, { builderCoupon: { GameId: still.fixture.id, Events: events(still.fixture.id) }, Summ: 10 })).json<Envelope<Placed>>().Value;
    const b = (await place(agent, { builderCoupon: { GameId: moving.fixture.id, Events: events(moving.fixture.id) }, Summ: 10 })).json<Envelope<Placed>>().Value;
    expect([a.Status, b.Status, a.waitTime]).toEqual(['waiting', 'waiting', 5]);
    if (moving.model.model !== 'football') throw new Error('football');
    reprice(t, moving, { ...moving.model.pricing, live: { ...live, clock: { minute: 30 } } });
    t.advance(5_000);
    await t.app.betting.runOnce();
    expect((await bet(agent, a.Id)).status).toBe('accepted');
    expect(await bet(agent, b.Id)).toMatchObject({ status: 'refused', refusal: 'oddsChanged' });
    expect(await available(agent)).toBe('990.00');
  });
});
