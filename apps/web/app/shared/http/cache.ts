// Cache of successful GET answers for a ttl (api-contract-spec §7.1 caching). Entries have the
// cached-entry shape of product-spec §3 ({value, expireDate}); the clock is injectable.

export interface CachedEntry<V> {
  readonly value: V;
  /** Epoch milliseconds after which the entry is stale. */
  readonly expireDate: number;
}

export class ResponseCache<V> {
  private readonly entries = new Map<string, CachedEntry<V>>();

  constructor(
    private readonly now: () => number,
    private readonly maxEntries = 200,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expireDate <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expireDate: this.now() + ttlMs });
    // Maps iterate in insertion order, so the first key is the oldest write.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
