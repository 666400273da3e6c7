import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { EventBus } from '../../bus/event-bus';
import { startFeedStore, type FeedStore } from './feed-store';
import { LiveState } from './live-state';
import type { GameEntry } from './live-state-entry';
import { createSystemClock, type FeedClock } from './live-state-clock';
import { outcomeParam, type FeedKind, type GameResult, type MarketStatus } from './model';
import type { FeedProvider, GameModel } from './provider';
import { startRelayLeader, startRelayReplica, type RelayLeader, type RelayReplica } from './relay';
import { loadCatalogue, loadOpenFixtures, readOddsHistory } from './repo';
import { RESULT_CORRECTED_SUBJECT, type ResultCorrectedEvent } from './result-correction';
import { loadResult, loadResults, revisedResults } from './results-repo';
import { wireEvent } from './wire/event';
import { wireGame } from './wire/game';
import { MAIN_GROUPS } from './wire/outcomes';
import { MAX_OUTCOMES } from './wire/query';
import { langOf } from './wire/text';

// What other modules may ask the feed (DESIGN §3: only through this file or the bus): the live
// state's games and prices (betting checks a selection against them), results (settlement), wire
// snapshots (push sends one before the deltas of `feed.game.<id>`) and the odds history (the graph).

export { FEED_SUBJECT, type CatalogueEvent, type GameEvent, type OutcomeChange } from './feed-events';
/** How long a game in play that finished stays in the lists (push list topics hold it as long). */
export { FINISHED_LISTED_MS } from './live-state';
export type { GameResult, GoalRecord, OutcomeKey } from './model';
export { racePlacings } from './race-placings';
export { correctResult, RESULT_CORRECTED_SUBJECT, type CorrectedResult, type CorrectionRequest, type ResultCorrectedEvent } from './result-correction';
/** The market groups of list events (Get1x2_VZip E[] and AE[]); push sends list topics only these. */
export { MAIN_GROUPS as LIST_MARKET_GROUPS } from './wire/outcomes';

/** The types of a game as the feed holds it, for games made from the providers' (SyntheticGames). */
export type { GameEntry } from './live-state-entry';
export type { Game, Market } from './model';
export type { GameModel } from './provider';

/** A selection keyed as the family places it (wire-format §3.3). */
export interface QuoteRequest {
  gameId: number;
  type: number;
  param?: number | null | undefined;
  group?: number | undefined;
}

/**
 * Games the feed answers for that no provider sends: made from the providers' games (duels,
 * decision 0026), in an id space of their own. The feed asks them first about the ids they own.
 */
export interface SyntheticGames {
  owns(gameId: number): boolean;
  findGame(gameId: number): GameEntry | undefined;
  quote(selection: QuoteRequest): Quote | undefined;
  result(gameId: number): GameResult | undefined;
  /** The ids of its games made from this provider's game (whose result follows that game's). */
  dependents(gameId: number): number[];
}

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
  private stopCorrections: (() => void) | undefined;
  private readonly options: FeedOptions;
  private synthetic: SyntheticGames | undefined;

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
    // An operator's correction reaches every process on the shared bus (the domain event of the
    // correction's transaction); a process that was away read it from the database just now.
    const domain = cluster?.shared ?? this.options.bus;
    this.stopCorrections = domain.subscribe<ResultCorrectedEvent>(RESULT_CORRECTED_SUBJECT, (event) => {
      this.applyCorrection(event.gameId).catch((err: unknown) => this.options.log.error({ err, gameId: event.gameId }, 'feed: a corrected result could not be read'));
    });
    if (!cluster) return this.lead();
    this.follow();
    this.election = cluster.elect({ onLead: () => this.lead(), onLost: () => this.demote() });
  }

  async stop(): Promise<void> {
    this.stopCorrections?.();
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
    if (this.synthetic?.owns(id)) return this.synthetic.findGame(id);
    return this.state.findGame(id);
  }

  /** Answers for the games made from the providers' (duels): lookups, quotes and results of their ids. */
  addSynthetic(games: SyntheticGames): void {
    this.synthetic = games;
  }

  /**
   * The pricing model's inputs behind a game's current prices, when its provider sends them (the
   * bet builder and duels price from them, decision 0026).
   */
  model(gameId: number): GameModel | undefined {
    return this.state.findGame(gameId)?.model;
  }

  /** A game's sub-games (corners, cards, its first half…), each a game of its own. */
  subGamesOf(gameId: number): GameEntry[] {
    return this.state.subGamesOf(gameId);
  }

  /** The top-level games on the line now: pre-match, not finished, taking bets (the duels' sides). */
  lineGames(): GameEntry[] {
    return [...this.state.allGames()].filter((e) => e.game.parentId === null && e.game.kind === 3 && !this.state.isSuspended(e));
  }

  /**
   * The price of a selection keyed as the family places it (wire-format §3.3: game, type and line;
   * the group only narrows it when given). Undefined when the game or the outcome is gone.
   */
  quote(selection: QuoteRequest): Quote | undefined {
    if (this.synthetic?.owns(selection.gameId)) return this.synthetic.quote(selection);
    const entry = this.state.findGame(selection.gameId);
    if (!entry) return undefined;
    // A lineless market is placed with Param 0 (wire-format §3.3), so "no line" and 0 are one key.
    const line = selection.param ?? 0;
    for (const market of entry.game.markets) {
      if (selection.group !== undefined && market.group !== selection.group) continue;
      const outcome = market.outcomes.find((o) => o.type === selection.type && (outcomeParam(market, o) ?? 0) === line);
      if (!outcome) continue;
      const suspended = this.state.isSuspended(entry);
      const status = entry.result ? (entry.result.cancelled ? 4 : 2) : suspended && market.status === 1 ? 3 : market.status;
      return {
        gameId: entry.game.id,
        constId: entry.game.constId,
        kind: entry.game.kind,
        group: market.group,
        type: outcome.type,
        param: outcomeParam(market, outcome),
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
    if (this.synthetic?.owns(gameId)) return this.synthetic.result(gameId);
    return this.state.findGame(gameId)?.result ?? this.state.resultOf(gameId);
  }

  /**
   * The result settlement decides on: as the database has it, with its revision (corrections are
   * made there), else as just received and not yet written (revision 0).
   */
  async settlementResult(gameId: number): Promise<GameResult | undefined> {
    const stored = await loadResult(this.options.db, gameId);
    if (stored) return stored;
    return this.result(gameId);
  }

  /**
   * Results corrected since `since` (their last change), oldest first: settlement settles their bets
   * again. A game made from a corrected one (a duel) follows it, at its own revision.
   */
  async revisedResults(since: Date, limit: number): Promise<{ gameId: number; revision: number; recordedAt: Date }[]> {
    const revised = await revisedResults(this.options.db, since, limit);
    const synthetic = this.synthetic;
    if (!synthetic) return revised;
    return revised.flatMap((row) => [
      row,
      ...synthetic.dependents(row.gameId).flatMap((gameId) => {
        const result = synthetic.result(gameId);
        return result ? [{ gameId, revision: result.revision ?? 0, recordedAt: row.recordedAt }] : [];
      }),
    ]);
  }

  /** Takes an operator's stored correction of a game's result into the live state. */
  async applyCorrection(gameId: number): Promise<void> {
    const stored = await loadResult(this.options.db, gameId);
    if (stored?.correction?.by === 'operator') this.state.correct(stored);
  }

  /** The list event of a game (push snapshots of a championship, sport or the top list). */
  eventSnapshot(gameId: number, lng: string | undefined): WireEvent | undefined {
    const entry = this.findGame(gameId);
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
