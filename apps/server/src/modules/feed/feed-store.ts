import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { EventBus } from '../../bus/event-bus';
import { FEED_SUBJECT, type CatalogueEvent, type Fixture, type GameEvent } from './feed-events';
import type { CatalogueUpdate } from './live-state-catalogue';
import { outcomeKey } from './live-state-diff';
import type { FeedClock } from './live-state-clock';
import type { GameResult } from './model';
import { insertOddsRows, pruneOddsHistory, upsertCatalogue, upsertFixtures, type OddsRow } from './repo';
import { upsertResults } from './results-repo';

// The feed store (issue 4 "persisted"): a bus consumer that writes the catalogue, fixtures, results
// and odds history to the database, never on the live path. Events are buffered in memory and
// flushed once a second of real time: the fixtures and results as multi-row upserts, the odds
// history as inserts of column arrays holding at most one row per outcome and flush (the last
// price of it).
//
// Bounded history: the simulator moves ~350 prices a second (most by a fraction of a percent), so a
// row is kept when a price has moved by at least MIN_MOVE from the outcome's last recorded price,
// which cuts the rows by about 3.5× and changes no graph visibly; rows older than the retention are
// pruned every hour.

export const FLUSH_MS = 1_000;
const PRUNE_EVERY_MS = 3_600_000;
/** When the database falls behind, older odds rows are dropped beyond this many. */
const MAX_PENDING_ODDS = 200_000;
/** Smallest relative move of a price that makes a history row (1%). */
export const MIN_MOVE = 0.01;

export interface FeedStoreOptions {
  db: Database;
  bus: EventBus;
  clock: FeedClock;
  log: FastifyBaseLogger;
  retentionDays: number;
}

export interface FeedStore {
  /** Writes whatever is buffered now. */
  flush(): Promise<void>;
  /** Unsubscribes, then writes what is left. */
  stop(): Promise<void>;
}

export function startFeedStore(options: FeedStoreOptions): FeedStore {
  const { db, bus, clock, log } = options;
  const catalogue: Required<CatalogueUpdate> = { sports: [], countries: [], championships: [], teams: [], players: [] };
  const fixtures = new Map<number, { fixture: Fixture; at: number }>();
  const results = new Map<number, GameResult>();
  let odds = new Map<string, OddsRow>();
  /** Last recorded price per game and outcome; forgotten when the game leaves the feed. */
  const recorded = new Map<number, Map<string, number>>();
  let dropped = 0;
  let flushing: Promise<void> | undefined;
  let lastPrune = 0;

  const onGame = (event: GameEvent) => {
    switch (event.type) {
      case 'fixture':
        fixtures.set(event.gameId, { fixture: event.fixture, at: event.at });
        return;
      case 'state': {
        // The last state rides along with the next fixture write of the game, if any.
        const pending = fixtures.get(event.gameId);
        if (pending) pending.fixture = { ...pending.fixture, state: event.state };
        return;
      }
      case 'finished':
        results.set(event.gameId, event.result);
        return;
      case 'removed':
        recorded.delete(event.gameId);
        return;
      case 'odds': {
        const last = recorded.get(event.gameId) ?? new Map<string, number>();
        recorded.set(event.gameId, last);
        for (const change of event.changes) {
          if (change.move === 'gone' || change.move === 'same') continue;
          const outcome = outcomeKey(change.G, change.P, change.T, change.PL);
          const before = last.get(outcome);
          if (before !== undefined && Math.abs(change.price - before) < before * MIN_MOVE) continue;
          last.set(outcome, change.price);
          odds.set(`${event.gameId}|${outcome}`, {
            gameId: event.gameId,
            groupId: change.G,
            type: change.T,
            param: change.P ?? null,
            playerId: change.PL ?? null,
            price: change.price,
            at: new Date(event.at),
          });
        }
        if (odds.size > MAX_PENDING_ODDS) dropOldest();
        return;
      }
      default:
        return;
    }
  };

  const dropOldest = () => {
    const excess = odds.size - MAX_PENDING_ODDS;
    const keys = odds.keys();
    for (let i = 0; i < excess; i++) {
      const next = keys.next();
      if (next.done) break;
      odds.delete(next.value);
    }
    dropped += excess;
  };

  const onCatalogue = (event: CatalogueEvent) => {
    catalogue.sports.push(...(event.sports ?? []));
    catalogue.countries.push(...(event.countries ?? []));
    catalogue.championships.push(...(event.championships ?? []));
    catalogue.teams.push(...(event.teams ?? []));
    catalogue.players.push(...(event.players ?? []));
  };

  const write = async () => {
    const catalogueBatch = { ...catalogue };
    const hasCatalogue = Object.values(catalogueBatch).some((list) => list.length > 0);
    catalogue.sports = [];
    catalogue.countries = [];
    catalogue.championships = [];
    catalogue.teams = [];
    catalogue.players = [];
    const fixtureBatch = [...fixtures.values()];
    fixtures.clear();
    const resultBatch = [...results.values()];
    results.clear();
    const oddsBatch = [...odds.values()];
    odds = new Map();
    try {
      // Catalogue before fixtures and fixtures before results: a later write may refer to an earlier one.
      if (hasCatalogue) await upsertCatalogue(db, dedupe(catalogueBatch));
      if (fixtureBatch.length > 0) await upsertFixtures(db, fixtureBatch);
      if (resultBatch.length > 0) await upsertResults(db, resultBatch);
      if (oddsBatch.length > 0) await insertOddsRows(db, oddsBatch);
      if (dropped > 0) {
        log.warn({ dropped }, 'feed store fell behind: odds history rows dropped');
        dropped = 0;
      }
      const now = clock.now();
      if (now - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now;
        const pruned = await pruneOddsHistory(db, new Date(now - options.retentionDays * 86_400_000));
        if (pruned > 0) log.info({ pruned }, 'feed odds history pruned');
      }
    } catch (error) {
      // Fixtures, results and the catalogue are upserts: keep them for the next flush. Odds rows of
      // a failed batch are lost rather than kept growing.
      log.error({ err: error }, 'feed store write failed');
      for (const f of fixtureBatch) if (!fixtures.has(f.fixture.id)) fixtures.set(f.fixture.id, f);
      for (const r of resultBatch) if (!results.has(r.gameId)) results.set(r.gameId, r);
      if (hasCatalogue) onCatalogue({ type: 'catalogue', version: 0, at: 0, ...catalogueBatch });
    }
  };

  const flush = (): Promise<void> => {
    // Never two writes at once: a slow database makes the buffer bigger, not the load.
    flushing ??= write().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  const unsubscribeGames = bus.subscribe<GameEvent>(FEED_SUBJECT.allGames, onGame);
  const unsubscribeCatalogue = bus.subscribe<CatalogueEvent>(FEED_SUBJECT.catalogue, onCatalogue);
  // Once a second of real time, whatever the feed clock's speed: the database keeps the machine's
  // pace (on the simulator's clock at speed 60, a flush would come sixty times a second).
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  const stopTimer = () => clearInterval(timer);

  return {
    flush: async () => {
      await flushing;
      await flush();
    },
    stop: async () => {
      stopTimer();
      unsubscribeGames();
      unsubscribeCatalogue();
      await flushing;
      await flush();
    },
  };
}

/** The last entry of each id wins (an upsert cannot touch one row twice in one statement). */
function dedupe(update: Required<CatalogueUpdate>): CatalogueUpdate {
  const last = <T extends { id: number }>(list: T[]) => [...new Map(list.map((item) => [item.id, item])).values()];
  return {
    sports: last(update.sports),
    countries: last(update.countries),
    championships: last(update.championships),
    teams: last(update.teams),
    players: last(update.players),
  };
}
