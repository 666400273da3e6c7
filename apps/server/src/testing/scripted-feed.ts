import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { DatabaseHandle, DatabaseKind } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp, type AppDeps } from '../app';
import { parseEnv } from '../config/env';
import { openTestDatabase } from './databases';
import { withoutCaptcha } from './players';

// The real application with a feed the test scripts: a provider at the FeedProvider boundary whose
// every fixture, price and result the test sends, and one clock for the app and the feed that moves
// only when the test says (DESIGN §6: tests never sleep for match time).

type Provider = NonNullable<NonNullable<AppDeps['feed']>['providers']>[number];
export type FeedSink = Parameters<Provider['start']>[0];
export type Fixture = Parameters<FeedSink['fixture']>[0];
export type GameState = Parameters<FeedSink['state']>[1];
export type Markets = Parameters<FeedSink['prices']>[1];

const named = (en: string, ru = en) => ({ en, ru });
export const SCRIPT_START_MS = Date.UTC(2030, 0, 1, 12);

export function idleGame(): GameState {
  return { score: [0, 0], periods: [], currentPeriod: 0, currentPeriodName: named(''), elapsedSeconds: 0, stats: {}, finished: false };
}

export function finalScore(score: [number, number], halves: [[number, number], [number, number]] = [score, [0, 0]]): GameState {
  return {
    ...idleGame(),
    score,
    periods: halves.map((half, i) => ({ score: half, name: named(i === 0 ? '1st half' : '2nd half', i === 0 ? '1-й тайм' : '2-й тайм') })),
    currentPeriod: 2,
    elapsedSeconds: 5400,
    finished: true,
  };
}

/** A football game with a 1X2 market, starting `startsInSeconds` after the script's start. */
export function footballGame(id: number, options: { live?: boolean; startsInSeconds?: number; prices?: [number, number, number] } = {}): { fixture: Fixture; markets: Markets } {
  const [w1, x, w2] = options.prices ?? [2_100, 3_400, 3_500];
  return {
    fixture: {
      id,
      constId: id + 100_000_000,
      number: id % 1000,
      sportId: 1,
      champId: 88637,
      kind: options.live ? 1 : 3,
      start: Math.floor(SCRIPT_START_MS / 1000) + (options.startsInSeconds ?? (options.live ? -600 : 3600)),
      // Team ids stay within the feed store's integer column whatever the game id.
      team1: { id: (id % 100_000_000) * 2 + 1, name: named(`Home ${id}`, `Хозяева ${id}`) },
      team2: { id: (id % 100_000_000) * 2 + 2, name: named(`Away ${id}`, `Гости ${id}`) },
      parentId: null,
      info: {},
      state: options.live ? { ...idleGame(), currentPeriod: 1, elapsedSeconds: 600 } : idleGame(),
    },
    markets: [
      {
        group: 1,
        main: true,
        status: 1,
        outcomes: [
          { type: 1, price: w1, blocked: false },
          { type: 2, price: x, blocked: false },
          { type: 3, price: w2, blocked: false },
        ],
      },
      {
        group: 17,
        param: 2.5,
        main: true,
        status: 1,
        outcomes: [
          { type: 9, price: 1_900, blocked: false },
          { type: 10, price: 1_900, blocked: false },
        ],
      },
    ],
  };
}

class ScriptedProvider implements Provider {
  readonly id = 'scripted';
  readonly heartbeatMs = 3_600_000;
  sink: FeedSink | undefined;
  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    sink.catalogue({
      sports: [{ id: 1, name: named('Football', 'Футбол'), model: 'football', virtual: false, sort: 1 }],
      countries: [{ id: 826, name: named('England', 'Англия') }],
      championships: [{ id: 88637, sportId: 1, countryId: 826, name: named('England. Premier League', 'Англия. Премьер-лига'), parentId: null, sort: 1, top: true }],
    });
  }
  async stop(): Promise<void> {
    this.sink = undefined;
  }
}

export interface ScriptedApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  feed: FeedSink;
  /** Puts a game (fixture and prices) in the feed. */
  offer(game: { fixture: Fixture; markets: Markets }): void;
  /** Moves the clock of the app and the feed forward. */
  advance(ms: number): void;
  now(): number;
  close(): Promise<void>;
}

export interface ScriptedAppOptions {
  /**
   * Another server process of the same deployment: the app runs on this database (seeded by the
   * first app, closed by its opener), with a feed and clock of its own that the test scripts too.
   */
  database?: DatabaseHandle;
  /** Leaves betting's workers to the test (`app.betting.runOnce`): no timed pass settles or decides behind its back. */
  manualBettingWorkers?: boolean;
}

export async function startScriptedApp(kind: DatabaseKind, env: Record<string, string> = {}, options: ScriptedAppOptions = {}): Promise<ScriptedApp> {
  const owned = options.database === undefined;
  const database = options.database ?? (await openTestDatabase(kind, { poolSize: 10 }));
  if (owned) {
    await seedDatabase(database.db);
    await withoutCaptcha(database.db);
  }
  const provider = new ScriptedProvider();
  let clock = SCRIPT_START_MS;
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database,
    logger: pino({ level: 'silent' }),
    siteCacheTtlMs: 0,
    now: () => new Date(clock),
    feed: { providers: [provider], clock: { now: () => clock, setTimer: () => 0, clearTimer: () => {} } },
    ...(options.manualBettingWorkers ? { bettingWorkers: { everyMs: 3_600_000 } } : {}),
  });
  await app.ready();
  const sink = provider.sink;
  if (!sink) throw new Error('the scripted feed provider did not start');
  return {
    app,
    database,
    feed: sink,
    offer(game) {
      sink.fixture(game.fixture);
      sink.prices(game.fixture.id, game.markets);
    },
    advance(ms) {
      clock += ms;
    },
    now: () => clock,
    close: async () => {
      await app.close();
      if (owned) await database.close();
    },
  };
}
