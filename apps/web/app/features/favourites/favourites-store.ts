// The player's favourite games in the browser (api-contract §7.9, product-spec §3 storage key
// "favorites"): a guest's live in AppStorage, a signed-in player's on the server. On sign-in the
// guest's list is sent once to migrate/Games and the local copy is cleared. React reads the ids
// through useSyncExternalStore.
import { FAVOURITE_GAMES_LIMIT } from '@stavka/contract/favourites';
import type { AppStorage } from '../../shared/storage/app-storage';
import { readPreference, writePreference } from '../../shared/storage/preferences';
import type { FavouritesApi } from './favourites-api';

/** The ids, and whether they are known yet (a player's come from the server after the page starts). */
export interface FavouritesSnapshot {
  readonly ids: readonly number[];
  readonly ready: boolean;
}

export type ToggleResult = { readonly ok: true; readonly added: boolean } | { readonly ok: false; readonly message: string | null };

export class FavouritesStore {
  private snapshot: FavouritesSnapshot = { ids: [], ready: false };
  private signedIn = false;
  /** Each viewer change starts a new generation; answers of an older one are dropped. */
  private generation = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly api: FavouritesApi,
    private readonly storage: () => AppStorage,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): FavouritesSnapshot => this.snapshot;

  has(gameId: number): boolean {
    return this.snapshot.ids.includes(gameId);
  }

  /** Who is looking: null for a guest. A player gets the guest's stored favourites merged in. */
  async setViewer(userId: number | null): Promise<void> {
    const generation = ++this.generation;
    this.signedIn = userId !== null;
    if (userId === null) {
      this.set(this.localGames());
      return;
    }
    const local = this.localGames();
    if (local.length > 0) {
      const merged = await this.api.migrate(local);
      if (generation !== this.generation) return;
      if (merged.ok) {
        this.writeLocalGames([]);
        this.set(merged.data);
        return;
      }
    }
    const listed = await this.api.list();
    if (generation === this.generation) this.set(listed.ok ? listed.data : this.snapshot.ids);
  }

  async toggle(gameId: number): Promise<ToggleResult> {
    const adding = !this.has(gameId);
    if (!this.signedIn) {
      const games = this.localGames();
      if (adding && games.length >= FAVOURITE_GAMES_LIMIT) return { ok: false, message: null };
      const next = adding ? [...games, gameId] : games.filter((id) => id !== gameId);
      if (!this.writeLocalGames(next)) return { ok: false, message: null };
      this.set(next);
      return { ok: true, added: adding };
    }
    const generation = this.generation;
    const result = adding ? await this.api.add([gameId]) : await this.api.remove([gameId]);
    if (!result.ok) return { ok: false, message: result.message };
    if (generation === this.generation) this.set(result.data);
    return { ok: true, added: adding };
  }

  private localGames(): number[] {
    return [...readPreference(this.storage(), 'favorites').games];
  }

  private writeLocalGames(games: number[]): boolean {
    const current = readPreference(this.storage(), 'favorites');
    return writePreference(this.storage(), 'favorites', { ...current, games });
  }

  private set(ids: readonly number[]): void {
    this.snapshot = { ids, ready: true };
    for (const listener of [...this.listeners]) listener();
  }
}
