import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireGame } from '@stavka/contract/feed-wire';
import { openDatabase, type DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from './app';
import { startNatsTestServer, type NatsTestServer } from './bus/nats-test-server';
import { parseEnv } from './config/env';
import { isPostgresReachable, openTestDatabase } from './testing/databases';
import { TestSocket } from './modules/push/push-test-client';
import { emitAll, footballMarkets, GAMES, ScriptedProvider } from './modules/feed/live-state-fixtures';

// Two server processes on one PostgreSQL and one NATS (DESIGN §7), as a load balancer would put
// them: one is elected and runs the feed provider; the other answers the feed routes and pushes
// deltas from its copy of the leader's live state, and takes over when the leader goes.

const available = await isPostgresReachable();

interface Node {
  app: FastifyInstance;
  provider: ScriptedProvider;
  database: DatabaseHandle;
  url: string;
}

const running = (provider: ScriptedProvider) => {
  try {
    provider.emit(() => {});
    return true;
  } catch {
    return false;
  }
};

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.skipIf(!available)('two server processes (NATS + PostgreSQL)', () => {
  let nats: NatsTestServer;
  let database: DatabaseHandle;
  let a: Node;
  let b: Node;

  const start = async (natsPort = nats.port): Promise<Node> => {
    const url = database.url ?? '';
    const own = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const provider = new ScriptedProvider('scripted', 60_000, emitAll);
    const app = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, NATS_URL: `nats://127.0.0.1:${natsPort}` }),
      database: own,
      logger: pino({ level: 'silent' }),
      siteCacheTtlMs: 0,
      feed: { providers: [provider] },
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, provider, database: own, url: address };
  };
  const stop = async (node: Node) => {
    await node.app.close();
    await node.database.close();
  };

  const game = async (node: Node): Promise<WireGame | undefined> => {
    const res = await node.app.inject({ method: 'GET', url: `/service-api/LiveFeed/GetGameZip?id=${GAMES.live.id}` });
    return (res.json() as { Value?: WireGame }).Value;
  };
  /** A 1X2 price as the game page shows it (GE: market groups as columns). */
  const priceOf = (value: WireGame | undefined, type: number) =>
    value?.GE?.find((group) => group.G === 1)
      ?.E.flat()
      .find((o) => o.T === type)?.C;

  beforeAll(async () => {
    nats = await startNatsTestServer();
    database = await openTestDatabase('postgres');
    await seedDatabase(database.db);
    a = await start();
    await until(() => running(a.provider));
    b = await start();
  });
  afterAll(async () => {
    for (const node of [b, a]) await stop(node).catch(() => {});
    await database.close();
    await nats.close();
  });

  it('runs the provider in one process only; the other is ready once it holds the leader’s feed', async () => {
    expect(running(a.provider)).toBe(true);
    await until(async () => (await b.app.inject({ method: 'GET', url: '/ready' })).statusCode === 200);
    expect(running(b.provider)).toBe(false);
    expect(await game(b)).toEqual(await game(a));
  });

  it('answers the feed routes and pushes deltas from the follower as the leader’s prices move', async () => {
    const socket = await TestSocket.open(`${b.url.replace(/^http/, 'ws')}/ws`);
    try {
      socket.send({ type: 'subscribe', id: 1, topic: { kind: 'game', gameId: GAMES.live.id }, lng: 'en' });
      await socket.next('snapshot');
      a.provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1: 1_450, x: 4_200, w2: 7_000 })));
      const delta = await socket.nextDelta(1);
      expect(JSON.stringify(delta)).toContain('"C":1.45');
      await until(async () => priceOf(await game(b), 1) === 1.45);
      expect(priceOf(await game(b), 3)).toBe(7);
    } finally {
      await socket.close();
    }
  });

  it('is not ready while it has no copy of the leader’s feed', async () => {
    // A process that cannot reach the leader's NATS: the lock is taken, nobody answers its request.
    const elsewhere = await startNatsTestServer();
    const c = await start(elsewhere.port);
    try {
      const ready = await c.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'feed' });
      expect(running(c.provider)).toBe(false);
    } finally {
      await stop(c);
      await elsewhere.close();
    }
  });

  it('takes over when the leader goes: the follower starts the provider and keeps answering', async () => {
    await stop(a);
    await until(() => running(b.provider), 15_000);
    b.provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1: 2_500, x: 3_100, w2: 2_900 })));
    await until(async () => priceOf(await game(b), 1) === 2.5);
    expect((await b.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});
