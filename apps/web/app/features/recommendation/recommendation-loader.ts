// The recommendation pages' data (spec §2 bettingRecommendation, …Section, …SectionChamp). On the
// server nothing of the player's is known: the first view is the top list of the scope. In the
// browser the loader runs again with the favourites and views stored there (recommendation-rule.ts).
import type { WireEvent } from '@stavka/contract/feed-wire';
import { foundOrNull } from '../../shared/http/page-reads';
import { fetchRecommendations, type FeedKind } from './recommendation-client';
import { noViews, recommendationQuery, type Favourites, type RecommendationScope, type Views } from './recommendation-rule';

export interface RecommendationData {
  readonly mode: 'line' | 'live';
  readonly scope: RecommendationScope;
  /** The sport's or championship's name on a scoped page ('' on the main one). */
  readonly scopeName: string;
  readonly events: readonly WireEvent[] | null;
  /** Whether the player's favourites or views shaped the list (else it is the top list). */
  readonly personal: boolean;
}

const noFavourites: Favourites = { sports: [], champs: [], games: [] };

export async function loadRecommendations(options: {
  baseUrl?: string;
  timeoutMs?: number;
  mode: 'line' | 'live';
  scope: RecommendationScope;
  lang: string;
  favourites?: Favourites;
  views?: Views;
}): Promise<RecommendationData> {
  const query = recommendationQuery(options.favourites ?? noFavourites, options.views ?? noViews, options.scope);
  const kind: FeedKind = options.mode === 'live' ? 1 : 3;
  const events = await foundOrNull(fetchRecommendations({ ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}), kind, lang: options.lang, query, scope: options.scope }));
  const first = events?.[0];
  const scopeName = options.scope.type === 'all' || !first ? '' : options.scope.type === 'sport' ? first.SN : first.L;
  return { mode: options.mode, scope: options.scope, scopeName, events, personal: query.personal };
}
