// When a channel flushes (issue 4 "bursts are conflated per tick"): the first change after a quiet
// tick goes out at once — at the end of the current burst of synchronous events (a microtask), so
// a provider's batch of changes leaves together and before any other queued work such as the feed
// store's writes — and a lone update is not delayed; changes that follow within the tick wait for
// its end and leave as one delta. A channel therefore sends at most one delta per tick.

export interface SchedulerTimers {
  /** Monotonic milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Runs `fn` when the current synchronous work is done. */
  defer(fn: () => void): void;
}

export const realTimers: SchedulerTimers = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  defer: (fn) => queueMicrotask(fn),
};

interface Slot {
  lastFlushAt: number;
  scheduled: boolean;
  timer: unknown;
}

export class TickScheduler<T> {
  private readonly slots = new Map<T, Slot>();
  private readonly due = new Set<T>();
  private deferred = false;
  private stopped = false;

  constructor(
    private readonly tickMs: number,
    private readonly flush: (items: T[]) => void,
    private readonly timers: SchedulerTimers = realTimers,
  ) {}

  /** Asks for `item` to be flushed: now if its last flush is a tick old, else at the tick's end. */
  schedule(item: T): void {
    if (this.stopped) return;
    let slot = this.slots.get(item);
    if (!slot) {
      slot = { lastFlushAt: -Infinity, scheduled: false, timer: undefined };
      this.slots.set(item, slot);
    }
    if (slot.scheduled) return;
    slot.scheduled = true;
    const wait = slot.lastFlushAt + this.tickMs - this.timers.now();
    if (wait <= 0) {
      this.makeDue(item);
      return;
    }
    const owner = slot;
    owner.timer = this.timers.setTimeout(() => {
      owner.timer = undefined;
      this.makeDue(item);
    }, wait);
  }

  /** Forgets an item (its channel closed); a pending flush of it is dropped. */
  forget(item: T): void {
    const slot = this.slots.get(item);
    if (slot?.timer !== undefined) this.timers.clearTimeout(slot.timer);
    this.slots.delete(item);
    this.due.delete(item);
  }

  stop(): void {
    this.stopped = true;
    for (const item of [...this.slots.keys()]) this.forget(item);
  }

  private makeDue(item: T): void {
    this.due.add(item);
    if (this.deferred) return;
    this.deferred = true;
    this.timers.defer(() => this.run());
  }

  private run(): void {
    this.deferred = false;
    if (this.stopped) return;
    const items = [...this.due];
    this.due.clear();
    const now = this.timers.now();
    for (const item of items) {
      const slot = this.slots.get(item);
      if (!slot) continue;
      slot.scheduled = false;
      slot.lastFlushAt = now;
    }
    this.flush(items.filter((item) => this.slots.has(item)));
  }
}
