import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_GAMES_LIMIT, favouritesAnswerSchema, favouritesPaths } from '@stavka/contract/favourites';
import { familyFailureSchema } from '@stavka/contract/feed-wire';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { game, GAMES, registerPlayer, startFavouritesTestApp, type FavouritesTestApp } from './favourites-test-app';

// api-contract §7.9 favourites: a signed-in player's games, in the family envelope.

const ids = (body: unknown) => favouritesAnswerSchema.parse(body).Value.Games.map((g) => g.GameId);

describe.each(await testDatabaseKinds())('favourites on %s', (kind) => {
  let t: FavouritesTestApp;
  beforeAll(async () => {
    t = await startFavouritesTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a guest with 401 in the family envelope', async () => {
    const guest = new Agent(t.app, 'localhost');
    for (const res of [await guest.get(favouritesPaths.list), await guest.post(favouritesPaths.games, { gameIds: [GAMES.live.id] })]) {
      expect(res.statusCode).toBe(401);
      expect(familyFailureSchema.parse(res.json()).ErrorCode).toBe(401);
    }
  });

  it('adds games by game id or constant id, once each, and lists them in the order added', async () => {
    const { agent } = await registerPlayer(t.app);
    expect(ids((await agent.get(favouritesPaths.list)).json())).toEqual([]);
    const added = await agent.post(favouritesPaths.games, { gameIds: [GAMES.line.id, GAMES.live.constId] });
    expect(added.statusCode, added.body).toBe(200);
    expect(ids(added.json())).toEqual([GAMES.line.id, GAMES.live.id]);
    const again = await agent.post(favouritesPaths.games, { gameIds: `${GAMES.live.id},${GAMES.line.constId}` });
    expect(ids(again.json())).toEqual([GAMES.line.id, GAMES.live.id]);
    const listed = favouritesAnswerSchema.parse((await agent.get(favouritesPaths.list)).json()).Value.Games;
    expect(listed[1]).toMatchObject({ GameId: GAMES.live.id, ConstId: GAMES.live.constId });
  });

  it('keeps one player’s favourites from another', async () => {
    const [alice, bob] = [await registerPlayer(t.app), await registerPlayer(t.app)];
    await alice.agent.post(favouritesPaths.games, { gameIds: [GAMES.tennis.id] });
    expect(ids((await bob.agent.get(favouritesPaths.list)).json())).toEqual([]);
  });

  it('answers Success:false for unknown or malformed ids and changes nothing', async () => {
    const { agent } = await registerPlayer(t.app);
    const unknown = await agent.post(favouritesPaths.games, { gameIds: [GAMES.live.id, 123] });
    expect(unknown.statusCode).toBe(404);
    expect(familyFailureSchema.parse(unknown.json()).Error).toContain('123');
    for (const gameIds of ['abc', [-1], [], [1.5], 'x'.repeat(10)]) {
      const res = await agent.post(favouritesPaths.games, { gameIds });
      expect(res.statusCode, JSON.stringify(gameIds)).toBe(400);
      expect(familyFailureSchema.parse(res.json()).Success).toBe(false);
    }
    expect(ids((await agent.get(favouritesPaths.list)).json())).toEqual([]);
  });

  it(`stops at ${FAVOURITE_GAMES_LIMIT} games with a clear error`, async () => {
    const many = Array.from({ length: FAVOURITE_GAMES_LIMIT + 1 }, (_, i) => game(810_000_000 + i));
    for (const fixture of many) t.feed.fixture(fixture);
    const { agent } = await registerPlayer(t.app);
    const full = await agent.post(favouritesPaths.games, { gameIds: many.slice(0, FAVOURITE_GAMES_LIMIT).map((g) => g.id) });
    expect(ids(full.json())).toHaveLength(FAVOURITE_GAMES_LIMIT);
    const over = await agent.post(favouritesPaths.games, { gameIds: [many[FAVOURITE_GAMES_LIMIT]!.id] });
    expect(over.statusCode).toBe(409);
    expect(familyFailureSchema.parse(over.json()).Error).toMatch(/At most 100 favourite games/);
    // Re-adding what is already there is no growth and passes.
    expect((await agent.post(favouritesPaths.games, { gameIds: [many[0]!.id] })).statusCode).toBe(200);
  });

  it('removes games by body or query, also games the feed no longer has', async () => {
    const { agent } = await registerPlayer(t.app);
    await agent.post(favouritesPaths.games, { gameIds: [GAMES.live.id, GAMES.line.id, GAMES.tennis.id] });
    const byBody = await agent.request('DELETE', favouritesPaths.games, { gameIds: [GAMES.live.constId] });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(ids(byBody.json())).toEqual([GAMES.line.id, GAMES.tennis.id]);
    const byQuery = await agent.request('DELETE', `${favouritesPaths.games}?gameIds=${GAMES.line.id}`);
    expect(ids(byQuery.json())).toEqual([GAMES.tennis.id]);
    t.feed.remove(GAMES.tennis.id);
    expect(ids((await agent.request('DELETE', favouritesPaths.games, { gameIds: [GAMES.tennis.id] })).json())).toEqual([]);
    t.feed.fixture(GAMES.tennis);
  });

  it('merges a guest’s stored favourites on sign-in, dropping unknown games', async () => {
    const { agent } = await registerPlayer(t.app);
    await agent.post(favouritesPaths.games, { gameIds: [GAMES.live.id] });
    const merged = await agent.post(favouritesPaths.migrateGames, { gameIds: [GAMES.line.id, 999, GAMES.live.id] });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(ids(merged.json())).toEqual([GAMES.live.id, GAMES.line.id]);
    expect((await new Agent(t.app, 'localhost').post(favouritesPaths.migrateGames, { gameIds: [GAMES.line.id] })).statusCode).toBe(401);
  });
});
