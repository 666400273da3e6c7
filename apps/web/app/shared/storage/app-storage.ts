// AppStorage (api-contract-spec §9: name AppStorage, version 1, size 4980736): a namespaced,
// versioned key-value store with JSON values on the first working Web Storage.
//
// Decision on the in-memory store: a bare `new AppStorage()` tries localStorage then
// sessionStorage and throws "No available storage method found" (spec §8) when both fail. The
// memory store is used only when the caller passes `allowMemory: true`; the app's shared instance
// (`getAppStorage`) does, so a browser that blocks site data still gets a working session in which
// preferences last until the page is closed, instead of a crash.
import { noStorageMessage, browserStorageSources, pickStorage } from './storage-kinds';
import type { StorageKind, StorageLike, StorageSources } from './storage-kinds';

export { noStorageMessage };

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export const appStorageDefaults = { name: 'AppStorage', version: 1, size: 4_980_736 } as const;
/** Default expiry helper of spec §9: 15 minutes. */
export const defaultExpiryMs = 900_000;

export interface AppStorageOptions {
  readonly name?: string;
  readonly version?: number;
  /** Budget in UTF-16 code units (what browsers count against their quota) of our keys and values. */
  readonly size?: number;
  /** Kinds to try, in order; default localStorage, then sessionStorage. */
  readonly kinds?: readonly Exclude<StorageKind, 'memory'>[];
  /** Fall back to an in-memory store when no Web Storage works. */
  readonly allowMemory?: boolean;
  readonly sources?: StorageSources;
  readonly now?: () => number;
}

/** Cached entry of product-spec §3. */
export interface CachedEntry<V> {
  readonly value: V;
  readonly expireDate: number;
}

export class AppStorage {
  readonly kind: StorageKind;
  readonly size: number;
  private readonly storage: StorageLike;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(options: AppStorageOptions = {}) {
    const name = options.name ?? appStorageDefaults.name;
    const version = options.version ?? appStorageDefaults.version;
    const kinds: StorageKind[] = [...(options.kinds ?? ['localStorage', 'sessionStorage'])];
    if (options.allowMemory === true) kinds.push('memory');
    const picked = pickStorage(kinds, { ...browserStorageSources, ...options.sources });
    this.kind = picked.kind;
    this.storage = picked.storage;
    this.size = options.size ?? appStorageDefaults.size;
    this.prefix = `${name}/v${version}/`;
    this.now = options.now ?? Date.now;
    this.dropOtherVersions(`${name}/`);
  }

  /** The stored JSON value, or undefined when absent or unreadable. */
  get(key: string): unknown {
    const text = this.safely(() => this.storage.getItem(this.prefix + key), null);
    if (text === null) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }

  /**
   * Stores a JSON value. Returns false (and changes nothing) when the write would take our data
   * over the size budget or the browser refuses it (quota, blocked storage).
   */
  set(key: string, value: JsonValue): boolean {
    const fullKey = this.prefix + key;
    const text = JSON.stringify(value);
    const previous = this.safely(() => this.storage.getItem(fullKey), null);
    const freed = previous === null ? 0 : fullKey.length + previous.length;
    if (this.usedSize() - freed + fullKey.length + text.length > this.size) return false;
    return this.safely(() => {
      this.storage.setItem(fullKey, text);
      return true;
    }, false);
  }

  remove(key: string): void {
    this.safely(() => this.storage.removeItem(this.prefix + key), undefined);
  }

  /** Our keys (without the namespace). */
  keys(): string[] {
    return this.ownFullKeys().map((fullKey) => fullKey.slice(this.prefix.length));
  }

  /** Removes every key of this name and version; other data in the same storage stays. */
  clear(): void {
    for (const fullKey of this.ownFullKeys())
      this.safely(() => this.storage.removeItem(fullKey), undefined);
  }

  /** Code units used by our keys and values. */
  usedSize(): number {
    let used = 0;
    for (const fullKey of this.ownFullKeys()) {
      used +=
        fullKey.length + (this.safely(() => this.storage.getItem(fullKey), null)?.length ?? 0);
    }
    return used;
  }

  /** Stores `{value, expireDate}` that `getCached` returns until it expires (spec §9: 15 min). */
  setCached(key: string, value: JsonValue, ttlMs: number = defaultExpiryMs): boolean {
    return this.set(key, { value, expireDate: this.now() + ttlMs });
  }

  /** The cached value, or undefined when absent, malformed or expired (an expired one is removed). */
  getCached(key: string): unknown {
    const entry = this.get(key);
    if (!isCachedEntry(entry)) return undefined;
    if (entry.expireDate <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  private ownFullKeys(): string[] {
    return this.fullKeysStartingWith(this.prefix);
  }

  private fullKeysStartingWith(start: string): string[] {
    return this.safely(() => {
      const found: string[] = [];
      for (let index = 0; index < this.storage.length; index += 1) {
        const fullKey = this.storage.key(index);
        if (fullKey?.startsWith(start)) found.push(fullKey);
      }
      return found;
    }, []);
  }

  /** Data written by another version of this store is dropped, so it never fills the quota. */
  private dropOtherVersions(namePrefix: string): void {
    for (const fullKey of this.fullKeysStartingWith(namePrefix)) {
      if (!fullKey.startsWith(this.prefix))
        this.safely(() => this.storage.removeItem(fullKey), undefined);
    }
  }

  /** Storage may start failing after the probe (quota, the user clearing site data). */
  private safely<R>(action: () => R, fallback: R): R {
    try {
      return action();
    } catch {
      return fallback;
    }
  }
}

function isCachedEntry(value: unknown): value is CachedEntry<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    'expireDate' in value &&
    typeof value.expireDate === 'number'
  );
}

let shared: AppStorage | undefined;

/** The app's store in the browser: AppStorage v1 with the memory fallback allowed (see above). */
export function getAppStorage(): AppStorage {
  shared ??= new AppStorage({ allowMemory: true });
  return shared;
}
