// The clients of the ledger-transfer benchmark, in a process of their own so that they do not share
// the server's event loop: one lane per concurrent client, each driving its own accounts for a
// warm-up and then a measured window, either over HTTP (the bench route of the real app) or as a
// bare `pg` client sending the same statements on a connection of its own.
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { holdAndPost, type Lane } from './ledger-sql';
import { LEDGER_BENCH_ROUTE, type LedgerOp } from './ledger-route';

export interface LoadTask {
  via: 'http' | 'sql';
  /** The app's origin (http) or the database's URL (sql). */
  target: string;
  lanes: Lane[];
  /** Keys are `<tag>-<lane>-<n>`: a tag per window keeps every key new. */
  tag: string;
  warmUpSeconds: number;
  seconds: number;
  /** sql only: also update the brand's account, as a ledger with a hot row would. */
  hotRow?: boolean;
}

export interface LoadReport {
  /** Transfers (hold + post) completed in the measured window. */
  ops: number;
  seconds: number;
  p50: number;
  p99: number;
}

type Reply = { type: 'report'; report: LoadReport } | { type: 'failed'; message: string };

/** Runs one load in a fresh client process and returns its report. */
export function runLoad(task: LoadTask): Promise<LoadReport> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  return new Promise<LoadReport>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the client process exited (${code})`)));
    child.once('message', (reply: Reply) => (reply.type === 'report' ? resolve(reply.report) : reject(new Error(reply.message))));
    child.send(task);
  }).finally(() => child.kill());
}

type Transfer = (key: string) => Promise<void>;

function httpTransfer(origin: string, lane: Lane): Transfer {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(LEDGER_BENCH_ROUTE, origin);
  return (key) => {
    const op: LedgerOp = { op: 'hold-post', key, siteId: lane.siteId, currency: lane.currency, from: lane.from, to: lane.to, amount: '1', reason: 'stake' };
    const body = JSON.stringify(op);
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${LEDGER_BENCH_ROUTE} answered ${response.statusCode}: ${text}`))));
      });
      request.on('error', reject);
      request.end(body);
    });
  };
}

async function sqlTransfer(databaseUrl: string, lane: Lane, hotRow: boolean): Promise<{ transfer: Transfer; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { transfer: (key) => holdAndPost(client, lane, key, 1n, hotRow), close: () => client.end() };
}

async function run(task: LoadTask): Promise<LoadReport> {
  const lanes = await Promise.all(
    task.lanes.map(async (lane) => (task.via === 'http' ? { transfer: httpTransfer(task.target, lane), close: async () => {} } : sqlTransfer(task.target, lane, task.hotRow ?? false))),
  );
  const measureFrom = performance.now() + task.warmUpSeconds * 1000;
  const end = measureFrom + task.seconds * 1000;
  const latencies: number[] = [];
  try {
    await Promise.all(
      lanes.map(async ({ transfer }, l) => {
        for (let n = 0; performance.now() < end; n++) {
          const started = performance.now();
          await transfer(`${task.tag}-${l}-${n}`);
          if (started >= measureFrom) latencies.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await Promise.all(lanes.map((lane) => lane.close()));
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { ops: latencies.length, seconds: task.seconds, p50: at(0.5), p99: at(0.99) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (task: LoadTask) => {
    run(task).then(
      (report) => process.send?.({ type: 'report', report } satisfies Reply),
      (error: unknown) => process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies Reply),
    );
  });
}
