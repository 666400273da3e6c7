import type { WireOutcome } from '@stavka/contract/feed-wire';
import { outcomeParam, type Market, type Outcome } from '../model';
import { priceOf } from './text';

// Outcomes as the family writes them (wire-format §1.4 "Outcome"), and the choice of which markets
// go into an event's E[] (the main line of each main market) and AE[] (the other lines).

/** Main markets of list answers: 1X2, double chance, handicap, total, and the 2-way equivalents. */
export const MAIN_GROUPS = [1, 8, 2, 17, 101, 2766, 109, 182, 7099, 2604, 2436, 2438, 876] as const;
/** The Asian view (countriesWithAsianView): 1X2, Asian handicap, Asian total, Asian team totals. */
export const ASIAN_GROUPS = [1, 2854, 99, 8427, 8429] as const;

/** Market tabs of GetGameZip/gameEvents `marketType` (wire-format §1.2): 1 or absent is all. */
const MARKET_TYPE_GROUPS: Record<number, readonly number[]> = {
  2: MAIN_GROUPS,
  3: [17, 15, 62, 99, 8427, 8429, 87, 88, 89, 182, 2604, 876, 2436],
  4: [2, 27, 2854, 109, 7099, 2438],
  13: [2854, 99, 8427, 8429],
};

export function groupsOfMarketType(marketType: number | undefined): readonly number[] | undefined {
  return marketType === undefined ? undefined : MARKET_TYPE_GROUPS[marketType];
}

export interface OutcomeContext {
  /** Every market of the game is closed now (key event, silent provider, finished). */
  suspended: boolean;
  playerName: (playerId: number) => string;
}

export function isBlocked(market: Market, outcome: Outcome, ctx: OutcomeContext): boolean {
  return ctx.suspended || outcome.blocked || market.status !== 1;
}

export function wireOutcome(market: Market, outcome: Outcome, ctx: OutcomeContext): WireOutcome {
  const param = outcomeParam(market, outcome);
  return {
    G: market.group,
    T: outcome.type,
    ...priceOf(outcome.price),
    ...(param === undefined ? {} : { P: param }),
    ...(isBlocked(market, outcome, ctx) ? { B: true as const } : {}),
    ...(market.main && market.param !== undefined ? { CE: 1 as const } : {}),
    ...(outcome.playerId === undefined ? {} : { PL: { I: outcome.playerId, N: ctx.playerName(outcome.playerId) } }),
  };
}

/** The outcomes of some markets, blocked ones left out unless `keepBlocked` (noFilterBlockEvent). */
export function wireOutcomes(markets: Market[], ctx: OutcomeContext, keepBlocked: boolean): WireOutcome[] {
  const out: WireOutcome[] = [];
  for (const market of markets) {
    for (const outcome of market.outcomes) {
      if (!keepBlocked && isBlocked(market, outcome, ctx)) continue;
      out.push(wireOutcome(market, outcome, ctx));
    }
  }
  return out;
}

/** Markets by group, each group's lines in ascending order of the line. */
export function marketsByGroup(markets: Market[]): Map<number, Market[]> {
  const groups = new Map<number, Market[]>();
  for (const market of markets) {
    const list = groups.get(market.group) ?? [];
    list.push(market);
    groups.set(market.group, list);
  }
  for (const list of groups.values()) list.sort((a, b) => (a.param ?? -Infinity) - (b.param ?? -Infinity));
  return groups;
}

/** The main line of a group: the market flagged main, else the only or the first one. */
export function mainLine(lines: Market[]): Market | undefined {
  return lines.find((m) => m.main) ?? lines[0];
}

/** E[] and AE[] of a list event over the given main groups. */
export function mainAndAlternative(
  markets: Market[],
  groups: readonly number[],
  ctx: OutcomeContext,
  keepBlocked: boolean,
): { E: WireOutcome[]; AE: { G: number; ME: WireOutcome[] }[] } {
  const byGroup = marketsByGroup(markets);
  const E: WireOutcome[] = [];
  const AE: { G: number; ME: WireOutcome[] }[] = [];
  for (const group of groups) {
    const lines = byGroup.get(group);
    if (!lines) continue;
    const main = mainLine(lines);
    if (!main) continue;
    E.push(...wireOutcomes([main], ctx, keepBlocked));
    const others = wireOutcomes(
      lines.filter((m) => m !== main),
      ctx,
      keepBlocked,
    );
    if (others.length > 0) AE.push({ G: group, ME: others });
  }
  return { E, AE };
}

export function outcomeCount(markets: Market[]): number {
  let n = 0;
  for (const market of markets) n += market.outcomes.length;
  return n;
}
