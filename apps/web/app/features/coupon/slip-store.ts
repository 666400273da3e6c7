// The bet slip's selections (issue 4: the slip panel; placing bets is the betting issue): add by
// a price press, remove, clear; live prices with their moves; finished games dropped. Kept in
// AppStorage so a reload keeps the slip (spec §3), and read with `useSyncExternalStore`.
import type { AppStorage } from '../../shared/storage/app-storage';
import { selectionKey, SLIP_MAX, storedSlipSchema, type SelectionRef, type SlipSelection } from './slip-selection';

/** The storage key: the coupon payload's `couponEvents` (spec §3). */
export const SLIP_STORAGE_KEY = 'couponEvents';

export type SlipPick = Omit<SlipSelection, 'move' | 'movedAt'>;

export type ToggleResult = 'added' | 'removed' | 'replaced' | 'limit';

export interface SlipGameUpdate {
  readonly gameId: number;
  readonly state: 'open' | 'finished' | 'gone';
  readonly kind: 1 | 3 | null;
  readonly updatedAt: number;
  readonly outcomes: readonly (SelectionRef & { readonly price: number; readonly blocked: boolean })[];
  /** Groups listed in full (a selection missing from them is closed); null: every group. */
  readonly completeGroups: readonly number[] | null;
}

export interface SlipTarget {
  readonly gameId: number;
  readonly kind: 1 | 3;
  readonly groups: readonly number[];
}

export interface SlipState {
  readonly selections: readonly SlipSelection[];
  /** Selections of finished games dropped by the last update, until the player acts again. */
  readonly dropped: number;
}

export interface SlipStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SlipState;
  isSelected(ref: SelectionRef): boolean;
  /** A second press removes; another outcome of a game in the slip replaces that game's selection. */
  toggle(pick: SlipPick): ToggleResult;
  remove(ref: SelectionRef): void;
  /** Takes out the selections of these games (several singles: the ones whose bets were accepted). */
  removeGames(gameIds: readonly number[]): void;
  clear(): void;
  /** The slip becomes these selections (a shared slip loaded), at most SLIP_MAX, each once. */
  replace(picks: readonly SlipPick[]): void;
  watchTargets(): readonly SlipTarget[];
  applyUpdates(updates: readonly SlipGameUpdate[]): void;
  /** Loads the stored slip and saves every change from now on (the browser only). */
  attach(storage: AppStorage): () => void;
}

export const emptySlip: SlipState = { selections: [], dropped: 0 };

function sameRef(a: SelectionRef, b: SelectionRef): boolean {
  return selectionKey(a) === selectionKey(b);
}

/** A selection after a fresh look at its game; the same object when nothing changed. */
function updated(selection: SlipSelection, update: SlipGameUpdate, now: number): SlipSelection {
  if (update.updatedAt < selection.updatedAt) return selection;
  const outcome = update.outcomes.find((o) => sameRef(o, selection));
  const listed = update.completeGroups === null || update.completeGroups.includes(selection.group);
  const price = outcome && outcome.price > 1000 ? outcome.price : selection.price;
  const blocked = outcome ? outcome.blocked : listed ? true : selection.blocked;
  const kind = update.kind ?? selection.kind;
  if (price === selection.price && blocked === selection.blocked && kind === selection.kind && update.updatedAt === selection.updatedAt) return selection;
  const moved = price !== selection.price;
  return {
    ...selection,
    price,
    blocked,
    kind,
    updatedAt: update.updatedAt,
    move: moved ? (price > selection.price ? 'up' : 'down') : selection.move,
    movedAt: moved ? now : selection.movedAt,
  };
}

export function createSlipStore(now: () => number = Date.now): SlipStore {
  let state: SlipState = emptySlip;
  let storage: AppStorage | null = null;
  let keys = new Set<string>();
  let targets: readonly SlipTarget[] = [];
  let targetsSignature = '';
  const listeners = new Set<() => void>();

  const refreshDerived = () => {
    keys = new Set(state.selections.map(selectionKey));
    const byGame = new Map<number, SlipTarget>();
    for (const s of state.selections) {
      const known = byGame.get(s.gameId);
      byGame.set(s.gameId, { gameId: s.gameId, kind: s.kind, groups: known ? [...new Set([...known.groups, s.group])] : [s.group] });
    }
    const next = [...byGame.values()];
    const signature = JSON.stringify(next);
    // The same array while the games, kinds and groups stay: the watcher restarts only on a real change.
    if (signature !== targetsSignature) {
      targets = next;
      targetsSignature = signature;
    }
  };
  const set = (next: SlipState, persist = true) => {
    if (next === state) return;
    state = next;
    refreshDerived();
    if (persist) storage?.set(SLIP_STORAGE_KEY, { selections: state.selections.map((s) => ({ ...s })) });
    for (const listener of listeners) listener();
  };
  const load = (from: AppStorage) => {
    const parsed = storedSlipSchema.safeParse(from.get(SLIP_STORAGE_KEY));
    set({ selections: parsed.success ? parsed.data.selections : [], dropped: 0 }, false);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    isSelected: (ref) => keys.has(selectionKey(ref)),
    toggle(pick) {
      const key = selectionKey(pick);
      if (keys.has(key)) {
        set({ selections: state.selections.filter((s) => selectionKey(s) !== key), dropped: 0 });
        return 'removed';
      }
      const fresh: SlipSelection = { ...pick, move: null, movedAt: null };
      const sameGame = state.selections.findIndex((s) => s.gameId === pick.gameId);
      if (sameGame >= 0) {
        set({ selections: state.selections.map((s, index) => (index === sameGame ? fresh : s)), dropped: 0 });
        return 'replaced';
      }
      if (state.selections.length >= SLIP_MAX) return 'limit';
      set({ selections: [...state.selections, fresh], dropped: 0 });
      return 'added';
    },
    remove(ref) {
      const key = selectionKey(ref);
      if (!keys.has(key)) return;
      set({ selections: state.selections.filter((s) => selectionKey(s) !== key), dropped: 0 });
    },
    removeGames(gameIds) {
      const gone = new Set(gameIds);
      const selections = state.selections.filter((s) => !gone.has(s.gameId));
      if (selections.length !== state.selections.length) set({ selections, dropped: 0 });
    },
    clear() {
      if (state.selections.length > 0 || state.dropped > 0) set(emptySlip);
    },
    replace(picks) {
      const seen = new Set<string>();
      const selections: SlipSelection[] = [];
      for (const pick of picks) {
        const key = selectionKey(pick);
        if (seen.has(key) || selections.length >= SLIP_MAX) continue;
        seen.add(key);
        selections.push({ ...pick, move: null, movedAt: null });
      }
      set({ selections, dropped: 0 });
    },
    watchTargets: () => targets,
    applyUpdates(updates) {
      if (updates.length === 0 || state.selections.length === 0) return;
      const byGame = new Map(updates.map((u) => [u.gameId, u]));
      const at = now();
      let dropped = 0;
      let changed = false;
      const selections: SlipSelection[] = [];
      for (const selection of state.selections) {
        const update = byGame.get(selection.gameId);
        if (update && update.state !== 'open') {
          dropped++;
          changed = true;
          continue;
        }
        const next = update ? updated(selection, update, at) : selection;
        changed ||= next !== selection;
        selections.push(next);
      }
      if (changed) set({ selections, dropped: dropped > 0 ? dropped : state.dropped });
    },
    attach(target) {
      storage = target;
      load(target);
      // Another tab changed the slip: show the same slip here.
      const onStorage = (event: StorageEvent) => {
        if (event.key?.endsWith(`/${SLIP_STORAGE_KEY}`)) load(target);
      };
      window.addEventListener('storage', onStorage);
      return () => {
        window.removeEventListener('storage', onStorage);
        storage = null;
      };
    },
  };
}
