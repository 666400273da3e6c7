import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { DatabaseHandle } from '@stavka/db/client';
import { seedDatabase } from '@stavka/db/seed/all';
import { buildApp, type AppDeps } from '../../app';
import { createInProcessBus } from '../../bus/in-process-bus';
import type { EventBus } from '../../bus/event-bus';
import { parseEnv } from '../../config/env';
import { openTestDatabase } from '../../testing/databases';

// The real application listening on 127.0.0.1, with the feed fed by the test's own provider and
// clock and a bus the test can publish on, for push tests with real WebSocket clients (DESIGN §6).

type FeedDeps = NonNullable<AppDeps['feed']>;
export type TestProvider = NonNullable<FeedDeps['providers']>[number];
export type TestSink = Parameters<TestProvider['start']>[0];
export type TestClock = NonNullable<FeedDeps['clock']>;

export interface PushTestApp {
  app: FastifyInstance;
  bus: EventBus;
  database: DatabaseHandle;
  /** `ws://127.0.0.1:<port>/ws` */
  wsUrl: string;
  close(): Promise<void>;
}

export async function startPushTestApp(options: { provider: TestProvider; clock: TestClock; push?: AppDeps['push'] }): Promise<PushTestApp> {
  const database = await openTestDatabase('pglite');
  await seedDatabase(database.db);
  const bus = createInProcessBus();
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: pino({ level: 'silent' }),
    siteCacheTtlMs: 0,
    bus,
    feed: { providers: [options.provider], clock: options.clock },
    ...(options.push ? { push: options.push } : {}),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    bus,
    database,
    wsUrl: `${address.replace(/^http/, 'ws')}/ws`,
    close: async () => {
      await app.close();
      await bus.close();
      await database.close();
    },
  };
}

/** A provider whose every emission the test decides (the FeedProvider boundary, not a mock). */
export class ScriptedFeed implements TestProvider {
  readonly id = 'push-test';
  readonly heartbeatMs = 60_000;
  private sink: TestSink | undefined;

  constructor(private readonly script: (sink: TestSink) => void) {}

  async start(sink: TestSink): Promise<void> {
    this.sink = sink;
    this.script(sink);
  }

  async stop(): Promise<void> {
    this.sink = undefined;
  }

  emit(fn: (sink: TestSink) => void): void {
    if (!this.sink) throw new Error('the scripted feed is not started');
    fn(this.sink);
  }
}

/** Feed time that moves only when the test says (the feed's watchdog and timers wait for it). */
export function frozenClock(startMs = Date.UTC(2030, 0, 1, 12)): TestClock & { advance(ms: number): void } {
  let now = startMs;
  let next = 1;
  const timers = new Map<number, { due: number; fn: () => void }>();
  return {
    now: () => now,
    setTimer(fn, ms) {
      timers.set(next, { due: now + ms, fn });
      return next++;
    },
    clearTimer(handle) {
      timers.delete(handle);
    },
    advance(ms) {
      now += ms;
      for (const [handle, timer] of [...timers].sort((a, b) => a[1].due - b[1].due)) {
        if (timer.due > now || !timers.has(handle)) continue;
        timers.delete(handle);
        timer.fn();
      }
    },
  };
}
