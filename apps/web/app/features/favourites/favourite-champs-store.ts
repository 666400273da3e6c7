// Favourite championships. The contract has no call for them (api-contract §7.9 names favourite
// games only; wire-format has no championship favourites), so guests and players alike keep them in
// this browser: AppStorage key "favorites", field `champs` (product-spec §3 storage keys). React
// reads the ids through useSyncExternalStore; the server renders none (storage is the browser's).
import type { AppStorage } from '../../shared/storage/app-storage';
import { readPreference, writePreference } from '../../shared/storage/preferences';
import type { FavouritesSnapshot } from './favourites-store';

/** Most favourite championships kept, as many as favourite games (FAVOURITE_GAMES_LIMIT). */
export const FAVOURITE_CHAMPS_LIMIT = 100;

export type ChampToggleResult = { readonly ok: true; readonly added: boolean } | { readonly ok: false; readonly reason: 'limit' | 'storage' };

export class FavouriteChampsStore {
  private snapshot: FavouritesSnapshot = { ids: [], ready: false };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: () => AppStorage) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): FavouritesSnapshot => this.snapshot;

  /** Reads the stored ids (in the browser, after the first render, so hydration matches the server). */
  load(): void {
    this.set(readPreference(this.storage(), 'favorites').champs);
  }

  toggle(champId: number): ChampToggleResult {
    const current = readPreference(this.storage(), 'favorites');
    const adding = !current.champs.includes(champId);
    if (adding && current.champs.length >= FAVOURITE_CHAMPS_LIMIT) return { ok: false, reason: 'limit' };
    const champs = adding ? [...current.champs, champId] : current.champs.filter((id) => id !== champId);
    if (!writePreference(this.storage(), 'favorites', { ...current, champs })) return { ok: false, reason: 'storage' };
    this.set(champs);
    return { ok: true, added: adding };
  }

  private set(ids: readonly number[]): void {
    this.snapshot = { ids, ready: true };
    for (const listener of [...this.listeners]) listener();
  }
}
