import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@stavka/db/client';
import { pause } from './server-process';

// The outbox seen from outside the server, for tests and benchmarks that kill it. A killed process
// leaves the rows it had claimed under a lease (60 s) that no one else may take before it lapses;
// with no server running, every lease is a dead process's, and lapsing them at once is what a
// minute's wait would do. Then the restarted server delivers what the dead one did not.

/** Ends the leases of a killed server. Only while no server runs: a live one's leases are its own. */
export async function lapseLeasesOfDeadServer(db: Database): Promise<number> {
  const rows = await queryRows<{ id: number }>(db, sql`update outbox_messages set locked_until = null where locked_until is not null and delivered_at is null returning id`);
  return rows.length;
}

export interface OutboxState {
  pending: number;
  abandoned: number;
}

export async function outboxState(db: Database): Promise<OutboxState> {
  const [row] = await queryRows<OutboxState>(
    db,
    sql`select count(*) filter (where delivered_at is null and abandoned_at is null)::int as pending,
               count(*) filter (where abandoned_at is not null)::int as abandoned
        from outbox_messages`,
  );
  return row ?? { pending: 0, abandoned: 0 };
}

/** Waits until the running server has delivered (or abandoned) every row of the outbox. */
export async function waitForOutboxDrained(db: Database, timeoutMs: number): Promise<OutboxState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await outboxState(db);
    if (state.pending === 0) return state;
    if (Date.now() > deadline) throw new Error(`the outbox still holds ${state.pending} rows after ${timeoutMs / 1000} s`);
    await pause(200);
  }
}
