import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../../../app';
import { parseEnv } from '../../../config/env';
import { openTestDatabase } from '../../../testing/databases';
import type { FeedClock } from '../live-state-clock';
import type { FeedProvider } from '../provider';

// The real application with the feed fed by the tests' own providers and clock (DESIGN §6: API
// tests drive the real server through `inject`).

export interface FeedTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Closes the app (the feed store writes what it holds), then the database unless kept. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export async function startFeedTestApp(options: {
  providers: FeedProvider[];
  clock: FeedClock;
  database?: DatabaseHandle;
}): Promise<FeedTestApp> {
  const database = options.database ?? (await openTestDatabase('pglite'));
  if (!options.database) await seedDatabase(database.db);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: pino({ level: 'silent' }),
    siteCacheTtlMs: 0,
    feed: { providers: options.providers, clock: options.clock },
  });
  await app.ready();
  return {
    app,
    database,
    close: async ({ keepDatabase = false } = {}) => {
      await app.close();
      if (!keepDatabase) await database.close();
    },
  };
}
