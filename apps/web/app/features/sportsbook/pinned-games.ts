// The live games a player pins to multi-live (spec §3 storage key "pinned games"): at most four,
// kept in AppStorage so they survive a reload and agree across tabs, read with useSyncExternalStore
// (the server renders none; the stored ones appear after hydration).
import { useSyncExternalStore } from 'react';
import { getAppStorage, type AppStorage } from '../../shared/storage/app-storage';
import { readPreference, writePreference } from '../../shared/storage/preferences';

/** Multi-live shows at most four games. */
export const PINNED_MAX = 4;

export type PinResult = 'pinned' | 'unpinned' | 'full';

export interface PinnedGames {
  subscribe(listener: () => void): () => void;
  /** The pinned game ids in pinning order: the same array until they change. */
  ids(): readonly number[];
  toggle(gameId: number): PinResult;
  unpin(gameId: number): void;
}

export function createPinnedGames(storage: AppStorage, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null): PinnedGames {
  let ids: readonly number[] = readPreference(storage, 'pinnedGames').slice(0, PINNED_MAX);
  const listeners = new Set<() => void>();
  const set = (next: readonly number[], persist: boolean) => {
    if (next.length === ids.length && next.every((id, index) => id === ids[index])) return;
    ids = next;
    if (persist) writePreference(storage, 'pinnedGames', [...next]);
    for (const listener of listeners) listener();
  };
  // Another tab pinned or unpinned a game: show the same games here.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.endsWith('/pinnedGames')) set(readPreference(storage, 'pinnedGames').slice(0, PINNED_MAX), false);
  };
  return {
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    ids: () => ids,
    toggle(gameId) {
      if (ids.includes(gameId)) {
        set(
          ids.filter((id) => id !== gameId),
          true,
        );
        return 'unpinned';
      }
      if (ids.length >= PINNED_MAX) return 'full';
      set([...ids, gameId], true);
      return 'pinned';
    },
    unpin(gameId) {
      set(
        ids.filter((id) => id !== gameId),
        true,
      );
    },
  };
}

let shared: PinnedGames | undefined;

/** The browser's pinned games (one store for every row and the multi-live page). */
export function browserPinnedGames(): PinnedGames {
  shared ??= createPinnedGames(getAppStorage(), window);
  return shared;
}

const none: readonly number[] = [];
const noPins: PinnedGames = { subscribe: () => () => undefined, ids: () => none, toggle: () => 'full', unpin: () => undefined };

/** The pinned games and the store to change them; none while the server renders. */
export function usePinnedGames(): { readonly ids: readonly number[]; readonly pins: PinnedGames } {
  const pins = typeof window === 'undefined' ? noPins : browserPinnedGames();
  const ids = useSyncExternalStore(pins.subscribe, pins.ids, () => none);
  return { ids, pins };
}
