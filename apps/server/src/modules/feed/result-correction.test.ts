import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@stavka/db/client';
import { feedResultCorrections, feedResults } from '@stavka/db/schema';
import { createInProcessBus } from '../../bus/in-process-bus';
import { openTestDatabase } from '../../testing/databases';
import { BUS_PUBLISH_TOPIC, createOutbox } from '../outbox/service';
import { startFeedStore, type FeedStore } from './feed-store';
import { LiveState } from './live-state';
import { footballMarkets, GAMES, liveState, ScriptedProvider, testCatalogue } from './live-state-fixtures';
import { correctedResult, correctResult, RESULT_CORRECTED_SUBJECT } from './result-correction';
import { loadResult } from './results-repo';
import { createSteppedClock } from './simulator/clock';

// Corrected results (DESIGN §4 "a corrected result resettles"): the feed sending a game's result
// again with other facts, and an operator's correction through the store, each move the result's
// revision on; an operator's correction is audited, told to every process, and stands over
// whatever the feed sends afterwards. Cancelled markets of a finished game are kept with its result.

const log = pino({ level: 'silent' });
const GAME = GAMES.live.id;
const finished = (score: [number, number]) => ({ ...liveState(score, 90), finished: true });

describe('corrected results', () => {
  let database: DatabaseHandle;
  let state: LiveState;
  let store: FeedStore;
  let provider: ScriptedProvider;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  beforeEach(async () => {
    await database.db.execute(sql`truncate feed_games, feed_results, outbox_messages`);
    const bus = createInProcessBus();
    const clock = createSteppedClock();
    state = new LiveState({ bus, clock });
    store = startFeedStore({ db: database.db, bus, clock, log, retentionDays: 7 });
    provider = new ScriptedProvider('scripted', 60_000, (s) => {
      s.catalogue(testCatalogue);
      s.fixture(GAMES.live);
      s.prices(GAME, footballMarkets());
    });
    await state.connect(provider);
  });
  afterEach(() => store.stop());

  const send = async (score: [number, number]) => {
    provider.emit((sink) => sink.result({ gameId: GAME, finishedAt: 1_900_000_000, state: finished(score), cancelled: false }));
    await store.flush();
  };

  it('takes a result the feed sends again with other facts as its correction, one revision on; a repeat changes nothing', async () => {
    await send([2, 1]);
    expect(await loadResult(database.db, GAME)).toMatchObject({ revision: 0, state: { score: [2, 1] } });
    await send([2, 1]);
    expect((await loadResult(database.db, GAME))?.revision).toBe(0);
    await send([3, 1]);
    expect(await loadResult(database.db, GAME)).toMatchObject({ revision: 1, state: { score: [3, 1] }, correction: { by: 'feed' } });
    expect(state.resultOf(GAME)).toMatchObject({ revision: 1, state: { score: [3, 1] } });
  });

  it("keeps the outcomes of a market cancelled during the game with the game's result", async () => {
    const markets = footballMarkets().map((m) => (m.group === 17 && m.param === 2.5 ? { ...m, status: 4 as const } : m));
    provider.emit((sink) => sink.prices(GAME, markets));
    await send([2, 1]);
    const stored = await loadResult(database.db, GAME);
    expect(stored?.cancelledOutcomes).toEqual([
      { group: 17, type: 9, param: 2.5 },
      { group: 17, type: 10, param: 2.5 },
    ]);
  });

  it("records an operator's correction with its audit row, tells every process, and keeps it over the feed's later results", async () => {
    await send([2, 1]);
    const outbox = createOutbox({ db: database.db, log });
    const published: unknown[] = [];
    outbox.handle(BUS_PUBLISH_TOPIC, async (payload) => {
      published.push(payload);
    });
    const corrected = await correctResult(database.db, outbox, {
      gameId: GAME,
      score: [1, 1],
      periods: [
        [1, 0],
        [0, 1],
      ],
      operator: 'alice',
      reason: 'Second goal was offside',
    });
    expect(corrected).toMatchObject({ revision: 1, correction: { by: 'operator', reason: 'Second goal was offside' } });
    expect(await loadResult(database.db, GAME)).toMatchObject({ revision: 1, state: { score: [1, 1] }, correction: { by: 'operator' } });
    const [audit] = await database.db.select().from(feedResultCorrections).where(eq(feedResultCorrections.gameId, GAME));
    expect(audit).toMatchObject({ revision: 1, operator: 'alice', reason: 'Second goal was offside', cancelled: false });
    await expect(database.db.update(feedResultCorrections).set({ reason: 'changed' })).rejects.toThrow();
    await outbox.drain();
    expect(published).toEqual([{ subject: RESULT_CORRECTED_SUBJECT, event: { gameId: GAME, revision: 1 } }]);

    // The process takes it from the store; the feed's old result sent again changes nothing.
    const stored = await loadResult(database.db, GAME);
    if (!stored) throw new Error('no result');
    state.correct(stored);
    expect(state.resultOf(GAME)).toMatchObject({ revision: 1, state: { score: [1, 1] } });
    await send([2, 1]);
    expect(await loadResult(database.db, GAME)).toMatchObject({ revision: 1, state: { score: [1, 1] }, correction: { by: 'operator' } });
    expect(state.resultOf(GAME)?.state.score).toEqual([1, 1]);
  });

  it('refuses a correction of a game without a result, one that changes nothing, and periods that miss the score', async () => {
    const outbox = createOutbox({ db: database.db, log });
    const request = { gameId: GAME, score: [1, 1] as [number, number], operator: 'alice', reason: 'offside' };
    await expect(correctResult(database.db, outbox, request)).rejects.toMatchObject({ id: 'not_found' });
    await send([2, 1]);
    await expect(correctResult(database.db, outbox, request)).rejects.toMatchObject({ id: 'validation', fields: { periods: [expect.stringContaining('add up')] } });
    await expect(correctResult(database.db, outbox, { ...request, score: [2, 1] })).rejects.toMatchObject({ id: 'conflict' });
    for (const reason of [' ', 'line one\nline two', 'x'.repeat(301)]) await expect(correctResult(database.db, outbox, { ...request, reason })).rejects.toMatchObject({ id: 'validation', fields: { reason: [expect.any(String)] } });
    const [row] = await database.db.select().from(feedResults).where(eq(feedResults.gameId, GAME));
    expect(row?.revision).toBe(0);
  });
});

function refusalOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('not refused');
}

describe('correctedResult', () => {
  const base = {
    gameId: 1,
    finishedAt: 0,
    cancelled: false,
    state: {
      ...finished([2, 1]),
      goals: [
        { team: 1 as const, period: 1, minute: 10 },
        { team: 1 as const, period: 2, minute: 60 },
        { team: 2 as const, period: 2, minute: 70 },
      ],
    },
  };
  const request = { gameId: 1, operator: 'bob', reason: 'r' };

  it('drops a goal sequence the new score no longer matches, and checks one given with it', () => {
    const periods: [number, number][] = [
      [1, 0],
      [0, 1],
    ];
    expect(correctedResult(base, { ...request, score: [1, 1], periods }).state.goals).toBeUndefined();
    const goals = [
      { team: 1 as const, period: 1, minute: 10 },
      { team: 2 as const, period: 2, minute: 70 },
    ];
    expect(correctedResult(base, { ...request, score: [1, 1], periods, goals }).state.goals).toEqual(goals);
    expect(refusalOf(() => correctedResult(base, { ...request, score: [1, 1], periods, goals: goals.slice(1) }))).toMatchObject({ fields: { goals: [expect.stringContaining('make 0:1')] } });
    expect(correctedResult(base, { ...request, cancelled: true })).toMatchObject({ cancelled: true, revision: 1, state: { goals: base.state.goals } });
  });

  it('keeps a winner only for a level score', () => {
    const level = { ...base, state: { ...base.state, score: [150, 150] as [number, number], periods: [], goals: [] } };
    expect(correctedResult(level, { ...request, winner: 2 }).state.winner).toBe(2);
    expect(correctedResult(level, { ...request, score: [151, 150], winner: 2 }).state.winner).toBeUndefined();
  });
});
