// The recommendations' reads of the feed: the personalised choice (main-*-feed v1/personalise,
// wire-format §1.7: named games, then championships, then sports, then the top list) and the chosen
// games as list events with their prices (GetGamesZip), in the order chosen.
import { z } from 'zod';
import { familyEnvelopeSchema, v1PersonaliseSchema, wireEventSchema, type WireEvent } from '@stavka/contract/feed-wire';
import type { RequestParamCatalogue } from '@stavka/contract/request-params';
import { createHttpClient } from '../../shared/http/http-client';
import { inScope, type RecommendationQuery, type RecommendationScope } from './recommendation-rule';

export type FeedKind = 1 | 3;

const params: RequestParamCatalogue = {
  lng: { kind: 'text' },
  gameIds: { kind: 'idList' },
  champIds: { kind: 'idList' },
  sportIds: { kind: 'idList' },
  champs: { kind: 'idList' },
  ids: { kind: 'idList' },
  count: { kind: 'int' },
  noFilterBlockEvent: { kind: 'bool' },
};

const events = familyEnvelopeSchema(z.array(wireEventSchema));

export class RecommendationFeedUnavailable extends Error {
  override readonly name = 'RecommendationFeedUnavailable';
}

/** Recommended games of a kind for a query, kept to the page's scope (at most 50). */
export async function fetchRecommendations(
  options: { baseUrl?: string; timeoutMs?: number; kind: FeedKind; lang: string; query: RecommendationQuery; scope: RecommendationScope },
): Promise<WireEvent[]> {
  const http = createHttpClient({ baseUrl: options.baseUrl ?? '', timeoutMs: options.timeoutMs ?? 10_000 });
  const get = async <T>(url: string, query: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> => {
    const result = await http.call({ url, params: query, paramSpecs: params, schema });
    if (!result.ok) throw new RecommendationFeedUnavailable(result.error.message, { cause: result.error });
    return result.data;
  };
  const root = options.kind === 1 ? 'main-live-feed' : 'main-line-feed';
  const list = options.kind === 1 ? 'LiveFeed' : 'LineFeed';
  const { query, scope } = options;
  // A championship's page: its games (sub-championships included), the player's favourites first.
  if (scope.type === 'champ') {
    const answer = await get(`/service-api/${list}/Get1x2_VZip`, { champs: [scope.champId], count: 50, lng: options.lang, noFilterBlockEvent: true }, events);
    const favourite = new Set(query.gameIds);
    return answer.Value.sort((a, b) => Number(favourite.has(b.I)) - Number(favourite.has(a.I)));
  }
  const chosen = await get(
    `/service-api/${root}/v1/personalise`,
    { gameIds: [...query.gameIds], champIds: [...query.champIds], sportIds: [...query.sportIds], count: 50, lng: options.lang },
    v1PersonaliseSchema,
  );
  const ids = chosen.games.filter((card) => inScope(scope, { sportId: card.sport.id, champId: card.liga.id })).map((card) => card.id);
  if (ids.length === 0) return [];
  const answer = await get(`/service-api/${list}/GetGamesZip`, { ids, lng: options.lang, noFilterBlockEvent: true }, events);
  const order = new Map(ids.map((id, index) => [id, index]));
  return answer.Value.sort((a, b) => (order.get(a.I) ?? 0) - (order.get(b.I) ?? 0));
}
