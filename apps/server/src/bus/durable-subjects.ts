import { isPattern } from './subject';

// Which events must survive a restart (decision 0019). Domain events that a consumer must not miss
// (balance changed, bet settled, deposit credited…) are published under `domain.<area>.<event>…`
// and kept by JetStream in one stream. Everything else is live only (core NATS): the feed relay's
// price deltas (a replica that misses one takes a snapshot, decision 0013), push notices for the
// sockets open now, and each process's own state changes.

export const DOMAIN_STREAM = 'STAVKA_DOMAIN';
export const DOMAIN_SUBJECTS = 'domain.>';

/** Whether events on this subject (or on every subject of this pattern) are kept by JetStream. */
export function isDurableSubject(subjectOrPattern: string): boolean {
  const [first, ...rest] = subjectOrPattern.split('.');
  return isPattern(subjectOrPattern) && first === 'domain' && rest.length > 0;
}

/** A durable subscriber's role name as JetStream takes it for a consumer: letters, digits, - and _. */
export function isDurableName(name: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(name);
}

/** Refuses a durable subscription that no bus could keep: the same rule on every bus. */
export function checkDurableSubscription(pattern: string, durable: string): void {
  if (!isDurableSubject(pattern)) throw new Error(`A durable subscription needs a domain subject (${DOMAIN_SUBJECTS}), not ${pattern}`);
  if (!isDurableName(durable)) throw new Error(`Invalid durable subscriber name: ${durable}`);
}
