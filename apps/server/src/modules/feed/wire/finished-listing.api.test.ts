import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import { FINISHED_LISTED_MS } from '../live-state';
import { emitAll, fixture, footballMarkets, GAMES, liveState, ScriptedProvider } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { startFeedTestApp, type FeedTestApp } from './feed-test-app';

// Issue 10: a game in play that finishes stays in the live list a short while, with "Match
// finished" and its final score, before it leaves; a called-off one leaves at once.

const clock = createSteppedClock();
const provider = new ScriptedProvider('scripted', 60_000, emitAll);
let t: FeedTestApp;

beforeAll(async () => {
  t = await startFeedTestApp({ providers: [provider], clock });
});
afterAll(() => t.close());

const live = async (): Promise<WireEvent[]> =>
  (await t.app.inject({ method: 'GET', url: '/service-api/LiveFeed/Get1x2_VZip?champs=225733&lng=en' })).json<{ Value: WireEvent[] }>().Value;

describe('a game in play that finishes', () => {
  it('stays listed, over, with its final score, then leaves', async () => {
    const final = { ...liveState([3, 1], 94), finished: true };
    provider.emit((sink) => sink.result({ gameId: GAMES.live.id, finishedAt: Math.floor(clock.now() / 1000), state: final, cancelled: false }));
    const [over] = await live();
    expect(over?.I).toBe(GAMES.live.id);
    expect(over?.SC).toMatchObject({ FS: { S1: 3, S2: 1 }, CPS: 'Match finished', SLS: '' });
    expect(over?.E.length).toBeGreaterThan(0);
    expect(over?.E.every((o) => o.B === true)).toBe(true);

    clock.advance(FINISHED_LISTED_MS - 1_000);
    provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
    expect((await live()).map((e) => e.I)).toEqual([GAMES.live.id]);
    clock.advance(2_000);
    expect(await live()).toEqual([]);
    // Its page is still there, finished.
    const game = (await t.app.inject({ method: 'GET', url: `/service-api/LiveFeed/GetGameZip?id=${GAMES.live.id}&lng=en` })).json<{ Value: WireGame }>();
    expect(game.Value.SC?.CPS).toBe('Match finished');
  });

  it('leaves at once when it is called off', async () => {
    const other = fixture({ id: 748_600_100, champId: 225733, kind: 1, state: liveState([0, 0], 30) });
    provider.emit((sink) => {
      sink.fixture(other);
      sink.prices(other.id, footballMarkets());
    });
    expect((await live()).map((e) => e.I)).toEqual([other.id]);
    provider.emit((sink) => sink.result({ gameId: other.id, finishedAt: Math.floor(clock.now() / 1000), state: other.state, cancelled: true }));
    expect(await live()).toEqual([]);
  });
});
