import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTypesAnswerSchema, favouritesPaths, gameEventTypes, gameSubscriptionAnswerSchema } from '@stavka/contract/favourites';
import { familyFailureSchema } from '@stavka/contract/feed-wire';
import { Agent } from '../../testing/agent';
import { testDatabaseKinds } from '../../testing/databases';
import { GAMES, registerPlayer, startFavouritesTestApp, type FavouritesTestApp } from './favourites-test-app';

// api-contract §7.9 subscriptions: the event types of a game, the player's choice, and saving it.

const { start, score, period, result, redCard } = gameEventTypes;

describe.each(await testDatabaseKinds())('game subscriptions on %s', (kind) => {
  let t: FavouritesTestApp;
  beforeAll(async () => {
    t = await startFavouritesTestApp(kind);
  });
  afterAll(() => t.close());

  const typesOf = async (gameId: number, lng = 'en') => {
    const res = await new Agent(t.app, 'localhost').get(`${favouritesPaths.eventTypes}?gameId=${gameId}&lng=${lng}`);
    expect(res.statusCode, res.body).toBe(200);
    return eventTypesAnswerSchema.parse(res.json()).Value;
  };

  it('offers the start only before a game starts and red cards only where the sport has them', async () => {
    expect((await typesOf(GAMES.line.id)).map((type) => type.Id)).toEqual([start, score, period, redCard, result]);
    expect((await typesOf(GAMES.live.constId)).map((type) => type.Id)).toEqual([score, period, redCard, result]);
    expect((await typesOf(GAMES.tennis.id)).map((type) => type.Id)).toEqual([score, period, result]);
  });

  it('names the types in the language asked for', async () => {
    expect((await typesOf(GAMES.line.id, 'ru'))[0]).toEqual({ Id: start, Name: 'Начало игры' });
    expect((await typesOf(GAMES.line.id, 'en'))[0]).toEqual({ Id: start, Name: 'Game start' });
  });

  it('answers Success:false for an unknown or malformed game id', async () => {
    const guest = new Agent(t.app, 'localhost');
    for (const query of ['gameId=42', 'gameId=abc', '']) {
      const res = await guest.get(`${favouritesPaths.eventTypes}?${query}`);
      expect(res.statusCode, query).toBeLessThan(500);
      expect(familyFailureSchema.parse(res.json()).Success).toBe(false);
    }
  });

  it('refuses a guest: 401 in the family envelope to read, in the office shape to save', async () => {
    const guest = new Agent(t.app, 'localhost');
    const read = await guest.post(favouritesPaths.subscription, { gameId: GAMES.live.id });
    expect(read.statusCode).toBe(401);
    expect(familyFailureSchema.parse(read.json()).ErrorCode).toBe(401);
    const save = await guest.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [score] });
    expect(save.statusCode).toBe(401);
    expect(save.json()).toMatchObject({ success: false, error: { id: 'unauthorized' } });
  });

  it('saves a choice, reads it back, changes and clears it', async () => {
    const { agent } = await registerPlayer(t.app);
    const read = async () => gameSubscriptionAnswerSchema.parse((await agent.post(favouritesPaths.subscription, { gameId: GAMES.live.constId })).json()).Value;
    expect(await read()).toEqual({ GameId: GAMES.live.id, Events: [] });
    const saved = await agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [result, score, score], lng: 'ru' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: { GameId: GAMES.live.id, Events: [score, result] } });
    expect(await read()).toEqual({ GameId: GAMES.live.id, Events: [score, result] });
    await agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.constId, events: [period] });
    expect(await read()).toEqual({ GameId: GAMES.live.id, Events: [period] });
    await agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [] });
    expect(await read()).toEqual({ GameId: GAMES.live.id, Events: [] });
  });

  it('refuses types the game does not offer, unknown types and unknown games, saving nothing', async () => {
    const { agent } = await registerPlayer(t.app);
    const notOffered = await agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [start, score] });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ success: false, error: { id: 'validation', errors: { events: [expect.stringContaining('1')] } } });
    expect((await agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id, events: [9] })).statusCode).toBe(400);
    expect((await agent.post(favouritesPaths.saveSubscription, { gameId: GAMES.live.id })).statusCode).toBe(400);
    const unknown = await agent.post(favouritesPaths.saveSubscription, { gameId: 77, events: [score] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { id: 'not_found' } });
    const read = await agent.post(favouritesPaths.subscription, { gameId: GAMES.live.id });
    expect(gameSubscriptionAnswerSchema.parse(read.json()).Value.Events).toEqual([]);
  });
});
