import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '@stavka/db/client';
import { outboxMessages } from '@stavka/db/schema';
import { databaseErrorOf, runInTransaction, uniqueViolation } from '@stavka/db/unit-of-work';
import { moneyTestDatabaseKinds, openTestDatabase } from '../../testing/databases';
import { countPending } from './repo';
import { createOutbox, PermanentOutboxError, type Outbox } from './service';

// The unit of work and the outbox on a real database: work commits or rolls back whole, retries
// what the database says it may, and what was enqueued leaves only after the commit, at least once.

const log = pino({ level: 'silent' });

describe.each(await moneyTestDatabaseKinds())('unit of work and outbox on %s', (kind) => {
  let database: DatabaseHandle;
  let clock: Date;
  const now = () => clock;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { poolSize: 8 });
    await database.db.execute(sql`create table uow_probe (id int primary key, n int not null)`);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock = new Date('2031-05-01T10:00:00Z');
    await database.db.delete(outboxMessages);
    await database.db.execute(sql`delete from uow_probe`);
  });

  const probeRows = async () => (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from uow_probe`))[0]?.n;
  const make = (): Outbox => createOutbox({ db: database.db, log, now });

  it('delivers an enqueued entry once its transaction commits, and marks it delivered', async () => {
    const outbox = make();
    const seen: unknown[] = [];
    outbox.handle('probe', async (payload) => void seen.push(payload));
    await runInTransaction(database.db, async (uow) => {
      await uow.tx.execute(sql`insert into uow_probe values (1, 1)`);
      await outbox.enqueue(uow, { topic: 'probe', payload: { amount: '10.50' } });
      expect(seen).toEqual([]);
    });
    await outbox.drain();
    expect(seen).toEqual([{ amount: '10.50' }]);
    expect(await countPending(database.db)).toBe(0);
  });

  it('leaves nothing behind when the work throws: no row, no entry, no after-commit call', async () => {
    const outbox = make();
    const seen: unknown[] = [];
    let committed = false;
    outbox.handle('probe', async (payload) => void seen.push(payload));
    await expect(
      runInTransaction(database.db, async (uow) => {
        await uow.tx.execute(sql`insert into uow_probe values (1, 1)`);
        await outbox.enqueue(uow, { topic: 'probe', payload: 1 });
        uow.afterCommit(() => (committed = true));
        throw new Error('the bet check failed');
      }),
    ).rejects.toThrow('the bet check failed');
    await outbox.drain();
    expect(seen).toEqual([]);
    expect(committed).toBe(false);
    expect(await probeRows()).toBe(0);
    expect(await countPending(database.db)).toBe(0);
  });

  it('refuses a payload that is not JSON (a bigint) inside the work, so the work rolls back', async () => {
    const outbox = make();
    await expect(
      runInTransaction(database.db, async (uow) => {
        await uow.tx.execute(sql`insert into uow_probe values (1, 1)`);
        await outbox.enqueue(uow, { topic: 'probe', payload: { amount: 10n } });
      }),
    ).rejects.toThrow();
    expect(await probeRows()).toBe(0);
  });

  it('retries a failing handler with a growing backoff, then delivers', async () => {
    const outbox = make();
    const attempts: number[] = [];
    outbox.handle('probe', async (_payload, delivery) => {
      attempts.push(delivery.attempt);
      if (delivery.attempt < 3) throw new Error('SMTP is down');
    });
    await runInTransaction(database.db, (uow) => outbox.enqueue(uow, { topic: 'probe', payload: 'x' }));
    await outbox.drain();
    expect(attempts).toEqual([1]);
    await outbox.drain();
    expect(attempts).toEqual([1]); // not due yet: the backoff holds it
    clock = new Date(clock.getTime() + 2_000);
    await outbox.drain();
    expect(attempts).toEqual([1, 2]);
    clock = new Date(clock.getTime() + 1_500);
    await outbox.drain();
    expect(attempts).toEqual([1, 2]); // the second backoff is longer
    clock = new Date(clock.getTime() + 3_000);
    await outbox.drain();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await countPending(database.db)).toBe(0);
  });

  it('abandons an entry when the handler says retrying cannot help, and keeps it with its error', async () => {
    const outbox = make();
    outbox.handle('probe', async () => {
      throw new PermanentOutboxError('no such recipient');
    });
    await runInTransaction(database.db, (uow) => outbox.enqueue(uow, { topic: 'probe', payload: 'x' }));
    await outbox.drain();
    const [row] = await database.db.select().from(outboxMessages);
    expect(row?.abandonedAt).not.toBeNull();
    expect(row?.lastError).toBe('no such recipient');
    expect(await countPending(database.db)).toBe(0);
  });

  it('enqueues a keyed entry once, however often the key comes', async () => {
    const outbox = make();
    const seen: unknown[] = [];
    outbox.handle('probe', async (payload) => void seen.push(payload));
    for (let i = 0; i < 3; i++) {
      await runInTransaction(database.db, (uow) => outbox.enqueue(uow, { topic: 'probe', payload: i, key: 'activation:42' }));
    }
    await outbox.drain();
    expect(seen).toEqual([0]);
  });

  it('gives a row to one of two dispatchers at a time (a lease), and to another once the lease ran out', async () => {
    const first = make();
    const second = make();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    first.handle('probe', async () => {
      calls.push('first');
      await held;
    });
    second.handle('probe', async () => void calls.push('second'));
    await runInTransaction(database.db, (uow) => first.enqueue(uow, { topic: 'probe', payload: 'x' }));
    const running = first.drain();
    await waitFor(() => calls.length === 1);
    await second.drain();
    expect(calls).toEqual(['first']);
    clock = new Date(clock.getTime() + 61_000); // the first dispatcher's lease is over: it is taken for dead
    await second.drain();
    expect(calls).toEqual(['first', 'second']);
    release();
    await running;
  });

  it('hands a running dispatcher its own committed row without a claim, leased to it so that no other takes it', async () => {
    const writer = createOutbox({ db: database.db, log, now, pollMs: 3_600_000 });
    const other = make();
    const seen: unknown[] = [];
    const others: unknown[] = [];
    writer.handle('probe', async (payload) => void seen.push(payload));
    other.handle('probe', async (payload) => void others.push(payload));
    writer.start();
    try {
      await runInTransaction(database.db, async (uow) => {
        await writer.enqueue(uow, { topic: 'probe', payload: { at: new Date('2031-05-01T10:00:00Z'), amount: 10n.toString() } });
        const [row] = await uow.tx.select().from(outboxMessages);
        // Leased from the start: a dispatcher polling now would not take it.
        expect(row).toMatchObject({ attempts: 1, lockedUntil: new Date(clock.getTime() + 60_000) });
      });
      await other.drain();
      expect(others).toEqual([]);
      await waitFor(() => seen.length === 1);
      // What the handler got is what the row holds: JSON, the date as its text.
      expect(seen).toEqual([{ at: '2031-05-01T10:00:00.000Z', amount: '10' }]);
      await writer.drain();
      const [row] = await database.db.select().from(outboxMessages);
      expect(row).toMatchObject({ attempts: 1, deliveredAt: clock });
      await other.drain();
      expect(others).toEqual([]);
    } finally {
      await writer.stop();
    }
  });

  it("gives another dispatcher a row whose writer never delivered it, once the writer's lease ran out", async () => {
    const writer = createOutbox({ db: database.db, log, now, pollMs: 3_600_000 });
    const other = make();
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    writer.handle('probe', async () => {
      calls.push('writer');
      await stuck; // the writer hangs (or dies) before it marks the row delivered
    });
    other.handle('probe', async () => void calls.push('other'));
    writer.start();
    await runInTransaction(database.db, (uow) => writer.enqueue(uow, { topic: 'probe', payload: 'x' }));
    await waitFor(() => calls.length === 1);
    await other.drain();
    expect(calls).toEqual(['writer']);
    clock = new Date(clock.getTime() + 61_000);
    await other.drain();
    expect(calls).toEqual(['writer', 'other']);
    expect((await database.db.select().from(outboxMessages))[0]).toMatchObject({ attempts: 2 });
    release();
    await writer.stop();
  });

  it('leaves a topic it has no handler for to a process that has one (the command line writes, the server delivers)', async () => {
    const writer = make();
    const server = make();
    const seen: unknown[] = [];
    server.handle('probe', async (payload) => void seen.push(payload));
    await runInTransaction(database.db, (uow) => writer.enqueue(uow, { topic: 'probe', payload: 'adjusted' }));
    await writer.drain();
    const [row] = await database.db.select().from(outboxMessages);
    expect(row).toMatchObject({ attempts: 0, lockedUntil: null, deliveredAt: null });
    await server.drain();
    expect(seen).toEqual(['adjusted']);
  });

  it("runs the work's last writes before the commit, in the same transaction", async () => {
    const order: string[] = [];
    await expect(
      runInTransaction(database.db, async (uow) => {
        uow.beforeCommit(async () => {
          order.push('before');
          await uow.tx.execute(sql`insert into uow_probe values (9, 9)`);
          throw new Error('the last write failed');
        });
        uow.afterCommit(() => order.push('after'));
        order.push('work');
      }),
    ).rejects.toThrow('the last write failed');
    expect(order).toEqual(['work', 'before']);
    expect(await probeRows()).toBe(0);
    await runInTransaction(database.db, async (uow) => {
      uow.beforeCommit(async () => void (await uow.tx.execute(sql`insert into uow_probe values (9, 9)`)));
    });
    expect(await probeRows()).toBe(1);
  });

  it('runs the whole work again on a serialization failure, and the caller sees one result', async () => {
    await database.db.execute(sql`insert into uow_probe values (1, 0)`);
    let runs = 0;
    const result = await runInTransaction(database.db, async (uow) => {
      runs++;
      await uow.tx.execute(sql`update uow_probe set n = n + 1 where id = 1`);
      if (runs === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(runs).toBe(2);
    expect((await queryRows<{ n: number }>(database.db, sql`select n from uow_probe where id = 1`))[0]).toEqual({ n: 1 });
  });

  it('stops retrying after its attempts and reports the database error', async () => {
    let runs = 0;
    const error = await runInTransaction(
      database.db,
      async () => {
        runs++;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      },
      { maxAttempts: 3 },
    ).catch((e: unknown) => e);
    expect(runs).toBe(3);
    expect(databaseErrorOf(error)?.code).toBe('40P01');
  });

  it('names the constraint of a unique violation from the database error code', async () => {
    const error = await database.db.execute(sql`insert into uow_probe values (7, 1), (7, 2)`).catch((e: unknown) => e);
    expect(uniqueViolation(error)).toBe('uow_probe_pkey');
    expect(uniqueViolation(new Error('users_site_email_key'))).toBeUndefined();
  });
});

async function waitFor(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
