import type { Database } from './client';

// One business action, one transaction (DESIGN §1.7): a caller opens a unit of work and hands it to
// every service it calls (wallet, betting, bonus…); their checks, holds and rows commit or roll back
// together. What must happen only once the work is durable (kick the outbox dispatcher, answer a
// waiting client) is registered with `afterCommit` and runs after the commit, never on a rollback.

/** The transaction a service writes through, shared by every service of one business action. */
export interface UnitOfWork {
  /** The open transaction: repositories take it wherever they take a `Database`. */
  readonly tx: Database;
  /** Runs once the transaction has committed (in registration order); dropped on rollback or retry. */
  afterCommit(callback: () => void): void;
  /**
   * Runs inside the transaction once the work is done, before the commit (in registration order;
   * one registered meanwhile runs too): the last writes of what the work gathered, e.g. one notice
   * per changed account however often it changed.
   */
  beforeCommit(callback: () => Promise<void>): void;
}

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  /** PostgreSQL's default, read committed, suits row locks and conditional updates. */
  isolation?: IsolationLevel;
  /** Attempts in all when the database reports a serialization failure or a deadlock (default 5). */
  maxAttempts?: number;
}

/** Serialization failure and deadlock: the database rolled the work back and it may be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const DEFAULT_ATTEMPTS = 5;

/**
 * Runs `work` in one transaction, retrying the whole of it (bounded, with a short jittered backoff)
 * when the database says it may. `work` must therefore only write through `uow.tx` and keep side
 * effects for `afterCommit`. Errors thrown by `work` roll the transaction back and reach the caller.
 */
export async function runInTransaction<T>(db: Database, work: (uow: UnitOfWork) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const callbacks: (() => void)[] = [];
    try {
      const result = await db.transaction(
        async (tx) => {
          const finishing: (() => Promise<void>)[] = [];
          const value = await work({ tx, afterCommit: (callback) => void callbacks.push(callback), beforeCommit: (callback) => void finishing.push(callback) });
          for (let i = 0; i < finishing.length; i++) await finishing[i]?.();
          return value;
        },
        options.isolation ? { isolationLevel: options.isolation } : undefined,
      );
      for (const callback of callbacks) callback();
      return result;
    } catch (error) {
      const code = databaseErrorOf(error)?.code;
      if (code === undefined || !RETRYABLE.has(code) || attempt >= maxAttempts) throw error;
      await pause(backoffMs(attempt));
    }
  }
}

function backoffMs(attempt: number): number {
  const ceiling = Math.min(200, 5 * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What PostgreSQL (and PGlite) say about a failed statement: the SQLSTATE and, when one applies, the constraint. */
export interface DatabaseErrorFacts {
  code: string;
  constraint?: string;
}

/**
 * The database's own error under whatever wraps it (drizzle wraps driver errors in a query error
 * whose `cause` is the driver's). Undefined when the error did not come from the database.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorFacts | undefined {
  for (let current: unknown = error, depth = 0; current !== null && typeof current === 'object' && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const facts = databaseErrorOf(error);
  return facts?.code === '23505' ? (facts.constraint ?? '') : undefined;
}
