// What the betting benchmarks share: the real application (buildApp: every plugin and hook, the
// betting and wallet services, the outbox dispatcher delivering each bet's notices, the betting
// workers) on a fresh PostgreSQL database, listening on a port, with a feed the benchmark writes
// (the scripted file feed of the crash test: football games on the line), and funded players
// signed in through the API, each given as a lane for the clients (bet-clients.ts): its cookies
// for HTTP and its rows for the bare SQL baseline. Every statement the app sends can be recorded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pino } from 'pino';
import type { Database, DatabaseHandle } from '@stavka/db/client';
import * as schema from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import { openTestDatabase } from '../apps/server/src/testing/databases';
import { FeedScriptProvider, FeedScriptWriter } from '../apps/server/src/testing/feed-script';
import { registerByApi, withoutCaptcha } from '../apps/server/src/testing/players';
import { footballGame } from '../apps/server/src/testing/scripted-feed';
import type { ClientLane } from './bet-clients';

/** Game ids stay below 214 748 364: the scripted fixtures' team ids must fit the feed store's integers. */
export const BENCH_GAME = 150_000_010;
const FUNDS = 10n ** 12n;

export interface BetBenchApp {
  app: FastifyInstance;
  origin: string;
  db: Database;
  databaseUrl: string;
  script: FeedScriptWriter;
  /** Statements sent while `recording` is on. */
  recorded: string[];
  recording: boolean;
  /** Funded players signed in, each betting on `BENCH_GAME`. */
  lanes(count: number): Promise<ClientLane[]>;
  close(): Promise<void>;
}

export async function startBetBenchApp(options: { poolSize?: number } = {}): Promise<BetBenchApp> {
  const scratch = await openTestDatabase('postgres', { poolSize: 2 });
  const databaseUrl = scratch.url as string;
  const scriptDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stavka-bench-feed-'));
  const script = new FeedScriptWriter(path.join(scriptDir, 'feed.jsonl'));
  script.offer(BENCH_GAME);
  const bench = { recorded: [] as string[], recording: false };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  // The database is dropped with (force) as soon as the pool has ended, which ends connections still
  // closing: their goodbye is not a failure then, and at any other time it is.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) throw error;
  });
  const db = drizzle(pool, { logger: { logQuery: (query) => void (bench.recording && bench.recorded.push(query)) } }) as unknown as Database;
  const handle: DatabaseHandle = { db, kind: 'postgres', url: databaseUrl, ping: async () => void (await pool.query('select 1')), close: () => pool.end() };
  await seedDatabase(db);
  await withoutCaptcha(db);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }),
    database: handle,
    logger: pino({ level: 'silent' }),
    feed: { providers: [new FeedScriptProvider(script.path)] },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { fixture } = footballGame(BENCH_GAME);
  return Object.assign(bench, {
    app,
    origin,
    db,
    databaseUrl,
    script,
    async lanes(count: number): Promise<ClientLane[]> {
      const lanes: ClientLane[] = [];
      for (let n = 0; n < count; n++) {
        const { agent, id } = await registerByApi(app, { ip: `10.1.${n >> 8}.${(n & 255) + 1}` });
        const [user] = await db.select({ siteId: schema.users.siteId }).from(schema.users).where(eq(schema.users.id, id));
        const [session] = await db.select({ tokenHash: schema.sessions.tokenHash }).from(schema.sessions).where(eq(schema.sessions.userId, id)).orderBy(desc(schema.sessions.createdAt)).limit(1);
        if (!user || !session) throw new Error(`player ${id} has no session`);
        const owner = { id, siteId: user.siteId, currencyCode: 'RUB' };
        const accounts = await runInTransaction(db, async (uow) => {
          const account = await app.wallet.activeAccountOf(uow, owner);
          await app.wallet.adjust(uow, { accountId: account.id, amount: FUNDS, operator: 'bench', reason: 'funding', key: randomUUID() });
          return { account: account.id, house: await app.wallet.systemAccount(uow, user.siteId, 'house', 'RUB') };
        });
        const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        lanes.push({
          http: { cookie, csrf: agent.cookies.get('csrf_token') ?? '', host: agent.host, gameId: BENCH_GAME },
          sql: { siteId: user.siteId, userId: id, ...accounts, tokenHash: session.tokenHash, gameId: BENCH_GAME, constId: fixture.constId, start: fixture.start },
        });
      }
      return lanes;
    },
    async close() {
      await app.close();
      closing = true;
      await handle.close();
      await scratch.close();
      fs.rmSync(scriptDir, { recursive: true, force: true });
    },
  });
}
