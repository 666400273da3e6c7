import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { DatabaseHandle, DatabaseKind } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { openTestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real application on a fresh, seeded database, driven with `app.inject` (DESIGN §6). */
export interface TestAppOptions {
  now?: () => Date;
  /** Routes a test adds before the app is ready (e.g. one guarded by a preHandler under test). */
  extend?: (app: FastifyInstance) => void;
}

export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  await seedDatabase(database.db);
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    database,
    logger: pino({ level: 'silent' }),
    siteCacheTtlMs: 0,
    ...(options.now ? { now: options.now } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
