import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { answer, cacheKey, getRoute, type FeedRouteContext } from './answer';
import { parseFeedQuery, resultWindow } from './query';
import { idsKey } from './query-key';
import { resultChamps, resultGames, resultList } from './results';

// Results (wire-format §1.8) under /service-api/result/web/api: championships with finished games
// in a window (v2/champs) and their games (v3/games). Other API versions are refused the way the
// family refuses them ("UnsupportedApiVersion").

const BASE = '/service-api/result/web/api';
const SUPPORTED = { champs: 'v2', games: 'v3' } as const;

export function registerResultsRoutes(app: FastifyInstance, ctx: FeedRouteContext): void {
  const { state } = ctx;
  for (const resource of ['champs', 'games'] as const) {
    getRoute(app, `${BASE}/:version/${resource}`, (request, reply) => {
      const { version } = request.params as { version: string };
      if (version !== SUPPORTED[resource]) throw new AppError('validation', 'UnsupportedApiVersion');
      const q = parseFeedQuery(request.query);
      const window = resultWindow(q, state.clock.now());
      const sportIds = q.sportids ?? q.sports ?? [];
      const champId = q.champid ?? q.champ;
      return answer(ctx, request, reply, {
        key: cacheKey(`${BASE}/${resource}`, {
          window,
          sports: idsKey(sportIds, (id) => state.directory.sports.has(id)),
          // Results name their championships by the games' own ids: v2/champs reads no champId.
          champ: resource === 'champs' ? undefined : idsKey(champId === undefined ? undefined : [champId], (id) => state.directory.championships.has(id)),
          lang: q.lang,
        }),
        version: `${state.scopeVersion('catalogue')}:${state.scopeVersion('results')}`,
        envelope: false,
        build: () =>
          resource === 'champs'
            ? resultList(resultChamps(state, window, sportIds, q.lang))
            : resultList(resultGames(state, window, { champId, sportIds }, q.lang)),
      });
    });
  }
}
