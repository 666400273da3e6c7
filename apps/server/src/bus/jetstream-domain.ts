import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  StorageType,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { DOMAIN_STREAM, DOMAIN_SUBJECTS } from './durable-subjects';
import type { BusErrorReporter, BusEvent, BusHandler } from './event-bus';

// The JetStream side of the NATS bus (decision 0019): one file-backed stream keeps the domain
// events; a durable subscriber is a durable consumer named after its role, shared by the role's
// subscribers in every process, so each event is handled once per role, at least once, and what
// came while the role was down is handled when it is back. Set up on first use, so a NATS without
// JetStream still carries the live subjects.

/** How long the stream keeps an event that some role has not handled yet. */
const RETENTION_DAYS = 7;
/** A repeat of a publication with the same id within this window is stored once (outbox retries). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Attempts of a handler that throws before the event is left aside (with an error reported each time). */
const MAX_DELIVER = 10;
/** Wait before an event whose handler threw is offered again. */
const REDELIVERY_DELAY_MS = 2_000;
/** Wait before trying again to set up a consumer that failed (no JetStream yet, NATS away). */
const SETUP_RETRY_MS = 2_000;
/** How long a publication waits for the stream's acknowledgement. */
const PUBLISH_TIMEOUT_MS = 5_000;

const streamConfig: Partial<StreamConfig> & { name: string } = {
  name: DOMAIN_STREAM,
  subjects: [DOMAIN_SUBJECTS],
  storage: StorageType.File,
  max_age: nanos(RETENTION_DAYS * 24 * 3_600_000),
  duplicate_window: nanos(DUPLICATE_WINDOW_MS),
};

export interface DomainStream {
  /** Stores the event; resolves once the stream acknowledged it. */
  publish(subject: string, payload: string, id?: string): Promise<void>;
  /** Starts the role's durable consumer on `pattern`; returns what stops it (the consumer stays). */
  consume(pattern: string, durable: string, handler: BusHandler): () => void;
  stop(): void;
}

export function createDomainStream(nc: NatsConnection, onError: BusErrorReporter): DomainStream {
  const js = jetstream(nc, { timeout: PUBLISH_TIMEOUT_MS });
  let ready: Promise<JetStreamManager> | undefined;
  const stops = new Set<() => void>();

  /** The stream, made or brought to our configuration once per connection (retried after a failure). */
  const ensureStream = (): Promise<JetStreamManager> => {
    ready ??= (async () => {
      const jsm = await jetstreamManager(nc);
      // Made by the first process; an older configuration is brought to ours.
      const streamExists = () => exists(() => jsm.streams.info(DOMAIN_STREAM), JetStreamApiCodes.StreamNotFound);
      if (await streamExists()) await jsm.streams.update(DOMAIN_STREAM, streamConfig);
      else {
        try {
          await jsm.streams.add(streamConfig);
        } catch (error) {
          // Another connection made it between our look and our add: the server may refuse ours
          // ("subjects overlap with an existing stream") rather than take an identical one.
          if (!(await streamExists())) throw error;
        }
      }
      return jsm;
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  const ensureConsumer = async (jsm: JetStreamManager, pattern: string, durable: string) => {
    const config: Partial<ConsumerConfig> = {
      durable_name: durable,
      filter_subject: pattern,
      ack_policy: AckPolicy.Explicit,
      // A new role starts from now; from then on its place in the stream is kept.
      deliver_policy: DeliverPolicy.New,
      max_deliver: MAX_DELIVER,
    };
    if (await exists(() => jsm.consumers.info(DOMAIN_STREAM, durable), JetStreamApiCodes.ConsumerNotFound)) {
      await jsm.consumers.update(DOMAIN_STREAM, durable, { filter_subject: pattern, max_deliver: MAX_DELIVER });
    } else {
      await jsm.consumers.add(DOMAIN_STREAM, config);
    }
  };

  return {
    async publish(subject, payload, id) {
      await ensureStream();
      await js.publish(subject, payload, id === undefined ? {} : { msgID: id });
    },

    consume(pattern, durable, handler) {
      let stopped = false;
      let messages: ConsumerMessages | undefined;
      const run = async () => {
        while (!stopped) {
          try {
            const jsm = await ensureStream();
            await ensureConsumer(jsm, pattern, durable);
            const consumer = await js.consumers.get(DOMAIN_STREAM, durable);
            if (stopped) return;
            messages = await consumer.consume();
            if (stopped) {
              await messages.close(); // stopped while it started
              return;
            }
            await handleAll(messages, handler, onError);
            // The server ended the consumption (its consumer went): set it up again after a pause.
            if (!stopped) await pause(SETUP_RETRY_MS);
          } catch (error) {
            if (stopped) return;
            onError(error, pattern);
            await pause(SETUP_RETRY_MS);
          }
        }
      };
      void run();
      const stop = () => {
        stopped = true;
        stops.delete(stop);
        void messages?.close();
      };
      stops.add(stop);
      return stop;
    },

    stop() {
      for (const stop of [...stops]) stop();
    },
  };
}

/** Whether the thing `info` reads exists: false on the API's not-found code, true on an answer. */
async function exists(info: () => Promise<unknown>, notFound: number): Promise<boolean> {
  try {
    await info();
    return true;
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === notFound) return false;
    throw error;
  }
}

/** Hands each message to the handler; acknowledges it when the handler returned, offers it again when it threw. */
async function handleAll(messages: ConsumerMessages, handler: BusHandler, onError: BusErrorReporter): Promise<void> {
  for await (const message of messages) {
    let event: BusEvent;
    try {
      event = message.json<BusEvent>();
    } catch (error) {
      onError(error, message.subject);
      message.term(); // not JSON: no attempt can read it
      continue;
    }
    try {
      handler(event, message.subject);
      message.ack();
    } catch (error) {
      onError(error, message.subject);
      message.nak(REDELIVERY_DELAY_MS);
    }
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
