import type { Database } from '@stavka/db/client';
import { listOutboxMessages, type OutboxMessageView } from '../modules/delivery/service';

// Messages leave after their transaction commits (DESIGN §1.7), so a test waits for one as a
// player waits for the SMS or the mail: the newest of a purpose, newer than a message already
// seen (`after`, an id from `newestOutboxId`), or a timeout.

export async function waitForOutboxMessage(
  db: Database,
  query: { siteId: number; to: string; purpose?: string; after?: string | undefined; timeoutMs?: number },
): Promise<OutboxMessageView> {
  const deadline = Date.now() + (query.timeoutMs ?? 5_000);
  for (;;) {
    const newestFirst = await listOutboxMessages(db, { siteId: query.siteId, to: query.to, limit: 50 });
    const seen = query.after === undefined ? -1 : newestFirst.findIndex((message) => message.id === query.after);
    const fresh = seen === -1 ? newestFirst : newestFirst.slice(0, seen);
    const found = fresh.find((message) => query.purpose === undefined || message.purpose === query.purpose);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${query.purpose ?? ''} message to ${query.to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The id of the newest message to a recipient, to wait for the next one; undefined when none. */
export async function newestOutboxId(db: Database, siteId: number, to: string): Promise<string | undefined> {
  const [newest] = await listOutboxMessages(db, { siteId, to, limit: 1 });
  return newest?.id;
}
