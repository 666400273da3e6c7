import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { MultiPlaced } from '@stavka/contract/coupon-calls';
import type { Agent } from '../../testing/agent';
import { availableMoney, finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { verifyLedger } from '../wallet/service';

// Several singles at once (issue 12: MakeBetWebMulti, per-selection stakes, at most 20; one unit of
// work places all or none; each single its own bet, hold and key) and their check (UpdateCouponMulti).

let gameIds = 910_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('several singles at once on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  const placeMulti = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWebMulti', { CheckCf: 0, Vid: 5, ...body });
  const history = async (agent: Agent) => (await agent.post('/web-api/officeapi/getbetshistory', {})).json<{ data: { items: BetRecord[] } }>().data.items;

  it('places a single on each selection with its own stake, hold, number and key, once per betGuid, and settles each', async () => {
    const [a, b] = [nextGame(), nextGame()];
    t.offer(footballGame(a));
    t.offer(footballGame(b));
    const { agent } = await fundedPlayer(t);
    const betGUID = randomUUID();
    const body = { betGUID, Events: [{ GameId: a, Type: 1, Coef: 2.1, Summ: 100 }, { GameId: b, Type: 3, Coef: 3.5, Summ: '50.50' }] };
    const res = await placeMulti(agent, body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<Envelope<MultiPlaced>>().Value;
    expect(placed).toMatchObject({ Balance: 849.5, Summ: 150.5 });
    expect(placed.Bets).toMatchObject([
      { GameId: a, Summ: 100, Coef: 2.1, Status: 'accepted', betGUID: `${betGUID}~0`, PotentialPayout: 210 },
      { GameId: b, Summ: 50.5, Coef: 3.5, Status: 'accepted', betGUID: `${betGUID}~1`, PotentialPayout: 176.75 },
    ]);
    expect(new Set(placed.Bets.map((bet) => bet.Id)).size).toBe(2);
    expect(await availableMoney(agent)).toBe('849.50');

    const again = (await placeMulti(agent, body)).json<Envelope<MultiPlaced>>().Value;
    expect(again.Bets.map((bet) => bet.Id)).toEqual(placed.Bets.map((bet) => bet.Id));
    expect(await availableMoney(agent)).toBe('849.50');
    expect((await history(agent)).map((bet) => [bet.kind, bet.stakeExact])).toEqual(
      expect.arrayContaining([
        ['single', '100.00'],
        ['single', '50.50'],
      ]),
    );

    await finishGame(t, a, [2, 1]);
    await finishGame(t, b, [2, 1]);
    expect((await history(agent)).map((bet) => [bet.status, bet.payoutExact]).sort()).toEqual([
      ['lost', '0.00'],
      ['won', '210.00'],
    ]);
    expect(await availableMoney(agent)).toBe('1059.50');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it.each<[string, (a: number, b: number) => Record<string, unknown>, number]>([
    ['a changed coefficient on the second', (a, b) => ({ Events: [{ GameId: a, Type: 1, Coef: 2.1, Summ: 100 }, { GameId: b, Type: 1, Coef: 2.0, Summ: 100 }] }), betErrorCodes.oddsChanged],
    ['more than the money covers together', (a, b) => ({ Events: [{ GameId: a, Type: 1, Summ: 600 }, { GameId: b, Type: 1, Summ: 600 }], CheckCf: 2 }), betErrorCodes.insufficientFunds],
    ['a stake below the minimum on one', (a, b) => ({ Events: [{ GameId: a, Type: 1, Summ: 100 }, { GameId: b, Type: 1, Summ: 5 }], CheckCf: 2 }), betErrorCodes.stakeBelowMin],
    ['a selection without a stake', (a, b) => ({ Events: [{ GameId: a, Type: 1, Summ: 100 }, { GameId: b, Type: 1 }], CheckCf: 2 }), betErrorCodes.malformed],
    ['an express Vid', (a, b) => ({ Vid: 1, Events: [{ GameId: a, Type: 1, Summ: 100 }, { GameId: b, Type: 1, Summ: 100 }] }), betErrorCodes.malformed],
  ])('places none and moves no money when one is refused: %s', async (_name, body, code) => {
    const [a, b] = [nextGame(), nextGame()];
    t.offer(footballGame(a));
    t.offer(footballGame(b));
    const { agent } = await fundedPlayer(t);
    const res = await placeMulti(agent, body(a, b));
    expect(res.json()).toMatchObject({ Success: false, ErrorCode: code });
    expect(await availableMoney(agent)).toBe('1000.00');
    expect(await history(agent)).toEqual([]);
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('takes at most the brand maximum of selections (20) and a single on the same game twice is fine', async () => {
    const a = nextGame();
    t.offer(footballGame(a));
    const { agent } = await fundedPlayer(t);
    const many = await placeMulti(agent, { Events: Array.from({ length: 21 }, () => ({ GameId: a, Type: 1, Summ: 10 })), CheckCf: 2 });
    expect(many.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.tooManyEvents });
    const twice = await placeMulti(agent, { Events: [{ GameId: a, Type: 1, Summ: 10 }, { GameId: a, Type: 3, Summ: 10 }], CheckCf: 2 });
    expect(twice.json<Envelope<MultiPlaced>>().Value.Bets).toHaveLength(2);
  });

  it('checks several singles for anyone: each selection with its own stake and what it would pay', async () => {
    const [a, b] = [nextGame(), nextGame()];
    t.offer(footballGame(a));
    t.offer(footballGame(b));
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-api/LiveBet/Open/UpdateCouponMulti',
      headers: { host: 'localhost' },
      payload: { Vid: 5, Summ: 20, Events: [{ GameId: a, Type: 1, Coef: 2.1, Summ: 100 }, { GameId: b, Type: 3, Coef: 3.4 }] },
    });
    expect(res.json()).toMatchObject({
      Success: true,
      Value: {
        Vid: 5,
        Summ: 120,
        PossiblePayout: 280,
        Currency: 'RUB',
        changeCf: true,
        Events: [
          { GameId: a, Coef: 2.1, Summ: 100, PossiblePayout: 210, Changed: false },
          { GameId: b, Coef: 3.5, Summ: 20, PossiblePayout: 70, Changed: true },
        ],
      },
    });
  });
});
