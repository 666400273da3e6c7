import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import { emitAll, fixture, footballMarkets, GAMES, ScriptedProvider } from '../live-state-fixtures';
import { createSteppedClock } from '../simulator/clock';
import { startFeedTestApp, type FeedTestApp } from './feed-test-app';

// How the feed routes behave (issue 4 "Feed calls", "Bad input"): ids, count capping, blocked
// outcomes, gzip only when accepted, cached answers that follow the live state, and no 500 for any
// query string.

const clock = createSteppedClock();
const EXTRA = 60;
const provider = new ScriptedProvider('scripted', 1_000, (sink) => {
  emitAll(sink);
  // Enough line games in one championship to see `count` capped at 50.
  for (let i = 0; i < EXTRA; i++) {
    const game = fixture({ id: 800_000_000 + i, champId: 225733, start: GAMES.line.start + i * 60 });
    sink.fixture(game);
    sink.prices(game.id, footballMarkets());
  }
});
let t: FeedTestApp;

beforeAll(async () => {
  t = await startFeedTestApp({ providers: [provider], clock });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const valueOf = async <T>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { Value: T }).Value;
};
const line1x2 = '/service-api/LineFeed/Get1x2_VZip';

describe('feed routes', () => {
  it('accept the constant id wherever the game id is taken, and answer the game id', async () => {
    const byId = await valueOf<WireGame>(`/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}`);
    const byConst = await valueOf<WireGame>(`/service-api/LineFeed/GetGameZip?id=${GAMES.line.constId}`);
    expect(byConst.I).toBe(GAMES.line.id);
    expect(byConst).toEqual(byId);
    const info = (await get(`/service-api/main-line-feed/v1/gameInfo?gameId=${GAMES.line.constId}`)).json<{ id: number }>();
    expect(info.id).toBe(GAMES.line.id);
    const games = await valueOf<WireEvent[]>(`/service-api/LiveFeed/GetGamesZip?ids=${GAMES.line.constId},${GAMES.live.id}`);
    expect(games.map((g) => g.I)).toEqual([GAMES.line.id, GAMES.live.id]);
  });

  it.each([
    ['1000', 50],
    ['50', 50],
    ['7', 7],
    ['0', 50],
    ['-3', 50],
  ])('cap count=%s at %i events, never refusing it', async (count, expected) => {
    const list = await valueOf<WireEvent[]>(`${line1x2}?champs=225733&count=${count}`);
    expect(list).toHaveLength(expected);
  });

  it('answer a list in every list route, empty when nothing matches', async () => {
    expect(await valueOf<unknown[]>(`${line1x2}?sports=999`)).toEqual([]);
    expect(await valueOf<unknown[]>(`${line1x2}?champs=1,2,3`)).toEqual([]);
    expect(await valueOf<unknown[]>('/service-api/LineFeed/Web_SearchZip?text=')).toEqual([]);
  });

  it('list sub-championship games under the parent championship and keep sub-games out of lists', async () => {
    const parent = await valueOf<WireEvent[]>(`${line1x2}?champs=118587`);
    expect(parent.map((e) => e.I)).toEqual([GAMES.group.id]);
    const live = await valueOf<WireEvent[]>('/service-api/LiveFeed/Get1x2_VZip?sports=1');
    expect(live.map((e) => e.I)).toEqual([GAMES.live.id]);
  });

  it('leave virtual sports out unless asked for or named', async () => {
    const plain = await valueOf<WireEvent[]>('/service-api/LiveFeed/Get1x2_VZip');
    expect(plain.some((e) => e.SI === 85)).toBe(false);
    const virtual = await valueOf<WireEvent[]>('/service-api/LiveFeed/Get1x2_VZip?virtualSports=true');
    expect(virtual.some((e) => e.SI === 85)).toBe(true);
    const named = await valueOf<WireEvent[]>('/service-api/LiveFeed/Get1x2_VZip?sports=85');
    expect(named.map((e) => e.SI)).toEqual([85]);
  });

  it('speak Russian for lng=ru and English otherwise', async () => {
    const [ru] = await valueOf<WireEvent[]>(`${line1x2}?champs=88637&lng=ru`);
    expect(ru).toMatchObject({ O1: 'Челси', O1E: 'Chelsea', SN: 'Футбол', SE: 'Football', L: 'Англия. Премьер-лига' });
    const [fr] = await valueOf<WireEvent[]>(`${line1x2}?champs=88637&lng=fr`);
    expect(fr).toMatchObject({ O1: 'Chelsea', SN: 'Football' });
  });

  it('write the total ladder as columns and the BTTS group as [180, 11273] and [181, 11274]', async () => {
    const game = await valueOf<WireGame>(`/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}`);
    const columns = (g: number) => game.GE?.find((x) => x.G === g)?.E.map((column) => column.map((o) => [o.T, o.P ?? null]));
    expect(columns(17)).toEqual([
      [
        [9, 2.5],
        [9, 3.5],
      ],
      [
        [10, 2.5],
        [10, 3.5],
      ],
    ]);
    expect(columns(19)).toEqual([
      [
        [180, null],
        [11273, 2],
      ],
      [
        [181, null],
        [11274, 2],
      ],
    ]);
  });

  it('gzip the body only for a client that accepts gzip', async () => {
    const url = `${line1x2}?champs=225733&count=50`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const accept of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*']) {
      const zipped = await get(url, { 'accept-encoding': accept });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
    for (const accept of ['br', 'identity', 'gzip;q=0, br']) {
      const other = await get(url, { 'accept-encoding': accept });
      expect(other.headers['content-encoding']).toBeUndefined();
      expect(other.body).toBe(plain.body);
    }
  });

  it('serve an unchanged state from the cache and a changed one fresh', async () => {
    const url = `/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}`;
    const first = await get(url);
    expect((await get(url)).body).toBe(first.body);
    provider.emit((sink) => sink.prices(GAMES.line.id, footballMarkets({ w1: 1_950, x: 3_400, w2: 3_900 })));
    const after = (await get(url)).json<{ Value: WireGame }>().Value;
    expect(after.GE?.[0]?.E.map((c) => c[0]?.C)).toEqual([1.95, 3.4, 3.9]);
    const list = await valueOf<WireEvent[]>(`${line1x2}?champs=88637`);
    expect(list[0]?.E.find((o) => o.T === 3)?.CV).toBe('3.9');
  });

  it('keep blocked outcomes in lists with B:true (dropped only on noFilterBlockEvent=false), and block all when the provider falls silent', async () => {
    const markets = footballMarkets();
    const first = markets[0];
    if (!first) throw new Error('no market');
    markets[0] = { ...first, outcomes: first.outcomes.map((o) => (o.type === 2 ? { ...o, blocked: true } : o)) };
    provider.emit((sink) => sink.prices(GAMES.group.id, markets));
    for (const query of ['', '&noFilterBlockEvent=true']) {
      const [kept] = await valueOf<WireEvent[]>(`${line1x2}?champs=118588${query}`);
      expect(kept?.E.filter((o) => o.G === 1).map((o) => [o.T, o.B ?? false])).toEqual([
        [1, false],
        [2, true],
        [3, false],
      ]);
    }
    const [filtered] = await valueOf<WireEvent[]>(`${line1x2}?champs=118588&noFilterBlockEvent=false`);
    expect(filtered?.E.filter((o) => o.G === 1).map((o) => o.T)).toEqual([1, 3]);

    clock.advance(2_000); // the scripted provider said nothing for two seconds
    const game = await valueOf<WireGame>(`/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}`);
    expect(game.GE?.flatMap((g) => g.E.flat()).every((o) => o.B === true)).toBe(true);
    provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
    const reopened = await valueOf<WireGame>(`/service-api/LineFeed/GetGameZip?id=${GAMES.line.id}`);
    expect(reopened.GE?.flatMap((g) => g.E.flat()).some((o) => o.B === true)).toBe(false);
  });

  it.each([
    [`${line1x2}?count=abc`, 'count'],
    [`${line1x2}?sports=1,x`, 'sports'],
    [`${line1x2}?getEmpty=maybe`, 'getempty'],
    [`/service-api/LineFeed/Web_SearchZip?text=${'a'.repeat(101)}`, 'text'],
    ['/service-api/result/web/api/v3/games?dateFrom=1000&dateTo=1300', 'dateFrom'],
    ['/service-api/result/web/api/v3/games?dateFrom=0&dateTo=172800', 'dateTo'],
  ])('refuse a malformed parameter with a family error: %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ Success: boolean; Error: string; ErrorCode: number; Value: null }>();
    expect(body).toMatchObject({ Success: false, ErrorCode: 400, Value: null });
    expect(body.Error.toLowerCase()).toContain(field.toLowerCase());
  });

  it('refuse other results API versions as the family does', async () => {
    const res = await get('/service-api/result/web/api/v1/games');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Error: 'UnsupportedApiVersion' });
  });

  it('ignore unknown parameters, cache busters and letter case of names', async () => {
    const base = await valueOf<WireEvent[]>(`${line1x2}?champs=88637`);
    const noisy = await valueOf<WireEvent[]>(`${line1x2}?CHAMPS=88637&_=123&antiCacheStamp=9&foo=bar&isNewBuilder=true`);
    expect(noisy).toEqual(base);
  });

  it('never answer 500, whatever the query string', async () => {
    const paths = [
      line1x2,
      '/service-api/LiveFeed/GetGameZip',
      '/service-api/LineFeed/GetChampZip',
      '/service-api/LineFeed/GetSportsShortZip',
      '/service-api/LineFeed/Web_SearchZip',
      '/service-api/main-line-feed/v1/gameEvents',
      '/service-api/main-live-feed/v1/sportSection',
      '/service-api/result/web/api/v3/games',
      '/service-api/rest-core/CheckLink',
    ];
    const names = [
      'count',
      'sports',
      'champs',
      'champ',
      'id',
      'gameId',
      'lng',
      'tz',
      'tf',
      'afterDays',
      'text',
      'dateFrom',
      'dateTo',
      'countevents',
      'link',
      'x',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.array(fc.tuple(fc.constantFrom(...names), fc.oneof(fc.string(), fc.integer().map(String), fc.constant('1,2,3'))), {
          maxLength: 5,
        }),
        async (path, params) => {
          const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
          const res = await get(`${path}?${query}`);
          expect([200, 400]).toContain(res.statusCode);
          expect(res.json()).toBeTypeOf('object');
        },
      ),
      { numRuns: 150 },
    );
  });
});
