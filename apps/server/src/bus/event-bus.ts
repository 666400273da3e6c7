// The one bus of domain events (DESIGN §4): odds changed, bet placed, balance changed… Producers
// publish on a subject; push, persistence, tracking and notifications subscribe. The in-process bus
// is the default; with NATS_URL the same interface is backed by NATS (DESIGN §7), so every event
// must be plain JSON (no bigint, no Date, no class instances).

/**
 * What an event may be: JSON-serialisable data. (A recursive JSON type would refuse interfaces,
 * which have no index signature; the NATS adapter checks by serialising.)
 */
export type BusEvent = object | string | number | boolean | null;

/**
 * Receives one event. `subject` is the concrete subject it was published on (a pattern
 * subscription learns which game an event is for). Handlers must not throw; if one does, the bus
 * reports the error and keeps delivering to the others.
 */
export type BusHandler<E extends BusEvent = BusEvent> = (event: E, subject: string) => void;

export interface SubscribeOptions {
  /**
   * Makes the subscriber durable (only on domain subjects, durable-subjects.ts): `durable` names its
   * role, e.g. `tracking-bet-settled`. Across the processes each event is handled once per role,
   * and events published while every process of the role was down (or NATS restarted) are handled
   * when one comes back (JetStream, decision 0019). Without it a subscriber gets the events
   * published while it listens, in every process (fan-out: push to the process's own sockets).
   */
  durable?: string;
}

export interface EventBus {
  /** Publishes on a concrete subject made of dot-separated tokens, e.g. `feed.game.714290039`. */
  publish(subject: string, event: BusEvent): void;
  /**
   * Publishes like `publish`, and resolves once the bus has the event for good: a domain subject
   * stored by JetStream, any other subject received by the NATS server (the in-process bus: once
   * delivered). Rejects when it could not, so the caller (the outbox) tries again; `id` makes a
   * repeat within the duplicate window a no-op. Optional: a bus without it is used through `publish`.
   */
  publishConfirmed?(subject: string, event: BusEvent, id?: string): Promise<void>;
  /**
   * Subscribes to a subject or a NATS-style pattern: `*` matches one token, a final `>` matches
   * one or more tokens (`feed.game.*`, `feed.>`). Returns the function that unsubscribes.
   */
  subscribe<E extends BusEvent = BusEvent>(pattern: string, handler: BusHandler<E>, options?: SubscribeOptions): () => void;
  /** Stops delivery and releases connections; publishing afterwards is a no-op. */
  close(): Promise<void>;
}

/** Called when a handler throws, so a broken consumer is visible but never stops the producer. */
export type BusErrorReporter = (error: unknown, subject: string) => void;

/** Publishes and waits for the bus to confirm when it can, else publishes (the bus then confirms nothing). */
export async function publishConfirmed(bus: EventBus, subject: string, event: BusEvent, id?: string): Promise<void> {
  if (bus.publishConfirmed) await bus.publishConfirmed(subject, event, id);
  else bus.publish(subject, event);
}
