import type { EventBus } from '../../bus/event-bus';
import { FEED_SUBJECT, type CatalogueEvent, type Fixture, type GameEvent } from './feed-events';
import { CatalogueStore, type CatalogueUpdate } from './live-state-catalogue';
import { fixtureOf, type GameEntry, type LiveSnapshot, type ResultRecord } from './live-state-entry';
import { GameIndex } from './live-state-games';
import { ResultBook } from './live-state-results';
import { createSystemClock, every, type FeedClock } from './live-state-clock';
import { diffMarkets } from './live-state-diff';
import { CancelledOutcomes, revisedResult } from './live-state-revisions';
import { ProviderWatchdog, WATCHDOG_TICK_MS } from './live-state-watchdog';
import type { GameResult, GameState, Market } from './model';
import type { FeedProvider, FeedSink, GameModel } from './provider';

// The live state of the feed (issue 4 "Catalogue and live state", DESIGN §4): the catalogue and
// every game with its markets, in memory. Providers write through the FeedSink methods; every
// change bumps a global version, the game's version and the versions of its scopes (kind, sport,
// championship) that the feed routes key their cached answers by, and is published on the bus as a
// game event with the game's next sequence number.

export const DEFAULT_PROVIDER_ID = 'default';
const RESTORED_PROVIDER_ID = 'restored';
/** Restored games that no provider sends again within this time after it starts are dropped. */
export const RESTORED_GRACE_MS = 60_000;
/** A game in play that finishes stays in the lists this long, with its final score (issue 10). */
export const FINISHED_LISTED_MS = 90_000;

type GameEventBody = GameEvent extends infer E
  ? E extends GameEvent
    ? Omit<E, 'gameId' | 'constId' | 'sportId' | 'champId' | 'feedKind' | 'seq' | 'version' | 'at'>
    : never
  : never;

export class LiveState implements FeedSink {
  readonly directory = new CatalogueStore();
  readonly clock: FeedClock;
  private readonly bus: EventBus;
  private readonly games = new GameIndex();
  private readonly suspended = new Set<number>();
  /** Restored games that were in play, kept out of the state until a provider takes them up. */
  private readonly held = new Map<number, Fixture>();
  /** Finished games in play still listed (listedUntil set). */
  private readonly finishedListed = new Set<number>();
  private readonly results = new ResultBook();
  private readonly cancelledOutcomes = new CancelledOutcomes();
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
    await provider.start(sink(this.sinkFor(provider.id)), { games: this.unclaimed() });
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
      prices: (gameId, markets, model) => this.prices(gameId, markets, model, providerId),
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
    // A restored game in play that a provider takes up comes into the live state now.
    this.held.delete(fixture.id);
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
      this.touchParent(this.games.unlink(entry));
      entry.game = { ...entry.game, ...fixture };
      entry.providerId = providerId;
      this.games.link(entry);
    }
    const current = entry ?? this.games.add(fixture, providerId);
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

  prices(gameId: number, markets: Market[], model?: GameModel, providerId = DEFAULT_PROVIDER_ID): void {
    this.seen(providerId);
    const entry = this.games.get(gameId);
    if (!entry) return;
    if (model !== undefined) entry.model = model;
    const changes = diffMarkets(entry.game.markets, markets);
    entry.game.markets = markets;
    this.cancelledOutcomes.note(gameId, markets);
    if (changes.length === 0) return;
    this.touch(entry);
    this.emit(entry, { type: 'odds', changes });
  }

  result(incoming: GameResult): void {
    const entry = this.games.get(incoming.gameId);
    if (!entry) return;
    // A repeat changes nothing; a different result is a correction (live-state-revisions.ts).
    const result = revisedResult(entry.result, incoming, this.cancelledOutcomes.of(incoming.gameId));
    if (!result) return;
    const { game } = entry;
    // A match played to its end is shown finished for a while; a called-off one leaves at once. A
    // corrected result keeps the first one's time.
    if (entry.result === null) {
      entry.listedUntil = game.parentId === null && game.kind === 1 && !result.cancelled ? this.now() + FINISHED_LISTED_MS : null;
      if (entry.listedUntil !== null) this.finishedListed.add(game.id);
    } else if (result.cancelled) entry.listedUntil = null;
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
    this.suspended.delete(gameId);
    this.cancelledOutcomes.forget(gameId);
    this.touchParent(this.games.delete(entry));
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
    return this.games.find(id);
  }

  allGames(): IterableIterator<GameEntry> {
    return this.games.values();
  }

  subGamesOf(gameId: number): GameEntry[] {
    return this.games.subGamesOf(gameId);
  }

  /**
   * Whether the lists show the game: a top-level game not finished, or one in play that finished
   * less than FINISHED_LISTED_MS ago (shown with "Match finished" and its final score).
   */
  isListed(entry: GameEntry): boolean {
    if (entry.game.parentId !== null) return false;
    // A game in play that no provider trades (a leader's, until the new one takes it up) is not shown as live.
    if (entry.game.kind === 1 && entry.providerId === RESTORED_PROVIDER_ID) return false;
    // A game whose state says finished is listed until its result comes (the same tick, from a provider).
    return entry.result === null || entry.listedUntil !== null;
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

  /**
   * An operator's correction of a recorded result (modules/feed/result-correction.ts): applied as a
   * result while the game is in the state, else to the kept results (the results pages).
   */
  correct(result: GameResult): void {
    if (this.games.has(result.gameId)) return this.result(result);
    const record = this.results.record(result.gameId);
    if (!record || (record.result.revision ?? 0) >= (result.revision ?? 0)) return;
    this.results.add({ fixture: record.fixture, result });
    this.scopes.set('results', ++this.globalVersion);
  }

  /**
   * Loads what the database kept (DESIGN §4: pages survive a restart without the provider). Games
   * that were in play are held aside, not served: their state is as old as the last run, and nobody
   * trades them until a provider takes them up (`connect` hands them over as previous games).
   */
  restore(snapshot: { catalogue: CatalogueUpdate; fixtures: Fixture[]; results: ResultRecord[] }): void {
    this.directory.merge(snapshot.catalogue);
    for (const fixture of snapshot.fixtures) {
      if (this.games.has(fixture.id)) continue;
      if (fixture.kind === 1) {
        this.held.set(fixture.id, fixture);
        continue;
      }
      this.touch(this.games.add(fixture, RESTORED_PROVIDER_ID));
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
    // The leader's state is the truth: what this process restored from the database is its business.
    this.held.clear();
    this.catalogue(snapshot.catalogue);
    const kept = new Set<number>();
    // Parents before their sub-games, so that a sub-game always finds its parent.
    const ordered = [...snapshot.games].sort((a, b) => (a.fixture.parentId === null ? 0 : 1) - (b.fixture.parentId === null ? 0 : 1));
    for (const copy of ordered) {
      kept.add(copy.fixture.id);
      this.fixture(copy.fixture, copy.providerId);
      this.prices(copy.fixture.id, copy.markets, copy.model, copy.providerId);
      const entry = this.games.get(copy.fixture.id);
      if (!entry) continue;
      entry.chrono = copy.chrono;
      if (copy.keySuspendedUntil !== null && copy.keySuspendedUntil > this.clock.now()) {
        entry.keySuspendedUntil = copy.keySuspendedUntil;
        entry.game.suspendedUntil = Math.ceil(copy.keySuspendedUntil / 1000);
        this.suspended.add(entry.game.id);
      }
      if (copy.result) this.result(copy.result);
      entry.game.updatedAt = copy.updatedAt;
    }
    for (const entry of [...this.games.values()]) if (!kept.has(entry.game.id)) this.remove(entry.game.id);
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
    this.held.clear();
    for (const entry of [...this.games.values()]) if (entry.providerId === RESTORED_PROVIDER_ID) this.remove(entry.game.id);
  }

  /** The open games no provider owns: held restored games in play, restored or disowned ones in the state. */
  private unclaimed(): Fixture[] {
    const owned = [...this.games.values()]
      .filter((entry) => entry.providerId === RESTORED_PROVIDER_ID && entry.result === null)
      .map((entry) => fixtureOf(entry.game));
    return [...this.held.values(), ...owned];
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
    for (const id of this.finishedListed) {
      const entry = this.games.get(id);
      if (entry && entry.listedUntil !== null && entry.listedUntil > now) continue;
      this.finishedListed.delete(id);
      if (!entry || entry.listedUntil === null) continue;
      // Dated when the listing was due to end, as key-event suspensions are.
      const endedAt = entry.listedUntil;
      entry.listedUntil = null;
      this.touch(entry, endedAt);
      this.emit(entry, { type: 'delisted' });
    }
    this.results.prune(now);
  }

  /** A sub-game came or went: its parent's counts (SGC, SG[]) changed. */
  private touchParent(parent: GameEntry | undefined): void {
    if (parent) this.touch(parent);
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
