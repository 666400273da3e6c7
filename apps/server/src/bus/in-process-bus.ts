import { checkDurableSubscription } from './durable-subjects';
import type { BusErrorReporter, BusEvent, BusHandler, EventBus } from './event-bus';
import { isPattern, isSubject, subjectMatches } from './subject';

// The default bus (DESIGN §7 embedded): delivery in the publishing process, synchronously and in
// publish order. An event published from inside a handler is queued and delivered after the
// current one has reached every subscriber, so all subscribers see one global order. One process
// is the whole cluster here: a durable subscriber is one more subscriber, and nothing outlives
// the process (the outbox keeps what must be sent again after a restart).

interface Subscription {
  pattern: string;
  /** Exact subjects are looked up directly; patterns are matched against every published subject. */
  exact: boolean;
  handler: BusHandler;
  active: boolean;
}

export function createInProcessBus(options: { onError?: BusErrorReporter } = {}): EventBus {
  const exact = new Map<string, Set<Subscription>>();
  const patterns = new Set<Subscription>();
  const queue: { subject: string; event: BusEvent }[] = [];
  let delivering = false;
  let closed = false;
  const onError: BusErrorReporter = options.onError ?? (() => {});

  const deliver = (subject: string, event: BusEvent) => {
    const targets: Subscription[] = [...(exact.get(subject) ?? [])];
    for (const sub of patterns) if (subjectMatches(sub.pattern, subject)) targets.push(sub);
    for (const sub of targets) {
      if (!sub.active) continue;
      try {
        sub.handler(event, subject);
      } catch (error) {
        onError(error, subject);
      }
    }
  };

  const publish = (subject: string, event: BusEvent) => {
    if (closed) return;
    if (!isSubject(subject)) throw new Error(`Invalid bus subject: ${subject}`);
    queue.push({ subject, event });
    if (delivering) return;
    delivering = true;
    try {
      for (let next = queue.shift(); next; next = queue.shift()) deliver(next.subject, next.event);
    } finally {
      delivering = false;
    }
  };

  return {
    publish,

    async publishConfirmed(subject, event) {
      publish(subject, event);
    },

    subscribe<E extends BusEvent>(pattern: string, handler: BusHandler<E>, options: { durable?: string } = {}) {
      if (!isPattern(pattern)) throw new Error(`Invalid bus pattern: ${pattern}`);
      if (options.durable !== undefined) checkDurableSubscription(pattern, options.durable);
      const isExact = !pattern.split('.').some((t) => t === '*' || t === '>');
      // The bus carries plain JSON; the subscriber names the shape it expects (feed-events.ts).
      const sub: Subscription = { pattern, exact: isExact, handler: handler as BusHandler, active: true };
      if (isExact) {
        const set = exact.get(pattern) ?? new Set<Subscription>();
        set.add(sub);
        exact.set(pattern, set);
      } else {
        patterns.add(sub);
      }
      return () => {
        sub.active = false;
        if (!sub.exact) {
          patterns.delete(sub);
          return;
        }
        const set = exact.get(pattern);
        set?.delete(sub);
        if (set?.size === 0) exact.delete(pattern);
      };
    },

    async close() {
      closed = true;
      queue.length = 0;
      exact.clear();
      patterns.clear();
    },
  };
}
