import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouritesPaths, gameEventTypes } from '@stavka/contract/favourites';
import { playerNotices, until } from '../../testing/push-notices';
import { GAMES, playing, registerPlayer, startFavouritesTestApp, type FavouritesTestApp } from './favourites-test-app';

// The notice subscriber (api-contract §7.9, issue 4 game subscriptions): published feed events of a
// followed game reach the follower's open socket as notices of the types they chose, and nobody else's.

const { start, score, period, result } = gameEventTypes;



describe('game notices', () => {
  let t: FavouritesTestApp;
  beforeAll(async () => {
    t = await startFavouritesTestApp('pglite', { listen: true });
  });
  afterAll(() => t.close());

  it('tells a follower of the start, score changes, a new period and the result in their language', async () => {
    const fan = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const save = await fan.agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.line.id, events: [start, score, period, result], lng: 'ru' });
    expect(save.statusCode, save.body).toBe(200);
    await other.agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.line.id, events: [result], lng: 'en' });
    const fanSocket = await playerNotices(t.wsUrl, fan.agent, 'game');
    const otherSocket = await playerNotices(t.wsUrl, other.agent, 'game');

    // The line game goes live, as the simulator does it: the fixture again with kind 1.
    t.feed.fixture({ ...GAMES.line, kind: 1, state: playing([0, 0]) });
    t.feed.state(GAMES.line.id, playing([0, 0]));
    t.feed.state(GAMES.line.id, playing([1, 0]), { kind: 'goal', suspendSeconds: 0 });
    t.feed.state(GAMES.line.id, playing([1, 0], 2));
    t.feed.result({ gameId: GAMES.line.id, finishedAt: 0, state: { ...playing([1, 0], 2), finished: true }, cancelled: false });

    await until(() => fanSocket.notices.length >= 4, () => 'four notices');
    expect(fanSocket.notices.map((n) => [n.event, n.eventTypeId, n.score])).toEqual([
      ['start', start, { S1: 0, S2: 0 }],
      ['goal', score, { S1: 1, S2: 0 }],
      ['period', period, { S1: 1, S2: 0 }],
      ['result', result, { S1: 1, S2: 0 }],
    ]);
    expect(fanSocket.notices[0]).toMatchObject({ kind: 'game', gameId: GAMES.line.id, constId: GAMES.line.constId, O1: 'Челси', O2: 'Брайтон' });
    await until(() => otherSocket.notices.length >= 1, () => 'the result notice');
    expect(otherSocket.notices.map((n) => [n.event, n.O1])).toEqual([['result', 'Chelsea']]);
    expect(new Set(fanSocket.notices.map((n) => n.id)).size).toBe(4);
    fanSocket.close();
    otherSocket.close();
  });

  it('sends nothing after the player unsubscribes', async () => {
    const fan = await registerPlayer(t.app);
    await fan.agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [score] });
    const socket = await playerNotices(t.wsUrl, fan.agent, 'game');
    t.feed.state(GAMES.live.id, playing([0, 1]));
    await until(() => socket.notices.length === 1, () => 'the goal notice');
    await fan.agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [] });
    t.feed.state(GAMES.live.id, playing([0, 2]));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(socket.notices.map((n) => n.score)).toEqual([{ S1: 0, S2: 1 }]);
    socket.close();
  });
});
