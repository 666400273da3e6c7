import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { DatabaseHandle, DatabaseKind } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp, type AppDeps } from '../../app';
import { createInProcessBus } from '../../bus/in-process-bus';
import type { EventBus } from '../../bus/event-bus';
import { parseEnv } from '../../config/env';
import { Agent } from '../../testing/agent';
import { openTestDatabase } from '../../testing/databases';
import { setSiteValue } from '../site/service';

// The real application on a throw-away database with a feed the test drives: its own provider
// (the FeedProvider boundary, not a mock) and a clock that moves only when told (DESIGN §6).

type FeedDeps = NonNullable<AppDeps['feed']>;
type Provider = NonNullable<FeedDeps['providers']>[number];
export type Sink = Parameters<Provider['start']>[0];
type Fixture = Parameters<Sink['fixture']>[0];
type GameState = Parameters<Sink['state']>[1];

const named = (en: string, ru: string) => ({ en, ru });
const START_MS = Date.UTC(2030, 0, 1, 12);

export function idle(): GameState {
  return { score: [0, 0], periods: [], currentPeriod: 0, currentPeriodName: named('', ''), elapsedSeconds: 0, stats: {}, finished: false };
}

export function playing(score: [number, number], period = 1): GameState {
  return { ...idle(), score, currentPeriod: period, currentPeriodName: named(`Period ${period}`, `Период ${period}`), elapsedSeconds: 600 };
}

export function game(id: number, overrides: Partial<Fixture> = {}): Fixture {
  return {
    id,
    constId: id + 100_000_000,
    number: id % 1000,
    sportId: 1,
    champId: 88637,
    kind: 1,
    start: Math.floor(START_MS / 1000) + 600,
    team1: { id: 1988, name: named('Chelsea', 'Челси') },
    team2: { id: 2026, name: named('Brighton', 'Брайтон') },
    parentId: null,
    info: {},
    state: playing([0, 0]),
    ...overrides,
  };
}

export const GAMES = { live: game(800_000_001), line: game(800_000_002, { kind: 3, state: idle() }), tennis: game(800_000_003, { sportId: 4 }) };

function emitCatalogue(sink: Sink): void {
  sink.catalogue({
    sports: [
      { id: 1, name: named('Football', 'Футбол'), model: 'football', virtual: false, sort: 1 },
      { id: 4, name: named('Tennis', 'Теннис'), model: 'tennis', virtual: false, sort: 4 },
    ],
    countries: [{ id: 826, name: named('England', 'Англия') }],
    championships: [{ id: 88637, sportId: 1, countryId: 826, name: named('England. Premier League', 'Англия. Премьер-лига'), parentId: null, sort: 1, top: true }],
  });
  for (const fixture of Object.values(GAMES)) {
    sink.fixture(fixture);
    sink.prices(fixture.id, [{ group: 1, main: true, status: 1, outcomes: [{ type: 1, price: 2_100, blocked: false }, { type: 2, price: 3_400, blocked: false }, { type: 3, price: 3_500, blocked: false }] }]);
  }
}

/** A provider whose every emission the test decides. */
class ScriptedProvider implements Provider {
  readonly id = 'favourites-test';
  readonly heartbeatMs = 3_600_000;
  sink: Sink | undefined;
  async start(sink: Sink): Promise<void> {
    this.sink = sink;
    emitCatalogue(sink);
  }
  async stop(): Promise<void> {
    this.sink = undefined;
  }
}

export interface FavouritesTestApp {
  app: FastifyInstance;
  bus: EventBus;
  database: DatabaseHandle;
  /** What the feed provider sends next. */
  feed: Sink;
  /** `ws://127.0.0.1:<port>/ws` when listening. */
  wsUrl: string;
  close(): Promise<void>;
}

export async function startFavouritesTestApp(kind: DatabaseKind, options: { listen?: boolean } = {}): Promise<FavouritesTestApp> {
  const database = await openTestDatabase(kind);
  await seedDatabase(database.db);
  await setSiteValue(database.db, 'stavka', 'captcha.type', 'disabled');
  const bus = createInProcessBus();
  const provider = new ScriptedProvider();
  let now = START_MS;
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: pino({ level: 'silent' }),
    siteCacheTtlMs: 0,
    bus,
    feed: { providers: [provider], clock: { now: () => now++, setTimer: () => 0, clearTimer: () => {} } },
  });
  const address = options.listen ? await app.listen({ host: '127.0.0.1', port: 0 }) : (await app.ready(), '');
  if (!provider.sink) throw new Error('the feed provider did not start');
  return {
    app,
    bus,
    database,
    feed: provider.sink,
    wsUrl: address === '' ? '' : `${address.replace(/^http/, 'ws')}/ws`,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/** A player registered in one click (issue 3), signed in by the cookies of the returned agent. */
export async function registerPlayer(app: FastifyInstance): Promise<{ agent: Agent; id: number }> {
  const agent = new Agent(app, 'localhost');
  const res = await agent.post('/web-api/user/registration', { type: 'fast_reg', country_id: 643, currency: 'RUB', age_confirmed: true, terms_accepted: true });
  if (res.statusCode !== 200) throw new Error(`registration answered ${res.statusCode}: ${res.body}`);
  return { agent, id: Number(res.json<{ data: { login: string } }>().data.login) };
}
