// What is measured (issue 4 "Speed"): fan-out of live prices to 10,000 WebSocket subscribers, each
// getting one update a second — 100 live games repriced every second, 100 subscribers per game —
// through the real application (feed → live state → bus → push hub → `/ws`), against a naive loop
// in the same application that, for every price event, builds and JSON.stringifies each
// subscriber's frame and sends it. Both read the same bus events of the same feed: the fan-out
// strategy is the only difference. Latency runs from the feed's change (the frame's `ts`) to the
// frame's arrival at the client.
//
// Two loads. The target's: every game repriced once a second, a tenth of the games every 100 ms,
// as a feed that streams its matches delivers them (the summary row). And the worst case: all 100
// games in the same instant, 10,000 frames at once. Each load is printed beside this machine's
// floor for it: one frame built once and written to its sockets in one loop, nothing else. On this
// 2-core machine, where the clients share the cores, a loopback write costs 20–40 µs in the kernel,
// so the floor of the instant burst alone is about 200 ms at p99: no fan-out can meet 150 ms there;
// the spread load shows what the fan-out costs above the writes (decision 0014).
//
// Ours and the naive loop take turns for three windows per load; the median window is reported
// (each window's p99 is printed too), because one stall of a few hundred milliseconds in the server
// or the client process (a collection, a slow statement of the embedded database; an idle third
// process does not see them) spoils the p99 of the window it falls in.
//
// The clients live in a child process (`push-fanout-clients.ts`): one process cannot
// hold 20,000 sockets under the open-file limit (20,000 here), and the clients should not share the
// server's event loop; each speaks WebSocket over a bare TCP socket (`LeanSubscriber`), so that
// reading 10,000 sockets in one process adds as little as it can to the times it records. Loopback
// only. Targets: ours p99 ≤ 150 ms, and at least twice better than the naive loop's p99 in the same
// run. The throughput columns of the summary are delivered frames a second, the same for both by
// design (one update a second each).

import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { openDatabase } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp } from '../apps/server/src/app';
import type { EventBus } from '../apps/server/src/bus/event-bus';
import { createInProcessBus } from '../apps/server/src/bus/in-process-bus';
import { parseEnv } from '../apps/server/src/config/env';
import type { FeedClock } from '../apps/server/src/modules/feed/live-state-clock';
import type { Market } from '../apps/server/src/modules/feed/model';
import { buildMarkets, marginFor } from '../apps/server/src/modules/feed/simulator/market-builder';
import type { FeedProvider, FeedSink } from '../apps/server/src/modules/feed/provider';
import { FEED_SUBJECT, type GameEvent } from '../apps/server/src/modules/feed/service';
import { encodeTextFrame } from '../apps/server/src/modules/push/ws-frame';
import type { Benchmark, Measurement } from './benchmark';
import { loadDuration } from './load';
import { Clients } from './push-fanout-clients';

const GAMES = 100;
const PER_GAME = 100;
const WARM_UP_MS = 2_000;
/** The target's load: every game repriced once a second, a tenth of them every 100 ms. */
const SPREAD_BATCHES = 10;
/** Windows per load and fan-out: one rare stall spoils a window's p99, not the result. */
const ROUNDS = 3;
const GAME_IDS = Array.from({ length: GAMES }, (_, i) => 900_000_001 + i);

// --- the feed: every price of every game moves each second -------------------------------------

/** A live football game priced by the trading simulator's own models (about 90 outcomes). */
function liveFootball(index: number, minute: number): Market[] {
  const pricing = {
    rates: { home: 1.2 + (index % 7) / 10, away: 0.9 + (index % 5) / 10 },
    live: { clock: { minute }, score: { home: index % 3, away: index % 2 } },
  };
  return buildMarkets({ model: 'football', pricing, book: 'full' }, marginFor(undefined));
}

/**
 * The feed's clock: during a repricing tick every change is dated at the tick's start, the moment
 * the prices changed, so latency counts from there for both fan-outs — including the time a loop
 * spends on the games before it reaches one (the in-process bus delivers while the feed works).
 */
class TickClock implements FeedClock {
  private tickAt: number | undefined;
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private next = 1;

  now(): number {
    return this.tickAt ?? Date.now();
  }

  setTimer(fn: () => void, ms: number): number {
    const handle = this.next++;
    const timer = setTimeout(() => {
      this.timers.delete(handle);
      fn();
    }, ms);
    timer.unref();
    this.timers.set(handle, timer);
    return handle;
  }

  clearTimer(handle: number): void {
    clearTimeout(this.timers.get(handle));
    this.timers.delete(handle);
  }

  during(work: () => void): void {
    this.tickAt = Date.now();
    try {
      work();
    } finally {
      this.tickAt = undefined;
    }
  }
}

class RepricingFeed implements FeedProvider {
  readonly id = 'bench';
  readonly heartbeatMs = 60_000;
  readonly clock = new TickClock();
  private sink: FeedSink | undefined;
  private timer: NodeJS.Timeout | undefined;
  private minute = 10;

  async start(sink: FeedSink): Promise<void> {
    this.sink = sink;
    const named = (text: string) => ({ en: text, ru: text });
    sink.catalogue({
      sports: [{ id: 1, name: named('Football'), model: 'football', virtual: false, sort: 1 }],
      countries: [{ id: 826, name: named('England') }],
      championships: [{ id: 88637, sportId: 1, countryId: 826, name: named('Premier League'), parentId: null, sort: 1, top: true }],
    });
    const state = {
      score: [0, 0] as [number, number],
      periods: [],
      currentPeriod: 1,
      currentPeriodName: named('1st half'),
      elapsedSeconds: 600,
      stats: {},
      finished: false,
    };
    for (const id of GAME_IDS) {
      const [team1, team2] = [
        { id: id * 2, name: named(`Home ${id}`) },
        { id: id * 2 + 1, name: named(`Away ${id}`) },
      ];
      sink.fixture({
        id,
        constId: id + 1,
        number: id % 1000,
        sportId: 1,
        champId: 88637,
        kind: 1,
        start: Math.floor(Date.now() / 1000),
        team1,
        team2,
        parentId: null,
        info: {},
        state,
      });
      sink.prices(id, liveFootball(id % GAMES, this.minute));
    }
  }

  async stop(): Promise<void> {
    this.halt();
    this.sink = undefined;
  }

  /**
   * Reprices every game once a second: in `batches` equal batches spread over the second (10: a
   * tenth of the games every 100 ms, as a feed that streams its matches does), or all at once (1:
   * the worst case, every price of every game in the same instant).
   */
  run(batches: number): void {
    this.halt();
    const perBatch = Math.ceil(GAMES / batches);
    let next = 0;
    this.timer = setInterval(() => {
      const ids = GAME_IDS.slice(next * perBatch, (next + 1) * perBatch);
      next = (next + 1) % batches;
      this.tick(ids, next === 1 || batches === 1);
    }, 1_000 / batches);
  }

  halt(): void {
    clearInterval(this.timer);
  }

  private tick(ids: number[], newSecond: boolean): void {
    const sink = this.sink;
    if (!sink) return;
    sink.heartbeat(this.id, Date.now());
    // Fifteen seconds of play a second: most prices of every game move. The provider prices first
    // and hands the batch over at once, as a feed's repricing tick does.
    if (newSecond) this.minute = this.minute >= 85 ? 10 : this.minute + 0.25;
    const batch = ids.map((id) => [id, liveFootball(id % GAMES, this.minute)] as const);
    this.clock.during(() => {
      for (const [id, markets] of batch) sink.prices(id, markets);
    });
  }
}

// --- the server: the real app, plus the naive loop on another path -----------------------------

async function startServer(): Promise<{
  wsBase: string;
  feed: RepricingFeed;
  floor: ReturnType<typeof registerFloor>;
  close(): Promise<void>;
}> {
  const database = await openDatabase({ kind: 'pglite' });
  await seedDatabase(database.db);
  const bus = createInProcessBus();
  const provider = new RepricingFeed();
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: pino({ level: 'silent' }),
    bus,
    feed: { providers: [provider], clock: provider.clock },
  });
  registerNaiveLoop(app, bus);
  const floor = registerFloor(app);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    wsBase: url.replace(/^http/, 'ws'),
    feed: provider,
    floor,
    close: async () => {
      provider.halt();
      floor.halt();
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/** The baseline: for each price event, each subscriber's frame built, stringified and sent at once. */
function registerNaiveLoop(app: FastifyInstance, bus: EventBus): void {
  type Subscriber = { send(text: string): void; id: number; seq: number };
  const byGame = new Map<number, Set<Subscriber>>();
  bus.subscribe<GameEvent>(FEED_SUBJECT.allGames, (event) => {
    if (event.type !== 'odds') return;
    for (const subscriber of byGame.get(event.gameId) ?? []) {
      const E = event.changes.map((c) => ({
        G: c.G,
        T: c.T,
        C: c.price / 1000,
        CV: String(c.price / 1000),
        ...(c.P === undefined ? {} : { P: c.P }),
      }));
      subscriber.send(
        JSON.stringify({ type: 'delta', id: subscriber.id, seq: ++subscriber.seq, ts: event.at, changes: [{ I: event.gameId, E }] }),
      );
    }
  });
  app.get('/ws-naive', { websocket: true }, (socket) => {
    let mine: { set: Set<Subscriber>; subscriber: Subscriber } | undefined;
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString('utf8')) as { id: number; topic: { gameId: number } };
      const subscriber: Subscriber = { send: (text) => socket.send(text), id: frame.id, seq: 0 };
      const set = byGame.get(frame.topic.gameId) ?? new Set<Subscriber>();
      set.add(subscriber);
      byGame.set(frame.topic.gameId, set);
      mine = { set, subscriber };
      socket.send(JSON.stringify({ type: 'snapshot', id: frame.id, seq: 0 }));
    });
    socket.on('close', () => mine?.set.delete(mine.subscriber));
  });
}

/**
 * The machine's floor: every socket gets one frame a second, encoded once (only a `ts`) and written
 * in one loop per batch — with no feed, no diff and no frame building: what the socket writes and
 * the clients' reads alone take, under the same two loads as the fan-out (a tenth of the sockets
 * every 100 ms, or all of them in one instant).
 */
function registerFloor(app: FastifyInstance): { run(batches: number): void; halt(): void } {
  const sockets: Writable[] = [];
  app.get('/ws-floor', { websocket: true }, (socket, request) => {
    const stream = request.raw.socket;
    socket.on('message', (raw: Buffer) => {
      const frame = JSON.parse(raw.toString('utf8')) as { id: number };
      socket.send(JSON.stringify({ type: 'snapshot', id: frame.id, seq: 0 }));
      sockets.push(stream);
    });
    socket.on('close', () => sockets.splice(sockets.indexOf(stream), 1));
  });
  let timer: NodeJS.Timeout | undefined;
  return {
    run(batches) {
      clearInterval(timer);
      let next = 0;
      timer = setInterval(() => {
        const perBatch = Math.ceil(sockets.length / batches);
        const frame = encodeTextFrame(JSON.stringify({ type: 'delta', ts: Date.now() }));
        for (const stream of sockets.slice(next * perBatch, (next + 1) * perBatch)) stream.write(frame);
        next = (next + 1) % batches;
      }, 1_000 / batches);
    },
    halt: () => clearInterval(timer),
  };
}

/** The measurement whose p99 is the median of the rounds'. */
function medianByP99(list: Measurement[]): Measurement {
  const sorted = [...list].sort((a, b) => a.latencyP99 - b.latencyP99);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no round was measured');
  return median;
}

// --- the benchmark -----------------------------------------------------------------------------

async function measure(clients: Clients, url: string): Promise<Measurement> {
  const { connected } = await clients.ask({ type: 'connect', url, gameIds: GAME_IDS, perGame: PER_GAME }, 'ready');
  if (connected !== GAMES * PER_GAME) throw new Error(`${url}: ${connected} subscribers connected`);
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  await clients.ask({ type: 'measure' }, 'measuring');
  await new Promise((resolve) => setTimeout(resolve, loadDuration() * 1_000));
  const report = await clients.ask({ type: 'report' }, 'report');
  await clients.ask({ type: 'close' }, 'closed');
  return { requestsPerSecond: report.received / report.seconds, latencyP50: report.p50, latencyP99: report.p99, requests: report.received };
}

export const benchmark: Benchmark = {
  name: 'push-fanout',
  description: `${GAMES * PER_GAME} WebSocket subscribers, ${GAMES} games repriced every second: the push hub vs a naive per-socket JSON.stringify + send loop (delivered frames/s; compare the p99 delivery latency)`,
  async run() {
    const server = await startServer();
    const clients = new Clients();
    try {
      const loads = [
        { name: `${GAMES / SPREAD_BATCHES} games every ${1_000 / SPREAD_BATCHES} ms (the target's load)`, batches: SPREAD_BATCHES },
        { name: `all ${GAMES} games in one instant (the worst case)`, batches: 1 },
      ];
      /** The target's load is the summary row. */
      let summary: { ours: Measurement; naive: Measurement } | undefined;
      for (const load of loads) {
        server.floor.run(load.batches);
        const floor = await measure(clients, `${server.wsBase}/ws-floor`);
        server.floor.halt();
        server.feed.run(load.batches);
        // Ours and the naive loop take turns, so that both meet the same moments of the machine.
        const rounds: { ours: Measurement; naive: Measurement }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          rounds.push({ ours: await measure(clients, `${server.wsBase}/ws`), naive: await measure(clients, `${server.wsBase}/ws-naive`) });
        }
        server.feed.halt();
        const ours = medianByP99(rounds.map((r) => r.ours));
        const naive = medianByP99(rounds.map((r) => r.naive));
        summary ??= { ours, naive };
        const list = (pick: (r: { ours: Measurement; naive: Measurement }) => Measurement) =>
          rounds.map((r) => pick(r).latencyP99.toFixed(0)).join(', ');
        process.stdout.write(
          `  ${load.name}, ${ROUNDS} rounds of ${loadDuration()} s: delivery p99 ours ${list((r) => r.ours)} ms, naive loop ${list((r) => r.naive)} ms\n` +
            `    median round: ours ${ours.latencyP99.toFixed(0)} ms (target ≤ 150), naive ${naive.latencyP99.toFixed(0)} ms → ${(naive.latencyP99 / Math.max(ours.latencyP99, 1)).toFixed(2)}× better (target ≥ 2); ` +
            `p50 ${ours.latencyP50.toFixed(0)} vs ${naive.latencyP50.toFixed(0)} ms; the floor (one pre-built frame per socket, nothing else) p99 ${floor.latencyP99.toFixed(0)}, p50 ${floor.latencyP50.toFixed(0)} ms\n`,
        );
      }
      if (!summary) throw new Error('no load was measured');
      return { ours: summary.ours, baseline: summary.naive, baselineName: 'naive per-socket send loop' };
    } finally {
      clients.kill();
      await server.close();
    }
  },
};
