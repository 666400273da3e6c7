import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { claimDueRows, insertLeasedOutboxRow, insertOutboxRow, markDelivered, markFailed, purgeDelivered } from './repo';

// The transactional outbox (DESIGN §1.7). A business action enqueues what must leave the database
// (a message to send, an event for other processes) in its own unit of work; once it commits, the
// dispatcher hands each row to its topic's handler, retrying with backoff until the handler
// succeeds (at least once: handlers must tolerate a repeat, e.g. by the row id they are given).
// Every server process runs a dispatcher; a lease on the row keeps two from working on it at once.
//
// A running dispatcher with a handler for the topic writes the row already leased to itself and
// hands it to the handler right after the commit, from memory: a bet or a transfer then costs one
// statement for its notices' delivery (the pass's "delivered" mark), not a claim as well. Should
// the process die first, the lease lapses and another dispatcher's poll takes the row, as it takes
// any row whose writer could not deliver it (the command line, a delayed entry, a failed attempt).

export interface OutboxEntry {
  topic: string;
  /** Plain JSON: amounts travel as strings (a bigint would refuse to serialise and roll back the work). */
  payload: unknown;
  /** A key unique within the topic: enqueuing it again is a no-op (e.g. one mail per registration). */
  key?: string;
  /** Hold the row back this long after the commit. */
  delayMs?: number;
}

export interface OutboxDelivery {
  /** The row's id: stable across attempts, so a handler can refuse to act twice. */
  id: number;
  /** 1 on the first attempt. */
  attempt: number;
}

/** Delivers one row; throwing means "try again later", a PermanentOutboxError means "never". */
export type OutboxHandler = (payload: unknown, delivery: OutboxDelivery) => Promise<void>;

export interface TopicOptions {
  /** Attempts before the row is abandoned (kept, with its last error, for an operator). Default 20. */
  maxAttempts?: number;
}

/** A handler's verdict that retrying cannot help (the payload is malformed, the target is gone). */
export class PermanentOutboxError extends Error {
  override readonly name = 'PermanentOutboxError';
}

export interface Outbox {
  /** Writes the entry in the unit of work's transaction; it is dispatched after that commits. */
  enqueue(uow: UnitOfWork, entry: OutboxEntry): Promise<void>;
  /** Names the handler of a topic (one per topic). */
  handle(topic: string, handler: OutboxHandler, options?: TopicOptions): void;
  /** Starts polling for due rows (rows of other processes, retries after a backoff) and delivering its own rows as they commit. */
  start(): void;
  /** Stops polling, delivers its own committed rows and waits for the pass under way. */
  stop(): Promise<void>;
  /** Dispatches every row due now, and resolves when no more are due (tests, shutdown). */
  drain(): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often due rows are looked for besides the kick after each commit (default 1 s). */
  pollMs?: number;
  /** How long a claimed row is held before another process may take it (default 60 s). */
  leaseMs?: number;
  batchSize?: number;
  /** Delivered rows are deleted after this long (default 7 days). */
  retainMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 20;
const MAX_BACKOFF_MS = 5 * 60_000;
const PURGE_EVERY_MS = 10 * 60_000;
const ERROR_TEXT_LIMIT = 1000;

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 50;
  const handlers = new Map<string, { handler: OutboxHandler; maxAttempts: number }>();
  let pass: Promise<void> | undefined;
  let again = false;
  let timers: NodeJS.Timeout[] = [];
  /** Rows this process wrote leased to itself, committed and not yet handed to their handler. */
  const ready: DueRow[] = [];
  let flushing: Promise<void> | undefined;

  /** Hands a row to its topic's handler: true when it was delivered, false when it failed (marked for a retry or abandoned). */
  async function deliver(row: DueRow): Promise<boolean> {
    // Only topics with a handler here are claimed (claimDueRows): a process without one leaves the row to another.
    const topic = handlers.get(row.topic);
    if (!topic) return false;
    try {
      await topic.handler(row.payload, { id: row.id, attempt: row.attempts });
      return true;
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
      const permanent = error instanceof PermanentOutboxError || row.attempts >= topic.maxAttempts;
      const facts = { outboxId: row.id, topic: row.topic, attempt: row.attempts, error: text };
      if (permanent) log.error(facts, 'outbox: abandoned after its last attempt');
      else log.warn(facts, 'outbox: delivery failed, will retry');
      await markFailed(db, row.id, { error: text, retryAt: permanent ? null : new Date(now().getTime() + backoffMs(row.attempts)), now: now() });
      return false;
    }
  }

  async function runPass(): Promise<void> {
    do {
      again = false;
      const rows = await claimDueRows(db, { now: now(), leaseMs, limit: batchSize, topics: [...handlers.keys()] });
      const delivered: number[] = [];
      for (const row of rows) if (await deliver(row)) delivered.push(row.id);
      // One statement for the pass (a row delivered but not yet marked is delivered again after its
      // lease if the process dies here: at least once, as before).
      await markDelivered(db, delivered, now());
      if (rows.length === batchSize) again = true;
    } while (again);
  }

  /** Delivers the committed rows of this process, then marks them in one statement, until none is left. */
  async function deliverReady(): Promise<void> {
    while (ready.length > 0) {
      const rows = ready.splice(0);
      const delivered: number[] = [];
      for (const row of rows) if (await deliver(row)) delivered.push(row.id);
      // Unmarked (the process died, the database failed), a row is delivered again once its lease lapses.
      await markDelivered(db, delivered, now());
    }
  }

  /** One delivery of ready rows at a time, after the answer that committed them is on its way. */
  function flush(): Promise<void> {
    flushing ??= new Promise((resolve) => setImmediate(resolve))
      .then(deliverReady)
      .catch((error: unknown) => log.error({ err: error }, 'outbox: delivering committed rows failed'))
      .finally(() => {
        flushing = undefined;
        // A commit that came after the last look but before this delivery ended.
        if (ready.length > 0) void flush();
      });
    return flushing;
  }

  /** One pass at a time; a kick during a pass makes it look again before it ends. */
  function pump(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = runPass()
      .catch((error: unknown) => log.error({ err: error }, 'outbox: dispatching failed'))
      .finally(() => {
        pass = undefined;
        // A commit that kicked after the last look but before this pass ended.
        if (again) void pump();
      });
    return pass;
  }

  return {
    async enqueue(uow, entry) {
      const availableAt = new Date(now().getTime() + (entry.delayMs ?? 0));
      const row = { topic: entry.topic, payload: entry.payload, dedupeKey: entry.key ?? null, availableAt };
      if (entry.delayMs || timers.length === 0 || !handlers.has(entry.topic)) {
        await insertOutboxRow(uow.tx, row);
        // After the commit, once the caller's answer is on its way (setImmediate runs after the
        // reply is written): on PGlite the work shares the server's thread with the request.
        if (!entry.delayMs) uow.afterCommit(() => void setImmediate(() => void pump()));
        return;
      }
      const id = await insertLeasedOutboxRow(uow.tx, { ...row, lockedUntil: new Date(availableAt.getTime() + leaseMs) });
      if (id === undefined) return; // the key was enqueued before: that row is delivered, not this one
      // What the handler gets is what the row holds (JSON), as when a dispatcher claims it.
      const payload: unknown = JSON.parse(JSON.stringify(entry.payload));
      uow.afterCommit(() => {
        ready.push({ id, topic: entry.topic, payload, attempts: 1 });
        void flush();
      });
    },
    handle(topic, handler, topicOptions) {
      if (handlers.has(topic)) throw new Error(`outbox: the topic ${topic} already has a handler`);
      handlers.set(topic, { handler, maxAttempts: topicOptions?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS });
    },
    start() {
      if (timers.length > 0) return;
      const poll = setInterval(() => void pump(), options.pollMs ?? 1000);
      const purge = setInterval(() => {
        purgeDelivered(db, new Date(now().getTime() - (options.retainMs ?? 7 * 86_400_000))).catch((error: unknown) =>
          log.warn({ err: error }, 'outbox: purging delivered rows failed'),
        );
      }, PURGE_EVERY_MS);
      timers = [poll, purge];
      for (const timer of timers) timer.unref();
      void pump();
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await flushing;
      await pass;
    },
    async drain() {
      do {
        await flush();
        await pump();
      } while (pass || flushing || ready.length > 0);
    },
  };
}

/** A row handed to its handler: claimed by a pass, or written by this process leased to itself. */
interface DueRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

/** 1 s, 2 s, 4 s … up to five minutes, with jitter so that failed rows do not retry in step. */
function backoffMs(attempt: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/** The topic whose handler (registered in app.ts) publishes a domain event on the bus. */
export const BUS_PUBLISH_TOPIC = 'bus.publish';

/**
 * Publishes a domain event on the bus once the unit of work has committed, and never if it rolls
 * back (balance changed, deposit credited, bet settled…). `key` makes a repeat of the same event a no-op.
 */
export function publishAfterCommit(outbox: Outbox, uow: UnitOfWork, subject: string, event: object, key?: string): Promise<void> {
  return outbox.enqueue(uow, { topic: BUS_PUBLISH_TOPIC, payload: { subject, event }, ...(key === undefined ? {} : { key }) });
}
