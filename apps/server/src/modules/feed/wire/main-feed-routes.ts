import type { FastifyInstance } from 'fastify';
import type { FeedKind } from '../model';
import {
  answer,
  cacheKey,
  GAME_NOT_FOUND,
  getRoute,
  listVersion,
  notFound,
  SPORT_NOT_FOUND,
  type FeedHandler,
  type FeedRouteContext,
} from './answer';
import { groupsOfMarketType, outcomeCount } from './outcomes';
import { MAX_COUNT, parseFeedQuery } from './query';
import { idsKey, orderedIdsKey, outcomeBudget, pinnedGroups } from './query-key';
import { gameCard, gameInfo } from './v1-cards';
import { expressDay, gameEvents, personalise, sportSection, topGames } from './v1-lists';

// `/service-api/main-line-feed/*` (kind 3) and `/service-api/main-live-feed/*` (kind 1): the newer
// camelCase routes of wire-format §1.7, answered without the envelope (unknown ids still get the
// family's `Success:false` envelope, which the operator's client checks first).

const MAIN_ROOTS: readonly { root: string; kind: FeedKind }[] = [
  { root: '/service-api/main-line-feed', kind: 3 },
  { root: '/service-api/main-live-feed', kind: 1 },
];

export function registerMainFeedRoutes(app: FastifyInstance, ctx: FeedRouteContext): void {
  const { state } = ctx;
  const known = { sport: (id: number) => state.directory.sports.has(id), champ: (id: number) => state.directory.championships.has(id) };
  for (const { root, kind } of MAIN_ROOTS) {
    const get = (path: string, handler: FeedHandler) => getRoute(app, `${root}/${path}`, handler);

    get('v1/expressDay', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/v1/expressDay`, { lang: q.lang }),
        // The pre-match express looks 24 hours ahead, so it is rebuilt at least every minute.
        version: `${listVersion(state, kind, {}, now)}:${Math.floor(now / 60_000)}`,
        envelope: false,
        build: () => expressDay(state, kind, q.lang, now),
      });
    });

    const gameEventsHandler: FeedHandler = (request, reply) => {
      const q = parseFeedQuery(request.query);
      const id = q.gameid ?? q.id;
      const entry = id === undefined ? undefined : state.findGame(id);
      if (!entry) return notFound(reply, GAME_NOT_FOUND);
      const options = {
        lang: q.lang,
        maxOutcomes: outcomeBudget(q.countevents, outcomeCount(entry.game.markets)),
        groups: groupsOfMarketType(q.markettype),
        topGroups: pinnedGroups(q.topgroups, entry.game.markets),
      };
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/gameEvents`, { id: entry.game.id, ...options }),
        version: `${state.scopeVersion('catalogue')}:${entry.version}`,
        envelope: false,
        build: () => gameEvents(state, entry, options),
      });
    };
    get('v1/gameEvents', gameEventsHandler);
    get('v3/gameEvents', gameEventsHandler);

    get('v1/gameInfo', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const id = q.gameid ?? q.id;
      const entry = id === undefined ? undefined : state.findGame(id);
      if (!entry) return notFound(reply, GAME_NOT_FOUND);
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/v1/gameInfo`, { id: entry.game.id, lang: q.lang }),
        version: `${state.scopeVersion('catalogue')}:${entry.version}`,
        envelope: false,
        build: () => gameInfo(state, entry, q.lang),
      });
    });

    get('v1/sportSection', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const sportId = q.sportid ?? q.sport ?? q.sports?.[0];
      if (sportId === undefined || !state.directory.sports.has(sportId)) return notFound(reply, SPORT_NOT_FOUND);
      const now = state.clock.now();
      const champId = q.champid ?? q.champ ?? q.champs?.[0];
      const count = q.count ?? MAX_COUNT;
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/v1/sportSection`, { sportId, champs: idsKey(champId === undefined ? undefined : [champId], known.champ), count, lang: q.lang }),
        version: listVersion(state, kind, { sports: [sportId] }, now),
        envelope: false,
        build: () => sportSection(state, { kind, sportId, champId, lang: q.lang, count, now }),
      });
    });

    get('v1/personalise', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      const options = {
        kind,
        gameIds: q.gameids ?? q.ids ?? [],
        champIds: q.champids ?? q.champs ?? [],
        sportIds: q.sportids ?? q.sports ?? [],
        lang: q.lang,
        count: q.count ?? MAX_COUNT,
        now,
      };
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/v1/personalise`, {
          kind,
          games: orderedIdsKey(
            options.gameIds.map((id) => state.findGame(id)?.game.id ?? 0),
            (id) => id > 0,
          ),
          champs: idsKey(options.champIds, known.champ),
          sports: idsKey(options.sportIds, known.sport),
          lang: q.lang,
          count: options.count,
        }),
        version: listVersion(state, kind, {}, now),
        envelope: false,
        build: () => personalise(state, options),
      });
    });

    get('v1/sliderGames', (request, reply) => {
      const q = parseFeedQuery(request.query);
      const now = state.clock.now();
      const count = q.count ?? 10;
      return answer(ctx, request, reply, {
        key: cacheKey(`${root}/v1/sliderGames`, { count, lang: q.lang }),
        version: listVersion(state, kind, {}, now),
        envelope: false,
        build: () =>
          topGames(state, kind, now)
            .slice(0, count)
            .map((entry) => gameCard(state, entry, q.lang)),
      });
    });
  }
}
