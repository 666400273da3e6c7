// The subscribers of the fan-out bench (push-fanout.bench.ts), in a process of their own: one
// process cannot hold 20,000 sockets under the open-file limit, and the clients should not share
// the server's event loop. The bench drives them with messages; they connect, record each delta's
// delivery latency (arrival minus the frame's `ts`) while told to, and report p50 and p99.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LeanSubscriber } from './lean-websocket';

export type ParentMessage =
  { type: 'connect'; url: string; gameIds: number[]; perGame: number } | { type: 'measure' } | { type: 'report' } | { type: 'close' };
export type ClientReport =
  | { type: 'ready'; connected: number }
  | { type: 'measuring' }
  | { type: 'report'; received: number; seconds: number; p50: number; p99: number }
  | { type: 'closed' };

const CONNECT_BATCH = 250;

/** The bench's handle on the client process. */
export class Clients {
  private readonly child: ChildProcess = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });

  ask<T extends ClientReport['type']>(message: ParentMessage, answer: T): Promise<Extract<ClientReport, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the client process exited (${code})`));
      const onMessage = (report: ClientReport) => {
        if (report.type !== answer) return;
        this.child.off('message', onMessage).off('exit', onExit);
        resolve(report as Extract<ClientReport, { type: T }>);
      };
      this.child.on('message', onMessage).once('exit', onExit);
      this.child.send(message);
    });
  }

  kill(): void {
    this.child.kill();
  }
}

const TS = Buffer.from('"ts":');
const DELTA = Buffer.from('"type":"delta"');

/** The frame's `ts` read from its bytes, without parsing the whole frame (both sides pay the same). */
function tsOf(data: Buffer): number | undefined {
  if (data.indexOf(DELTA) === -1) return undefined;
  let at = data.indexOf(TS);
  if (at === -1) return undefined;
  let value = 0;
  for (at += TS.length; at < data.length && (data[at] ?? 0) >= 48 && (data[at] ?? 0) <= 57; at++)
    value = value * 10 + ((data[at] ?? 48) - 48);
  return value;
}

async function openSubscriber(url: string, gameId: number, onLatency: (ms: number) => void): Promise<LeanSubscriber> {
  let subscribed: () => void = () => {};
  const snapshot = new Promise<void>((resolve) => (subscribed = resolve));
  const subscriber = await LeanSubscriber.open(new URL(url), (opcode, payload) => {
    if (opcode !== 0x1) return;
    const ts = tsOf(payload);
    if (ts !== undefined) return onLatency(Date.now() - ts);
    if (payload.includes('"type":"snapshot"')) subscribed();
  });
  subscriber.send(0x1, Buffer.from(JSON.stringify({ type: 'subscribe', id: 1, topic: { kind: 'game', gameId }, lng: 'en' })));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no snapshot within 30 s')), 30_000)));
  await Promise.race([snapshot, late]).finally(() => clearTimeout(timer));
  return subscriber;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

function runClients(): void {
  let sockets: LeanSubscriber[] = [];
  let recording = false;
  let latencies: number[] = [];
  let startedAt = 0;
  const reply = (message: ClientReport) => process.send?.(message);
  process.on('message', (message: ParentMessage) => {
    void (async () => {
      if (message.type === 'connect') {
        const { gameIds, perGame } = message;
        for (let i = 0; i < gameIds.length * perGame; i += CONNECT_BATCH) {
          const batch = Array.from({ length: CONNECT_BATCH }, (_, k) => i + k).map((n) =>
            openSubscriber(message.url, gameIds[n % gameIds.length] ?? 0, (ms) => recording && latencies.push(ms)),
          );
          sockets.push(...(await Promise.all(batch)));
        }
        reply({ type: 'ready', connected: sockets.length });
      } else if (message.type === 'measure') {
        latencies = [];
        recording = true;
        startedAt = performance.now();
        reply({ type: 'measuring' });
      } else if (message.type === 'report') {
        recording = false;
        const sorted = Float64Array.from(latencies).sort();
        reply({
          type: 'report',
          received: sorted.length,
          seconds: (performance.now() - startedAt) / 1000,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
        });
      } else {
        await Promise.all(sockets.map((subscriber) => subscriber.close()));
        sockets = [];
        reply({ type: 'closed' });
      }
    })().catch((error: unknown) => {
      process.stderr.write(`push-fanout clients: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
  });
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runClients();
