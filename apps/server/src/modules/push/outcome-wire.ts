import type { WireOutcome } from '@stavka/contract/feed-wire';
import type { PushOutcomeRef } from '@stavka/contract/push';
import { LIST_MARKET_GROUPS, type OutcomeChange } from '../feed/service';

// A changed outcome in the wire-format shape of the snapshot it updates (wire-format §1.4
// "Outcome"): C and CV from integer thousandths, P the market's line, B when the outcome or its
// game takes no bets, CE on the main line of a laddered market.

/**
 * Market groups of list events (Get1x2_VZip E[] and AE[]: 1X2, double chance, handicaps, totals
 * and their two-way equivalents), the same the feed's list serializer picks.
 */
export const LIST_GROUPS: ReadonlySet<number> = new Set(LIST_MARKET_GROUPS);

export function wireOutcomeOf(change: OutcomeChange, gameSuspended: boolean, playerName: (playerId: number) => string): WireOutcome {
  const C = Math.round(change.price) / 1000;
  return {
    G: change.G,
    T: change.T,
    C,
    CV: String(C),
    ...(change.P === undefined ? {} : { P: change.P }),
    ...(change.blocked || gameSuspended ? { B: true as const } : {}),
    ...(change.main && change.P !== undefined ? { CE: 1 as const } : {}),
    ...(change.PL === undefined ? {} : { PL: { I: change.PL, N: playerName(change.PL) } }),
  };
}

export function outcomeRefOf(change: OutcomeChange): PushOutcomeRef {
  return {
    G: change.G,
    T: change.T,
    ...(change.P === undefined ? {} : { P: change.P }),
    ...(change.PL === undefined ? {} : { PL: change.PL }),
  };
}
