import type { LiveState } from '../live-state';
import type { Market } from '../model';
import { MAX_OUTCOMES } from './query';
import type { GameFilter } from './selection';

// The parts of a cache key (answer.ts `cacheKey`): only what changes an answer, in one form. Unknown
// parameters never reach a key (parseFeedQuery drops them); these fold the known ones whose values
// change nothing — ids the catalogue does not know, the order and repeats of a set of ids, a time
// zone without a day filter — so that varying them reuses one cached answer instead of filling the
// cache (issue 10 "Cache growth").

/** A set of ids as a key: the known ones ascending and once each; `none` when only unknown ones were asked. */
export type IdsKey = readonly number[] | 'none' | undefined;

export function idsKey(asked: readonly number[] | undefined, known: (id: number) => boolean): IdsKey {
  // An empty list filters nothing, as no list at all (selectGames).
  if (asked === undefined || asked.length === 0) return undefined;
  const ids = [...new Set(asked.filter(known))].sort((a, b) => a - b);
  // Unknown ids match no game, so a list of only unknown ones answers what any other such list does.
  return ids.length > 0 ? ids : 'none';
}

/** Ids in the order asked (the order shapes the answer), known ones only, each once. */
export function orderedIdsKey(asked: readonly number[], known: (id: number) => boolean): number[] {
  return [...new Set(asked.filter(known))];
}

/** A list filter (GameFilter) as a key, without `now` (the version carries the time where it matters). */
export function filterKey(state: LiveState, filter: GameFilter): Record<string, unknown> {
  const dir = state.directory;
  const sport = (id: number) => dir.sports.has(id);
  const champ = (id: number) => dir.championships.has(id);
  return {
    kind: filter.kind,
    sports: idsKey(filter.sports, sport),
    champs: idsKey(filter.champs, champ),
    // Excluding a sport that has no games excludes nothing.
    antisports: nothingIsNone(idsKey(filter.antisports, sport)),
    virtualSports: filter.virtualSports ?? false,
    top: filter.top ?? false,
    getEmpty: filter.getEmpty ?? false,
    // tf reads the start of pre-match games only (selection.ts).
    withinMinutes: filter.kind === 3 ? filter.withinMinutes : undefined,
    afterDays: filter.afterDays,
    // The time zone only places the day of `afterDays`.
    tzHours: filter.afterDays === undefined ? undefined : (filter.tzHours ?? 0),
  };
}

function nothingIsNone(key: IdsKey): IdsKey {
  return key === 'none' ? undefined : key;
}

/** Outcomes a game answer may hold (countevents): at most MAX_OUTCOMES, and no more than the game has. */
export function outcomeBudget(asked: number | undefined, gameOutcomes: number): number {
  return Math.min(asked !== undefined && asked > 0 ? asked : MAX_OUTCOMES, MAX_OUTCOMES, gameOutcomes);
}

/** Pinned market groups (topGroups) the game has, each once, in the order asked. */
export function pinnedGroups(asked: readonly number[] | undefined, markets: readonly Market[]): number[] {
  if (!asked || asked.length === 0) return [];
  const present = new Set(markets.map((market) => market.group));
  return orderedIdsKey(asked, (group) => present.has(group));
}
