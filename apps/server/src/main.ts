import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from './app';
import { ConfigError, parseEnv, resolveDataDir } from './config/env';
import { CommandSocketError, startCommandSocket, type CommandSocket } from './ops/command-socket-server';
import { acquireDataDirLock } from './ops/data-dir-lock';
import { findWebBuild } from './web/web-build';

// `npm start`: one process, PGlite in ./data (or PostgreSQL with DATABASE_URL), demo brands.

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const logger = pino({ level: env.LOG_LEVEL });
  const cwd = process.cwd();

  let releaseLock = () => {};
  if (env.DATABASE_URL === undefined) {
    if (env.NODE_ENV === 'production') logger.warn('running on PGlite in production (ALLOW_PGLITE_IN_PRODUCTION is set): it does not fsync');
    releaseLock = acquireDataDirLock(resolveDataDir(env, cwd), 'server');
  }
  const database = await openDatabase(
    env.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolveDataDir(env, cwd) }
      : { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
  );
  await seedDatabase(database.db);

  const app = await buildApp({ env, database, logger, web: findWebBuild(env, cwd, logger) });
  await app.listen({ port: env.PORT, host: env.HOST });
  // On PGlite the operator command line cannot open ./data while we hold it: it hands its
  // commands to us instead (decision 0017). On PostgreSQL it opens the database itself.
  let commandSocket: CommandSocket | undefined;
  if (env.DATABASE_URL === undefined) {
    // Without it the site still runs; the command line then asks the operator to stop it first.
    commandSocket = await startCommandSocket({ dataDir: resolveDataDir(env, cwd), db: database.db, log: logger }).catch((err: unknown) => {
      if (!(err instanceof CommandSocketError)) throw err;
      logger.error({ err }, 'no command socket: the ops command line cannot reach this server');
      return undefined;
    });
  }
  logger.info({ port: env.PORT, database: database.kind }, 'Stavka is up');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop taking requests, let running ones finish, then close the database.
    await app.close();
    await commandSocket?.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
