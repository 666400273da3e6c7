import { beforeEach, describe, expect, it } from 'vitest';
import { AppStorage, appStorageDefaults, defaultExpiryMs } from './app-storage';
import { MemoryStorage } from './storage-kinds';
import type { StorageLike } from './storage-kinds';

/** A storage that refuses everything, as a browser that blocks site data does. */
class BlockedStorage implements StorageLike {
  get length(): number {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  key(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** Reads work, writes fail with a quota error once `limit` items are stored. */
class FullStorage extends MemoryStorage {
  constructor(private readonly limit: number) {
    super();
  }
  override setItem(key: string, value: string): void {
    if (this.length >= this.limit && this.getItem(key) === null) {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    }
    super.setItem(key, value);
  }
}

const blocked = () => new BlockedStorage();
const throwingGetter = (): StorageLike => {
  throw new DOMException('Access denied', 'SecurityError');
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('choosing a storage kind', () => {
  it('uses localStorage when it works', () => {
    const storage = new AppStorage();
    expect(storage.kind).toBe('localStorage');
    storage.set('a', 1);
    expect(localStorage.getItem('AppStorage/v1/a')).toBe('1');
  });

  it('falls back to sessionStorage when localStorage throws', () => {
    const storage = new AppStorage({ sources: { localStorage: blocked } });
    expect(storage.kind).toBe('sessionStorage');
    storage.set('a', { b: true });
    expect(sessionStorage.getItem('AppStorage/v1/a')).toBe('{"b":true}');
  });

  it('treats a throwing window.localStorage getter as unavailable', () => {
    expect(new AppStorage({ sources: { localStorage: throwingGetter } }).kind).toBe(
      'sessionStorage',
    );
  });

  it('throws the spec error when nothing works and memory is not allowed', () => {
    expect(
      () => new AppStorage({ sources: { localStorage: blocked, sessionStorage: blocked } }),
    ).toThrow(new Error('No available storage method found'));
  });

  it('uses memory only when allowed', () => {
    const storage = new AppStorage({
      sources: { localStorage: blocked, sessionStorage: blocked },
      allowMemory: true,
    });
    expect(storage.kind).toBe('memory');
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });

  it('has the defaults of spec §9', () => {
    expect(appStorageDefaults).toEqual({ name: 'AppStorage', version: 1, size: 4_980_736 });
    expect(new AppStorage().size).toBe(4_980_736);
  });
});

describe('namespaced, versioned JSON values', () => {
  it('round-trips JSON and hides other data', () => {
    localStorage.setItem('foreign', 'x');
    const storage = new AppStorage();
    storage.set('prefs', { theme: 'light', ids: [1, 2] });
    expect(storage.get('prefs')).toEqual({ theme: 'light', ids: [1, 2] });
    expect(storage.keys()).toEqual(['prefs']);
    storage.clear();
    expect(storage.get('prefs')).toBeUndefined();
    expect(localStorage.getItem('foreign')).toBe('x');
  });

  it('reads unparsable data as absent', () => {
    localStorage.setItem('AppStorage/v1/broken', '{oops');
    expect(new AppStorage().get('broken')).toBeUndefined();
  });

  it('drops data of another version of the same store', () => {
    localStorage.setItem('AppStorage/v0/old', '"x"');
    localStorage.setItem('Other/v1/keep', '"y"');
    new AppStorage({ version: 1 });
    expect(localStorage.getItem('AppStorage/v0/old')).toBeNull();
    expect(localStorage.getItem('Other/v1/keep')).toBe('"y"');
  });
});

describe('size budget', () => {
  it('refuses a write beyond the budget and keeps the old value', () => {
    // "AppStorage/v1/k" is 15 code units; "\"ab\"" is 4.
    const storage = new AppStorage({ size: 20 });
    expect(storage.set('k', 'ab')).toBe(true);
    expect(storage.usedSize()).toBe(19);
    expect(storage.set('k', 'abcdef')).toBe(false);
    expect(storage.get('k')).toBe('ab');
    expect(storage.set('k', 'abc')).toBe(true); // replacing frees the old value first
    expect(storage.set('j', 1)).toBe(false);
  });

  it('reports a browser quota error as a refused write', () => {
    const storage = new AppStorage({ sources: { localStorage: () => new FullStorage(1) } });
    expect(storage.kind).toBe('localStorage');
    expect(storage.set('a', 1)).toBe(true);
    expect(storage.set('b', 2)).toBe(false);
    expect(storage.get('b')).toBeUndefined();
  });
});

describe('cached entries', () => {
  it('expire after 15 minutes by default', () => {
    let now = 10_000;
    const storage = new AppStorage({ now: () => now });
    storage.setCached('dictionary', { a: 'b' });
    expect(storage.get('dictionary')).toEqual({
      value: { a: 'b' },
      expireDate: 10_000 + defaultExpiryMs,
    });
    now += defaultExpiryMs - 1;
    expect(storage.getCached('dictionary')).toEqual({ a: 'b' });
    now += 1;
    expect(storage.getCached('dictionary')).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('take a ttl and ignore malformed entries', () => {
    let now = 0;
    const storage = new AppStorage({ now: () => now });
    storage.setCached('short', 1, 100);
    now = 99;
    expect(storage.getCached('short')).toBe(1);
    storage.set('plain', { value: 1 });
    expect(storage.getCached('plain')).toBeUndefined();
  });
});
