import type { WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import type { Market } from '../model';
import { eventHeader, outcomeContext } from './event';
import { MAIN_GROUPS, marketsByGroup, wireOutcome, type OutcomeContext } from './outcomes';
import { pick, type Lang } from './text';

// GetGameZip (wire-format §1.6): one event with every market, grouped in GE[] as columns, and its
// sub-games in SG[] (separate game ids with the same G/T tables, fetched by GetGameZip?id=<SG.I>).
// Blocked outcomes are always kept here: the game page shows them locked.

export interface GameZipOptions {
  lang: Lang;
  /** GE[] (default) or one flat E[] (GroupEvents=false). */
  grouped: boolean;
  subGames: boolean;
  /** Largest number of outcomes (countevents). */
  maxOutcomes: number;
  /** Only these groups (marketType, the Asian view); all when undefined. */
  groups: readonly number[] | undefined;
  /** Pinned groups first (topGroups). */
  topGroups: readonly number[];
}

export function wireGame(state: LiveState, entry: GameEntry, options: GameZipOptions): WireGame {
  const ctx = outcomeContext(state, entry, options.lang);
  const byGroup = marketsByGroup(entry.game.markets);
  const order = groupOrder([...byGroup.keys()], options);
  let budget = options.maxOutcomes;
  const GE: { G: number; E: WireOutcome[][] }[] = [];
  for (const group of order) {
    if (budget <= 0) break;
    const columns = toColumns(byGroup.get(group) ?? [], ctx, budget);
    budget -= columns.reduce((n, column) => n + column.length, 0);
    if (columns.length > 0) GE.push({ G: group, E: columns });
  }
  const sub = options.subGames
    ? state.subGamesOf(entry.game.id).map((child) => ({
        I: child.game.id,
        CI: child.game.constId,
        TG: pick(child.game.subGameType, options.lang),
        PN: pick(child.game.periodName, options.lang),
      }))
    : undefined;
  return {
    ...eventHeader(state, entry, options.lang),
    EGC: GE.length,
    ...(options.grouped ? { GE } : { E: GE.flatMap((g) => g.E.flat()) }),
    ...(sub ? { SG: sub } : {}),
  };
}

/** Pinned groups, then the main markets in their usual order, then the rest by id. */
export function groupOrder(present: number[], options: { groups: readonly number[] | undefined; topGroups: readonly number[] }): number[] {
  const allowed = options.groups ? new Set(options.groups) : undefined;
  const rank = (g: number) => {
    const pinned = options.topGroups.indexOf(g);
    if (pinned >= 0) return pinned;
    const main = (MAIN_GROUPS as readonly number[]).indexOf(g);
    return main >= 0 ? 1_000 + main : 1_000_000 + g;
  };
  return present.filter((g) => !allowed || allowed.has(g)).sort((a, b) => rank(a) - rank(b));
}

/**
 * The columns of one group: the n-th outcome of every line goes to column n, so a total reads
 * "all overs, then all unders" and a BTTS group [180, 11273] then [181, 11274] (wire-format §1.6).
 */
export function toColumns(lines: Market[], ctx: OutcomeContext, budget: number): WireOutcome[][] {
  const columns: WireOutcome[][] = [];
  let left = budget;
  for (const market of lines) {
    market.outcomes.forEach((outcome, index) => {
      if (left <= 0) return;
      (columns[index] ??= []).push(wireOutcome(market, outcome, ctx));
      left--;
    });
  }
  return columns.filter((column) => column.length > 0);
}
