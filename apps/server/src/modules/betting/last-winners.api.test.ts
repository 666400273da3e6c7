import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LastWinner } from '@stavka/contract/coupon-calls';
import type { Agent } from '../../testing/agent';
import { finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { testDatabaseKinds } from '../../testing/databases';
import { footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { maskAccountNumber } from './last-winners';

// rest-core GetLastWinners (issue 12: "recent big wins (names masked)"): the brand's won bets of the
// last week, the largest first, each winner shown by a masked account number; losses, other
// brands' wins and old wins are not shown.

let gameIds = 970_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await testDatabaseKinds())('the last winners on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  const winners = async (host: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/service-api/rest-core/GetLastWinners${query}`, headers: { host } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<LastWinner[]>>().Value;
  };
  const bet = (agent: Agent, GameId: number, Type: number, Summ: number) => agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Events: [{ GameId, Type }], Vid: 0, Summ, CheckCf: 2 });

  it("shows the brand's biggest recent wins first, masked, and nothing else", async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const small = await fundedPlayer(t);
    const big = await fundedPlayer(t, '5000.00');
    const loser = await fundedPlayer(t);
    const abroad = await fundedPlayer(t, '1000.00', 'goalbet.localhost');
    await bet(small.agent, gameId, 1, 100);
    await bet(big.agent, gameId, 1, 2000);
    await bet(loser.agent, gameId, 3, 900);
    await bet(abroad.agent, gameId, 1, 100);
    await finishGame(t, gameId, [2, 0]);

    const shown = await winners('localhost', '?lng=en&count=5&partner=1');
    expect(shown.map((w) => [w.Summ, w.Currency, w.Coef, w.Opp1])).toEqual([
      [4200, 'RUB', 2.1, `Home ${gameId}`],
      [210, 'RUB', 2.1, `Home ${gameId}`],
    ]);
    expect(shown.map((w) => w.Name)).toEqual([maskAccountNumber(big.id), maskAccountNumber(small.id)]);
    for (const w of shown) expect(w.Name).not.toContain(String(big.id).slice(3, 7));
    expect((await winners('goalbet.localhost', '?lng=ru')).map((w) => [w.Summ, w.Currency, w.Opp1])).toEqual([[210, 'USD', `Хозяева ${gameId}`]]);
  });

  it('forgets wins older than a week', async () => {
    expect((await winners('localhost', '?lng=en&count=7')).length).toBeGreaterThan(0);
    t.advance(8 * 86_400_000);
    expect(await winners('localhost', '?lng=en&count=7')).toEqual([]);
  });

  it('masks the middle of an account number', () => {
    expect(maskAccountNumber(100000123)).toBe('100****23');
    expect(maskAccountNumber(12)).toBe('1*');
  });

  it('refuses a count out of range with a clear 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-api/rest-core/GetLastWinners?count=500', headers: { host: 'localhost' } });
    expect([res.statusCode, res.json<Envelope<null>>().Success]).toEqual([400, false]);
  });
});
