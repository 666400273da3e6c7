import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { openTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { createSteppedClock, type SteppedClock } from './simulator/clock';
import { createTradingSimulator } from './simulator/simulator';
import { startFeedTestApp, type FeedTestApp } from './wire/feed-test-app';

// Issue 10 "Live state after a restart": a server restarted on an existing database used to serve
// the previous run's games in play for a minute, frozen at their last state without markets. Now
// the simulator ends those at once (called off) and takes up its line games, and a game in play
// that nobody trades is never served as live.

const SEED = 7;
const SPORTS = [1, 3, 4]; // football, basketball, tennis
const START = Date.UTC(2030, 0, 1, 12);

/** A database that outlives the processes using it: a PGlite directory, or a PostgreSQL database. */
async function restartableDatabase(kind: DatabaseKind): Promise<{ open(): Promise<DatabaseHandle>; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'stavka-restart-'));
    return { open: () => openDatabase({ kind: 'pglite', dataDir: dir }), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const owner = await openTestDatabase('postgres');
  const url = owner.url;
  if (url === undefined) throw new Error('a PostgreSQL test database has a url');
  return { open: () => openDatabase({ kind: 'postgres', url, poolSize: 4 }), dispose: () => owner.close() };
}

async function run(database: DatabaseHandle, clock: SteppedClock, simulate: boolean): Promise<FeedTestApp> {
  const providers = simulate ? [createTradingSimulator({ clock, seed: SEED, sports: SPORTS })] : [];
  return startFeedTestApp({ providers, clock, database });
}

const value = async <T>(t: FeedTestApp, url: string): Promise<T> => (await t.app.inject({ method: 'GET', url })).json<{ Value: T }>().Value;
const liveList = (t: FeedTestApp) => value<WireEvent[]>(t, `/service-api/LiveFeed/Get1x2_VZip?sports=${SPORTS.join(',')}&getEmpty=true&count=50`);
const lineList = (t: FeedTestApp) => value<WireEvent[]>(t, `/service-api/LineFeed/Get1x2_VZip?sports=${SPORTS.join(',')}&count=50`);
const traded = (event: WireEvent) => event.E.some((o) => o.B !== true);

describe.each(await testDatabaseKinds())('a restart on an existing %s database', (kind) => {
  it('serves no frozen game in play: the previous run ends its live games and takes up its line', async () => {
    const database = await restartableDatabase(kind);
    try {
      // The first run plays a minute, then stops (the feed store writes what it holds).
      const clock = createSteppedClock(START);
      const firstDb = await database.open();
      await seedDatabase(firstDb.db);
      const first = await run(firstDb, clock, true);
      clock.advance(60_000);
      const liveBefore = await liveList(first);
      const lineBefore = await lineList(first);
      expect(liveBefore.length).toBeGreaterThan(10);
      await first.close();

      // Five minutes later the server starts again on the same database.
      const later = createSteppedClock(clock.now() + 5 * 60_000);
      const second = await run(await database.open(), later, true);
      const before = new Set(liveBefore.map((e) => e.I));
      const live = await liveList(second);
      expect(live.length).toBeGreaterThan(10);
      expect(live.filter((e) => before.has(e.I)).map((e) => `${e.O1} – ${e.O2}`)).toEqual([]);
      expect(live.filter((e) => !traded(e)).map((e) => [e.SI, e.SC?.CPS, e.E.length, e.S])).toEqual([]);

      // The previous games in play were called off: their pages say so, nothing is priced.
      for (const previous of liveBefore.slice(0, 8)) {
        const game = await value<WireGame | null>(second, `/service-api/LiveFeed/GetGameZip?id=${previous.I}&lng=en`);
        if (game === null) continue;
        expect(game.SC?.CPS).toBe('Match finished');
        expect((game.GE ?? []).flatMap((g) => g.E.flat()).every((o) => o.B === true)).toBe(true);
      }
      // Its line games are on offer again, with the same ids and prices.
      const line = await lineList(second);
      const taken = lineBefore.filter((e) => line.some((l) => l.I === e.I));
      expect(taken.length).toBeGreaterThan(lineBefore.length / 2);
      expect(line.filter((e) => taken.some((t) => t.I === e.I)).every(traded)).toBe(true);

      // And play goes on: within 20 seconds most games in play have changed.
      const updated = new Map(live.map((e) => [e.I, e.U]));
      later.advance(20_000);
      const after = await liveList(second);
      const changed = after.filter((e) => (updated.get(e.I) ?? 0) < e.U).length;
      expect(changed).toBeGreaterThan(after.length / 2);
      await second.close();

      // With no provider at all, nothing the database kept is served as in play.
      const third = await run(await database.open(), createSteppedClock(later.now() + 60_000), false);
      expect(await liveList(third)).toEqual([]);
      const gone = await third.app.inject({ method: 'GET', url: `/service-api/LiveFeed/GetGameZip?id=${live[0]?.I ?? 0}` });
      expect(gone.json()).toMatchObject({ Success: false });
      await third.close();
    } finally {
      await database.dispose();
    }
  }, 120_000);
});
