import { randomUUID } from 'node:crypto';
import { setTimeout as setTimeoutPromise } from 'node:timers/promises';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { checkDurableSubscription, isDurableSubject } from './durable-subjects';
import type { BusErrorReporter, BusEvent, BusHandler, EventBus, SubscribeOptions } from './event-bus';
import { createDomainStream } from './jetstream-domain';
import { natsConnectionOptions, type NatsConnectionSettings } from './nats-connection';
import { isPattern, isSubject } from './subject';

// The bus over NATS (DESIGN §7 scale-out) with the maintained client (@nats-io/transport-node):
// TLS, credentials, reconnection with renewed subscriptions. Events travel as JSON. Domain
// subjects (durable-subjects.ts) are stored by JetStream, and a publication is tried again until
// the stream has it, so a durable subscriber gets every one of them even across restarts
// (decision 0019). The other subjects are live only (core NATS): the client discards what is
// published while it redials, so they are held here until it is back, up to a byte budget beyond
// which the oldest are dropped (a replica then takes a snapshot, decision 0013).

export interface NatsBusOptions extends NatsConnectionSettings {
  onError?: BusErrorReporter;
  /** Bytes of live publications held while disconnected (default 8 MiB). */
  maxPendingBytes?: number;
}

/** Wait before a domain publication that failed (NATS away, no JetStream yet) is tried again. */
const DOMAIN_RETRY_MS = 1_000;
/** How long closing waits for the connection to drain before it cuts it. */
const DRAIN_TIMEOUT_MS = 5_000;

/** Connects and resolves once the server has accepted the connection. */
export async function connectNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const onError: BusErrorReporter = options.onError ?? (() => {});
  const nc: NatsConnection = await connect(natsConnectionOptions(options));
  const domain = createDomainStream(nc, onError);
  const maxPending = options.maxPendingBytes ?? 8 * 1024 * 1024;
  let closed = false;
  let connected = true;
  let pending: { subject: string; payload: string }[] = [];
  let pendingBytes = 0;

  const sendLive = (subject: string, payload: string) => {
    if (connected) return nc.publish(subject, payload);
    pending.push({ subject, payload });
    pendingBytes += payload.length;
    while (pendingBytes > maxPending && pending.length > 0) {
      pendingBytes -= pending.shift()?.payload.length ?? 0;
      onError(new Error('NATS disconnected: a live publication was dropped'), subject);
    }
  };

  /** Stores a domain event, trying again until the stream has it or the bus closes. */
  const sendDomain = (subject: string, payload: string, id: string) => {
    domain.publish(subject, payload, id).catch((error: unknown) => {
      if (closed) return;
      onError(error, subject);
      setTimeout(() => sendDomain(subject, payload, id), DOMAIN_RETRY_MS).unref();
    });
  };

  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        connected = false;
        onError(new Error(`NATS: disconnected from ${status.server}; reconnecting`), 'nats');
      } else if (status.type === 'reconnect') {
        connected = true;
        const held = pending;
        pending = [];
        pendingBytes = 0;
        for (const { subject, payload } of held) nc.publish(subject, payload);
      } else if (status.type === 'error') {
        onError(status.error, 'nats');
      }
    }
  })();

  const encode = (subject: string, event: BusEvent): string | undefined => {
    if (!isSubject(subject)) throw new Error(`Invalid bus subject: ${subject}`);
    const payload = JSON.stringify(event);
    // A message over the server's limit would be refused; the producer must cut it (relay.ts).
    const limit = nc.info?.max_payload;
    const size = Buffer.byteLength(payload);
    if (limit !== undefined && size > limit) {
      onError(new Error(`NATS: an event of ${size} bytes is over the server's ${limit}-byte limit; dropped`), subject);
      return undefined;
    }
    return payload;
  };

  return {
    publish(subject, event) {
      if (closed) return;
      const payload = encode(subject, event);
      if (payload === undefined) return;
      if (isDurableSubject(subject)) sendDomain(subject, payload, randomUUID());
      else sendLive(subject, payload);
    },

    async publishConfirmed(subject, event, id) {
      if (closed) throw new Error('NATS bus closed');
      const payload = encode(subject, event);
      if (payload === undefined) throw new Error(`NATS: the event on ${subject} is too large`);
      if (isDurableSubject(subject)) return domain.publish(subject, payload, id);
      if (!connected) throw new Error('NATS disconnected');
      nc.publish(subject, payload);
      await nc.flush();
    },

    subscribe<E extends BusEvent>(pattern: string, handler: BusHandler<E>, subscribeOptions: SubscribeOptions = {}) {
      if (!isPattern(pattern)) throw new Error(`Invalid bus pattern: ${pattern}`);
      // Events arrive as parsed JSON; the subscriber names the shape it expects (feed-events.ts).
      const deliver = handler as BusHandler;
      if (subscribeOptions.durable !== undefined) {
        checkDurableSubscription(pattern, subscribeOptions.durable);
        return domain.consume(pattern, subscribeOptions.durable, deliver);
      }
      const subscription = nc.subscribe(pattern, {
        callback: (error, message) => {
          if (error) return onError(error, pattern);
          try {
            deliver(JSON.parse(message.string()) as BusEvent, message.subject);
          } catch (handlerError) {
            onError(handlerError, message.subject);
          }
        },
      });
      return () => {
        if (!subscription.isClosed()) subscription.unsubscribe();
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      domain.stop();
      // Drained, not cut: the server hears that this process's pull requests are gone before the
      // connection ends, so a durable role's next events wait for its other processes (or its
      // return) instead of going to a dead inbox until their acknowledgement time runs out.
      await Promise.race([nc.drain().catch(() => undefined), setTimeoutPromise(DRAIN_TIMEOUT_MS, undefined, { ref: false })]);
      if (!nc.isClosed()) await nc.close();
    },
  };
}
