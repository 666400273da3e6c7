import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { feedChampionships, feedGames, feedOddsHistory, feedResults, feedSports } from '@stavka/db/schema';
import { createInProcessBus } from '../../bus/in-process-bus';
import { openTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { startFeedStore, type FeedStore } from './feed-store';
import { LiveState } from './live-state';
import { footballMarkets, GAMES, liveState, ScriptedProvider, testCatalogue } from './live-state-fixtures';
import { insertOddsRows, ODDS_ROWS_PER_STATEMENT, readOddsHistory } from './repo';
import { createSteppedClock, type SteppedClock } from './simulator/clock';

// Persistence (issue 4 "persisted"): the store writes the catalogue, fixtures, results and odds
// history from the bus, batched once a second, and prunes old odds history.

describe('feed store', () => {
  let database: DatabaseHandle;
  let clock: SteppedClock;
  let store: FeedStore;
  let provider: ScriptedProvider;

  // One database for the suite (opening and migrating one takes seconds); each test starts empty.
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  beforeEach(async () => {
    await database.db.execute(
      sql`truncate feed_sports, feed_countries, feed_championships, feed_teams, feed_players, feed_games, feed_results, feed_odds_history`,
    );
    clock = createSteppedClock();
    const bus = createInProcessBus();
    const state = new LiveState({ bus, clock });
    store = startFeedStore({ db: database.db, bus, clock, log: pino({ level: 'silent' }), retentionDays: 7 });
    provider = new ScriptedProvider('scripted', 60_000, (sink) => {
      sink.catalogue(testCatalogue);
      sink.fixture(GAMES.live);
      sink.prices(GAMES.live.id, footballMarkets());
    });
    await state.connect(provider);
  });
  afterEach(() => store.stop());

  const history = (type: number) =>
    readOddsHistory(database.db, { gameId: GAMES.live.id, groupId: 1, type, param: null, since: new Date(0) }).then((rows) =>
      rows.map((r) => r.price),
    );

  it('writes the catalogue and fixtures', async () => {
    await store.flush();
    expect((await database.db.select().from(feedSports)).map((s) => s.id).sort((a, b) => a - b)).toEqual([1, 4, 85]);
    expect(
      await database.db
        .select({ id: feedChampionships.id, parent: feedChampionships.parentId })
        .from(feedChampionships)
        .where(eq(feedChampionships.id, 118588)),
    ).toEqual([{ id: 118588, parent: 118587 }]);
    const [game] = await database.db.select().from(feedGames).where(eq(feedGames.id, GAMES.live.id));
    expect(game).toMatchObject({ constId: GAMES.live.constId, kind: 1, champId: 225733, team1Id: 3001, team2Id: 3002, finished: false });
    expect(game?.startAt.getTime()).toBe(GAMES.live.start * 1000);
  });

  it('keeps one odds row per outcome and second: the last price of the second', async () => {
    await store.flush();
    expect(await history(1)).toEqual([2_100]);
    for (const w1 of [2_050, 2_000, 1_980])
      provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1, x: 3_400, w2: 3_500 })));
    clock.advance(1_000);
    await store.flush();
    expect(await history(1)).toEqual([2_100, 1_980]);
    // An outcome whose price did not move gets no new row, nor one that moved by less than 1%.
    expect(await history(2)).toEqual([3_400]);
    provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1: 1_975, x: 3_400, w2: 3_500 })));
    clock.advance(1_000);
    await store.flush();
    expect(await history(1)).toEqual([2_100, 1_980]);
    const rows = await database.db.select().from(feedOddsHistory).orderBy(asc(feedOddsHistory.id));
    expect(rows.at(-1)).toMatchObject({ gameId: GAMES.live.id, groupId: 1, type: 1, param: null, price: 1_980 });
    // Lines are kept apart: the 2.5 and 3.5 totals have their own rows.
    expect(rows.filter((r) => r.groupId === 17 && r.type === 9).map((r) => r.param)).toEqual([2.5, 3.5]);
  });

  it('records results and marks the game finished', async () => {
    const result = { gameId: GAMES.live.id, finishedAt: Math.floor(clock.now() / 1000), state: liveState([2, 1], 90), cancelled: false };
    provider.emit((sink) => sink.result(result));
    await store.flush();
    const [row] = await database.db.select().from(feedResults);
    expect(row).toMatchObject({ gameId: GAMES.live.id, cancelled: false, state: result.state });
    const [game] = await database.db.select({ finished: feedGames.finished }).from(feedGames);
    expect(game?.finished).toBe(true);
    // A fixture sent after the result does not reopen the game.
    provider.emit((sink) => sink.fixture({ ...GAMES.live, number: 99 }));
    await store.flush();
    expect((await database.db.select({ finished: feedGames.finished }).from(feedGames))[0]?.finished).toBe(true);
  });

  it('prunes odds history older than the retention', async () => {
    const old = new Date(clock.now() - 8 * 86_400_000);
    await insertOddsRows(database.db, [{ gameId: 1, groupId: 1, type: 1, param: null, playerId: null, price: 1_500, at: old }]);
    await store.flush();
    const rows = await database.db.select().from(feedOddsHistory).where(eq(feedOddsHistory.gameId, 1));
    expect(rows).toEqual([]);
  });
});

// The odds history rows go in as one statement of column arrays: the same rows come back, nulls
// and lines included, on every database the product runs on.
describe.each(await testDatabaseKinds())('odds history on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`truncate feed_odds_history`);
  });
  afterAll(() => database.close());

  it('stores a batch of rows and reads one outcome back in time order', async () => {
    const at = (second: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, second, 250));
    const rows = [
      { gameId: 748_539_200, groupId: 17, type: 9, param: 2.5, playerId: null, price: 1_910, at: at(1) },
      { gameId: 748_539_200, groupId: 17, type: 9, param: 2.5, playerId: null, price: 1_870, at: at(2) },
      { gameId: 748_539_200, groupId: 17, type: 9, param: 3.5, playerId: null, price: 2_900, at: at(2) },
      { gameId: 748_539_200, groupId: 1, type: 1, param: null, playerId: null, price: 2_050, at: at(3) },
      { gameId: 748_539_200, groupId: 37, type: 1, param: null, playerId: 4_021, price: 5_500, at: at(3) },
    ];
    await insertOddsRows(database.db, rows);
    await insertOddsRows(database.db, []);
    const since = at(0);
    expect(await readOddsHistory(database.db, { gameId: 748_539_200, groupId: 17, type: 9, param: 2.5, since })).toEqual([
      { price: 1_910, at: at(1) },
      { price: 1_870, at: at(2) },
    ]);
    expect(await readOddsHistory(database.db, { gameId: 748_539_200, groupId: 1, type: 1, param: null, since })).toEqual([{ price: 2_050, at: at(3) }]);
    const players = await database.db.select({ playerId: feedOddsHistory.playerId }).from(feedOddsHistory).where(eq(feedOddsHistory.groupId, 37));
    expect(players).toEqual([{ playerId: 4_021 }]);
  });

  it('writes a large batch in statements that leave the event loop free between them', async () => {
    await database.db.execute(sql`truncate feed_odds_history`);
    const count = ODDS_ROWS_PER_STATEMENT * 3 + 7;
    const at = new Date(Date.UTC(2026, 10, 22, 12, 0, 0));
    const rows = Array.from({ length: count }, (_, i) => ({ gameId: 9_000 + i, groupId: 1, type: 1, param: null, playerId: null, price: 1_500 + i, at }));
    // A socket's turn, queued as the write starts, comes before the write ends, not after it.
    let servedMeanwhile = false;
    const writing = insertOddsRows(database.db, rows).then(() => servedMeanwhile);
    setImmediate(() => (servedMeanwhile = true));
    expect(await writing).toBe(true);
    const stored = await database.db.select({ gameId: feedOddsHistory.gameId, price: feedOddsHistory.price }).from(feedOddsHistory);
    expect(stored).toHaveLength(count);
    expect(new Set(stored.map((r) => r.gameId)).size).toBe(count);
    expect(stored.find((r) => r.gameId === 9_000 + count - 1)?.price).toBe(1_500 + count - 1);
  });
});
