// The real server, started as `npm run serve` starts it on PostgreSQL (apps/server/src/main.ts),
// with the ledger bench route added (ledger-route.ts), for the fault benchmark, which kills it with
// SIGKILL and starts it again. Never part of the product.
import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import { registerLedgerBenchRoute } from './ledger-route';

const env = parseEnv(process.env);
if (env.DATABASE_URL === undefined) throw new Error('the ledger bench server runs on PostgreSQL: set DATABASE_URL');
const logger = pino({ level: env.LOG_LEVEL });
const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
await seedDatabase(database.db);
const app = await buildApp({ env, database, logger });
registerLedgerBenchRoute(app, database.db);
await app.listen({ port: env.PORT, host: env.HOST });

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
