import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../../bus/in-process-bus';
import { LiveState } from '../live-state';
import { emitAll, GAMES } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { createRouteContext, type FeedRouteContext } from './answer';
import { BodyCache } from './body-cache';
import { registerLineLiveRoutes } from './line-live-routes';
import { registerMainFeedRoutes } from './main-feed-routes';
import { registerRestCoreRoutes } from './rest-core-routes';
import { registerResultsRoutes } from './results-routes';
import { registerTeamRoutes } from './team-routes';

// Issue 10 "Cache growth": the feed's answer cache is keyed by what changes an answer, so a caller
// varying parameters that change nothing (unknown names, cache busters, ids nobody knows, a time
// zone without a day, a game's outcome budget beyond what it has) reuses one cached answer, and the
// cache stays within its byte bound whatever distinct answers are asked for.

const day = Math.ceil(Date.UTC(2030, 0, 1, 12) / 1000 / 300) * 300;
const VARIANTS = 60;

/** Each shape: a first request, then variants that must answer the same from the same cache entry. */
const SHAPES: readonly { name: string; first: string; variant: (i: number) => string }[] = [
  {
    name: 'unknown names and cache busters',
    first: '/service-api/LineFeed/Get1x2_VZip?sports=1',
    variant: (i) => `/service-api/LineFeed/Get1x2_VZip?sports=1&foo${i}=${i}&_=${i}&antiCacheStamp=${i}&partner=${i}&country=${i}`,
  },
  {
    name: 'sport ids the catalogue does not know, in any order',
    first: '/service-api/LineFeed/Get1x2_VZip?sports=1,4',
    variant: (i) => `/service-api/LineFeed/Get1x2_VZip?sports=${9_000 + i},4,1,4`,
  },
  {
    name: 'only unknown sports',
    first: '/service-api/LineFeed/Get1x2_VZip?sports=8999',
    variant: (i) => `/service-api/LineFeed/Get1x2_VZip?sports=${9_000 + i}`,
  },
  {
    name: 'unknown championships and excluded sports',
    first: '/service-api/LiveFeed/GetSportsShortZip?champs=225733',
    variant: (i) => `/service-api/LiveFeed/GetSportsShortZip?champs=${2_000_000 + i},225733&antisports=${9_000 + i}`,
  },
  {
    name: 'a time zone without a day, a time frame on live',
    first: '/service-api/LiveFeed/GetChampsZip',
    variant: (i) => `/service-api/LiveFeed/GetChampsZip?tz=${(i % 27) - 13}&tf=${i * 60}`,
  },
  {
    name: "a game's outcome budget beyond its outcomes and pinned groups it does not have",
    first: `/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}`,
    variant: (i) => `/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}&countevents=${500 + i}&topGroups=${7_000 + i}`,
  },
  {
    name: 'results of unknown sports',
    first: `/service-api/result/web/api/v2/champs?dateFrom=${day - 86_400}&dateTo=${day}&sportIds=7999`,
    variant: (i) => `/service-api/result/web/api/v2/champs?dateFrom=${day - 86_400}&dateTo=${day}&sportIds=${8_000 + i}`,
  },
  {
    name: 'links that lead nowhere',
    first: '/service-api/rest-core/CheckLink?link=/ru/line/football/7-x/8-y',
    variant: (i) => `/service-api/rest-core/CheckLink?link=/ru/line/football/${9_000 + i}-x/${900_000 + i}-y`,
  },
  {
    name: 'unknown teams beside a known one',
    first: '/service-api/LineFeed/GetTeamGamesZip?teams=1988',
    variant: (i) => `/service-api/LineFeed/GetTeamGamesZip?teams=1988,${9_000_000 + i}`,
  },
  {
    name: 'finished games of unknown teams',
    first: '/service-api/result/web/api/v3/teamGames?teamIds=1988',
    variant: (i) => `/service-api/result/web/api/v3/teamGames?teamIds=${9_000_000 + i},1988&both=false`,
  },
  {
    name: 'personal games that do not exist',
    first: '/service-api/main-line-feed/v1/personalise?gameIds=1',
    variant: (i) => `/service-api/main-line-feed/v1/personalise?gameIds=${2 + i}`,
  },
];

describe('the feed answer cache', () => {
  const clock = createSteppedClock(Date.UTC(2030, 0, 1, 12));
  let app: FastifyInstance;
  let ctx: FeedRouteContext;

  beforeAll(async () => {
    const state = new LiveState({ bus: createInProcessBus(), clock });
    emitAll(state);
    app = Fastify();
    ctx = createRouteContext(state);
    registerLineLiveRoutes(app, ctx);
    registerMainFeedRoutes(app, ctx);
    registerResultsRoutes(app, ctx);
    registerRestCoreRoutes(app, ctx);
    registerTeamRoutes(app, ctx);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(SHAPES)('keeps one answer for $name', async ({ first, variant }) => {
    const base = await app.inject({ method: 'GET', url: first });
    expect(base.statusCode).toBe(200);
    const size = ctx.cache.size;
    for (let i = 0; i < VARIANTS; i++) {
      const res = await app.inject({ method: 'GET', url: variant(i) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(base.body);
    }
    expect(ctx.cache.size).toBe(size);
  });

  it('keeps distinct answers apart (a known id still changes the key)', async () => {
    const football = (await app.inject({ method: 'GET', url: '/service-api/LineFeed/Get1x2_VZip?sports=1' })).json<{ Value: { SI: number }[] }>();
    const tennis = (await app.inject({ method: 'GET', url: '/service-api/LineFeed/Get1x2_VZip?sports=4,99999' })).json<{ Value: { SI: number }[] }>();
    expect(new Set(football.Value.map((e) => e.SI))).toEqual(new Set([1]));
    expect(tennis.Value.map((e) => e.SI)).toEqual([4]);
  });
});

describe('a byte-bounded answer cache behind the routes', () => {
  it('holds its bound while many distinct lists are asked', async () => {
    const state = new LiveState({ bus: createInProcessBus(), clock: createSteppedClock(Date.UTC(2030, 0, 1, 12)) });
    emitAll(state);
    const app = Fastify();
    const bound = 64 * 1024;
    const ctx: FeedRouteContext = { ...createRouteContext(state), cache: new BodyCache(bound) };
    registerLineLiveRoutes(app, ctx);
    for (let i = 0; i < 400; i++) {
      // Each count, language and time frame is a distinct answer, kept until the bound pushes it out.
      const res = await app.inject({ method: 'GET', url: `/service-api/LineFeed/Get1x2_VZip?champs=88637&count=${(i % 50) + 1}&lng=${i % 2 ? 'ru' : 'en'}&tf=${i}` });
      expect(res.statusCode).toBe(200);
      expect(ctx.cache.bytes).toBeLessThanOrEqual(bound);
    }
    expect(ctx.cache.size).toBeGreaterThan(10);
    await app.close();
  });
});
