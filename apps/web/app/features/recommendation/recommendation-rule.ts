// Which games to recommend (spec §2 bettingRecommendation*). The rule, in order of weight:
//   1. the player's favourite games (the `favorites` key of the browser storage, spec §3);
//   2. games of the favourite championships, then of the championships viewed most often;
//   3. games of the favourite sports, then of the sports viewed most often;
//   4. the top list fills the rest (the feed's v1/personalise does 1–4 in this order, no repeats).
// A guest or a player without any of these gets the top list. The player's "history" is what this
// browser remembers: favourites and views (there is no bet history in this build to read). On a
// sport or championship page the recommendations are kept to that sport or championship.
import { z } from 'zod';

/** How many viewed championships and sports take part. */
const MOST_VIEWED = 3;

export const viewsSchema = z.object({
  sports: z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative()),
  champs: z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative()),
});
export type Views = z.infer<typeof viewsSchema>;
export const noViews: Views = { sports: {}, champs: {} };

export interface Favourites {
  readonly sports: readonly number[];
  readonly champs: readonly number[];
  readonly games: readonly number[];
}

export type RecommendationScope = { readonly type: 'all' } | { readonly type: 'sport'; readonly sportId: number } | { readonly type: 'champ'; readonly sportId: number; readonly champId: number };

export interface RecommendationQuery {
  readonly gameIds: readonly number[];
  readonly champIds: readonly number[];
  readonly sportIds: readonly number[];
  /** Whether anything of the player's took part (else it is the top list). */
  readonly personal: boolean;
}

function mostViewed(counts: Record<string, number>): number[] {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
    .slice(0, MOST_VIEWED)
    .map(([id]) => Number(id));
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

export function recommendationQuery(favourites: Favourites, views: Views, scope: RecommendationScope): RecommendationQuery {
  const gameIds = unique(favourites.games);
  const champIds = unique([...favourites.champs, ...mostViewed(views.champs)]);
  const sportIds = unique([...favourites.sports, ...mostViewed(views.sports)]);
  const personal = gameIds.length + champIds.length + sportIds.length > 0;
  if (scope.type === 'champ') return { gameIds, champIds: [scope.champId], sportIds: [scope.sportId], personal };
  if (scope.type === 'sport') return { gameIds, champIds, sportIds: unique([scope.sportId, ...sportIds]), personal };
  return { gameIds, champIds, sportIds, personal };
}

/** The view counts after the player opened a sport (and a championship of it). */
export function countView(views: Views, sportId: number, champId?: number): Views {
  const sports = { ...views.sports, [sportId]: (views.sports[sportId] ?? 0) + 1 };
  const champs = champId === undefined ? views.champs : { ...views.champs, [champId]: (views.champs[champId] ?? 0) + 1 };
  return { sports, champs };
}

/** Whether a recommended game belongs on the page's scope. */
export function inScope(scope: RecommendationScope, game: { sportId: number; champId: number; rootChampId?: number }): boolean {
  if (scope.type === 'all') return true;
  if (scope.type === 'sport') return game.sportId === scope.sportId;
  return game.champId === scope.champId || game.rootChampId === scope.champId;
}
