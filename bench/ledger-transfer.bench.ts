// What is measured (issue 11 "Speed"): a ledger transfer — a hold and its post in one unit of work,
// as a bet's stake taken by the house — over HTTP on PostgreSQL with 8 concurrent clients, against
// the same SQL sent by a bare `pg` loop on 8 connections, in the same run on a fresh database.
//
// The HTTP side is the real application (buildApp: every plugin and hook, the wallet service, the
// outbox dispatcher delivering each transfer's balance notices) with one route the benchmark adds,
// `POST /bench/ledger` (ledger-route.ts): it calls the wallet service — hold, then postHold — in one
// unit of work, as betting will. The route is never part of the product. The baseline sends the
// statements the service sends (ledger-sql.ts) on bare connections; before measuring, the benchmark
// records what the service really sent for one transfer and stops if the two differ. The clients
// run in a process of their own (ledger-clients.ts), one lane per client, each on its own player
// account, 1 minor unit a transfer. Each transfer writes two balance notices to the outbox: ours
// also delivers them (the app's dispatcher), the baseline only writes them (the dispatcher rests
// while the raw loop runs). Target: ours ÷ raw SQL ≥ 0.5.
//
// The house side. Every lane of the main measurement posts to the one house account of the brand in
// RUB, as production would; the same load with each lane posting to a house account of its own (one
// currency per lane, so no row is shared between clients) shows what sharing the house costs.
// Target: shared ÷ own ≥ 0.8. It costs little because the brand's accounts are never updated: a
// post only inserts the house's entry (its balance is the sum of its entries), so no transaction
// waits on a house row. The benchmark prints the house row after the load (version and balance still
// 0, one entry per transfer), and, for contrast, the raw SQL with a balance kept on the house row —
// the hot row this design avoids.
//
// Ours, the raw loop and the own-house load take turns for five windows each (BENCH_DURATION
// seconds after a 1 s warm-up); the median window is the result. PostgreSQL: TEST_POSTGRES_URL, or
// postgres://postgres@127.0.0.1:5432/test, where the benchmark creates and drops its database.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pino } from 'pino';
import { queryRows, type Database, type DatabaseHandle } from '@stavka/db/client';
import * as schema from '@stavka/db/schema';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/config/env';
import { verifyLedger, type Wallet } from '../apps/server/src/modules/wallet/service';
import { openTestDatabase } from '../apps/server/src/testing/databases';
import { insertTestPlayer } from '../apps/server/src/testing/players';
import type { Benchmark, Measurement } from './benchmark';
import { runLoad, type LoadReport, type LoadTask } from './ledger-clients';
import { LEDGER_BENCH_ROUTE, registerLedgerBenchRoute } from './ledger-route';
import { firstDifference, type Lane } from './ledger-sql';
import { loadDuration } from './load';

const CLIENTS = 8;
const ROUNDS = 5;
/** One currency per lane for the own-house load: each has its own house account. */
const OWN_HOUSE_CURRENCIES = ['RUB', 'USD', 'EUR', 'KZT', 'UZS', 'UAH', 'BYN', 'AZN'];
const FUNDS = 10n ** 12n;
const silent = pino({ level: 'silent' });

/** The app's database, with every statement it sends offered to `record` (the same-SQL check). */
function recordingHandle(url: string, record: (query: string) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection still idle when the scratch database is dropped ends with an error: not the run's.
  pool.on('error', () => {});
  const db = drizzle(pool, { logger: { logQuery: (query) => record(query) } }) as unknown as Database;
  return { db, kind: 'postgres', url, ping: async () => void (await pool.query('select 1')), close: () => pool.end() };
}

/** Players with funded accounts in `currencies`, each paying into its brand's house account. */
async function lanesFor(db: Database, wallet: Wallet, currencies: readonly string[]): Promise<Lane[]> {
  const lanes: Lane[] = [];
  for (const [n, currency] of currencies.entries()) {
    const player = await insertTestPlayer(db, { currencyCode: currency });
    const owner = { id: player.id, siteId: player.siteId, currencyCode: currency };
    const lane = await runInTransaction(db, async (uow) => {
      const account = await wallet.activeAccountOf(uow, owner);
      await wallet.adjust(uow, { accountId: account.id, amount: FUNDS, operator: 'bench', reason: 'funding', key: `bench-funding-${player.id}-${n}` });
      const house = await wallet.systemAccount(uow, player.siteId, 'house', currency);
      return { siteId: player.siteId, currency, scale: wallet.currencies.scaleOf(currency), from: account.id, to: house };
    });
    lanes.push(lane);
  }
  return lanes;
}

function median(reports: LoadReport[]): LoadReport {
  const sorted = [...reports].sort((a, b) => a.ops / a.seconds - b.ops / b.seconds);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no window was measured');
  return middle;
}

const perSecond = (report: LoadReport) => report.ops / report.seconds;
const asMeasurement = (report: LoadReport): Measurement => ({ requestsPerSecond: perSecond(report), latencyP50: report.p50, latencyP99: report.p99, requests: report.ops });
const line = (name: string, report: LoadReport) =>
  `  ${name.padEnd(34)} ${Math.round(perSecond(report)).toLocaleString('en-US').padStart(6)} transfers/s, p50 ${report.p50.toFixed(1)} ms, p99 ${report.p99.toFixed(1)} ms`;

export const benchmark: Benchmark = {
  name: 'ledger-transfer',
  description: `hold + post over HTTP on PostgreSQL, ${CLIENTS} clients: the wallet service vs the same SQL from a bare pg loop (${CLIENTS} connections); the shared house account vs one per client`,
  async run() {
    const scratch = await openTestDatabase('postgres', { poolSize: 2 });
    let recording = false;
    const recorded: string[] = [];
    const database = recordingHandle(scratch.url as string, (query) => recording && recorded.push(query));
    try {
      await seedDatabase(scratch.db);
      const app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url }), database, logger: silent });
      registerLedgerBenchRoute(app, database.db);
      await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const shared = await lanesFor(database.db, app.wallet, Array.from({ length: CLIENTS }, () => 'RUB'));
        const own = await lanesFor(database.db, app.wallet, OWN_HOUSE_CURRENCIES);
        const house = shared[0]?.to ?? 0;

        // The baseline must be the service's SQL: record one transfer's statements and compare.
        recording = true;
        const [lane] = shared;
        const probe = await app.inject({ method: 'POST', url: LEDGER_BENCH_ROUTE, payload: { op: 'hold-post', key: 'probe', siteId: lane?.siteId, currency: 'RUB', from: lane?.from, to: house, amount: '1', reason: 'stake' } });
        recording = false;
        if (probe.statusCode !== 200) throw new Error(`the bench route answered ${probe.statusCode}: ${probe.body}`);
        // Only the transfer's own statements: the outbox dispatcher and the brand cache query too.
        const difference = firstDifference(recorded.filter((query) => query.includes('"wallet_') || query.startsWith('insert into "outbox_messages"')));
        if (difference) throw new Error(`the baseline no longer sends the wallet's SQL (${difference}); update bench/ledger-sql.ts`);

        const window = { warmUpSeconds: 1, seconds: loadDuration() };
        const ours: LoadReport[] = [];
        const raw: LoadReport[] = [];
        const ownHouse: LoadReport[] = [];
        // Each window starts with the outbox delivered. The app's dispatcher rests while the raw loop
        // runs: the notices that loop writes are not the app's work, and are delivered between windows.
        const load = async (task: Omit<LoadTask, 'warmUpSeconds' | 'seconds'>) => {
          await app.outbox.drain();
          if (task.via === 'http') return runLoad({ ...task, ...window });
          await app.outbox.stop();
          try {
            return await runLoad({ ...task, ...window });
          } finally {
            app.outbox.start();
          }
        };
        for (let round = 0; round < ROUNDS; round++) {
          // The two HTTP loads swap places every round, so neither always follows the raw loop.
          const shareFirst = round % 2 === 0;
          if (shareFirst) ours.push(await load({ via: 'http', target: origin, lanes: shared, tag: `http-shared-${round}` }));
          else ownHouse.push(await load({ via: 'http', target: origin, lanes: own, tag: `http-own-${round}` }));
          raw.push(await load({ via: 'sql', target: scratch.url as string, lanes: shared, tag: `sql-shared-${round}` }));
          if (shareFirst) ownHouse.push(await load({ via: 'http', target: origin, lanes: own, tag: `http-own-${round}` }));
          else ours.push(await load({ via: 'http', target: origin, lanes: shared, tag: `http-shared-${round}` }));
          process.stdout.write(`  round ${round + 1}: ours ${Math.round(perSecond(ours[round] as LoadReport))}, raw SQL ${Math.round(perSecond(raw[round] as LoadReport))}, own house ${Math.round(perSecond(ownHouse[round] as LoadReport))} transfers/s\n`);
        }
        const [oursMedian, rawMedian, ownMedian] = [median(ours), median(raw), median(ownHouse)];

        // The house row after every transfer of the shared loads: never updated, entries only.
        const [row] = await database.db.select({ balance: schema.walletAccounts.balance, version: schema.walletAccounts.version }).from(schema.walletAccounts).where(eq(schema.walletAccounts.id, house));
        const [entries] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from wallet_entries e join wallet_transfers t on t.id = e.transfer_id where e.account_id = ${house} and t.phase = 'post'`);
        const violation = await verifyLedger(database.db);
        if (violation) throw new Error(`ledger:verify after the load: ${violation.invariant}: ${violation.detail}`);

        const hot = await load({ via: 'sql', target: scratch.url as string, lanes: shared, tag: 'sql-hot', hotRow: true });
        process.stdout.write(
          [
            line('ours (HTTP, shared house)', oursMedian),
            line('raw SQL (shared house)', rawMedian),
            line('ours (HTTP, a house per client)', ownMedian),
            `  ours ÷ raw SQL ${(perSecond(oursMedian) / perSecond(rawMedian)).toFixed(2)} (target ≥ 0.5); shared house ÷ own house ${(perSecond(oursMedian) / perSecond(ownMedian)).toFixed(2)} (target ≥ 0.8)`,
            `  the house account ${house} after ${entries?.n ?? 0} posts into it: version ${row?.version}, balance column ${row?.balance} (the row was never updated), ${entries?.n ?? 0} entries inserted`,
            line('for contrast: raw SQL, hot house row', hot),
            `  a balance kept on the house row would run at ${(perSecond(hot) / perSecond(rawMedian)).toFixed(2)}× the raw SQL without it`,
            '',
          ].join('\n'),
        );
        return { ours: asMeasurement(oursMedian), baseline: asMeasurement(rawMedian), baselineName: `bare pg loop, same SQL, ${CLIENTS} connections`, unit: 'transfers/s' };
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await scratch.close();
    }
  },
};
