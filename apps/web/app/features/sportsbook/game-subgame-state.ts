// Which sub-games of a game page still take bets. A sub-game whose part is over (the first half in
// the second) keeps its markets on the wire, every one blocked, until the feed drops it: its tab
// is no longer offered. Every sub-game's game topic is followed for that, so a tab goes (and an
// open tab falls back to the match) as soon as the push says so.
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { WireGame } from '@stavka/contract/feed-wire';
import type { PushTopic } from '@stavka/contract/push';
import { useLiveFeed, useLiveTopics } from '../../shared/live/live-hooks';
import type { LiveStore } from '../../shared/live/live-store';

type SubGame = NonNullable<WireGame['SG']>[number];

function hasOpenMarket(store: LiveStore, gameId: number): boolean {
  return store.outcomesOf(gameId).some((outcome) => !outcome.blocked);
}

/**
 * Whether a sub-game is closed: over (the feed finished or dropped it), or every market of it
 * blocked while the match itself has an open one. A key event or a silent provider blocks the
 * match and every part of it for seconds: then each sub-game stays as it was (`wasClosed`). A
 * sub-game not loaded yet counts as open.
 */
export function isSubGameClosed(store: LiveStore, mainId: number, subId: number, wasClosed: boolean): boolean {
  if (store.isFinished(subId)) return true;
  if (store.game(subId) === undefined || hasOpenMarket(store, subId)) return false;
  return hasOpenMarket(store, mainId) || wasClosed;
}

/** The ids of the game's sub-games that no longer take bets, kept current by push. */
export function useClosedSubGames(mainId: number, subGames: readonly SubGame[]): ReadonlySet<number> {
  const feed = useLiveFeed();
  const signature = subGames.map((sub) => sub.I).join(',');
  const ids = useMemo(() => (signature === '' ? [] : signature.split(',').map(Number)), [signature]);
  const topics = useMemo(() => ids.map((gameId): PushTopic => ({ kind: 'game', gameId })), [ids]);
  useLiveTopics(topics, 'game');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = [mainId, ...ids].flatMap((id) => [`p:${id}`, `g:${id}`, `f:${id}`].map((key) => feed.store.subscribe(key, onChange)));
      return () => stops.forEach((stop) => stop());
    },
    [feed, mainId, ids],
  );
  // What was closed before a moment when the whole game is blocked; the same for the same store.
  const seen = useRef(new Set<number>());
  // A string snapshot: the same text while nothing closed or reopened, so no render in between.
  const read = () => {
    const closed = ids.filter((id) => isSubGameClosed(feed.store, mainId, id, seen.current.has(id)));
    seen.current = new Set(closed);
    return closed.join(',');
  };
  const closed = useSyncExternalStore(subscribe, read, read);
  return useMemo(() => new Set(closed === '' ? [] : closed.split(',').map(Number)), [closed]);
}
