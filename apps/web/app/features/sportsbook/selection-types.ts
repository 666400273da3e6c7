// What the sportsbook needs of a bet slip (issue 4: "Clicking a price adds the selection to the bet
// slip panel"). Features do not import each other, so these are the sportsbook's terms and the
// layout hands the coupon's store in; TypeScript checks there that the store fits.
import type { FeedKind, OutcomeRef } from './event-view';

/** A price the player picked, with what the slip shows of it. */
export interface PickedOutcome extends OutcomeRef {
  readonly constId: number;
  readonly kind: FeedKind;
  readonly sportId: number;
  readonly champName: string;
  readonly team1: string;
  readonly team2: string;
  readonly marketName: string;
  readonly outcomeName: string;
  readonly price: number;
  readonly blocked: boolean;
  /** Version of the game's data the price comes from (the event's U). */
  readonly updatedAt: number;
}

/** A fresh look at one game, for the prices and the state of its selections. */
export interface WatchedGameUpdate {
  readonly gameId: number;
  /** open: in the feed; finished: over (selections leave the slip); gone: no longer in the feed. */
  readonly state: 'open' | 'finished' | 'gone';
  readonly kind: FeedKind | null;
  readonly updatedAt: number;
  readonly outcomes: readonly (OutcomeRef & { readonly price: number; readonly blocked: boolean })[];
  /** Groups whose every line is in `outcomes` (a selection missing there is closed); null: all. */
  readonly completeGroups: readonly number[] | null;
}

/** A game the slip holds, and the groups of its selections. */
export interface WatchTarget {
  readonly gameId: number;
  readonly kind: FeedKind;
  readonly groups: readonly number[];
}

/** `placing`: one-click betting is on, and the press placed a bet instead of changing the slip. */
export type ToggleResult = 'added' | 'removed' | 'replaced' | 'limit' | 'placing';

export interface SelectionSink {
  subscribe(listener: () => void): () => void;
  isSelected(ref: OutcomeRef): boolean;
  /** A price press; `to: 'slip'` adds to the slip even while one-click betting is on (an express of the day). */
  toggle(pick: PickedOutcome, to?: 'slip'): ToggleResult;
  /** The games to keep fresh: the same array (identity) until the games change — it is a store snapshot. */
  watchTargets(): readonly WatchTarget[];
  applyUpdates(updates: readonly WatchedGameUpdate[]): void;
}
