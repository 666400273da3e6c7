// What is measured (issue 11 "Speed", "Bad input and faults"): whether the ledger loses or doubles
// money when its server dies. 100,000 random operations (`BENCH_OPERATIONS` for a shorter run) from
// 8 clients — deposits, withdrawal holds, posts and voids of open holds, and one time in ten a repeat
// of an earlier operation's key — go to a real server process on a fresh PostgreSQL database, which
// is killed with SIGKILL 5 times along the way (evenly through the run) and started again on the
// same database each time. Clients send a request without an answer again, unchanged, until one
// comes (ledger-faults-client.ts). Then `ops ledger:verify` runs as its own process.
//
// The operations go through the wallet's transfer path: the server is apps/server's app with one
// route more (ledger-server.ts, ledger-route.ts: the wallet service in one unit of work per request),
// so every request is one ledger operation; the HTTP payment flow (request, provider page, signed
// notification) is killed mid-burst by the crash test (apps/server/src/modules/payments/crash.api.test.ts).
//
// Printed: operations acknowledged, found once (each acknowledged key's transfer is there, once,
// as acknowledged; each repeat was answered with its first transfer and moved nothing), lost (must
// be 0) and doubled (must be 0: repeats that moved money again, and transfers no client was told
// of), each account against its client's own books, and ledger:verify. Any loss, doubling or
// violation fails the benchmark. The throughput row is acknowledged operations a second over the
// whole run, restarts included, against the same count over the time the server was up.
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { queryRows } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { runInTransaction } from '@stavka/db/unit-of-work';
import { createOutbox } from '../apps/server/src/modules/outbox/service';
import { createWallet, loadCurrencies } from '../apps/server/src/modules/wallet/service';
import { freePort, openTestDatabase } from '../apps/server/src/testing/databases';
import { HttpPlayer } from '../apps/server/src/testing/http-player';
import { insertTestPlayer } from '../apps/server/src/testing/players';
import { runOpsProcess, startServerProcess, type ServerProcess } from '../apps/server/src/testing/server-process';
import type { Benchmark } from './benchmark';
import { runClient, type Account, type ClientBooks } from './ledger-faults-client';

const CLIENTS = 8;
const KILLS = 5;
const wanted = Number(process.env.BENCH_OPERATIONS ?? 100_000);
const OPERATIONS = Number.isInteger(wanted) && wanted >= 100 ? wanted : 100_000;
const silent = pino({ level: 'silent' });
const count = (n: number) => n.toLocaleString('en-US');

interface Row {
  key: string;
  id: number;
  phase: string;
  amount: string;
}

const phaseOf = { transfer: 'single', hold: 'pending', post: 'post', void: 'void', 'hold-post': 'post' } as const;

/** Compares every acknowledged operation with what the database kept. */
function audit(books: ClientBooks[], rows: Row[]) {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const acknowledgedKeys = new Set<string>();
  let foundOnce = 0;
  let lost = 0;
  let wrong = 0;
  for (const { op, transferId, amount } of books.flatMap((b) => b.acknowledged)) {
    acknowledgedKeys.add(op.key);
    const row = byKey.get(op.key);
    if (!row) lost++;
    else if (row.id === transferId && row.phase === phaseOf[op.op] && row.amount === String(amount)) foundOnce++;
    else wrong++;
  }
  const unknown = rows.filter((row) => !acknowledgedKeys.has(row.key)).length;
  const repeatsDoubled = books.reduce((n, b) => n + b.repeatsDoubled, 0);
  return { foundOnce, lost, wrong, unknown, doubled: unknown + repeatsDoubled, repeatsKept: books.reduce((n, b) => n + b.repeatsKept, 0) };
}

export const benchmark: Benchmark = {
  name: 'ledger-faults',
  description: `${count(OPERATIONS)} random ledger operations (10% repeated keys) from ${CLIENTS} clients over HTTP, ${KILLS} SIGKILLs of the server process, then ledger:verify (acknowledged ops/s through the kills vs while up)`,
  async run() {
    const scratch = await openTestDatabase('postgres', { poolSize: 4 });
    const databaseUrl = scratch.url as string;
    const players: HttpPlayer[] = [];
    let server: ServerProcess | undefined;
    try {
      await seedDatabase(scratch.db);
      const currencies = await loadCurrencies(scratch.db, silent);
      const wallet = createWallet({ db: scratch.db, outbox: createOutbox({ db: scratch.db, log: silent }), currencies, log: silent, now: () => new Date() });
      const accounts: Account[] = [];
      for (let c = 0; c < CLIENTS; c++) {
        const player = await insertTestPlayer(scratch.db);
        const owner = { id: player.id, siteId: player.siteId, currencyCode: 'RUB' };
        accounts.push(
          await runInTransaction(scratch.db, async (uow) => ({
            siteId: player.siteId,
            currency: 'RUB',
            player: (await wallet.activeAccountOf(uow, owner)).id,
            clearing: await wallet.systemAccount(uow, player.siteId, 'clearing', 'RUB'),
          })),
        );
      }
      currencies.stop();

      const port = await freePort();
      const start = () => startServerProcess({ databaseUrl, port, entry: 'ledger-server' });
      server = await start();
      const origin = server.origin;

      const startedAt = performance.now();
      let budget = OPERATIONS;
      let acknowledged = 0;
      const restarts: number[] = [];
      const crashes: Promise<void>[] = [];
      const crashAndRestart = async () => {
        const killedAt = performance.now();
        process.stdout.write(`  SIGKILL ${crashes.length + 1} of ${KILLS} after ${count(acknowledged)} acknowledged operations (${((killedAt - startedAt) / 1000).toFixed(0)} s)\n`);
        await server?.kill();
        server = await start();
        restarts.push((performance.now() - killedAt) / 1000);
      };
      const onAcknowledged = () => {
        acknowledged++;
        const due = Math.round(((crashes.length + 1) * OPERATIONS) / (KILLS + 1));
        if (crashes.length < KILLS && acknowledged >= due) crashes.push(crashAndRestart());
      };

      const books = await Promise.all(
        accounts.map((account, c) => {
          const player = new HttpPlayer(() => origin);
          players.push(player);
          return runClient(player, account, c, () => budget-- > 0, onAcknowledged);
        }),
      );
      await Promise.all(crashes);
      const seconds = (performance.now() - startedAt) / 1000;

      const rows = await queryRows<Row>(
        scratch.db,
        sql`select idempotency_key as key, id::int as id, phase, amount::text as amount from wallet_transfers
            where debit_account_id in (${sql.join(accounts.map((a) => sql`${a.player}`), sql`, `)})
               or credit_account_id in (${sql.join(accounts.map((a) => sql`${a.player}`), sql`, `)})`,
      );
      const found = audit(books, rows);
      const stored = await queryRows<{ id: number; balance: string; held: string }>(
        scratch.db,
        sql`select id::int as id, balance::text, held::text from wallet_accounts where id in (${sql.join(accounts.map((a) => sql`${a.player}`), sql`, `)})`,
      );
      const matching = accounts.filter((account, c) => {
        const row = stored.find((r) => r.id === account.player);
        return row?.balance === String(books[c]?.balance) && row.held === String(books[c]?.held);
      }).length;
      const verified = await runOpsProcess(databaseUrl, ['ledger:verify']);

      const originals = books.reduce((n, b) => n + b.acknowledged.length, 0);
      const phantoms = books.reduce((n, b) => n + b.phantoms, 0);
      const latencies = books.flatMap((b) => b.latencies).sort((a, b) => a - b);
      const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
      const downtime = restarts.reduce((total, s) => total + s, 0);
      process.stdout.write(
        [
          `  operations ${count(OPERATIONS)} (${count(OPERATIONS - originals)} repeats of earlier keys) from ${CLIENTS} clients in ${seconds.toFixed(0)} s; ${restarts.length} SIGKILLs, restarts took ${restarts.map((s) => s.toFixed(1)).join(', ')} s`,
          `  acknowledged ${count(acknowledged)}; found once ${count(found.foundOnce + found.repeatsKept)} (${count(found.foundOnce)} operations, ${count(found.repeatsKept)} repeats answered with their first transfer)`,
          `  lost ${count(found.lost)}; doubled ${count(found.doubled)}; answers that disagree with the database ${count(found.wrong + phantoms)}`,
          `  operations cut by a kill and sent again: ${count(books.reduce((n, b) => n + b.cut, 0))}, of which ${count(books.reduce((n, b) => n + b.cutButDone, 0))} had taken effect before it (answered as repeats)`,
          `  accounts matching their client's books: ${matching} of ${accounts.length}`,
          `  ledger:verify: ${verified.code === 0 ? 'ok' : `exit ${verified.code}: ${verified.stderr.trim()}`}`,
          '',
        ].join('\n'),
      );
      const failures = [
        found.lost > 0 && `${found.lost} acknowledged operations lost`,
        found.doubled > 0 && `${found.doubled} operations doubled`,
        found.wrong + phantoms > 0 && `${found.wrong + phantoms} answers disagree with the database`,
        acknowledged !== OPERATIONS && `${OPERATIONS - acknowledged} operations never acknowledged`,
        matching !== accounts.length && `${accounts.length - matching} accounts differ from their client's books`,
        verified.code !== 0 && 'ledger:verify failed',
      ].filter((failure): failure is string => typeof failure === 'string');
      if (failures.length > 0) throw new Error(failures.join('; '));

      const measured = (over: number) => ({ requestsPerSecond: acknowledged / over, latencyP50: at(0.5), latencyP99: at(0.99), requests: acknowledged });
      return { ours: measured(seconds), baseline: measured(seconds - downtime), baselineName: 'the same run while the server was up', unit: 'ops/s' };
    } finally {
      for (const player of players) player.close();
      await server?.stop();
      await scratch.close();
    }
  },
};
