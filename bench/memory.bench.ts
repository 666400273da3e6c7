// What is measured (issue 14 "Speed"): the server's resident memory (RSS, from /proc), as `npm
// start` runs it (compiled JavaScript, decision 0048), on PGlite and on PostgreSQL:
// - idle with the feed off, 10 s after it answers (the target: under 250 MB on PostgreSQL);
// - idle with the built-in trading simulator on (the demo's default);
// - with 2,000 WebSocket clients, each subscribed to the live football list as a browser on that
//   page is, the simulator moving their prices.
// The baseline is the same idle server on PostgreSQL with the feed off, run from the TypeScript
// sources through a loader, as `npm start` ran it before: the ratio is ours ÷ baseline (below 1:
// ours uses less). Loopback only; the clients live in this process (LeanSubscriber).

import fs from 'node:fs';
import { freePort, openTestDatabase } from '../apps/server/src/testing/databases';
import { pause, startServerProcess, type ServerProcess } from '../apps/server/src/testing/server-process';
import { type Benchmark, quantityMeasurement } from './benchmark';
import { LeanSubscriber } from './lean-websocket';

const SOCKETS = 2_000;
const CONNECT_BATCH = 250;
const SETTLE_MS = 10_000;
const IDLE_BUDGET_MB = 250;

function rssMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  if (!Number.isFinite(kilobytes)) throw new Error(`no VmRSS for process ${pid}`);
  return kilobytes / 1024;
}

interface Run {
  database: 'pglite' | 'postgres';
  feed: 'none' | 'simulator';
  sockets: number;
  typeScriptLoader?: boolean;
}

/** Starts a server for the run, lets it settle, opens its sockets, and reads its RSS. */
async function measure(run: Run): Promise<number> {
  const scratch = run.database === 'postgres' ? await openTestDatabase('postgres', { poolSize: 1 }) : undefined;
  let server: ServerProcess | undefined;
  const sockets: LeanSubscriber[] = [];
  try {
    const port = await freePort();
    server = await startServerProcess({
      databaseUrl: (scratch?.url as string | undefined) ?? '',
      port,
      env: { FEED_PROVIDER: run.feed, NODE_ENV: 'development' },
      typeScriptLoader: run.typeScriptLoader ?? false,
    });
    await pause(SETTLE_MS);
    for (let opened = 0; opened < run.sockets; opened += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, run.sockets - opened) }, () => subscribe(`ws://127.0.0.1:${port}/ws`));
      sockets.push(...(await Promise.all(batch)));
    }
    if (run.sockets > 0) await pause(SETTLE_MS / 2);
    return rssMegabytes(server.pid);
  } finally {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.stop();
    await scratch?.close();
  }
}

/** A client on the live football list: subscribed, its snapshot received. */
async function subscribe(url: string): Promise<LeanSubscriber> {
  let answered: () => void = () => {};
  const snapshot = new Promise<void>((resolve) => (answered = resolve));
  const socket = await LeanSubscriber.open(new URL(url), (opcode, payload) => {
    if (opcode === 0x1 && payload.includes('"type":"snapshot"')) answered();
  });
  socket.send(0x1, Buffer.from(JSON.stringify({ type: 'subscribe', id: 1, topic: { kind: 'sport', sportId: 1, feedKind: 1 }, lng: 'ru' })));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000)));
  await Promise.race([snapshot, late]).finally(() => clearTimeout(timer));
  return socket;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

export const benchmark: Benchmark = {
  name: 'memory',
  description: `server RSS idle and with ${SOCKETS.toLocaleString('en-US')} sockets, PGlite and PostgreSQL (compiled), against the idle server run through a TypeScript loader`,
  async run() {
    const figures: string[] = [];
    const row = async (label: string, run: Run) => {
      const value = await measure(run);
      figures.push(`  ${label.padEnd(52)} ${mb(value).padStart(7)}`);
      process.stdout.write(`${figures.at(-1)}\n`);
      return value;
    };
    const baseline = await row('PostgreSQL, idle, feed off, TypeScript loader', { database: 'postgres', feed: 'none', sockets: 0, typeScriptLoader: true });
    const ours = await row(`PostgreSQL, idle, feed off (budget ${IDLE_BUDGET_MB} MB)`, { database: 'postgres', feed: 'none', sockets: 0 });
    await row('PostgreSQL, idle, simulator', { database: 'postgres', feed: 'simulator', sockets: 0 });
    await row(`PostgreSQL, simulator, ${SOCKETS.toLocaleString('en-US')} sockets`, { database: 'postgres', feed: 'simulator', sockets: SOCKETS });
    await row('PGlite, idle, feed off', { database: 'pglite', feed: 'none', sockets: 0 });
    await row('PGlite, idle, simulator', { database: 'pglite', feed: 'simulator', sockets: 0 });
    await row(`PGlite, simulator, ${SOCKETS.toLocaleString('en-US')} sockets`, { database: 'pglite', feed: 'simulator', sockets: SOCKETS });
    process.stdout.write(`  idle on PostgreSQL ${ours <= IDLE_BUDGET_MB ? 'within' : 'OVER'} its budget of ${IDLE_BUDGET_MB} MB\n`);
    return { ours: quantityMeasurement(ours), baseline: quantityMeasurement(baseline), baselineName: 'TypeScript loader', unit: 'MB RSS', quantity: true };
  },
};
