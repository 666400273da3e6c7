import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyEnvelopeSchema, familyFailureSchema, resultGamesAnswerSchema, wireEventSchema } from '@stavka/contract/feed-wire';
import { wirePlayerCardSchema, wireTeamCardSchema } from '@stavka/contract/team-wire';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '../../../testing/databases';
import { seedDatabase } from '@stavka/db/seed/all';
import { emitAll, fixture, footballMarkets, GAMES, idleState, ScriptedProvider } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { startFeedTestApp, type FeedTestApp } from './feed-test-app';

// The team routes (team pages, cricket team and player pages): a team's open games per feed kind,
// head to head with `both`, its finished games newest first, the team and player cards, and bad
// input answered 400 in the family envelope.

const CHELSEA = 1988;
const BRIGHTON = 2026;
const SPARTAK = 3001;
const eventsAnswer = familyEnvelopeSchema(z.array(wireEventSchema));
const finishedAt = (hoursAgo: number, now: number) => Math.floor(now / 1000) - hoursAgo * 3600;

describe.each(await testDatabaseKinds())('team routes on %s', (kind) => {
  const clock = createSteppedClock();
  const provider = new ScriptedProvider('scripted', 1_000, (sink) => {
    emitAll(sink);
    // Two finished games: Chelsea–Brighton (head to head) and Chelsea–Spartak, an hour apart.
    const older = fixture({ id: 700_000_001, start: finishedAt(5, clock.now()) });
    const newer = fixture({ id: 700_000_002, start: finishedAt(4, clock.now()), team2: { id: SPARTAK, name: { en: 'Spartak', ru: 'Спартак' } } });
    for (const [game, hoursAgo, score] of [[older, 3, [2, 1]], [newer, 2, [0, 0]]] as const) {
      sink.fixture(game);
      sink.prices(game.id, footballMarkets());
      const state = idleState({ score: [score[0], score[1]], finished: true });
      sink.result({ gameId: game.id, finishedAt: finishedAt(hoursAgo, clock.now()), state, cancelled: false });
    }
  });
  let t: FeedTestApp;

  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    await seedDatabase(database.db);
    t = await startFeedTestApp({ providers: [provider], clock, database });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("lists a team's open games of the asked kind only, in the family's event shape", async () => {
    const line = eventsAnswer.parse((await get(`/service-api/LineFeed/GetTeamGamesZip?teams=${CHELSEA}&lng=en`)).json());
    expect(line.Value.map((e) => e.I)).toEqual([GAMES.line.id]);
    expect(line.Value[0]?.O1).toBe('Chelsea');
    const live = eventsAnswer.parse((await get(`/service-api/LiveFeed/GetTeamGamesZip?teams=${SPARTAK}`)).json());
    expect(live.Value.map((e) => e.I)).toEqual([GAMES.live.id]);
    const none = eventsAnswer.parse((await get(`/service-api/LiveFeed/GetTeamGamesZip?teams=${CHELSEA}`)).json());
    expect(none.Value).toEqual([]);
  });

  it('answers head-to-head games with both=true and any of several teams without it', async () => {
    const h2h = eventsAnswer.parse((await get(`/service-api/LineFeed/GetTeamGamesZip?teams=${CHELSEA},${SPARTAK}&both=true`)).json());
    expect(h2h.Value).toEqual([]);
    const either = eventsAnswer.parse((await get(`/service-api/LiveFeed/GetTeamGamesZip?Teams=${CHELSEA},${SPARTAK}`)).json());
    expect(either.Value.map((e) => e.I)).toEqual([GAMES.live.id]);
  });

  it("answers a team's finished games newest first, and head to head only the games of both", async () => {
    const all = resultGamesAnswerSchema.parse((await get(`/service-api/result/web/api/v3/teamGames?teamIds=${CHELSEA}&lng=en`)).json());
    expect(all.items?.map((g) => [g.id, g.score])).toEqual([
      [700_000_002, '0:0'],
      [700_000_001, '2:1'],
    ]);
    const h2h = resultGamesAnswerSchema.parse((await get(`/service-api/result/web/api/v3/teamGames?teamIds=${CHELSEA},${BRIGHTON}&both=1`)).json());
    expect(h2h.items?.map((g) => g.id)).toEqual([700_000_001]);
    const limited = resultGamesAnswerSchema.parse((await get(`/service-api/result/web/api/v3/teamGames?teamIds=${CHELSEA}&count=1`)).json());
    expect(limited.count).toBe(1);
    const nobody = resultGamesAnswerSchema.parse((await get('/service-api/result/web/api/v3/teamGames?teamIds=999999')).json());
    expect(nobody).toEqual({ count: 0 });
  });

  it('answers the team card with its squad, and the player card with the team', async () => {
    const team = familyEnvelopeSchema(wireTeamCardSchema).parse((await get(`/service-api/rest-core/Team?teamId=${CHELSEA}&lng=ru`)).json());
    expect(team.Value).toMatchObject({ I: CHELSEA, N: 'Челси', NE: 'Chelsea', SI: 1, COI: 826, CN: 'Англия', IMG: ['chelsea.png'] });
    expect(team.Value.PL).toEqual([{ I: 501, N: 'Коул Палмер', NE: 'Cole Palmer' }]);
    const player = familyEnvelopeSchema(wirePlayerCardSchema).parse((await get('/service-api/rest-core/Player?playerId=501&lng=en')).json());
    expect(player.Value).toEqual({ I: 501, N: 'Cole Palmer', NE: 'Cole Palmer', TI: CHELSEA, TN: 'Chelsea', SI: 1, SN: 'Football', COI: 826, CN: 'England' });
  });

  it('refuses unknown teams and players with the family failure', async () => {
    for (const url of ['/service-api/rest-core/Team?teamId=424242', '/service-api/rest-core/Player?playerId=424242', '/service-api/rest-core/Team']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(familyFailureSchema.parse(res.json()).Success).toBe(false);
    }
  });

  it.each([
    '/service-api/LineFeed/GetTeamGamesZip',
    '/service-api/LineFeed/GetTeamGamesZip?teams=abc',
    '/service-api/LineFeed/GetTeamGamesZip?teams=1&both=maybe',
    `/service-api/LineFeed/GetTeamGamesZip?teams=${'1,'.repeat(10)}1`,
    '/service-api/result/web/api/v3/teamGames',
    '/service-api/rest-core/Player?playerId=-1',
  ])('answers 400 in the family envelope to %s, never a 500', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false });
  });
});
