// The events of one list, kept fresh by polling the feed (the fallback of DESIGN §5 while push is
// not there): every page of the list is fetched each tick, merged into what is shown (moves marked,
// unchanged events keep their objects) and published to `useSyncExternalStore` readers.
import type { WireEvent } from '@stavka/contract/feed-wire';
import type { EventsQuery, FeedClient } from './feed-client';
import { mergeEvents } from './event-merge';
import { eventView, type EventView, type FeedKind } from './event-view';
import { createPollingTimer, type PollingTimer } from '../../shared/live/polling-timer';

export interface LiveTopic {
  readonly kind: FeedKind;
  readonly lang: string;
  /** The pages loaded so far, in list order. */
  readonly queries: readonly EventsQuery[];
  readonly intervalMs: number;
}

export interface LiveSnapshot {
  readonly events: readonly EventView[];
  /** A page is being fetched for the first time. */
  readonly loading: boolean;
  /** The last update failed; what is shown is the last good answer. */
  readonly failed: boolean;
}

export function queryKey(query: EventsQuery): string {
  return JSON.stringify([query.sports ?? [], query.champs ?? [], query.top === true, query.count]);
}

export class LiveEventsSource {
  private topic: LiveTopic;
  private readonly results = new Map<string, readonly EventView[]>();
  private snapshot: LiveSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: PollingTimer | null = null;

  constructor(
    private readonly client: FeedClient,
    topic: LiveTopic,
    initial: readonly WireEvent[] | null,
    /** Every answer as it came, for the bet slip's prices. */
    private readonly onAnswer: (events: readonly WireEvent[]) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.topic = topic;
    const first = topic.queries[0];
    if (first && initial) this.results.set(queryKey(first), initial.map(eventView));
    this.snapshot = { events: this.collect(), loading: this.missing().length > 0, failed: false };
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): LiveSnapshot => this.snapshot;

  /** Starts polling; the first update runs now. */
  start(): void {
    this.timer ??= createPollingTimer({ intervalMs: () => this.topic.intervalMs, update: (signal) => this.refresh(signal) });
    this.timer.start({ immediate: true });
  }

  pause(): void {
    this.timer?.pause();
  }

  destroy(): void {
    this.timer?.destroy();
    this.timer = null;
  }

  /** New pages (infinite scroll) are fetched at once; pages no longer asked for are dropped. */
  setTopic(topic: LiveTopic): void {
    this.topic = topic;
    const keys = new Set(topic.queries.map(queryKey));
    for (const key of [...this.results.keys()]) if (!keys.has(key)) this.results.delete(key);
    if (this.missing().length === 0) {
      this.publish({ events: this.collect(), loading: false, failed: this.snapshot.failed });
      return;
    }
    // What is shown stays until the new pages arrive: no blank list while they load.
    this.publish({ ...this.snapshot, loading: true });
    void this.timer?.forceUpdate();
  }

  private missing(): EventsQuery[] {
    return this.topic.queries.filter((query) => !this.results.has(queryKey(query)));
  }

  private async refresh(signal: AbortSignal): Promise<void> {
    const { kind, lang, queries } = this.topic;
    const answers = await Promise.allSettled(queries.map((query) => this.client.events(kind, query, lang, signal)));
    if (signal.aborted) return;
    const shown = new Map(this.snapshot.events.map((event) => [event.id, event]));
    const now = this.now();
    let failed = false;
    const fresh: WireEvent[] = [];
    const wanted = new Set(this.topic.queries.map(queryKey));
    answers.forEach((answer, index) => {
      const query = queries[index];
      // A page dropped while this update ran is not brought back.
      if (!query || !wanted.has(queryKey(query))) return;
      if (answer.status === 'rejected') {
        failed = true;
        return;
      }
      fresh.push(...answer.value);
      this.results.set(queryKey(query), mergeEvents(shown, answer.value.map(eventView), now));
    });
    this.publish({ events: this.collect(), loading: this.missing().length > 0 && !failed, failed });
    if (fresh.length > 0) this.onAnswer(fresh);
  }

  /** The pages in order, each game once (a game can move between pages when the catalogue changes). */
  private collect(): EventView[] {
    const seen = new Set<number>();
    const events: EventView[] = [];
    for (const query of this.topic.queries) {
      for (const event of this.results.get(queryKey(query)) ?? []) {
        if (seen.has(event.id)) continue;
        seen.add(event.id);
        events.push(event);
      }
    }
    return events;
  }

  private publish(next: LiveSnapshot): void {
    const same =
      next.loading === this.snapshot.loading &&
      next.failed === this.snapshot.failed &&
      next.events.length === this.snapshot.events.length &&
      next.events.every((event, index) => event === this.snapshot.events[index]);
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
