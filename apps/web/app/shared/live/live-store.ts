import type { WireEvent, WireGame, WireOutcome } from '@stavka/contract/feed-wire';
import type { PushGameChange, PushOutcomeRef, PushSnapshotData } from '@stavka/contract/push';

// The browser's live data (DESIGN §2: "live data in a small external store read with
// useSyncExternalStore, so only changed odds cells re-render"). Games keep their shape (the Event or
// the whole game) in objects that change only when the shape changes; every price lives in its own
// cell, keyed by game, group, line, type and player, with the direction of its last move for the
// price flash (UX.md "Prices"). Listeners subscribe to one key, so a price change wakes one cell.

export type PriceMove = 'up' | 'down' | null;

export interface OutcomePrice {
  /** Thousandths of decimal odds (DESIGN §1), for formatOdds. */
  readonly price: number;
  readonly blocked: boolean;
  /** The main line of a laddered market (CE). */
  readonly main: boolean;
  /** The direction of the last price change; null before any. */
  readonly move: PriceMove;
  /** When the price last changed (or first arrived), unix ms. */
  readonly changedAt: number;
}

/** Where a topic's data came from: the socket, the polling fallback, or the server-rendered page. */
export type TopicSource = 'socket' | 'polling' | 'server';

export interface TopicView {
  readonly status: 'loading' | 'ready' | 'error';
  readonly source: TopicSource | null;
  /** The topic's games in display order. */
  readonly order: readonly number[];
  readonly error: string | null;
}

/** An outcome's identity with its current price: what the bet slip reads of a game. */
export interface GameOutcome {
  readonly group: number;
  readonly type: number;
  readonly param: number | undefined;
  readonly playerId: number | undefined;
  readonly price: number;
  readonly blocked: boolean;
}

export function outcomeKey(gameId: number, group: number, type: number, param?: number, playerId?: number): string {
  return `${gameId}|${group}|${param ?? ''}|${type}|${playerId ?? ''}`;
}

const LOADING: TopicView = { status: 'loading', source: null, order: [], error: null };

export class LiveStore {
  private readonly cells = new Map<string, OutcomePrice>();
  private readonly cellsOfGame = new Map<number, Set<string>>();
  private readonly refs = new Map<string, Omit<GameOutcome, 'price' | 'blocked'>>();
  private readonly events = new Map<number, WireEvent>();
  private readonly games = new Map<number, WireGame>();
  private readonly finished = new Set<number>();
  private readonly topics = new Map<string, TopicView>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private changed = new Set<string>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  // --- reads (stable objects for useSyncExternalStore) ---------------------------------------

  outcome(gameId: number, group: number, type: number, param?: number, playerId?: number): OutcomePrice | undefined {
    return this.cells.get(outcomeKey(gameId, group, type, param, playerId));
  }

  event(gameId: number): WireEvent | undefined {
    return this.events.get(gameId);
  }

  game(gameId: number): WireGame | undefined {
    return this.games.get(gameId);
  }

  isFinished(gameId: number): boolean {
    return this.finished.has(gameId);
  }

  topic(topicKey: string): TopicView | undefined {
    return this.topics.get(topicKey);
  }

  /** Every priced outcome held for a game (a new array on each call: read it on `p:<game id>`). */
  outcomesOf(gameId: number): GameOutcome[] {
    const outcomes: GameOutcome[] = [];
    for (const key of this.cellsOfGame.get(gameId) ?? []) {
      const cell = this.cells.get(key);
      const ref = this.refs.get(key);
      if (cell && ref) outcomes.push({ ...ref, price: cell.price, blocked: cell.blocked });
    }
    return outcomes;
  }

  /**
   * Listens to one key: `o:<outcomeKey>`, `e:<game id>`, `g:<game id>`, `f:<game id>`, `t:<topic key>`,
   * or `p:<game id>` (any price of the game, for the bet slip).
   */
  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set<() => void>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  // --- writes --------------------------------------------------------------------------------

  /** A topic being followed: loading until its first snapshot. */
  ensureTopic(topicKey: string): void {
    if (this.topics.has(topicKey)) return;
    this.setTopic(topicKey, LOADING);
    this.notify();
  }

  applySnapshot(topicKey: string, data: PushSnapshotData, source: TopicSource): void {
    this.applySnapshotQuietly(topicKey, data, source);
    this.notify();
  }

  applyDelta(topicKey: string, changes: readonly PushGameChange[], order: readonly number[] | undefined): void {
    const view = this.topics.get(topicKey);
    if (!view) return;
    const left: number[] = [];
    for (const change of changes) {
      if (change.finished) this.markFinishedQuietly(change.I);
      if (change.left) {
        left.push(change.I);
        continue;
      }
      if (change.event) this.putEvent(change.event);
      if (change.game) this.putGame(change.game);
      if (change.SC) this.putScore(change.I, change.SC, change.U);
      for (const outcome of change.E ?? []) this.setCell(change.I, outcome);
      for (const ref of change.gone ?? []) this.dropCell(change.I, ref);
    }
    const gone = new Set(left);
    const nextOrder = order ?? view.order.filter((id) => !gone.has(id));
    this.setTopic(topicKey, { ...view, order: nextOrder });
    this.collect(left);
    this.notify();
  }

  /**
   * The server-rendered data of a topic (DESIGN §5: SSR renders the first view with data), taken
   * only when the store has none yet. Silent: it runs while a page renders, before the components
   * that read it subscribe, so it wakes no listener.
   */
  seed(topicKey: string, data: PushSnapshotData): void {
    if (this.topics.get(topicKey)?.status === 'ready') return;
    this.applySnapshotQuietly(topicKey, data, 'server');
    this.changed.clear();
  }

  /** The game is over, or the feed no longer has it (a game topic answered not_found). */
  markFinished(gameId: number): void {
    this.markFinishedQuietly(gameId);
    this.notify();
  }

  setTopicError(topicKey: string, message: string): void {
    const view = this.topics.get(topicKey) ?? LOADING;
    this.setTopic(topicKey, { ...view, status: view.status === 'ready' ? 'ready' : 'error', error: message });
    this.notify();
  }

  /** Nobody follows the topic any more: forget it and the games no other topic holds. */
  releaseTopic(topicKey: string): void {
    const view = this.topics.get(topicKey);
    if (!view) return;
    this.topics.delete(topicKey);
    this.changed.add(`t:${topicKey}`);
    this.collect(view.order);
    this.notify();
  }

  // --- internals -----------------------------------------------------------------------------

  private applySnapshotQuietly(topicKey: string, data: PushSnapshotData, source: TopicSource): void {
    const before = this.topics.get(topicKey)?.order ?? [];
    let order: number[];
    if ('game' in data) {
      this.putGame(data.game);
      order = [data.game.I];
    } else {
      for (const event of data.events) this.putEvent(event);
      order = data.events.map((event) => event.I);
    }
    this.setTopic(topicKey, { status: 'ready', source, order, error: null });
    this.collect(before.filter((id) => !order.includes(id)));
  }

  private setTopic(topicKey: string, next: TopicView): void {
    const prev = this.topics.get(topicKey);
    const order = prev && sameIds(prev.order, next.order) ? prev.order : next.order;
    if (prev && prev.status === next.status && prev.source === next.source && prev.error === next.error && order === prev.order) return;
    this.topics.set(topicKey, { ...next, order });
    this.changed.add(`t:${topicKey}`);
  }

  private putEvent(event: WireEvent): void {
    const prev = this.events.get(event.I);
    if (!prev || shapeOf(prev) !== shapeOf(event)) {
      this.events.set(event.I, event);
      this.changed.add(`e:${event.I}`);
    }
    const outcomes = [...event.E, ...event.AE.flatMap((alt) => alt.ME)];
    // A game page's full market list is the authority for the game's cells when one is held.
    this.putCells(event.I, outcomes, !this.games.has(event.I));
  }

  private putGame(game: WireGame): void {
    const prev = this.games.get(game.I);
    if (!prev || shapeOf(prev) !== shapeOf(game)) {
      this.games.set(game.I, game);
      this.changed.add(`g:${game.I}`);
    }
    const outcomes = [...(game.GE ?? []).flatMap((group) => group.E.flat()), ...(game.E ?? [])];
    this.putCells(game.I, outcomes, true);
  }

  private putScore(gameId: number, score: WireEvent['SC'], updatedAt: number | undefined): void {
    const event = this.events.get(gameId);
    if (event) {
      this.events.set(gameId, { ...event, SC: score, U: updatedAt ?? event.U });
      this.changed.add(`e:${gameId}`);
    }
    const game = this.games.get(gameId);
    if (game) {
      this.games.set(gameId, { ...game, SC: score, U: updatedAt ?? game.U });
      this.changed.add(`g:${gameId}`);
    }
  }

  private putCells(gameId: number, outcomes: readonly WireOutcome[], complete: boolean): void {
    const keys = new Set<string>();
    for (const outcome of outcomes) keys.add(this.setCell(gameId, outcome));
    if (!complete) return;
    for (const key of [...(this.cellsOfGame.get(gameId) ?? [])]) if (!keys.has(key)) this.deleteCell(gameId, key);
  }

  private setCell(gameId: number, outcome: WireOutcome): string {
    const key = outcomeKey(gameId, outcome.G, outcome.T, outcome.P, outcome.PL?.I);
    const price = Math.round(outcome.C * 1000);
    const blocked = outcome.B === true;
    const main = outcome.CE === 1;
    const prev = this.cells.get(key);
    if (prev && prev.price === price && prev.blocked === blocked && prev.main === main) return key;
    const moved = prev !== undefined && prev.price !== price;
    this.cells.set(key, {
      price,
      blocked,
      main,
      move: moved ? (price > prev.price ? 'up' : 'down') : (prev?.move ?? null),
      changedAt: moved || !prev ? this.now() : prev.changedAt,
    });
    const set = this.cellsOfGame.get(gameId) ?? new Set<string>();
    set.add(key);
    this.cellsOfGame.set(gameId, set);
    if (!prev) this.refs.set(key, { group: outcome.G, type: outcome.T, param: outcome.P, playerId: outcome.PL?.I });
    this.changed.add(`o:${key}`);
    this.changed.add(`p:${gameId}`);
    return key;
  }

  private dropCell(gameId: number, ref: PushOutcomeRef): void {
    this.deleteCell(gameId, outcomeKey(gameId, ref.G, ref.T, ref.P, ref.PL));
  }

  private deleteCell(gameId: number, key: string): void {
    if (!this.cells.delete(key)) return;
    this.refs.delete(key);
    this.cellsOfGame.get(gameId)?.delete(key);
    this.changed.add(`o:${key}`);
    this.changed.add(`p:${gameId}`);
  }

  private markFinishedQuietly(gameId: number): void {
    if (this.finished.has(gameId)) return;
    this.finished.add(gameId);
    this.changed.add(`f:${gameId}`);
  }

  /** Forgets games that no followed topic holds any more. */
  private collect(candidates: readonly number[]): void {
    for (const gameId of candidates) {
      if ([...this.topics.values()].some((view) => view.order.includes(gameId))) continue;
      if (this.events.delete(gameId)) this.changed.add(`e:${gameId}`);
      if (this.games.delete(gameId)) this.changed.add(`g:${gameId}`);
      for (const key of this.cellsOfGame.get(gameId) ?? []) {
        this.cells.delete(key);
        this.refs.delete(key);
        this.changed.add(`o:${key}`);
      }
      this.cellsOfGame.delete(gameId);
    }
  }

  private notify(): void {
    const keys = this.changed;
    this.changed = new Set();
    for (const key of keys) for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * A game's shape without its prices and update stamp: what a row or a market list renders apart
 * from the cells, so a price change re-renders the cell alone.
 */
function shapeOf(value: WireEvent | WireGame): string {
  return JSON.stringify(value, (key, inner: unknown) => (key === 'C' || key === 'CV' || key === 'U' ? undefined : inner));
}
