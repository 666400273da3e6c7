import { afterAll, describe, expect, it } from 'vitest';
import type { WireEvent, WireSport } from '@stavka/contract/feed-wire';
import { emitAll, GAMES, liveState, ScriptedProvider } from './live-state-fixtures';
import { createSteppedClock } from './simulator/clock';
import { startFeedTestApp, type FeedTestApp } from './wire/feed-test-app';

// DESIGN §4: the catalogue, fixtures and results are persisted, so the pages survive a restart
// without the provider.

describe('feed after a restart without its provider', () => {
  const clock = createSteppedClock();
  let second: FeedTestApp | undefined;
  afterAll(() => second?.close());

  it('lists the persisted sports, games and results', async () => {
    const provider = new ScriptedProvider('scripted', 60_000, (sink) => {
      emitAll(sink);
      sink.result({
        gameId: GAMES.cyber.id,
        finishedAt: Math.floor(clock.now() / 1000) - 600,
        state: liveState([2, 1], 90),
        cancelled: false,
      });
    });
    const first = await startFeedTestApp({ providers: [provider], clock });
    await first.close({ keepDatabase: true }); // closing writes what the feed store holds
    expect(provider.stopped).toBe(true);

    second = await startFeedTestApp({ providers: [], clock, database: first.database });
    const get = async <T>(url: string) => ((await second?.app.inject({ method: 'GET', url }))?.json() as { Value: T }).Value;

    const sports = await get<WireSport[]>('/service-api/LineFeed/GetSportsShortZip?lng=ru');
    expect(sports.map((s) => [s.I, s.N])).toEqual([
      [1, 'Футбол'],
      [4, 'Теннис'],
    ]);
    // Prices are not persisted: the games are there, without odds (getEmpty).
    expect(await get<WireEvent[]>('/service-api/LineFeed/Get1x2_VZip')).toEqual([]);
    const games = await get<WireEvent[]>('/service-api/LineFeed/Get1x2_VZip?getEmpty=true&champs=88637&lng=en');
    expect(games.map((g) => [g.I, g.CI, g.O1, g.E.length])).toEqual([[GAMES.line.id, GAMES.line.constId, 'Chelsea', 0]]);

    const day = Math.ceil(clock.now() / 1000 / 300) * 300;
    const results = (
      await second.app.inject({ method: 'GET', url: `/service-api/result/web/api/v3/games?dateFrom=${day - 86_400}&dateTo=${day}` })
    ).json<{
      items: { id: number; score: string }[];
    }>();
    expect(results.items).toEqual([expect.objectContaining({ id: GAMES.cyber.id, score: '2:1 (1:0,1:1)' })]);
  });
});
