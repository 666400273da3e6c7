import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { UnitOfWork } from '@stavka/db/unit-of-work';
import { type Outbox, type OutboxHandler, PermanentOutboxError } from '../outbox/service';
import type { Delivery, OutgoingMessage } from './message';

// Messages leave after the business action that wrote them commits (DESIGN §1.7): a caller
// enqueues one in its unit of work, and the dispatcher hands it to the provider afterwards, with
// retries and backoff. No answer waits on SMTP or an SMS gateway, and a provider that is down
// delays a mail instead of failing the registration that wrote it.

export const DELIVERY_SEND_TOPIC = 'delivery.send';

const messageSchema = z.strictObject({
  siteId: z.number().int().positive(),
  channel: z.enum(['sms', 'email', 'messenger']),
  to: z.string().min(1),
  subject: z.string().optional(),
  text: z.string().min(1),
  html: z.string().optional(),
  purpose: z.string().min(1),
});

/** Writes the message in the caller's transaction; `key` makes a second enqueue of it a no-op. */
export function sendAfterCommit(outbox: Outbox, uow: UnitOfWork, message: OutgoingMessage, key?: string): Promise<void> {
  const payload: OutgoingMessage = messageSchema.parse(message);
  return outbox.enqueue(uow, { topic: DELIVERY_SEND_TOPIC, payload, ...(key === undefined ? {} : { key }) });
}

/**
 * The topic's handler: sends through the channel's provider, whose outcome the delivery record
 * keeps. A failed send throws, so the outbox tries again later; a message already recorded as
 * sent for this row (the outbox repeats a row whose completion was not written) is not sent twice.
 */
export function deliveryHandler(delivery: Delivery): OutboxHandler {
  return async (payload, row) => {
    const parsed = messageSchema.safeParse(payload);
    if (!parsed.success) throw new PermanentOutboxError(`delivery.send: malformed message (${parsed.error.issues[0]?.message ?? 'invalid'})`);
    await delivery.send(parsed.data, { id: recordIdOf(row.id) });
  };
}

/** A UUID that names the sent record of one outbox row. */
function recordIdOf(outboxId: number): string {
  const hex = createHash('sha256').update(`delivery.send:${outboxId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
