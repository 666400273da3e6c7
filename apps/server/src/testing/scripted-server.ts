// The real server as `npm run serve` starts it on PostgreSQL (main.ts), with one difference: its
// feed is a file the test writes (feed-script.ts, the path as the first argument) instead of the
// trading simulator, so that a test or benchmark that kills the process with SIGKILL and starts it
// again, or an end-to-end test in the browser, knows every game and result. It serves the built web
// app as main.ts does. Test-only: started by server-process.ts, never in production.
import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../app';
import { parseEnv } from '../config/env';
import { findWebBuild } from '../web/web-build';
import { FeedScriptProvider } from './feed-script';

const scriptPath = process.argv[2];
if (scriptPath === undefined) throw new Error('usage: scripted-server.ts <feed script file>');
const env = parseEnv(process.env);
if (env.DATABASE_URL === undefined) throw new Error('the scripted server runs on PostgreSQL: set DATABASE_URL');
const logger = pino({ level: env.LOG_LEVEL });
const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
await seedDatabase(database.db);
const app = await buildApp({ env, database, logger, feed: { providers: [new FeedScriptProvider(scriptPath)] }, web: findWebBuild(env, process.cwd(), logger) });
await app.listen({ port: env.PORT, host: env.HOST });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
