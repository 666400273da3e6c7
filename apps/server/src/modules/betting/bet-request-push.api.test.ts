import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerNotices, until } from '../../testing/push-notices';
import { fundedPlayer, type Envelope } from '../../testing/bettors';
import { footballGame, SCRIPT_START_MS, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue } from '../site/service';
import { approveVipRequest } from './service';

// The player's open sockets hear what became of an auto bet or a VIP request (decision 0028: a
// `betRequest` notice), and nobody else's do.

describe('bet request notices', () => {
  let t: ScriptedApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await startScriptedApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
    await setSiteValue(t.database.db, 'stavka', 'betting.vipBets', { default: true });
    await setSiteValue(t.database.db, 'stavka', 'betting.couponTypesMax', [1]);
  });
  afterAll(() => t.close());


  it('tells the player an auto bet was placed and a VIP request approved', async () => {
    const gameId = 990_000_010;
    const game = footballGame(gameId, { startsInSeconds: Math.floor((t.now() - SCRIPT_START_MS) / 1000) + 3600 });
    t.offer(game);
    const bettor = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const mine = await playerNotices(wsUrl, bettor.agent, 'betRequest');
    const theirs = await playerNotices(wsUrl, other.agent, 'betRequest');

    const made = await bettor.agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { Vid: 0, Summ: 50, CheckCf: 2, betGUID: randomUUID(), Events: [{ GameId: gameId, Type: 1 }], isAutoBet: true, autoBetCf: 2.2 });
    const autoBetId = made.json<Envelope<{ AutoBetId: number }>>().Value.AutoBetId;
    t.feed.prices(gameId, game.markets.map((m) => (m.group === 1 ? { ...m, outcomes: m.outcomes.map((o) => (o.type === 1 ? { ...o, price: 2_200 } : o)) } : m)));
    await t.app.betting.runOnce();
    await t.app.betting.runOnce();
    await until(() => mine.notices.length === 1, () => JSON.stringify(mine.notices));
    expect(mine.notices[0]).toEqual({ kind: 'betRequest', request: 'auto', id: autoBetId, status: 'placed', betId: expect.any(Number) });

    const bid = await bettor.agent.post('/service-api/LiveBet/Secure/MakeBetBidWeb', { Vid: 0, VIPBetSumm: 500, CheckCf: 2, betGUID: randomUUID(), Events: [{ GameId: gameId, Type: 1 }] });
    const requestId = bid.json<Envelope<{ Id: number }>>().Value.Id;
    await approveVipRequest({ db: t.database.db, wallet: t.app.wallet, outbox: t.app.outbox, now: () => new Date(t.now()) }, requestId, { operator: 'trader', confirmMinutes: 5 });
    await t.app.outbox.drain();
    await until(() => mine.notices.length === 2, () => JSON.stringify(mine.notices));
    expect(mine.notices[1]).toEqual({ kind: 'betRequest', request: 'vip', id: requestId, status: 'approved', betId: null });
    expect(theirs.notices).toEqual([]);
    mine.close();
    theirs.close();
  });
});

