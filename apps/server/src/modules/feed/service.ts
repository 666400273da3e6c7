import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { EventBus } from '../../bus/event-bus';
import { startFeedStore, type FeedStore } from './feed-store';
import { LiveState } from './live-state';
import type { GameEntry } from './live-state-entry';
import { createSystemClock, type FeedClock } from './live-state-clock';
import type { FeedKind, GameResult, MarketStatus } from './model';
import type { FeedProvider } from './provider';
import { startRelayLeader, startRelayReplica, type RelayLeader, type RelayReplica } from './relay';
import { loadCatalogue, loadOpenFixtures, loadResults, readOddsHistory } from './repo';
import { wireEvent } from './wire/event';
import { wireGame } from './wire/game';
import { MAIN_GROUPS } from './wire/outcomes';
import { MAX_OUTCOMES } from './wire/query';
import { langOf } from './wire/text';

// What other modules may ask the feed (DESIGN §3: only through this file or the bus): the live
// state's games and prices (betting checks a selection against them), results (settlement), wire
// snapshots (push sends one before the deltas of `feed.game.<id>`) and the odds history (the graph).

export { FEED_SUBJECT, type CatalogueEvent, type GameEvent, type OutcomeChange } from './feed-events';
/** The market groups of list events (Get1x2_VZip E[] and AE[]); push sends list topics only these. */
export { MAIN_GROUPS as LIST_MARKET_GROUPS } from './wire/outcomes';

/** What a bettor's selection is worth now. */
export interface Quote {
  gameId: number;
  constId: number;
  kind: FeedKind;
  group: number;
  type: number;
  param: number | undefined;
  /** Thousandths of decimal odds. */
  price: number;
  /** Effective status (spec §3): 3 while the game is suspended or its provider is silent. */
  status: MarketStatus;
  blocked: boolean;
  /** Game start, unix seconds. */
  start: number;
}

/** Several server processes on one database and one NATS (DESIGN §7). */
export interface FeedCluster {
  /** The bus the processes share (NATS). */
  shared: EventBus;
  /** Starts the competition for leadership (a PostgreSQL advisory lock). */
  elect(handlers: { onLead(): Promise<void>; onLost(): Promise<void> }): { readonly leading: boolean; stop(): Promise<void> };
}

export interface FeedOptions {
  db: Database;
  /**
   * The process's bus for the live state's game and catalogue events (push, the feed store, game
   * notices read them). In a cluster it is this process's own in-process bus: every process's live
   * state publishes its own events, and the processes share the providers' calls instead (relay.ts).
   */
  bus: EventBus;
  /** Absent: this process is the only one, and runs the providers. */
  cluster?: FeedCluster | undefined;
  log: FastifyBaseLogger;
  clock?: FeedClock | undefined;
  providers: FeedProvider[];
  /** Odds history and results kept this many days. */
  retentionDays: number;
}

export class Feed {
  readonly state: LiveState;
  readonly clock: FeedClock;
  /** Where the live state's events are published (FEED_SUBJECT). */
  readonly events: EventBus;
  private store: FeedStore | undefined;
  private relay: RelayLeader | undefined;
  private replica: RelayReplica | undefined;
  private election: { readonly leading: boolean; stop(): Promise<void> } | undefined;
  private leads = false;
  private readonly options: FeedOptions;

  constructor(options: FeedOptions) {
    this.options = options;
    this.clock = options.clock ?? createSystemClock();
    this.events = options.bus;
    this.state = new LiveState({ bus: options.bus, clock: this.clock });
  }

  /**
   * Whether this process runs the providers (and the work that must run once per deployment): the
   * only process always, in a cluster the elected leader.
   */
  get leading(): boolean {
    return this.leads;
  }

  /** Whether this process's live state holds the leader's (always, for the only process). */
  get synced(): boolean {
    return this.leads || (this.replica?.synced ?? false);
  }

  /**
   * Loads what the database kept and starts watching; then starts the providers and persistence, or
   * in a cluster follows the leader until this process is elected.
   */
  async start(): Promise<void> {
    const { db, cluster } = this.options;
    const now = this.clock.now();
    const [catalogue, fixtures, results] = await Promise.all([
      loadCatalogue(db),
      loadOpenFixtures(db, new Date(now - 86_400_000)),
      loadResults(db, new Date(now - this.options.retentionDays * 86_400_000)),
    ]);
    this.state.restore({ catalogue, fixtures, results });
    this.state.start();
    if (!cluster) return this.lead();
    this.follow();
    this.election = cluster.elect({ onLead: () => this.lead(), onLost: () => this.demote() });
  }

  async stop(): Promise<void> {
    await this.election?.stop();
    this.replica?.stop();
    await this.stopLeading();
    this.state.stop();
  }

  /** Runs the providers: persistence first, then each provider (relayed to the replicas in a cluster). */
  private async lead(): Promise<void> {
    const { db, log, cluster } = this.options;
    this.replica?.stop();
    this.replica = undefined;
    this.leads = true;
    this.store = startFeedStore({ db, bus: this.options.bus, clock: this.clock, log, retentionDays: this.options.retentionDays });
    if (cluster) {
      // The games copied from the previous leader stay until the providers send them again.
      this.state.disown();
      this.relay = startRelayLeader({ bus: cluster.shared, state: this.state, log });
      log.info('feed: this process leads (runs the providers)');
    }
    const relay = this.relay;
    for (const provider of this.options.providers) {
      await this.state.connect(provider, relay ? (inner) => relay.tee(provider, inner) : undefined);
      log.info({ provider: provider.id }, 'feed provider started');
    }
  }

  /** Lost the lock (its connection broke): stop the providers and follow whoever leads now. */
  private async demote(): Promise<void> {
    this.options.log.warn('feed: leadership lost; following the leader');
    await this.stopLeading();
    this.follow();
  }

  private follow(): void {
    const { cluster, log } = this.options;
    if (!cluster) return;
    this.replica ??= startRelayReplica({ bus: cluster.shared, state: this.state, log });
  }

  private async stopLeading(): Promise<void> {
    if (!this.leads) return;
    this.leads = false;
    for (const provider of this.options.providers)
      await provider.stop().catch((err: unknown) => this.options.log.error({ err }, 'feed provider stop failed'));
    this.relay?.stop();
    this.relay = undefined;
    await this.store?.stop();
    this.store = undefined;
  }

  /** Writes what the store has buffered (tests, shutdown). */
  async flush(): Promise<void> {
    await this.store?.flush();
  }

  /** A game by game id or constant id. */
  findGame(id: number): GameEntry | undefined {
    return this.state.findGame(id);
  }

  /**
   * The price of a selection keyed as the family places it (wire-format §3.3: game, type and line;
   * the group only narrows it when given). Undefined when the game or the outcome is gone.
   */
  quote(selection: { gameId: number; type: number; param?: number | null | undefined; group?: number | undefined }): Quote | undefined {
    const entry = this.state.findGame(selection.gameId);
    if (!entry) return undefined;
    // A lineless market is placed with Param 0 (wire-format §3.3), so "no line" and 0 are one key.
    const line = selection.param ?? 0;
    for (const market of entry.game.markets) {
      if (selection.group !== undefined && market.group !== selection.group) continue;
      if ((market.param ?? 0) !== line) continue;
      const outcome = market.outcomes.find((o) => o.type === selection.type);
      if (!outcome) continue;
      const suspended = this.state.isSuspended(entry);
      const status = entry.result ? (entry.result.cancelled ? 4 : 2) : suspended && market.status === 1 ? 3 : market.status;
      return {
        gameId: entry.game.id,
        constId: entry.game.constId,
        kind: entry.game.kind,
        group: market.group,
        type: outcome.type,
        param: market.param,
        price: outcome.price,
        status,
        blocked: status !== 1 || outcome.blocked,
        start: entry.game.start,
      };
    }
    return undefined;
  }

  /** A finished game's result while it is kept in memory (RESULT retention). */
  result(gameId: number): GameResult | undefined {
    return this.state.findGame(gameId)?.result ?? this.state.resultOf(gameId);
  }

  /** The list event of a game (push snapshots of a championship, sport or the top list). */
  eventSnapshot(gameId: number, lng: string | undefined): WireEvent | undefined {
    const entry = this.state.findGame(gameId);
    return entry ? wireEvent(this.state, entry, { lang: langOf(lng), keepBlocked: true, groups: MAIN_GROUPS }) : undefined;
  }

  /** The whole game with its market groups and sub-games (push snapshot of a game page). */
  gameSnapshot(gameId: number, lng: string | undefined): WireGame | undefined {
    const entry = this.state.findGame(gameId);
    if (!entry) return undefined;
    return wireGame(this.state, entry, {
      lang: langOf(lng),
      grouped: true,
      subGames: true,
      maxOutcomes: MAX_OUTCOMES,
      groups: undefined,
      topGroups: [],
    });
  }

  /** One outcome's price history for the graph, oldest first. */
  oddsHistory(query: {
    gameId: number;
    group: number;
    type: number;
    param?: number | undefined;
    sinceMs?: number;
  }): Promise<{ price: number; at: Date }[]> {
    const entry = this.state.findGame(query.gameId);
    return readOddsHistory(this.options.db, {
      gameId: entry?.game.id ?? query.gameId,
      groupId: query.group,
      type: query.type,
      param: query.param ?? null,
      since: new Date(query.sinceMs ?? this.clock.now() - this.options.retentionDays * 86_400_000),
    });
  }
}

export function createFeed(options: FeedOptions): Feed {
  return new Feed(options);
}
