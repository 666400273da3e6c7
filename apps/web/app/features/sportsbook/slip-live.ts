// The bet slip's games kept fresh by push on every page (issue 4: the slip "shows live price
// changes and drops finished events"): each game in the slip is followed as a game topic through
// the page's live feed (the socket, or its polling fallback while the socket is down), and every
// change of its prices, its shape or its end is handed to the slip as a WatchedGameUpdate.
import type { LiveFeed } from '../../shared/live/live-feed';
import type { SelectionSink, WatchedGameUpdate, WatchTarget } from './selection-types';

interface Followed {
  readonly release: () => void;
  readonly stops: readonly (() => void)[];
}

/** What the live store knows of one slip game now; null while the game topic has no data yet. */
export function slipUpdateOf(feed: LiveFeed, gameId: number): WatchedGameUpdate | null {
  const { store } = feed;
  if (store.isFinished(gameId)) return { gameId, state: 'finished', kind: null, updatedAt: 0, outcomes: [], completeGroups: [] };
  const game = store.game(gameId);
  if (!game) return null;
  const listed = store.event(gameId);
  return {
    gameId,
    state: 'open',
    kind: game.KI,
    // Price-only deltas leave U as it was; the slip ignores only answers older than its own.
    updatedAt: Math.max(game.U, listed?.U ?? 0),
    outcomes: store.outcomesOf(gameId).map((o) => ({ gameId, group: o.group, type: o.type, param: o.param ?? null, playerId: o.playerId ?? null, price: o.price, blocked: o.blocked })),
    // A game topic holds every market of the game: a selection missing from it is closed.
    completeGroups: null,
  };
}

/**
 * Follows the sink's games while it holds any; answers the function that stops. Updates of one
 * store change are handed over together, once the change has been applied.
 */
export function followSlipGames(feed: LiveFeed, sink: SelectionSink): () => void {
  const followed = new Map<number, Followed>();
  const pending = new Set<number>();
  let targets: readonly WatchTarget[] | null = null;
  let scheduled = false;
  let stopped = false;

  const flush = () => {
    scheduled = false;
    if (stopped) return;
    const updates: WatchedGameUpdate[] = [];
    for (const gameId of pending) {
      const update = followed.has(gameId) ? slipUpdateOf(feed, gameId) : null;
      if (update) updates.push(update);
    }
    pending.clear();
    if (updates.length > 0) sink.applyUpdates(updates);
  };
  const changed = (gameId: number) => {
    pending.add(gameId);
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(flush);
  };
  const sync = () => {
    const next = sink.watchTargets();
    if (next === targets) return;
    targets = next;
    const wanted = new Set(next.map((target) => target.gameId));
    for (const [gameId, entry] of followed) {
      if (wanted.has(gameId)) continue;
      entry.stops.forEach((stop) => stop());
      entry.release();
      followed.delete(gameId);
    }
    for (const gameId of wanted) {
      if (followed.has(gameId)) continue;
      const onChange = () => changed(gameId);
      const stops = [`p:${gameId}`, `g:${gameId}`, `f:${gameId}`].map((key) => feed.store.subscribe(key, onChange));
      followed.set(gameId, { release: feed.follow({ kind: 'game', gameId }, 'coupon'), stops });
      // The store may hold the game already (its page is open): the slip is fresh at once.
      changed(gameId);
    }
  };

  const stopSink = sink.subscribe(sync);
  sync();
  return () => {
    stopped = true;
    stopSink();
    for (const entry of followed.values()) {
      entry.stops.forEach((stop) => stop());
      entry.release();
    }
    followed.clear();
  };
}
