import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import { wireEvent } from './event';
import type { Lang } from './text';

// Serialised list events, one per game, language and variant (DESIGN §4 pre-serialised bodies):
// a list answer joins these strings, so when one price moves only that game is serialised again.
// An event depends on its game's version and on the catalogue (names), nothing else. Games come
// and go all day, so the cache is bounded by bytes and drops the least recently used events first.

/** Bytes of serialised events kept by default: every game of a busy feed in two languages. */
export const DEFAULT_EVENT_CACHE_BYTES = 24 * 1024 * 1024;
const ENTRY_OVERHEAD_BYTES = 120;

export interface EventVariant {
  lang: Lang;
  keepBlocked: boolean;
  groups: readonly number[];
}

interface Entry {
  version: string;
  json: string;
  bytes: number;
}

export class EventJsonCache {
  /** In use order: the least recently used first. */
  private readonly entries = new Map<string, Entry>();
  private used = 0;

  constructor(
    private readonly state: LiveState,
    private readonly maxBytes = DEFAULT_EVENT_CACHE_BYTES,
  ) {}

  json(entry: GameEntry, variant: EventVariant): string {
    const key = `${entry.game.id}|${variant.lang}|${variant.keepBlocked ? 1 : 0}|${variant.groups.join(',')}`;
    const version = `${this.state.scopeVersion('catalogue')}:${entry.version}`;
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      if (cached.version === version) {
        this.entries.set(key, cached);
        return cached.json;
      }
      this.used -= cached.bytes;
    }
    const json = JSON.stringify(wireEvent(this.state, entry, variant));
    // Two bytes a character: V8 keeps a string with any non-Latin-1 name (Cyrillic) in UTF-16.
    const kept: Entry = { version, json, bytes: (json.length + key.length + version.length) * 2 + ENTRY_OVERHEAD_BYTES };
    this.entries.set(key, kept);
    this.used += kept.bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.used -= old.bytes;
    }
    return json;
  }

  /** A JSON array of the games' events. */
  list(entries: GameEntry[], variant: EventVariant): string {
    return `[${entries.map((entry) => this.json(entry, variant)).join(',')}]`;
  }

  /** Bytes kept (an estimate of the strings' memory). */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }
}
