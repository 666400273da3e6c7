import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';
import type { Delivery, DeliveryChannel, OutgoingMessage } from './message';
import { presentOutboxMessage, type OutboxMessageView } from './outbox-presenter';
import { resolveProviders } from './providers';
import { insertMessage, listOutbox, wasSent } from './repo';

// One delivery interface for SMS, e-mail and messenger (issue 3 "Delivery of codes and mail"):
// the provider of each channel comes from the environment, and every message, whatever the
// provider, is recorded in `delivery_messages` with its outcome.

export type { Delivery, DeliveryChannel, OutgoingMessage } from './message';
export type { OutboxMessageView } from './outbox-presenter';
export { outboxPagesEnabled } from './providers';
export { DELIVERY_SEND_TOPIC, deliveryHandler, sendAfterCommit } from './outbox-topic';

const ERROR_TEXT_LIMIT = 500;

/** Picks the providers once (a ConfigError stops the start when the choice is refused). */
export function createDelivery(deps: { db: Database; env: Env; log: FastifyBaseLogger }): Delivery {
  const providers = resolveProviders(deps.env);
  return {
    async send(message, options = {}) {
      assertWellFormed(message);
      if (options.id !== undefined && (await wasSent(deps.db, options.id))) return { id: options.id };
      const provider = providers[message.channel];
      const attemptId = randomUUID();
      const outcome = await provider.deliver({ ...message, id: options.id ?? attemptId }).then(
        (sent) => ({ status: 'sent' as const, providerMessageId: sent.providerMessageId, error: null }),
        (error: unknown) => ({ status: 'failed' as const, providerMessageId: null, error: describe(error) }),
      );
      // The named id belongs to the send that succeeded; each failed attempt keeps a record of its own.
      const id = outcome.status === 'sent' ? (options.id ?? attemptId) : attemptId;
      await insertMessage(deps.db, {
        id,
        siteId: message.siteId,
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.text,
        html: message.html ?? null,
        purpose: message.purpose,
        provider: provider.name,
        ...outcome,
      });
      // Never log the text: it holds codes and links.
      const facts = { messageId: id, siteId: message.siteId, channel: message.channel, provider: provider.name, purpose: message.purpose };
      if (outcome.status === 'failed') {
        deps.log.warn({ ...facts, error: outcome.error }, 'message not delivered');
        throw new AppError('unavailable', `The ${channelName[message.channel]} could not be sent. Try again later.`);
      }
      deps.log.info(facts, 'message sent');
      return { id };
    },
  };
}

const channelName: Record<DeliveryChannel, string> = { sms: 'SMS', email: 'e-mail', messenger: 'messenger message' };

function assertWellFormed(message: OutgoingMessage): void {
  // A caller's mistake, not a player's: the player's input is validated before it gets here.
  if (message.to.trim() === '' || message.text.trim() === '' || message.purpose.trim() === '') {
    throw new Error(`delivery: a ${message.channel} message needs a recipient, a text and a purpose`);
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

/**
 * What the outbox provider kept for a brand, newest first, with the codes and links picked out
 * (the /web-api/dev/outbox answer); for tests and tools of other modules.
 */
export async function listOutboxMessages(
  db: Database,
  query: { siteId: number; to?: string | undefined; limit?: number },
): Promise<OutboxMessageView[]> {
  const rows = await listOutbox(db, { siteId: query.siteId, to: query.to, limit: query.limit ?? 50 });
  return rows.map(presentOutboxMessage);
}
