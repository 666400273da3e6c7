// The storage kinds AppStorage can sit on, and the probe that finds the first one that works
// (product-spec §3 browser storage; api-contract-spec §8 "No available storage method found").

/** The part of the Web Storage interface AppStorage uses. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageKind = 'localStorage' | 'sessionStorage' | 'memory';

/** Where each kind comes from; tests pass their own sources. */
export type StorageSources = Partial<Record<StorageKind, () => StorageLike | undefined>>;

export const noStorageMessage = 'No available storage method found';

export const browserStorageSources: StorageSources = {
  // Reading window.localStorage itself throws when the browser blocks site data.
  localStorage: () => globalThis.localStorage,
  sessionStorage: () => globalThis.sessionStorage,
  memory: () => new MemoryStorage(),
};

/** The first kind, in order, whose storage exists and accepts a write. */
export function pickStorage(
  kinds: readonly StorageKind[],
  sources: StorageSources,
): { kind: StorageKind; storage: StorageLike } {
  for (const kind of kinds) {
    const storage = probe(sources[kind]);
    if (storage) return { kind, storage };
  }
  throw new Error(noStorageMessage);
}

const probeKey = '__app_storage_probe__';

function probe(source: (() => StorageLike | undefined) | undefined): StorageLike | undefined {
  try {
    const storage = source?.();
    if (!storage) return undefined;
    storage.setItem(probeKey, probeKey);
    storage.removeItem(probeKey);
    return storage;
  } catch {
    return undefined;
  }
}

/** Lives as long as the page; used only when a caller allows it (see AppStorage). */
export class MemoryStorage implements StorageLike {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}
