import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes } from '@stavka/contract/betting';
import { Agent } from '../../testing/agent';
import { availableMoney, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { verifyLedger } from '../wallet/service';

// The legacy mobile site's bets (api-contract §7.8 `putbetscommon`, wire-format §3.3): a coupon
// form-encoded with bracketed names or as JSON, placed as MakeBetWeb places it with Source 110;
// several `coupons` all or none; refusals in the family envelope.

type Placed = { Id: number; Balance: number; Status: string; Coupon: { Source: number; Summ: number; Coef: number; Vid: number } };
let gameIds = 950_000_000;
const nextGame = () => (gameIds += 10);
const PATH = '/web-api/datalinelive/putbetscommon';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(await moneyTestDatabaseKinds())('the legacy mobile site bets on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

  it('places a form-encoded coupon with Source 110, the stake exact as typed', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await fundedPlayer(t);
    const body = form({ 'Events[0][GameId]': gameId, 'Events[0][Type]': 1, 'Events[0][Coef]': '2.10', 'Events[0][Param]': 0, 'Events[0][Kind]': 3, Summ: '100.50', Vid: 0, CheckCf: 0 });
    const res = await agent.request('POST', PATH, body, FORM);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<Placed>>()).toMatchObject({ Success: true, Value: { Balance: 899.5, Status: 'accepted', Coupon: { Source: 110, Summ: 100.5, Coef: 2.1, Vid: 0 } } });
    expect(await availableMoney(agent)).toBe('899.50');
  });

  it('places a JSON coupon, and several coupons all or none', async () => {
    const [a, b] = [nextGame(), nextGame()];
    t.offer(footballGame(a));
    t.offer(footballGame(b));
    const { agent } = await fundedPlayer(t);
    const one = await agent.post(PATH, { coupon: { Events: [{ GameId: a, Type: 1, Coef: 2.1 }], Vid: 0, Summ: 100, CheckCf: 0 } });
    expect(one.json<Envelope<Placed>>().Value.Coupon.Source).toBe(110);
    const express = { Events: [{ GameId: a, Type: 1 }, { GameId: b, Type: 3 }], Vid: 1, Summ: 50, CheckCf: 2 };
    const refused = await agent.post(PATH, { coupons: [express, { Events: [{ GameId: b, Type: 1, Coef: 9.99 }], Vid: 0, Summ: 50, CheckCf: 0 }] });
    expect(refused.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oddsChanged, Value: null });
    expect(await availableMoney(agent)).toBe('900.00');
    const both = await agent.post(PATH, { coupons: [express, { Events: [{ GameId: b, Type: 1 }], Vid: 0, Summ: 50, CheckCf: 2 }] });
    const placed = both.json<Envelope<Placed[]>>().Value;
    expect(placed.map((p) => [p.Coupon.Vid, p.Coupon.Source, p.Balance])).toEqual([
      [1, 110, 800],
      [0, 110, 800],
    ]);
    expect(await availableMoney(agent)).toBe('800.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['a prototype key', '__proto__[polluted]=1&Summ=10'],
    ['a deep path', 'a[b][c][d][e][f]=1'],
    ['a large index', 'Events[100000][GameId]=1'],
    ['a field sent twice', 'Summ=10&Summ=20'],
    ['a value and a container of one name', 'Events=1&Events[0][GameId]=1'],
  ])('refuses a form with %s in the family envelope, placing nothing', async (_name, body) => {
    const { agent } = await fundedPlayer(t);
    const res = await agent.request('POST', PATH, body, FORM);
    expect([res.statusCode, res.json<Envelope<null>>()]).toMatchObject([400, { Success: false, ErrorCode: betErrorCodes.malformed }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await availableMoney(agent)).toBe('1000.00');
  });

  it('takes bets only from a signed-in player who sends the CSRF token with the cookie', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const anonymous = await new Agent(t.app, 'localhost').post(PATH, { coupon: { Events: [{ GameId: gameId, Type: 1 }], Summ: 10 } });
    expect([anonymous.statusCode, anonymous.json<Envelope<null>>().Success]).toEqual([401, false]);
    const { agent } = await fundedPlayer(t);
    const withoutToken = await agent.request('POST', PATH, form({ 'Events[0][GameId]': gameId, 'Events[0][Type]': 1, Summ: 10, CheckCf: 2 }), { ...FORM, 'x-csrf-token': '' });
    expect(withoutToken.statusCode).toBe(403);
    expect(await availableMoney(agent)).toBe('1000.00');
  });
});
