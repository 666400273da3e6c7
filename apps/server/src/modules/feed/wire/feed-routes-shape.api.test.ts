import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  familyEnvelopeSchema,
  familyFailureSchema,
  resultChampsAnswerSchema,
  resultGamesAnswerSchema,
  v1ExpressDaySchema,
  v1GameCardSchema,
  v1GameEventsSchema,
  v1GameInfoSchema,
  v1PersonaliseSchema,
  v1SportSectionSchema,
  wireChampSchema,
  wireChampZipSchema,
  wireCheckLinkSchema,
  wireChronoSchema,
  wireCountrySchema,
  wireEventSchema,
  wireGameSchema,
  wireSportSchema,
} from '@stavka/contract/feed-wire';
import { emitAll, fixture, GAMES, liveState, ScriptedProvider } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { startFeedTestApp, type FeedTestApp } from './feed-test-app';

// Wire shape (issue 4 "Tests that must exist"): every feed route answers the documented keys and
// types of wire-format §1, checked with the strict schemas of packages/contract/src/feed-wire.ts.

const clock = createSteppedClock();
const provider = new ScriptedProvider('scripted', 60_000, (sink) => {
  emitAll(sink);
  sink.state(GAMES.live.id, liveState([3, 1], 80), { kind: 'goal', suspendSeconds: 0 });
  // A finished game for the results routes.
  sink.result({ gameId: GAMES.cyber.id, finishedAt: Math.floor(clock.now() / 1000) - 600, state: liveState([2, 1], 90), cancelled: false });
  // A finished race: its runners' places are its result (one withdrawn at the off).
  sink.catalogue({
    sports: [{ id: 44, name: { en: 'Horse Racing', ru: 'Скачки' }, model: 'racing', virtual: false, sort: 44 }],
    championships: [{ id: 4401, sportId: 44, countryId: 826, name: { en: 'Ascot', ru: 'Аскот' }, parentId: null, sort: 50, top: false }],
    players: [
      { id: 9001, teamId: 0, name: { en: 'Silver Arrow', ru: 'Серебряная стрела' } },
      { id: 9002, teamId: 0, name: { en: 'Night Wind', ru: 'Ночной ветер' } },
      { id: 9003, teamId: 0, name: { en: 'Red Comet', ru: 'Красная комета' } },
    ],
  });
  sink.fixture(RACE);
  sink.result({
    gameId: RACE.id,
    finishedAt: Math.floor(clock.now() / 1000) - 300,
    state: { ...liveState([0, 0], 2), stats: { 'runner:9001': [2, 1000], 'runner:9002': [1, 1000], 'runner:9003': [3, 1000] }, nonRunners: [9004] },
    cancelled: false,
  });
});
const RACE = fixture({ id: 748_950_001, sportId: 44, champId: 4401, team1: { id: 9100, name: { en: 'Ascot. Race 3', ru: 'Аскот. Заезд 3' } }, team2: undefined, info: {} });
let t: FeedTestApp;

beforeAll(async () => {
  t = await startFeedTestApp({ providers: [provider], clock });
});
afterAll(() => t.close());

const events = familyEnvelopeSchema(z.array(wireEventSchema));
const champs = familyEnvelopeSchema(z.array(wireChampSchema));
const day = Math.floor(clock.now() / 1000 / 300) * 300;
const window = `dateFrom=${day - 86_400 + 300}&dateTo=${day + 300}`;

const routes: [string, z.ZodType][] = [];
for (const [root, game, champ] of [
  ['LineFeed', GAMES.line, 88637],
  ['LiveFeed', GAMES.live, 225733],
] as const) {
  const base = `/service-api/${root}`;
  routes.push(
    [`${base}/Get1x2_VZip?sports=1&count=10&lng=en&mode=4&virtualSports=true&noFilterBlockEvent=true`, events],
    [`${base}/Get1x2Asian_VZip?count=10&lng=ru`, events],
    [`${base}/GetSportsShortZip?lng=en&groupChamps=true&virtualSports=true`, familyEnvelopeSchema(z.array(wireSportSchema))],
    [`${base}/GetChampsZip?sport=1&lng=en&groupChamps=true`, champs],
    [`${base}/GetChampsZip?sport=1&lng=ru`, champs],
    [`${base}/GetChampZip?champ=${champ}&lng=en`, familyEnvelopeSchema(wireChampZipSchema)],
    [`${base}/GetGameZip?id=${game.id}&lng=en&isSubGames=true&GroupEvents=true&countevents=250`, familyEnvelopeSchema(wireGameSchema)],
    [`${base}/GetGameZip?id=${game.constId}&GroupEvents=false`, familyEnvelopeSchema(wireGameSchema)],
    [`${base}/GetGameAsianZip?id=${game.id}`, familyEnvelopeSchema(wireGameSchema)],
    [`${base}/WebGetTopChampsZip?lng=en`, champs],
    [`${base}/GetGlobalChampsZip?lng=en`, champs],
    [`${base}/GetTopGamesStatZip?lng=en&antisports=66`, events],
    [`${base}/Web_SearchZip?text=a&limit=5&lng=en&mode=4`, events],
    [`${base}/GetChronoOfPlayZip?id=${game.id}`, familyEnvelopeSchema(wireChronoSchema)],
    [`${base}/GetGamesZip?ids=${GAMES.line.id},${GAMES.live.constId}`, events],
  );
}
for (const [root, game] of [
  ['main-line-feed', GAMES.line],
  ['main-live-feed', GAMES.live],
] as const) {
  const base = `/service-api/${root}`;
  routes.push(
    [`${base}/v1/expressDay?cfView=3&lng=en&ref=1`, v1ExpressDaySchema],
    [`${base}/v1/gameEvents?gameId=${game.id}&lng=en&countEvents=250`, v1GameEventsSchema],
    [`${base}/v3/gameEvents?gameId=${game.constId}&marketType=3`, v1GameEventsSchema],
    [`${base}/v1/gameInfo?gameId=${game.id}`, v1GameInfoSchema],
    [`${base}/v1/sportSection?sportId=1&lng=ru`, v1SportSectionSchema],
    [`${base}/v1/personalise?sportIds=4&gameIds=${game.id}`, v1PersonaliseSchema],
    [`${base}/v1/sliderGames?count=3`, z.array(v1GameCardSchema)],
  );
}
routes.push(
  [`/service-api/result/web/api/v2/champs?sportIds=85&${window}&lng=en`, resultChampsAnswerSchema],
  [`/service-api/result/web/api/v3/games?champId=3001&${window}`, resultGamesAnswerSchema],
  [`/service-api/result/web/api/v3/games?champId=88637&${window}`, resultGamesAnswerSchema],
  ['/service-api/rest-core/GetCountries?lng=en', familyEnvelopeSchema(z.array(wireCountrySchema))],
  ['/service-api/rest-core/Sports?lng=ru&groupChamps=true', familyEnvelopeSchema(z.array(wireSportSchema))],
  ['/service-api/rest-core/topChamps', champs],
  [
    `/service-api/rest-core/CheckLink?link=/en/line/football/88637-england-premier-league/${GAMES.line.id}-chelsea-brighton`,
    familyEnvelopeSchema(wireCheckLinkSchema),
  ],
  ['/service-api/rest-core/CheckLink?link=/en/line/football/999-x', familyEnvelopeSchema(wireCheckLinkSchema)],
);

describe('feed routes answer the documented wire shapes', () => {
  it.each(routes)('%s', async (url, schema) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body: unknown = res.json();
    const parsed = schema.safeParse(body);
    expect(parsed.success ? 'ok' : z.prettifyError(parsed.error)).toBe('ok');
    // A list that is empty would pass any item schema: these fixtures give every list an item,
    // except the live feed, which has no top or international championship in play and one game,
    // too few for an express.
    const value = typeof body === 'object' && body !== null && 'Value' in body ? body.Value : body;
    if (Array.isArray(value) && !/LiveFeed\/(GetGlobalChampsZip|WebGetTopChampsZip)|main-live-feed\/v1\/expressDay/.test(url))
      expect(value.length).toBeGreaterThan(0);
  });

  it('gives a race its finishing order, first first, in place of a score', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/service-api/result/web/api/v3/games?champId=4401&${window}&lng=ru` });
    const { items } = resultGamesAnswerSchema.parse(res.json());
    expect(items).toHaveLength(1);
    expect(items?.[0]).toMatchObject({
      opp1: 'Аскот. Заезд 3',
      score: '',
      matchInfos: [
        { name: 'Ночной ветер', value: '1' },
        { name: 'Серебряная стрела', value: '2' },
        { name: 'Красная комета', value: '3' },
      ],
    });
  });

  it.each([
    '/service-api/LineFeed/GetGameZip?id=1',
    '/service-api/LiveFeed/GetGameZip',
    '/service-api/LiveFeed/GetChronoOfPlayZip?id=42',
    '/service-api/main-line-feed/v1/gameEvents?gameId=7',
    '/service-api/main-live-feed/v3/gameEvents?gameId=7',
    '/service-api/main-line-feed/v1/gameInfo?gameId=7',
  ])('answers an unknown game with the family envelope: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = familyFailureSchema.parse(res.json());
    expect(body.Error).toBe('Game is not found in Sports');
  });

  it('answers an unknown championship and sport with the family envelope', async () => {
    for (const url of ['/service-api/LineFeed/GetChampZip?champ=5', '/service-api/main-line-feed/v1/sportSection?sportId=999']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(familyFailureSchema.parse(res.json()).Success).toBe(false);
    }
  });
});
