// The game page's reading of GetGameZip (wire-format §1.6): market groups as rows across their
// columns, the filter tabs of the groups present, the sub-game tabs, the live score block.
import type { WireEvent, WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { eventView, type EventView } from './event-view';

type WireGroup = NonNullable<WireGame['GE']>[number];

/**
 * A group's columns read across: row i holds the i-th outcome of every column ("Over 2.5 | Under
 * 2.5", then the next line), a cell is null where a column is shorter.
 */
export function marketRows(group: WireGroup): (WireOutcome | null)[][] {
  const height = Math.max(0, ...group.E.map((column) => column.length));
  return Array.from({ length: height }, (_, row) => group.E.map((column) => column[row] ?? null));
}

/** The filter tabs (All, then these): wire-format §2.1 groups by what a bettor looks for. */
export const MARKET_FILTERS: readonly { readonly id: string; readonly label: MessageKey; readonly groups: ReadonlySet<number> }[] = [
  { id: 'main', label: 'game_filter_main', groups: new Set([1, 8, 2, 17, 101, 2766, 2768, 9001, 9002, 9003]) },
  { id: 'totals', label: 'game_filter_totals', groups: new Set([17, 15, 62, 99, 87, 88, 89, 8427, 8429, 182, 2604, 876, 2436]) },
  { id: 'handicaps', label: 'game_filter_handicaps', groups: new Set([2, 27, 2854, 109, 7099, 2438]) },
  { id: 'goals', label: 'game_filter_goals', groups: new Set([19, 14, 20, 136, 8863, 12, 13, 18, 32, 60, 73, 154, 11581]) },
  { id: 'combos', label: 'game_filter_combos', groups: new Set([11, 71, 2663, 2665, 2667, 11212, 11412]) },
];

const KNOWN = new Set(MARKET_FILTERS.flatMap((filter) => [...filter.groups]));

export interface FilterTab {
  readonly id: string;
  readonly label: MessageKey;
  readonly groups: readonly number[];
}

/** The tabs with at least one group of the game; groups no tab names go under "Other". */
export function filterTabs(groups: readonly number[]): FilterTab[] {
  const tabs: FilterTab[] = [{ id: 'all', label: 'game_filter_all', groups }];
  for (const filter of MARKET_FILTERS) {
    const present = groups.filter((g) => filter.groups.has(g));
    if (present.length > 0) tabs.push({ id: filter.id, label: filter.label, groups: present });
  }
  const other = groups.filter((g) => !KNOWN.has(g));
  if (other.length > 0) tabs.push({ id: 'other', label: 'game_filter_other', groups: other });
  return tabs;
}

/** A sub-game tab's text: its type and period ("Corners", "1st half", "Corners. 1st half"). */
export function subGameLabel(sub: { TG: string; PN: string }): string {
  return [sub.TG, sub.PN].filter((part) => part !== '').join('. ');
}

/** The game as a list event, for the header and the slip (the slip keeps names and the version). */
export function gameEventView(game: WireGame): EventView {
  const { GE: _groups, SG: _subGames, EGC: _count, E: _flat, ...header } = game;
  const event: WireEvent = { ...header, E: [], AE: [] };
  return eventView(event);
}

/** The outcomes of a game's main market (1X2, or 1 2) for the popup graph, in column order. */
export function mainOutcomes(game: WireGame): WireOutcome[] {
  for (const group of [1, 101, 2766]) {
    const found = game.GE?.find((g) => g.G === group);
    if (found) return found.E.map((column) => column[0]).filter((o): o is WireOutcome => o !== undefined);
  }
  return [];
}
