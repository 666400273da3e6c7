import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { VipRequestRecord } from '@stavka/contract/special-bets';
import { findCommand } from '../../ops/command-table';
import type { Agent } from '../../testing/agent';
import { availableMoney, finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue } from '../site/service';
import { verifyLedger } from '../wallet/service';

// VIP bets (issue 12, spec §6, decision 0028): a stake above the maximum goes as a request where the
// brand allows VIP bets for the player's geo; its stake is held while an operator decides on the
// command line; an approved one is placed by the player at the approved stake and price; what is
// refused, cancelled or not decided (or placed) in time frees the stake.

type Requested = { Id: number; Status: string; Summ: number; Coef: number; ExpiresAt: number; Balance: number };

let gameIds = 960_000_000;
const nextGame = () => (gameIds += 10);
const KZ = { 'x-geo-country': 'KZ' };
const RU = { 'x-geo-country': 'RU' };

describe.each(await moneyTestDatabaseKinds())('VIP bets on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
    // The operator's commands read the real clock: the app's starts at the same moment.
    t.advance(Date.now() - t.now());
    await setSiteValue(t.database.db, 'stavka', 'betting.couponTypesMax', [1, 1]);
  });
  afterAll(() => t.close());
  afterEach(() => setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true } }));

  const ops = async (name: string, args: string[]) => {
    const command = findCommand(name);
    if (!command) throw new Error(`no command ${name}`);
    return command.run(args, { db: t.database.db });
  };
  const lineGame = (w1 = 2_100, startsIn = 3600) => {
    const id = nextGame();
    t.offer(footballGame(id, { prices: [w1, 3_400, 3_500], startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + startsIn }));
    return id;
  };
  const bid = (agent: Agent, body: Record<string, unknown>, headers = KZ) =>
    agent.post('/service-api/LiveBet/Secure/MakeBetBidWeb', { Vid: 0, CheckCf: 0, betGUID: randomUUID(), VIPBetSumm: 500, ...body }, headers);
  const requests = async (agent: Agent) => (await agent.post('/web-api/officeapi/getmanagerbets', {})).json<{ data: { items: VipRequestRecord[] } }>().data.items;
  const placeApproved = (agent: Agent, betGuid: string, gameId: number) =>
    agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { approvedBet: true, betGUID: betGuid, Vid: 0, Summ: 500, Events: [{ GameId: gameId, Type: 1 }] });
  const pass = async () => {
    await t.app.betting.runOnce();
    await t.app.betting.runOnce();
  };

  it('takes a request above the maximum, holds it while an operator approves a lower stake at another price, and places it for the player', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true } });
    const gameId = lineGame();
    const { agent } = await fundedPlayer(t);
    const plain = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Vid: 0, Summ: 500, Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }], CheckCf: 0 });
    expect(plain.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.stakeAboveMax });

    const guid = randomUUID();
    const res = await bid(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }], betGUID: guid });
    const requested = res.json<Envelope<Requested>>();
    expect(requested, res.body).toMatchObject({ Success: true, Value: { Status: 'pending', Summ: 500, Coef: 2.1, Balance: 500 } });
    expect(await requests(agent)).toMatchObject([{ id: requested.Value.Id, status: 'pending', stakeExact: '500.00', betGuid: guid, events: [{ GameId: gameId, Type: 1, Coef: 2.1 }] }]);
    expect(await ops('vipbet:list', [])).toContain(`${requested.Value.Id}  player`);

    // Not approved yet: nothing to place.
    expect((await placeApproved(agent, guid, gameId)).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.vipNotApproved });
    expect(await ops('vipbet:approve', [String(requested.Value.Id), '--summ', '400', '--coef', '2.5', '--operator', 'trader'])).toContain('approved: 400.00 RUB at 2.5');
    expect((await requests(agent))[0]).toMatchObject({ status: 'approved', approvedStakeExact: '400.00', approvedCoefficient: 2.5 });

    const placed = (await placeApproved(agent, guid, gameId)).json<Envelope<{ Id: number; Balance: number }>>();
    expect(placed).toMatchObject({ Success: true, Value: { Balance: 600 } });
    const bet = (await agent.get(`/web-api/bets/${placed.Value.Id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
    expect(bet).toMatchObject({ status: 'accepted', stakeExact: '400.00', coefficient: 2.5, potentialPayoutExact: '1000.00', legs: [{ coefficient: 2.5 }] });
    expect((await requests(agent))[0]).toMatchObject({ status: 'placed', betId: placed.Value.Id });
    // Placed once: the same call again answers the same bet.
    expect((await placeApproved(agent, guid, gameId)).json<Envelope<{ Id: number }>>().Value.Id).toBe(placed.Value.Id);

    await finishGame(t, gameId, [2, 0]);
    expect(await availableMoney(agent)).toBe('1600.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('places an approved express at the coefficients asked, whatever the prices did since', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true } });
    const [a, b] = [lineGame(2_000), lineGame(1_500)];
    const { agent } = await fundedPlayer(t);
    const guid = randomUUID();
    const id = (await bid(agent, { Vid: 1, Events: [{ GameId: a, Type: 1, Coef: 2 }, { GameId: b, Type: 1, Coef: 1.5 }], betGUID: guid })).json<Envelope<Requested>>().Value.Id;
    await expect(ops('vipbet:approve', [String(id), '--coef', '4'])).rejects.toThrow('Only a single');
    await ops('vipbet:approve', [String(id)]);
    t.offer(footballGame(a, { prices: [1_500, 3_400, 3_500], startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + 3600 }));
    const res = await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { approvedBet: true, betGUID: guid, Vid: 1, Events: [{ GameId: a, Type: 1 }, { GameId: b, Type: 1 }] });
    const bet = (await agent.get(`/web-api/bets/${res.json<Envelope<{ Id: number }>>().Value.Id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
    expect(bet).toMatchObject({ kind: 'express', coefficient: 3, stakeExact: '500.00', legs: [{ coefficient: 2 }, { coefficient: 1.5 }] });
  });

  it("refuses where the brand takes no VIP bets from the player's geo, and a stake within the maximum", async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true, '643': false }, default: true });
    const gameId = lineGame();
    const { agent } = await fundedPlayer(t);
    expect((await bid(agent, { Events: [{ GameId: gameId, Type: 1 }] }, RU)).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.vipNotAllowed });
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: {}, default: false });
    expect((await bid(agent, { Events: [{ GameId: gameId, Type: 1 }] })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.vipNotAllowed });
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: {}, default: true });
    expect((await bid(agent, { Events: [{ GameId: gameId, Type: 1 }], VIPBetSumm: 20 })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.vipWithinMaximum });
    expect((await bid(agent, { Events: [{ GameId: gameId, Type: 1 }], VIPBetSumm: 1000.01 })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.insufficientFunds });
    expect(await availableMoney(agent)).toBe('1000.00');
    expect(await requests(agent)).toEqual([]);
  });

  it('frees the stake of a refused, a cancelled and an undecided request, and of an approved one not placed in time', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true }, validityMinutes: 10, confirmMinutes: 5 });
    const gameId = lineGame(2_100, 4 * 3600);
    const { agent } = await fundedPlayer(t, '3000.00');
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await bid(agent, { Events: [{ GameId: gameId, Type: 1 }] })).json<Envelope<Requested>>().Value.Id);
    const [refused, cancelled, undecided, unplaced] = ids as [number, number, number, number];
    expect(await availableMoney(agent)).toBe('1000.00');
    expect(await ops('vipbet:reject', [String(refused), '--reason', 'Too much on this game'])).toContain('rejected');
    expect((await agent.post('/web-api/officeapi/cancelmanagerbet', { id: cancelled })).json()).toEqual({ success: true, data: { id: cancelled, status: 'cancelled' } });
    expect((await agent.post('/web-api/officeapi/cancelmanagerbet', { id: cancelled })).statusCode).toBe(404);
    await ops('vipbet:approve', [String(unplaced)]);
    expect(await availableMoney(agent)).toBe('2000.00');
    t.advance(6 * 60_000);
    await pass();
    expect((await requests(agent)).find((r) => r.id === unplaced)).toMatchObject({ status: 'expired', reason: 'The approved bet was not placed in time' });
    t.advance(5 * 60_000);
    await pass();
    await expect(ops('vipbet:approve', [String(undecided)])).rejects.toThrow('is expired');
    const byId = new Map((await requests(agent)).map((r) => [r.id, r]));
    expect(byId.get(refused)).toMatchObject({ status: 'rejected', reason: 'Too much on this game' });
    expect(byId.get(cancelled)).toMatchObject({ status: 'cancelled' });
    expect(byId.get(undecided)).toMatchObject({ status: 'expired', reason: 'The request was not decided in time' });
    expect(await availableMoney(agent)).toBe('3000.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('expires a request whose line game starts before it is decided', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { byGeo: { '398': true }, validityMinutes: 60 });
    const gameId = lineGame(2_100, 120);
    const { agent } = await fundedPlayer(t);
    const requested = (await bid(agent, { Events: [{ GameId: gameId, Type: 1 }] })).json<Envelope<Requested>>().Value;
    expect(requested.ExpiresAt).toBe(Math.floor((t.now() - SCRIPT_START_MS) / 1000) + Math.floor(SCRIPT_START_MS / 1000) + 120);
    t.advance(121_000);
    await pass();
    expect((await requests(agent))[0]).toMatchObject({ status: 'expired' });
    expect(await availableMoney(agent)).toBe('1000.00');
  });
});
