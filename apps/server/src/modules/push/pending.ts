import type { GameEvent, OutcomeChange } from '../feed/service';

// Conflation (issue 4 "bursts are conflated per tick"): the changes of one game between two flushes
// of a channel fold into one PendingGame, keeping only the last value of each outcome. What cannot
// be expressed as a few changed cells (a new fixture, markets opened, closed, added or removed)
// marks the whole game for resending.

export interface PendingGame {
  /** Send the whole game (`event` or `game`) instead of changed cells. */
  full: boolean;
  /** The score block changed. */
  state: boolean;
  finished: boolean;
  removed: boolean;
  /** Changed outcomes by outcomeKey, last change wins. */
  outcomes: Map<string, OutcomeChange>;
}

export function emptyPending(): PendingGame {
  return { full: false, state: false, finished: false, removed: false, outcomes: new Map() };
}

/** One outcome within a game: group, line, type and player (the feed's own identity of a price). */
export function outcomeKey(change: { G: number; T: number; P?: number | undefined; PL?: number | undefined }): string {
  return `${change.G}|${change.P ?? ''}|${change.T}|${change.PL ?? ''}`;
}

/**
 * Folds a game event into what a channel will send; false when the channel shows nothing of it.
 * `shows` says whether the channel shows an outcome's market group at all; list topics show each
 * main group's main line in E, so there a changed main-line flag reshapes the event.
 */
export function mergeEvent(pending: PendingGame, event: GameEvent, shows: (group: number) => boolean, listTopic: boolean): boolean {
  switch (event.type) {
    case 'fixture':
    case 'suspended':
    case 'resumed':
      // A suspension blocks every outcome (B:true) and a resumption unblocks only some: resending
      // the game is the one way the client cannot mix the two up.
      pending.full = true;
      return true;
    case 'odds': {
      let shown = false;
      for (const change of event.changes) {
        if (!shows(change.G)) continue;
        shown = true;
        if (change.move === 'new' || change.move === 'gone' || (listTopic && change.move === 'same')) pending.full = true;
        pending.outcomes.set(outcomeKey(change), change);
      }
      return shown;
    }
    case 'state':
      pending.state = true;
      return true;
    case 'finished':
      pending.finished = true;
      pending.full = true;
      return true;
    case 'removed':
      pending.removed = true;
      return true;
    case 'delisted':
      // Nothing of the game changed; a list it leaves finds out by its membership (channel-registry).
      return false;
  }
}
