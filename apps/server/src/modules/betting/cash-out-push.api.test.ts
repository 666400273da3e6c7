import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerNotices, until } from '../../testing/push-notices';
import { startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { fundedPlayer, gameWithTotals, offerOf, placeBet, workersPass } from './cash-out-test-kit';

// The offer updated live (issue 12 "updated live"): when the prices of a bet's game move, the
// player's open sockets get a `cashout` notice with the offer now, once per change, and nobody else's.

const OVER = 9;

describe('cash-out notices', () => {
  let t: ScriptedApp;
  let wsUrl: string;
  beforeAll(async () => {
    t = await startScriptedApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => t.close());


  it('sends the player the new offer of an open bet when its game’s prices move it, once a change', async () => {
    const gameId = 920_000_010;
    t.offer(gameWithTotals(gameId));
    const bettor = await fundedPlayer(t);
    const other = await fundedPlayer(t);
    const betId = await placeBet(bettor.agent, [{ GameId: gameId, Type: OVER, Param: 2.5 }], 100);
    const mine = await playerNotices(wsUrl, bettor.agent, 'cashout');
    const theirs = await playerNotices(wsUrl, other.agent, 'cashout');

    t.offer(gameWithTotals(gameId, { '2.5': [1_500, 2_600] }));
    await workersPass(t);
    const moved = await offerOf(bettor.agent, betId);
    await until(() => mine.notices.length === 1, () => JSON.stringify(mine.notices));
    expect(mine.notices[0]).toMatchObject({ kind: 'cashout', betId, amount: moved.SummExact, currency: 'RUB' });

    // Nothing moved the offer: no notice.
    t.offer(gameWithTotals(gameId, { '2.5': [1_500, 2_600] }));
    await workersPass(t);
    // A suspension takes the offer away until the market opens again.
    const { markets } = gameWithTotals(gameId, { '2.5': [1_500, 2_600] });
    t.feed.prices(gameId, markets.map((m) => ({ ...m, status: 3 as const })));
    await workersPass(t);
    await until(() => mine.notices.length === 2, () => JSON.stringify(mine.notices));
    expect(mine.notices[1]).toMatchObject({ betId, amount: null });
    t.feed.prices(gameId, markets);
    await workersPass(t);
    await until(() => mine.notices.length === 3, () => JSON.stringify(mine.notices));
    expect(mine.notices.map((n) => n.amount)).toEqual([moved.SummExact, null, moved.SummExact]);
    expect(theirs.notices).toEqual([]);
    mine.close();
    theirs.close();
  });
});

