import type { FastifyInstance } from 'fastify';
import type { FeedKind } from '../model';
import {
  answer,
  cacheKey,
  CHAMP_NOT_FOUND,
  GAME_NOT_FOUND,
  getRoute,
  listVersion,
  notFound,
  type FeedHandler,
  type FeedRouteContext,
} from './answer';
import { champRows, champZip, sportRows } from './catalogue';
import { wireChrono } from './chrono';
import { wireGame } from './game';
import { ASIAN_GROUPS, groupsOfMarketType, MAIN_GROUPS, outcomeCount } from './outcomes';
import { MAX_COUNT, parseFeedQuery, type FeedQuery } from './query';
import { filterKey, idsKey, outcomeBudget, pinnedGroups } from './query-key';
import { searchGames } from './search';
import { selectGames, type GameFilter } from './selection';
import { topGames } from './v1-lists';

// `/service-api/LineFeed/*` (kind 3, pre-match) and `/service-api/LiveFeed/*` (kind 1, in play):
// the same methods and shapes under both (wire-format §1.1, §1.3). Every *Zip answer is in the
// family envelope; list methods always answer a list.

export const FEED_ROOTS: readonly { root: string; kind: FeedKind }[] = [
  { root: '/service-api/LineFeed', kind: 3 },
  { root: '/service-api/LiveFeed', kind: 1 },
];

function listFilter(kind: FeedKind, q: FeedQuery, now: number): GameFilter {
  return {
    kind,
    now,
    sports: q.sports ?? (q.sport === undefined ? undefined : [q.sport]),
    champs: q.champs ?? (q.champ === undefined ? undefined : [q.champ]),
    antisports: q.antisports,
    virtualSports: q.virtualsports,
    top: q.top,
    getEmpty: q.getempty,
    withinMinutes: q.tf,
    afterDays: q.afterdays,
    tzHours: q.tz,
  };
}

export function registerLineLiveRoutes(app: FastifyInstance, ctx: FeedRouteContext): void {
  const { state } = ctx;
  for (const { root, kind } of FEED_ROOTS) {
    const get = (method: string, handler: FeedHandler) => getRoute(app, `${root}/${method}`, handler);

    const eventList = (method: string, groups: readonly number[]) =>
      get(method, (request, reply) => {
        const q = parseFeedQuery(request.query);
        const now = state.clock.now();
        const filter = listFilter(kind, q, now);
        const count = q.count ?? MAX_COUNT;
        const keepBlocked = q.nofilterblockevent ?? true;
        return answer(ctx, request, reply, {
          key: cacheKey(`${root}/${method}`, { ...filterKey(state, filter), count, keepBlocked, lang: q.lang }),
          version: listVersion(state, kind, q, now),
          envelope: true,
          buildJson: () => ctx.events.list(selectGames(state, filter).slice(0, count), { lang: q.lang, keepBlocked, groups }),
        });
      });
    eventList('Get1x2_VZip', MAIN_GROUPS);
    // The Asian view (countriesWithAsianView): main lines of 1X2, Asian handicap and Asian totals.
    eventList('Get1x2Asian_VZip', ASIAN_GROUPS);

    get('GetSportsShortZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      const filter = { ...listFilter(kind, q, now), getEmpty: true };
      const grouped = q.groupchamps ?? false;
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetSportsShortZip`, { ...filterKey(state, filter), grouped, lang: q.lang }),
        version: listVersion(state, kind, q, now),
        envelope: true,
        build: () => sportRows(state, selectGames(state, filter), q.lang, grouped),
      });
    });

    get('GetChampsZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      const filter = { ...listFilter(kind, q, now), champs: undefined, getEmpty: true };
      const grouped = q.groupchamps ?? false;
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetChampsZip`, { ...filterKey(state, filter), grouped, lang: q.lang }),
        version: listVersion(state, kind, { ...q, champs: undefined }, now),
        envelope: true,
        build: () => champRows(state, selectGames(state, filter), q.lang, grouped),
      });
    });

    get('GetChampZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const champId = q.champ ?? q.champs?.[0] ?? q.champid;
      if (champId === undefined || !state.directory.championships.has(champId)) return notFound(reply, CHAMP_NOT_FOUND);
      const now = state.clock.now();
      const filter = { ...listFilter(kind, q, now), sports: undefined, champs: [champId], getEmpty: true, virtualSports: true };
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetChampZip`, { ...filterKey(state, filter), lang: q.lang }),
        version: listVersion(state, kind, { ...q, champs: [champId] }, now),
        envelope: true,
        build: () => champZip(state, champId, selectGames(state, filter), q.lang),
      });
    });

    const gameMethod = (method: string, asian: boolean) =>
      get(method, (request, reply) => {
        const q = parseFeedQuery(request.query);
        const gameId = q.id ?? q.gameid;
        const entry = gameId === undefined ? undefined : state.findGame(gameId);
        if (!entry) return notFound(reply, GAME_NOT_FOUND);
        const options = {
          lang: q.lang,
          grouped: q.groupevents ?? true,
          subGames: q.issubgames ?? true,
          maxOutcomes: outcomeBudget(q.countevents, outcomeCount(entry.game.markets)),
          groups: asian ? ASIAN_GROUPS : groupsOfMarketType(q.markettype),
          topGroups: pinnedGroups(q.topgroups, entry.game.markets),
        };
        return answer(ctx, request, reply, {
          key: cacheKey(`${root}/${method}`, { id: entry.game.id, ...options }),
          version: `${state.scopeVersion('catalogue')}:${entry.version}`,
          envelope: true,
          build: () => wireGame(state, entry, options),
        });
      });
    gameMethod('GetGameZip', false);
    gameMethod('GetGameAsianZip', true);

    get('GetChronoOfPlayZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const gameId = q.id ?? q.gameid;
      const entry = gameId === undefined ? undefined : state.findGame(gameId);
      if (!entry) return notFound(reply, GAME_NOT_FOUND);
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetChronoOfPlayZip`, { id: entry.game.id, lang: q.lang }),
        version: String(entry.version),
        envelope: true,
        build: () => wireChrono(entry, q.lang),
      });
    });

    // Favourites: the named games (by I or CI) in the order asked, any feed kind.
    get('GetGamesZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const ids = (q.ids ?? q.gameids ?? []).slice(0, MAX_COUNT);
      const keepBlocked = q.nofilterblockevent ?? true;
      const entries = ids.map((id) => state.findGame(id)).filter((e) => e !== undefined);
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetGamesZip`, { ids: entries.map((e) => e.game.id), keepBlocked, lang: q.lang }),
        version: `${state.scopeVersion('catalogue')}:${entries.map((e) => e.version).join(',')}`,
        envelope: true,
        buildJson: () => ctx.events.list(entries, { lang: q.lang, keepBlocked, groups: MAIN_GROUPS }),
      });
    });

    const champList = (method: string, pickRoot: (root: number) => boolean) =>
      get(method, (request, reply) => {
        const q = parseFeedQuery(request.query);
        const now = state.clock.now();
        const filter = { ...listFilter(kind, q, now), getEmpty: true, virtualSports: q.virtualsports ?? true };
        return answer(ctx, request, reply, {
          key: cacheKey(`${root}/${method}`, { ...filterKey(state, filter), lang: q.lang }),
          version: listVersion(state, kind, q, now),
          envelope: true,
          build: () => {
            const games = selectGames(state, filter).filter((e) => pickRoot(state.directory.rootOf(e.game.champId)));
            return champRows(state, games, q.lang, true);
          },
        });
      });
    champList('WebGetTopChampsZip', (champId) => state.directory.championships.get(champId)?.top ?? false);
    // Global championships: international competitions (country 0) across sports, e.g. the brand's global event.
    champList('GetGlobalChampsZip', (champId) => (state.directory.championships.get(champId)?.countryId ?? 0) === 0);

    // Top games (wire-format §1.3 lists three shapes; we answer the first: events with O1/O2/E/MIS).
    get('GetTopGamesStatZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      const count = q.count ?? q.limit ?? MAX_COUNT;
      const anti = new Set(q.antisports ?? []);
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/GetTopGamesStatZip`, { count, anti: idsKey([...anti], (id) => state.directory.sports.has(id)), lang: q.lang }),
        version: listVersion(state, kind, { ...q, sports: undefined, champs: undefined }, now),
        envelope: true,
        buildJson: () =>
          ctx.events.list(
            topGames(state, kind, now)
              .filter((e) => !anti.has(e.game.sportId))
              .slice(0, count),
            { lang: q.lang, keepBlocked: true, groups: MAIN_GROUPS },
          ),
      });
    });

    get('Web_SearchZip', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      const text = (q.text ?? '').trim();
      const count = q.limit ?? q.count ?? MAX_COUNT;
      const strict = q.strict ?? false;
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/Web_SearchZip`, { text: text.toLowerCase(), count, strict, lang: q.lang }),
        version: listVersion(state, kind, { ...q, sports: undefined, champs: undefined }, now),
        envelope: true,
        buildJson: () =>
          ctx.events.list(searchGames(state, { kind, now, text, strict }).slice(0, count), {
            lang: q.lang,
            keepBlocked: true,
            groups: MAIN_GROUPS,
          }),
      });
    });
  }
}
