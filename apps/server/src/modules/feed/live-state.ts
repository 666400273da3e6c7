import type { EventBus } from '../../bus/event-bus';
import { FEED_SUBJECT, type CatalogueEvent, type Fixture, type GameEvent } from './feed-events';
import { CatalogueStore, type CatalogueUpdate } from './live-state-catalogue';
import { fixtureOf, type GameEntry, type LiveSnapshot, type ResultRecord } from './live-state-entry';
import { ResultBook } from './live-state-results';
import { createSystemClock, every, type FeedClock } from './live-state-clock';
import { diffMarkets } from './live-state-diff';
import { ProviderWatchdog, WATCHDOG_TICK_MS } from './live-state-watchdog';
import type { Game, GameResult, GameState, Market } from './model';
import type { FeedProvider, FeedSink } from './provider';

// The live state of the feed (issue 4 "Catalogue and live state", DESIGN §4): the catalogue and
// every game with its markets, in memory. Providers write through the FeedSink methods; every
// change bumps a global version, the game's version and the versions of its scopes (kind, sport,
// championship) that the feed routes key their cached answers by, and is published on the bus as a
// game event with the game's next sequence number.

export const DEFAULT_PROVIDER_ID = 'default';
const RESTORED_PROVIDER_ID = 'restored';
/** Restored games that no provider sends again within this time after it starts are dropped. */
export const RESTORED_GRACE_MS = 60_000;

type GameEventBody = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'gameId' | 'constId' | 'sportId' | 'champId' | 'feedKind' | 'seq' | 'version' | 'at'>
    : never
  : never;

export class LiveState implements FeedSink {
  readonly directory = new CatalogueStore();
  readonly clock: FeedClock;
  private readonly bus: EventBus;
  private readonly games = new Map<number, GameEntry>();
  private readonly byConst = new Map<number, number>();
  private readonly children = new Map<number, Set<number>>();
  private readonly suspended = new Set<number>();
  private readonly results = new ResultBook();
  private readonly scopes = new Map<string, number>();
  private readonly watchdog = new ProviderWatchdog();
  private globalVersion = 0;
  private stopTicking: (() => void) | undefined;
  /** While a relayed call is applied: the leader's time of it (see `applyAsOf`). */
  private asOf: number | undefined;

  constructor(options: { bus: EventBus; clock?: FeedClock }) {
    this.bus = options.bus;
    this.clock = options.clock ?? createSystemClock();
  }

  /** Starts the watchdog (provider silence, end of key-event suspensions, result retention). */
  start(): void {
    this.stopTicking ??= every(this.clock, WATCHDOG_TICK_MS, () => this.tick());
  }

  stop(): void {
    this.stopTicking?.();
    this.stopTicking = undefined;
  }

  /**
   * Starts a provider writing into this state, watched by its own heartbeat interval. `sink` wraps
   * the state's own sink when the provider's calls are also relayed to other processes.
   */
  async connect(provider: FeedProvider, sink: (inner: FeedSink) => FeedSink = (inner) => inner): Promise<void> {
    this.watch(provider.id, provider.heartbeatMs);
    await provider.start(sink(this.sinkFor(provider.id)));
    // Games restored from the database that the provider no longer has are stale: drop them.
    this.clock.setTimer(() => this.dropUnclaimed(), RESTORED_GRACE_MS);
  }

  /** Watches a provider's heartbeat (one that writes through another process's relay, too). */
  watch(providerId: string, heartbeatMs: number): void {
    this.watchdog.register(providerId, heartbeatMs, this.clock.now());
  }

  /** The sink a provider writes to: the games it creates are its own for the watchdog. */
  sinkFor(providerId: string): FeedSink {
    return {
      catalogue: (update) => this.catalogue(update),
      fixture: (game) => this.fixture(game, providerId),
      state: (gameId, state, keyEvent) => this.state(gameId, state, keyEvent, providerId),
      prices: (gameId, markets) => this.prices(gameId, markets, providerId),
      result: (result) => this.result(result),
      remove: (gameId) => this.remove(gameId),
      heartbeat: (id, at) => this.heartbeat(id, at),
    };
  }

  // --- FeedSink ------------------------------------------------------------------------------

  catalogue(update: CatalogueUpdate): void {
    if (!this.directory.merge(update)) return;
    this.scopes.set('catalogue', ++this.globalVersion);
    const event: CatalogueEvent = { type: 'catalogue', version: this.globalVersion, at: this.now(), ...update };
    this.bus.publish(FEED_SUBJECT.catalogue, event);
  }

  fixture(fixture: Fixture, providerId = DEFAULT_PROVIDER_ID): void {
    this.seen(providerId);
    const entry = this.games.get(fixture.id);
    // A restored (or disowned) game a provider sends again is its own, and open again.
    const reclaimed = entry?.providerId === RESTORED_PROVIDER_ID && providerId !== RESTORED_PROVIDER_ID;
    if (entry && sameJson(fixtureOf(entry.game), fixture)) {
      entry.providerId = providerId; // an unchanged fixture still claims a restored game
      if (reclaimed && !this.isSuspended(entry)) {
        this.touch(entry);
        this.emit(entry, { type: 'resumed' });
      }
      return;
    }
    if (entry) {
      this.touch(entry); // the old scopes (kind, sport, championship) change too
      if (entry.game.constId !== fixture.constId) this.byConst.delete(entry.game.constId);
      this.unlinkChild(entry.game);
      entry.game = { ...entry.game, ...fixture };
      entry.providerId = providerId;
    }
    const current = entry ?? this.add(fixture, providerId);
    this.byConst.set(fixture.constId, fixture.id);
    this.linkChild(current.game);
    this.touch(current);
    this.emit(current, { type: 'fixture', fixture });
    if (reclaimed && !this.isSuspended(current)) this.emit(current, { type: 'resumed' });
  }

  state(gameId: number, state: GameState, keyEvent?: { kind: string; suspendSeconds: number }, providerId = DEFAULT_PROVIDER_ID): void {
    this.seen(providerId);
    const entry = this.games.get(gameId);
    if (!entry) return;
    const before = entry.game.state.score;
    entry.game.state = state;
    this.touch(entry);
    this.emit(entry, { type: 'state', state, ...(keyEvent ? { keyEvent } : {}) });
    if (!keyEvent) return;
    entry.chrono.push({
      kind: keyEvent.kind,
      elapsed: state.elapsedSeconds,
      period: state.currentPeriod,
      team: state.score[0] > before[0] ? 1 : state.score[1] > before[1] ? 2 : 0,
      score: [state.score[0], state.score[1]],
      suspendSeconds: keyEvent.suspendSeconds,
    });
    if (keyEvent.suspendSeconds <= 0) return;
    const until = this.now() + keyEvent.suspendSeconds * 1000;
    entry.keySuspendedUntil = Math.max(entry.keySuspendedUntil ?? 0, until);
    entry.game.suspendedUntil = Math.ceil(entry.keySuspendedUntil / 1000);
    this.suspended.add(gameId);
    this.emit(entry, { type: 'suspended', reason: 'key-event', until: entry.keySuspendedUntil });
  }

  prices(gameId: number, markets: Market[], providerId = DEFAULT_PROVIDER_ID): void {
    this.seen(providerId);
    const entry = this.games.get(gameId);
    if (!entry) return;
    const changes = diffMarkets(entry.game.markets, markets);
    entry.game.markets = markets;
    if (changes.length === 0) return;
    this.touch(entry);
    this.emit(entry, { type: 'odds', changes });
  }

  result(result: GameResult): void {
    const entry = this.games.get(result.gameId);
    if (!entry) return;
    entry.result = result;
    entry.game.state = result.state;
    this.results.add({ fixture: fixtureOf(entry.game), result });
    this.scopes.set('results', ++this.globalVersion);
    this.touch(entry);
    this.emit(entry, { type: 'finished', result });
  }

  remove(gameId: number): void {
    const entry = this.games.get(gameId);
    if (!entry) return;
    this.touch(entry);
    this.emit(entry, { type: 'removed' });
    this.games.delete(gameId);
    this.byConst.delete(entry.game.constId);
    this.suspended.delete(gameId);
    this.unlinkChild(entry.game);
  }

  /**
   * A provider's sign of life. `at` is the provider's own clock and is not trusted for liveness:
   * silence is measured on this state's clock.
   */
  heartbeat(providerId: string, _at: number): void {
    this.seen(providerId);
  }

  // --- reads ---------------------------------------------------------------------------------

  get version(): number {
    return this.globalVersion;
  }

  /** Version of a scope: `catalogue`, `results`, `k<kind>`, `k<kind>s<sport>`, `k<kind>c<champ>`. */
  scopeVersion(scope: string): number {
    return this.scopes.get(scope) ?? 0;
  }

  /** A game by its game id (I) or its constant id (CI). */
  findGame(id: number): GameEntry | undefined {
    const direct = this.games.get(id);
    if (direct) return direct;
    const viaConst = this.byConst.get(id);
    return viaConst === undefined ? undefined : this.games.get(viaConst);
  }

  allGames(): IterableIterator<GameEntry> {
    return this.games.values();
  }

  subGamesOf(gameId: number): GameEntry[] {
    const ids = this.children.get(gameId);
    if (!ids) return [];
    return [...ids]
      .map((id) => this.games.get(id))
      .filter((e): e is GameEntry => e !== undefined)
      .sort((a, b) => a.game.id - b.game.id);
  }

  /** Whether every market of the game is closed to bets now (key event, silent provider, finished). */
  isSuspended(entry: GameEntry): boolean {
    return (
      entry.keySuspendedUntil !== null ||
      entry.result !== null ||
      entry.game.state.finished ||
      entry.providerId === RESTORED_PROVIDER_ID ||
      this.watchdog.isSilent(entry.providerId)
    );
  }

  /** Recorded results (kept for a week), finished within [fromMs, toMs). */
  resultsBetween(fromMs: number, toMs: number): ResultRecord[] {
    return this.results.between(fromMs, toMs);
  }

  resultOf(gameId: number): GameResult | undefined {
    return this.results.of(gameId);
  }

  /** Loads what the database kept (DESIGN §4: pages survive a restart without the provider). */
  restore(snapshot: { catalogue: CatalogueUpdate; fixtures: Fixture[]; results: ResultRecord[] }): void {
    this.directory.merge(snapshot.catalogue);
    for (const fixture of snapshot.fixtures) {
      if (this.games.has(fixture.id)) continue;
      const entry = this.add(fixture, RESTORED_PROVIDER_ID);
      this.byConst.set(fixture.constId, fixture.id);
      this.linkChild(entry.game);
      this.touch(entry);
    }
    for (const record of snapshot.results) this.results.add(record);
    this.scopes.set('catalogue', ++this.globalVersion);
    this.scopes.set('results', this.globalVersion);
  }

  /**
   * Makes this state a copy of another process's snapshot: its games are added or updated (each
   * change published as usual, so push clients follow), and games it does not have are removed.
   */
  adopt(snapshot: LiveSnapshot): void {
    this.catalogue(snapshot.catalogue);
    const kept = new Set<number>();
    // Parents before their sub-games, so that a sub-game always finds its parent.
    const ordered = [...snapshot.games].sort((a, b) => (a.fixture.parentId === null ? 0 : 1) - (b.fixture.parentId === null ? 0 : 1));
    for (const copy of ordered) {
      kept.add(copy.fixture.id);
      this.fixture(copy.fixture, copy.providerId);
      this.prices(copy.fixture.id, copy.markets, copy.providerId);
      const entry = this.games.get(copy.fixture.id);
      if (!entry) continue;
      entry.chrono = copy.chrono;
      if (copy.keySuspendedUntil !== null && copy.keySuspendedUntil > this.clock.now()) {
        entry.keySuspendedUntil = copy.keySuspendedUntil;
        entry.game.suspendedUntil = Math.ceil(copy.keySuspendedUntil / 1000);
        this.suspended.add(entry.game.id);
      }
      if (copy.result && entry.result === null) this.result(copy.result);
      entry.game.updatedAt = copy.updatedAt;
    }
    for (const id of [...this.games.keys()]) if (!kept.has(id)) this.remove(id);
    for (const record of snapshot.results) this.results.add(record);
    this.scopes.set('results', ++this.globalVersion);
  }

  /**
   * Gives up every game's ownership (this process takes over from another leader): games that no
   * provider sends again within RESTORED_GRACE_MS of its start are dropped, as restored ones are.
   */
  disown(): void {
    for (const entry of this.games.values()) {
      const open = !this.isSuspended(entry);
      entry.providerId = RESTORED_PROVIDER_ID;
      if (!open) continue;
      // Nobody prices them now: closed to bets until a provider sends them again.
      this.touch(entry);
      this.emit(entry, { type: 'suspended', reason: 'provider-silent', until: null });
    }
  }

  /**
   * Applies a provider's call as of `at`, the time the leader applied it (feed relay, decision
   * 0013): update times, event times and key-event suspensions are then the same in every process.
   */
  applyAsOf<T>(at: number, apply: () => T): T {
    const outer = this.asOf;
    this.asOf = at;
    try {
      return apply();
    } finally {
      this.asOf = outer;
    }
  }

  // --- internals -----------------------------------------------------------------------------

  private now(): number {
    return this.asOf ?? this.clock.now();
  }

  private dropUnclaimed(): void {
    for (const entry of [...this.games.values()]) if (entry.providerId === RESTORED_PROVIDER_ID) this.remove(entry.game.id);
  }

  private add(fixture: Fixture, providerId: string): GameEntry {
    const entry: GameEntry = {
      game: { ...fixture, markets: [], updatedAt: 0, suspendedUntil: null },
      providerId,
      seq: 0,
      version: 0,
      keySuspendedUntil: null,
      result: null,
      chrono: [],
    };
    this.games.set(fixture.id, entry);
    return entry;
  }

  /** Records a change of the game at `at` (now by default): versions, its scopes' and its parent's. */
  private touch(entry: GameEntry, at = this.now()): void {
    const version = ++this.globalVersion;
    const { kind, sportId, champId, parentId } = entry.game;
    entry.version = version;
    entry.game.updatedAt = Math.floor(at / 1000);
    const root = this.directory.rootOf(champId);
    for (const scope of [`k${kind}`, `k${kind}s${sportId}`, `k${kind}c${champId}`, `k${kind}c${root}`]) this.scopes.set(scope, version);
    // A sub-game's change shows in its parent's counts (SGC, SG[]).
    const parent = parentId === null ? undefined : this.games.get(parentId);
    if (parent) parent.version = version;
  }

  private emit(entry: GameEntry, body: GameEventBody): void {
    const { id, constId, sportId, champId, kind } = entry.game;
    const event = {
      gameId: id,
      constId,
      sportId,
      champId,
      feedKind: kind,
      seq: ++entry.seq,
      version: this.globalVersion,
      at: this.now(),
      ...body,
    };
    this.bus.publish(FEED_SUBJECT.game(id), event satisfies GameEvent);
  }

  private seen(providerId: string): void {
    if (!this.watchdog.seen(providerId, this.clock.now())) return;
    for (const entry of this.games.values()) {
      if (entry.providerId !== providerId || this.isSuspended(entry)) continue;
      this.touch(entry);
      this.emit(entry, { type: 'resumed' });
    }
  }

  private tick(): void {
    const now = this.clock.now();
    const fallen = new Set(this.watchdog.check(now));
    if (fallen.size > 0) {
      for (const entry of this.games.values()) {
        if (!fallen.has(entry.providerId) || entry.result !== null) continue;
        this.touch(entry);
        this.emit(entry, { type: 'suspended', reason: 'provider-silent', until: null });
      }
    }
    for (const id of this.suspended) {
      const entry = this.games.get(id);
      if (!entry || entry.keySuspendedUntil === null || entry.keySuspendedUntil > now) continue;
      // Dated when the suspension was due to end, not when this tick noticed: every process shows
      // the same update time whatever the phase of its ticks.
      const endedAt = entry.keySuspendedUntil;
      this.suspended.delete(id);
      entry.keySuspendedUntil = null;
      entry.game.suspendedUntil = null;
      this.touch(entry, endedAt);
      if (!this.isSuspended(entry)) this.emit(entry, { type: 'resumed' });
    }
    this.results.prune(now);
  }

  private linkChild(game: Game): void {
    if (game.parentId === null) return;
    const set = this.children.get(game.parentId) ?? new Set<number>();
    set.add(game.id);
    this.children.set(game.parentId, set);
  }

  private unlinkChild(game: Game): void {
    if (game.parentId === null) return;
    const set = this.children.get(game.parentId);
    set?.delete(game.id);
    if (set?.size === 0) this.children.delete(game.parentId);
    const parent = this.games.get(game.parentId);
    if (parent) this.touch(parent);
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
