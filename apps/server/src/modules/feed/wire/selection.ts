import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import type { FeedKind } from '../model';

// Which games a list answers (wire-format §1.2 filters) and in what order: sport weight,
// championship weight, start time. Sub-games never appear in lists, finished games only for a
// while after a game in play ends (LiveState.isListed).

export interface GameFilter {
  kind: FeedKind;
  sports?: readonly number[] | undefined;
  /** Championship ids: a parent championship includes its sub-championships. */
  champs?: readonly number[] | undefined;
  antisports?: readonly number[] | undefined;
  /** Virtual and cyber sports are listed only when asked for, or named by a sport/champ filter. */
  virtualSports?: boolean | undefined;
  /** Only top championships. */
  top?: boolean | undefined;
  /** Keep games without prices. */
  getEmpty?: boolean | undefined;
  /** Pre-match games starting within this many minutes (tf). */
  withinMinutes?: number | undefined;
  /** Games starting on the day `afterDays` from today in the `tzHours` offset. */
  afterDays?: number | undefined;
  tzHours?: number | undefined;
  /** Unix ms. */
  now: number;
}

export function selectGames(state: LiveState, filter: GameFilter): GameEntry[] {
  const dir = state.directory;
  const sports = filter.sports && filter.sports.length > 0 ? new Set(filter.sports) : undefined;
  const champs = filter.champs && filter.champs.length > 0 ? new Set(filter.champs) : undefined;
  const anti = new Set(filter.antisports ?? []);
  const window = dayWindow(filter);
  const selected: GameEntry[] = [];
  for (const entry of state.allGames()) {
    const { game } = entry;
    if (game.kind !== filter.kind || !state.isListed(entry)) continue;
    if (anti.has(game.sportId)) continue;
    if (sports && !sports.has(game.sportId)) continue;
    const root = dir.rootOf(game.champId);
    if (champs && !champs.has(game.champId) && !champs.has(root)) continue;
    if (!filter.virtualSports && !sports && !champs && dir.sports.get(game.sportId)?.virtual) continue;
    if (filter.top && !(dir.championships.get(root)?.top ?? false)) continue;
    if (!filter.getEmpty && game.markets.length === 0) continue;
    if (filter.withinMinutes !== undefined && game.kind === 3 && game.start * 1000 > filter.now + filter.withinMinutes * 60_000) continue;
    if (window && (game.start * 1000 < window.from || game.start * 1000 >= window.to)) continue;
    selected.push(entry);
  }
  return selected.sort(compareGames(state));
}

export function compareGames(state: LiveState): (a: GameEntry, b: GameEntry) => number {
  const dir = state.directory;
  const sportSort = (id: number) => dir.sports.get(id)?.sort ?? Number.MAX_SAFE_INTEGER;
  const champSort = (id: number) => dir.championships.get(dir.rootOf(id))?.sort ?? Number.MAX_SAFE_INTEGER;
  return (a, b) =>
    sportSort(a.game.sportId) - sportSort(b.game.sportId) ||
    a.game.sportId - b.game.sportId ||
    champSort(a.game.champId) - champSort(b.game.champId) ||
    a.game.champId - b.game.champId ||
    a.game.start - b.game.start ||
    a.game.id - b.game.id;
}

function dayWindow(filter: GameFilter): { from: number; to: number } | undefined {
  if (filter.afterDays === undefined) return undefined;
  const offset = (filter.tzHours ?? 0) * 3_600_000;
  const day = 86_400_000;
  const from = Math.floor((filter.now + offset) / day) * day - offset + filter.afterDays * day;
  return { from, to: from + day };
}
