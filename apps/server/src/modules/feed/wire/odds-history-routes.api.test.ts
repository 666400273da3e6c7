import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyEnvelopeSchema, familyFailureSchema } from '@stavka/contract/feed-wire';
import { oddsHistorySchema, type OddsHistory } from '@stavka/contract/odds-history';
import { seedDatabase } from '@stavka/db/seed/all';
import { openTestDatabase, testDatabaseKinds } from '../../../testing/databases';
import { emitAll, footballMarkets, GAMES, ScriptedProvider } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { startFeedTestApp, type FeedTestApp } from './feed-test-app';

// The odds-movement graph's route: one outcome's prices as the feed store recorded them (a row per
// move of at least 1 %), by game id or constant id, under both feed roots; an unknown game is the
// family's refusal and a bad parameter a 400 in the envelope, never a 500.

const historyAnswer = familyEnvelopeSchema(oddsHistorySchema);
const route = '/service-api/LiveFeed/GetGameOddsHistory';

describe.each(await testDatabaseKinds())('GetGameOddsHistory on %s', (kind) => {
  const clock = createSteppedClock();
  const provider = new ScriptedProvider('scripted', 3_600_000, emitAll);
  let t: FeedTestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const history = async (query: string): Promise<OddsHistory> => {
    const res = await get(`${route}?${query}`);
    expect(res.statusCode).toBe(200);
    return historyAnswer.parse(res.json()).Value;
  };
  /** The store writes once a second of the feed's clock, one write at a time: tick until it is in. */
  const until = async (query: string, points: number): Promise<OddsHistory> => {
    for (let i = 0; i < 100; i++) {
      const value = await history(query);
      if (value.H.length >= points) return value;
      clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return history(query);
  };
  /** Prices of the live game now, then a second of the feed's clock (the store's flush). */
  const step = (prices: Parameters<typeof footballMarkets>[0]) => {
    provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets(prices)));
    clock.advance(1_000);
  };

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    await seedDatabase(database.db);
    t = await startFeedTestApp({ providers: [provider], clock, database });
    // Each move is written before the next (a second's moves of one outcome make one row).
    const w1 = `id=${GAMES.live.id}&g=1&t=1`;
    await until(w1, 1);
    step({ w1: 2_500, x: 3_400, w2: 3_500 });
    await until(w1, 2);
    // Less than 1 % from the last recorded price: no row.
    step({ w1: 2_510, x: 3_400, w2: 3_500 });
    step({ w1: 1_900, x: 3_400, w2: 3_500, over25: 2_000 });
  });
  afterAll(() => t.close());

  it('answers the recorded prices of one outcome, oldest first, at moves of 1 % or more', async () => {
    const value = await until(`id=${GAMES.live.id}&g=1&t=1`, 3);
    expect(value).toMatchObject({ I: GAMES.live.id, G: 1, T: 1 });
    expect(value.P).toBeUndefined();
    expect(value.H.map((point) => point.C)).toEqual([2.1, 2.5, 1.9]);
    const moments = value.H.map((point) => point.D);
    expect([...moments].sort((a, b) => a - b)).toEqual(moments);
    expect(moments.every((d) => d <= clock.now())).toBe(true);
  });

  it('tells lines apart by p and takes the constant id under either root', async () => {
    const over = await until(`id=${GAMES.live.constId}&g=17&t=9&p=2.5`, 2);
    expect(over).toMatchObject({ I: GAMES.live.id, G: 17, T: 9, P: 2.5 });
    expect(over.H.map((point) => point.C)).toEqual([1.85, 2]);
    const upper = await history(`id=${GAMES.live.id}&g=17&t=9&p=3.5`);
    expect(upper.H.map((point) => point.C)).toEqual([2.8]);
    const line = (await get(`/service-api/LineFeed/GetGameOddsHistory?id=${GAMES.live.id}&G=17&T=10&P=2.5`)).json<{ Value: OddsHistory }>();
    expect(line.Value.H.map((point) => point.C)).toEqual([1.95]);
  });

  it('answers an empty history for an outcome the game never had', async () => {
    expect((await history(`id=${GAMES.live.id}&g=136&t=731&p=2.001`)).H).toEqual([]);
  });

  it('refuses an unknown game in the family envelope', async () => {
    const res = await get(`${route}?id=999999999&g=1&t=1`);
    expect(res.statusCode).toBe(200);
    expect(familyFailureSchema.parse(res.json())).toMatchObject({ Success: false, Error: 'Game is not found in Sports' });
  });

  it.each(['g=1&t=1', `id=${GAMES.live.id}&t=1`, `id=${GAMES.live.id}&g=1`, `id=abc&g=1&t=1`, `id=${GAMES.live.id}&g=x&t=1`, `id=${GAMES.live.id}&g=1&t=1&p=2,5`])(
    'answers 400 in the envelope for %s',
    async (query) => {
      const res = await get(`${route}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Success: false });
    },
  );

  it('never answers 500, whatever the query string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('id', 'g', 't', 'p', 'G', 'lng', 'x'), fc.string({ maxLength: 12 })), async (query) => {
        const res = await get(`${route}?${new URLSearchParams(query).toString()}`);
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
