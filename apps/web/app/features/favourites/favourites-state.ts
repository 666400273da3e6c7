import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EventActionsGame } from '../../shared/event-actions';
import type { FavouriteChampsStore } from './favourite-champs-store';
import type { FavouritesApi } from './favourites-api';
import type { FavouritesSnapshot, FavouritesStore } from './favourites-store';

// What the favourites' components share, provided by FavouritesShell.

export interface FavouritesContextValue {
  readonly store: FavouritesStore;
  readonly champs: FavouriteChampsStore;
  readonly api: FavouritesApi;
  readonly signedIn: boolean;
  openSubscription(game: EventActionsGame): void;
}

export const FavouritesContext = createContext<FavouritesContextValue | null>(null);

export function useFavouritesContext(): FavouritesContextValue {
  const value = useContext(FavouritesContext);
  if (!value) throw new Error('favourites used outside FavouritesShell');
  return value;
}

/** The favourite game ids, live, and whether they are known yet. */
export function useFavourites(): FavouritesSnapshot {
  const { store } = useFavouritesContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function useFavouriteIds(): readonly number[] {
  return useFavourites().ids;
}

/** The favourite championship ids (this browser's), live, and whether they are read yet. */
export function useFavouriteChamps(): FavouritesSnapshot {
  const { champs } = useFavouritesContext();
  return useSyncExternalStore(champs.subscribe, champs.getSnapshot, champs.getSnapshot);
}
