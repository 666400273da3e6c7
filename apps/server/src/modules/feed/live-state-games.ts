import type { Fixture } from './feed-events';
import type { GameEntry } from './live-state-entry';

// The live state's games (live-state.ts): by game id, by constant id (deep links), and each game's
// sub-games. Only the index: versions, events and ownership stay with the live state.

export class GameIndex {
  private readonly games = new Map<number, GameEntry>();
  private readonly byConst = new Map<number, number>();
  private readonly children = new Map<number, Set<number>>();

  get(id: number): GameEntry | undefined {
    return this.games.get(id);
  }

  has(id: number): boolean {
    return this.games.has(id);
  }

  /** A game by its game id (I) or its constant id (CI). */
  find(id: number): GameEntry | undefined {
    const direct = this.games.get(id);
    if (direct) return direct;
    const viaConst = this.byConst.get(id);
    return viaConst === undefined ? undefined : this.games.get(viaConst);
  }

  values(): IterableIterator<GameEntry> {
    return this.games.values();
  }

  /** A new game, empty of prices. */
  add(fixture: Fixture, providerId: string): GameEntry {
    const entry: GameEntry = {
      game: { ...fixture, markets: [], updatedAt: 0, suspendedUntil: null },
      providerId,
      seq: 0,
      version: 0,
      keySuspendedUntil: null,
      result: null,
      chrono: [],
      listedUntil: null,
    };
    this.games.set(fixture.id, entry);
    this.link(entry);
    return entry;
  }

  /** Files the game under its constant id and its parent (after `add`, or after `unlink` and a change). */
  link(entry: GameEntry): void {
    const { game } = entry;
    this.byConst.set(game.constId, game.id);
    if (game.parentId === null) return;
    const set = this.children.get(game.parentId) ?? new Set<number>();
    set.add(game.id);
    this.children.set(game.parentId, set);
  }

  /** Takes the game off its constant id and its parent; answers the parent, whose sub-games changed. */
  unlink(entry: GameEntry): GameEntry | undefined {
    const { game } = entry;
    if (this.byConst.get(game.constId) === game.id) this.byConst.delete(game.constId);
    if (game.parentId === null) return undefined;
    const set = this.children.get(game.parentId);
    set?.delete(game.id);
    if (set?.size === 0) this.children.delete(game.parentId);
    return this.games.get(game.parentId);
  }

  /** Forgets the game; answers its parent, whose sub-games changed. */
  delete(entry: GameEntry): GameEntry | undefined {
    this.games.delete(entry.game.id);
    return this.unlink(entry);
  }

  subGamesOf(gameId: number): GameEntry[] {
    const ids = this.children.get(gameId);
    if (!ids) return [];
    return [...ids]
      .map((id) => this.games.get(id))
      .filter((e): e is GameEntry => e !== undefined)
      .sort((a, b) => a.game.id - b.game.id);
  }
}
