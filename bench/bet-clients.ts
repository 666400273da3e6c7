// The clients of the betting benchmarks, in a process of their own so that they do not share the
// server's event loop. Closed loop (bet-placement): one lane per concurrent client, each placing
// its next single as soon as the last was answered, over HTTP (MakeBetWeb as the player, signed in)
// or as a bare `pg` client sending the same statements (bet-sql.ts). Open loop (bet-peak): bets sent
// at a fixed rate whatever the answers, spread over the lanes, each timed from the moment it was
// due, so a slow answer is not hidden by the bets that waited behind it.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { placeSingle, type BetLane } from './bet-sql';

export const MAKE_BET_PATH = '/service-api/LiveBet/Secure/MakeBetWeb';

/** A signed-in player as its browser would send a bet: cookies, the csrf echo, the brand's host. */
export interface HttpLane {
  cookie: string;
  csrf: string;
  host: string;
  gameId: number;
}

export interface ClientLane {
  http: HttpLane;
  sql: BetLane;
}

export type BetLoadTask =
  | { mode: 'closed'; via: 'http' | 'sql'; target: string; lanes: ClientLane[]; warmUpSeconds: number; seconds: number; wholeRequest?: boolean }
  | { mode: 'rate'; target: string; lanes: ClientLane[]; perSecond: number; warmUpSeconds: number; seconds: number };

export interface BetLoadReport {
  /** Bets answered in the measured window. */
  ops: number;
  seconds: number;
  p50: number;
  p99: number;
  /** Answers other than 200 with Success (the load stops at the first). */
  errors: number;
}

type Reply = { type: 'report'; report: BetLoadReport } | { type: 'failed'; message: string };

/** Runs one load in a fresh client process and returns its report. */
export function runBetLoad(task: BetLoadTask): Promise<BetLoadReport> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  return new Promise<BetLoadReport>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the client process exited (${code})`)));
    child.once('message', (reply: Reply) => (reply.type === 'report' ? resolve(reply.report) : reject(new Error(reply.message))));
    child.send(task);
  }).finally(() => child.kill());
}

type Place = () => Promise<void>;

function httpPlacer(origin: string, lane: HttpLane, sockets: number): Place {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const url = new URL(MAKE_BET_PATH, origin);
  return () => {
    const body = JSON.stringify({ CheckCf: 2, Source: 55, Vid: 0, Summ: 10, betGUID: randomUUID(), Events: [{ GameId: lane.gameId, Type: 1, Param: 0, Kind: 3 }] });
    const headers = { host: lane.host, cookie: lane.cookie, 'x-csrf-token': lane.csrf, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    return new Promise((resolve, reject) => {
      const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => (response.statusCode === 200 && text.includes('"Success":true') ? resolve() : reject(new Error(`MakeBetWeb answered ${response.statusCode}: ${text.slice(0, 300)}`))));
      });
      request.on('error', reject);
      request.end(body);
    });
  };
}

async function sqlPlacer(databaseUrl: string, lane: BetLane, wholeRequest: boolean): Promise<{ place: Place; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return { place: () => placeSingle(client, lane, randomUUID(), wholeRequest), close: () => client.end() };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function closedLoop(task: Extract<BetLoadTask, { mode: 'closed' }>): Promise<BetLoadReport> {
  const lanes = await Promise.all(
    task.lanes.map(async (lane) => (task.via === 'http' ? { place: httpPlacer(task.target, lane.http, 1), close: async () => {} } : sqlPlacer(task.target, lane.sql, task.wholeRequest ?? false))),
  );
  const measureFrom = performance.now() + task.warmUpSeconds * 1000;
  const end = measureFrom + task.seconds * 1000;
  const latencies: number[] = [];
  try {
    await Promise.all(
      lanes.map(async ({ place }) => {
        while (performance.now() < end) {
          const started = performance.now();
          await place();
          if (started >= measureFrom) latencies.push(performance.now() - started);
        }
      }),
    );
  } finally {
    await Promise.all(lanes.map((lane) => lane.close()));
  }
  latencies.sort((a, b) => a - b);
  return { ops: latencies.length, seconds: task.seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors: 0 };
}

async function openLoop(task: Extract<BetLoadTask, { mode: 'rate' }>): Promise<BetLoadReport> {
  const places = task.lanes.map((lane) => httpPlacer(task.target, lane.http, 4));
  const interval = 1000 / task.perSecond;
  const startAt = performance.now() + 50;
  const measureFrom = startAt + task.warmUpSeconds * 1000;
  const total = Math.round((task.warmUpSeconds + task.seconds) * task.perSecond);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = startAt + n * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const place = places[n % places.length];
    if (!place) break;
    inFlight.push(
      place().then(
        () => {
          if (due >= measureFrom) latencies.push(performance.now() - due);
        },
        (error: unknown) => {
          errors++;
          firstError ??= error;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  if (firstError !== undefined) throw new Error(`${errors} bets failed; the first: ${firstError instanceof Error ? firstError.message : String(firstError)}`);
  latencies.sort((a, b) => a - b);
  return { ops: latencies.length, seconds: task.seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.once('message', (task: BetLoadTask) => {
    (task.mode === 'closed' ? closedLoop(task) : openLoop(task)).then(
      (report) => process.send?.({ type: 'report', report } satisfies Reply),
      (error: unknown) => process.send?.({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies Reply),
    );
  });
}
