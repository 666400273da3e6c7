import type { LiveState } from '../live-state';
import type { GameEntry } from '../live-state-entry';
import { wireEvent } from './event';
import type { Lang } from './text';

// Serialised list events, one per game, language and variant (DESIGN §4 pre-serialised bodies):
// a list answer joins these strings, so when one price moves only that game is serialised again.
// An event depends on its game's version and on the catalogue (names), nothing else.

const MAX_ENTRIES = 50_000;

export interface EventVariant {
  lang: Lang;
  keepBlocked: boolean;
  groups: readonly number[];
}

export class EventJsonCache {
  private readonly entries = new Map<string, { version: string; json: string }>();

  constructor(private readonly state: LiveState) {}

  json(entry: GameEntry, variant: EventVariant): string {
    const key = `${entry.game.id}|${variant.lang}|${variant.keepBlocked ? 1 : 0}|${variant.groups.join(',')}`;
    const version = `${this.state.scopeVersion('catalogue')}:${entry.version}`;
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached.json;
    const json = JSON.stringify(wireEvent(this.state, entry, variant));
    this.entries.delete(key);
    this.entries.set(key, { version, json });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return json;
  }

  /** A JSON array of the games' events. */
  list(entries: GameEntry[], variant: EventVariant): string {
    return `[${entries.map((entry) => this.json(entry, variant)).join(',')}]`;
  }
}
