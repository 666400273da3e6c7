import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { LobbyBet } from '@stavka/contract/special-bets';
import { walletAccounts } from '@stavka/db/schema';
import { findCommand } from '../../ops/command-table';
import type { Agent } from '../../testing/agent';
import { availableMoney, finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue, showSite } from '../site/service';
import { verifyLedger } from '../wallet/service';

// The coupon's options around a bet (issue 12, decision 0028): the power bet's raised price on a
// pre-match single, publishing a bet to the brand's lobby, a promo code the brand must know and a
// bonus account the player must own — each checked, and refused with its own code when it cannot be
// honoured, moving no money.

type Placed = { Id: number; Coupon: { Coef: number } };

let gameIds = 970_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('coupon options on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());
  afterEach(() => setSiteValue(t.database.db, 'stavka', 'betting.powerBet', { percent: '0' }));

  const lineGame = (w1 = 2_100) => {
    const id = nextGame();
    t.offer(footballGame(id, { prices: [w1, 3_400, 3_500], startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + 3600 }));
    return id;
  };
  const make = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Vid: 0, Summ: 100, CheckCf: 2, betGUID: randomUUID(), ...body });
  const betOf = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;

  it('raises a pre-match single’s winnings by the brand’s power percent, and pays that', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.powerBet', { percent: '10', minOdds: 1.5, maxStakeUsd: '100' });
    const gameId = lineGame(2_100);
    const { agent } = await fundedPlayer(t);
    const res = await make(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }], IsPowerBet: true, CheckCf: 0 });
    const placed = res.json<Envelope<Placed>>();
    // 1 + 1.1 × 1.1 = 2.21
    expect(placed, res.body).toMatchObject({ Success: true, Value: { Coupon: { Coef: 2.21 } } });
    expect(await betOf(agent, placed.Value.Id)).toMatchObject({ coefficient: 2.21, potentialPayoutExact: '221.00', legs: [{ coefficient: 2.21 }] });
    await finishGame(t, gameId, [1, 0]);
    expect(await availableMoney(agent)).toBe('1121.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, 'live' | 'line']>([
    ['when the brand offers none', { off: true }, 'line'],
    ['on an express', { Vid: 1 }, 'line'],
    ['on a game in play', {}, 'live'],
    ['below the least odds', { low: true }, 'line'],
    ['above its most stake', { Summ: 100_000 }, 'line'],
  ])('refuses a power bet %s and moves no money', async (_name, change, feedKind) => {
    if (!change.off) await setSiteValue(t.database.db, 'stavka', 'betting.powerBet', { percent: '10', minOdds: 1.5, maxStakeUsd: '100' });
    const [a, b] = [nextGame(), nextGame()];
    const start = Math.floor((t.now() - SCRIPT_START_MS) / 1000) + 3600;
    t.offer(footballGame(a, { live: feedKind === 'live', prices: change.low ? [1_400, 3_400, 3_500] : [2_100, 3_400, 3_500], ...(feedKind === 'live' ? {} : { startsInSeconds: start }) }));
    t.offer(footballGame(b, { startsInSeconds: start }));
    const { agent } = await fundedPlayer(t, '200000.00');
    const events = change.Vid === 1 ? [{ GameId: a, Type: 1 }, { GameId: b, Type: 1 }] : [{ GameId: a, Type: 1 }];
    const { off: _off, low: _low, ...body } = change;
    const res = await make(agent, { IsPowerBet: true, ...body, Events: events });
    expect(res.json(), res.body).toMatchObject({ Success: false, ErrorCode: betErrorCodes.powerBetUnavailable });
    expect(await availableMoney(agent)).toBe('200000.00');
  });

  it('lists a bet published to the lobby while it is open, with its selections and a masked player, never the stake', async () => {
    const [a, b] = [lineGame(2_000), lineGame(1_500)];
    const { agent, id: playerId } = await fundedPlayer(t);
    const published = (await make(agent, { Vid: 1, Events: [{ GameId: a, Type: 1 }, { GameId: b, Type: 1 }], WithLobby: true })).json<Envelope<Placed>>().Value;
    await make(agent, { Events: [{ GameId: a, Type: 2 }] });
    const lobby = async () => (await t.app.inject({ method: 'GET', url: '/service-api/LiveBet/Open/GetLobby?count=50&lng=en', headers: { host: 'localhost' } })).json<Envelope<LobbyBet[]>>().Value;
    const listed = (await lobby()).filter((entry) => entry.BetId === published.Id);
    expect(listed).toEqual([
      {
        BetId: published.Id,
        Name: expect.stringMatching(/^\d+\*+\d{2}$/),
        Vid: 1,
        Coef: 3,
        Currency: 'RUB',
        Events: [
          { GameId: a, Type: 1, Param: 0, Coef: 2, Opp1: `Home ${a}`, Opp2: `Away ${a}` },
          { GameId: b, Type: 1, Param: 0, Coef: 1.5, Opp1: `Home ${b}`, Opp2: `Away ${b}` },
        ],
        Dt: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(String(playerId));
    expect((await lobby()).map((entry) => entry.BetId)).not.toContain(published.Id + 1);
    // Another brand's lobby does not show it.
    const goalbet = (await t.app.inject({ method: 'GET', url: '/service-api/LiveBet/Open/GetLobby', headers: { host: 'goalbet.localhost' } })).json<Envelope<LobbyBet[]>>().Value;
    expect(goalbet.map((entry) => entry.BetId)).not.toContain(published.Id);
    await finishGame(t, a, [0, 1]);
    await finishGame(t, b, [0, 1]);
    expect(await betOf(agent, published.Id)).toMatchObject({ status: 'lost' });
    expect((await lobby()).map((entry) => entry.BetId)).not.toContain(published.Id);
  });

  it('takes a promo code the brand knows in any case, and refuses one it does not know or no longer', async () => {
    const command = findCommand('promo:add');
    if (!command) throw new Error('no promo:add');
    const code = `SPRING${Math.floor(Math.random() * 1e6)}`;
    // Good from a minute ago on the app's clock.
    const from = new Date(t.now() - 60_000).toISOString();
    expect(await command.run(['stavka', code.toLowerCase(), '--from', from, '--note', 'spring'], { db: t.database.db })).toContain(`promo code ${code}`);
    await expect(command.run(['stavka', code], { db: t.database.db })).rejects.toThrow('already has');
    await command.run(['stavka', `${code}OLD`, '--from', '2020-01-01T00:00:00Z', '--until', '2021-01-01T00:00:00Z'], { db: t.database.db });
    const gameId = lineGame();
    const { agent } = await fundedPlayer(t);
    expect((await make(agent, { Events: [{ GameId: gameId, Type: 1 }], promo: code.toLowerCase() })).json()).toMatchObject({ Success: true });
    for (const promo of ['NOSUCHCODE', `${code}OLD`, 'bad code!']) {
      expect((await make(agent, { Events: [{ GameId: gameId, Type: 1 }], promo })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.promoInvalid });
    }
    // Another brand does not know it.
    const other = await fundedPlayer(t, '1000.00', 'goalbet.localhost');
    expect((await make(other.agent, { Events: [{ GameId: gameId, Type: 1 }], promo: code, Summ: 10 })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.promoInvalid });
    expect(await availableMoney(agent)).toBe('900.00');
  });

  it("refuses a bonus account that is not the player's, and staking from one the player has (bonus bets come later)", async () => {
    const gameId = lineGame();
    const { agent, id: userId } = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const cash = (await agent.get('/account-api/user/balance')).json<{ data: { accounts: { id: number }[] } }>().data.accounts[0]?.id ?? 0;
    const siteId = (await showSite(t.database.db, 'stavka')).id;
    const [bonus, othersBonus] = await t.database.db
      .insert(walletAccounts)
      .values([
        { siteId, userId, kind: 'bonus', currencyCode: 'RUB' },
        { siteId, userId: other.id, kind: 'bonus', currencyCode: 'RUB' },
      ])
      .returning({ id: walletAccounts.id });
    for (const [account, code] of [
      [cash, betErrorCodes.bonusAccountInvalid],
      [othersBonus?.id, betErrorCodes.bonusAccountInvalid],
      [999_999_999, betErrorCodes.bonusAccountInvalid],
      [bonus?.id, betErrorCodes.bonusStakeUnavailable],
    ] as const) {
      expect((await make(agent, { Events: [{ GameId: gameId, Type: 1 }], UserIdBonus: account })).json()).toMatchObject({ Success: false, ErrorCode: code });
    }
    expect((await make(agent, { Events: [{ GameId: gameId, Type: 1 }], UserIdBonus: 0 })).json()).toMatchObject({ Success: true });
    expect(await availableMoney(agent)).toBe('900.00');
  });
});
