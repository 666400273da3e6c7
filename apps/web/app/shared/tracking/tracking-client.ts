// The browser tracking client of api-contract-spec §7.14 and §9: events queue up and go out in
// batches of at most 10 every 3000 ms, at most 5 requests a second, to POST {api}/event.json.
// Sessions expire after 1800 s idle; bursts of route changes are dropped as bot-like. Tracking
// never breaks the page: every failure is swallowed (spec §8) with at most a debug line.
import {
  trackingBatchSchema,
  trackingEventCodes,
  trackingEventPath,
  trackingLimits,
} from '@stavka/contract/tracking';
import type {
  TrackingBatch,
  TrackingEvent,
  TrackingEventCode,
  TrackingMetadata,
} from '@stavka/contract/tracking';
import { getAppStorage } from '../storage/app-storage';
import type { AppStorage } from '../storage/app-storage';
import { cleanMetadata } from './clean-metadata';
import { SlidingWindow } from './sliding-window';
import { deviceUuid, setSessionRecording, touchSession } from './tracking-session';
import type { SessionDeps } from './tracking-session';
import { createBrowserTransport } from './tracking-transport';
import type { TrackingTransport } from './tracking-transport';

export interface TrackingScheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface TrackingClientOptions {
  readonly endpoint?: string;
  readonly transport?: TrackingTransport;
  readonly storage?: AppStorage;
  readonly now?: () => number;
  readonly scheduler?: TrackingScheduler;
  readonly newId?: () => string;
  readonly screen?: () => { w: number; h: number };
  /** Events kept while the network is down; the oldest go first. */
  readonly maxQueuedEvents?: number;
  /**
   * Whether the visitor's cookie consent allows tracking (issue 13: analytics and marketing from
   * consent level 2 up); true when not given. While false nothing is queued or sent.
   */
  readonly allowed?: boolean;
}

export interface TrackingClient {
  track(code: TrackingEventCode, metadata?: TrackingMetadata): void;
  /** A route change; dropped while navigation looks like a bot's. */
  trackRouteChange(path: string): void;
  setUserId(userId: number | null): void;
  setAbIds(ids: readonly string[]): void;
  /** Server time minus local time, from the metadata call (spec §9 clock sync). */
  setServerTimeOffset(offsetMs: number): void;
  setRecording(isRecording: boolean): void;
  /** The consent changed: withdrawn drops what waits; given starts tracking with an init event. */
  setAllowed(allowed: boolean): void;
  isBotLike(): boolean;
  /** Sends what the request limit allows now. */
  flush(options?: { beacon?: boolean }): void;
  start(): void;
  stop(): void;
}

interface QueuedEvent {
  /** Local time of the event, for the bot filter's window. */
  readonly at: number;
  readonly event: TrackingEvent;
  readonly sessionId: string;
  readonly userId: number | null;
}

export function createTrackingClient(options: TrackingClientOptions = {}): TrackingClient {
  const now = options.now ?? (() => Date.now());
  const scheduler = options.scheduler ?? defaultScheduler;
  const transport = options.transport ?? createBrowserTransport();
  const endpoint = options.endpoint ?? trackingEventPath;
  const maxQueued = options.maxQueuedEvents ?? 500;
  const sessionDeps: SessionDeps = {
    storage: options.storage ?? getAppStorage(),
    newId: options.newId ?? (() => crypto.randomUUID()),
  };
  const screen = options.screen ?? browserScreen;
  const requests = new SlidingWindow(trackingLimits.maxRequestsPerSecond, 1_000);
  const routeChanges = new SlidingWindow(
    trackingLimits.botRouteChanges,
    trackingLimits.botWindowMs,
  );

  let queue: QueuedEvent[] = [];
  let userId: number | null = null;
  let abIds: string[] = [];
  let offsetMs = 0;
  let botLike = false;
  let interval: unknown = null;
  let uuid: string | null = null;
  let allowed = options.allowed ?? true;

  const silently = (action: () => void): void => {
    try {
      action();
    } catch (error) {
      debug(error);
    }
  };

  function enqueue(code: TrackingEventCode, metadata: TrackingMetadata | undefined): void {
    if (!allowed) return;
    const localNow = now();
    const session = touchSession(sessionDeps, localNow);
    const cleaned = metadata === undefined ? undefined : cleanMetadata(metadata);
    const event: TrackingEvent = {
      timestamp: Math.max(1, Math.round(localNow + offsetMs)),
      code,
      ...(cleaned === undefined ? {} : { metadata: cleaned }),
    };
    queue.push({ at: localNow, event, sessionId: session.id, userId });
    if (queue.length > maxQueued) queue = queue.slice(queue.length - maxQueued);
  }

  function dropQueuedRouteChangesSince(start: number): void {
    queue = queue.filter(
      (item) => item.event.code !== trackingEventCodes.routeChange || item.at <= start,
    );
  }

  /** The leading events that share a session and user, at most a batch. */
  function takeBatch(): QueuedEvent[] {
    const first = queue[0];
    if (!first) return [];
    let size = 0;
    while (
      size < queue.length &&
      size < trackingLimits.maxEventsPerBatch &&
      queue[size]?.sessionId === first.sessionId &&
      queue[size]?.userId === first.userId
    ) {
      size += 1;
    }
    return queue.splice(0, size);
  }

  function send(items: QueuedEvent[], beacon: boolean): void {
    const first = items[0];
    if (!first) return;
    uuid ??= deviceUuid(sessionDeps);
    const { w, h } = screen();
    const candidate: TrackingBatch = {
      uuid,
      sessionId: first.sessionId,
      ...(first.userId === null ? {} : { userId: first.userId }),
      screen: { w: Math.max(0, Math.round(w)), h: Math.max(0, Math.round(h)) },
      ab: abIds,
      events: items.map((item) => item.event),
    };
    const batch = trackingBatchSchema.safeParse(candidate);
    if (!batch.success) {
      debug(batch.error);
      return;
    }
    transport(endpoint, JSON.stringify(batch.data), { beacon }).catch(debug);
  }

  function flush(beacon: boolean): void {
    while (queue.length > 0 && requests.tryTake(now())) send(takeBatch(), beacon);
  }

  const onPageHide = (): void => silently(() => flush(true));
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') onPageHide();
  };

  return {
    track: (code, metadata) => silently(() => enqueue(code, metadata)),
    trackRouteChange: (path) =>
      silently(() => {
        const moment = now();
        // spec §7.14: up to 5 route changes per 5 s; a burst beyond that is a bot's, and its
        // route changes still waiting in the queue go too.
        botLike = routeChanges.recordAndCheckOverflow(moment);
        if (botLike) {
          dropQueuedRouteChangesSince(routeChanges.windowStart(moment));
          return;
        }
        enqueue(trackingEventCodes.routeChange, {
          s1: path.slice(0, trackingLimits.maxTextLength),
        });
      }),
    setUserId: (id) => {
      userId = id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
    },
    setAbIds: (ids) => {
      abIds = ids
        .filter((id) => id.length > 0 && id.length <= 64)
        .slice(0, trackingLimits.maxAbIds);
    },
    setServerTimeOffset: (offset) => {
      offsetMs = Number.isFinite(offset) ? offset : 0;
    },
    setRecording: (isRecording) =>
      silently(() => void setSessionRecording(sessionDeps, now(), isRecording)),
    setAllowed: (next) =>
      silently(() => {
        if (next === allowed) return;
        allowed = next;
        if (!allowed) queue = [];
        else if (interval !== null) enqueue(trackingEventCodes.init, undefined);
      }),
    isBotLike: () => botLike,
    flush: (flushOptions) => silently(() => flush(flushOptions?.beacon ?? false)),
    start() {
      if (interval !== null) return;
      silently(() => enqueue(trackingEventCodes.init, undefined));
      interval = scheduler.setInterval(
        () => silently(() => flush(false)),
        trackingLimits.sendIntervalMs,
      );
      if (typeof window === 'undefined') return;
      window.addEventListener('pagehide', onPageHide);
      document.addEventListener('visibilitychange', onVisibility);
    },
    stop() {
      if (interval === null) return;
      scheduler.clearInterval(interval);
      interval = null;
      if (typeof window === 'undefined') return;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

const defaultScheduler: TrackingScheduler = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

function browserScreen(): { w: number; h: number } {
  if (typeof window === 'undefined' || !window.screen) return { w: 0, h: 0 };
  return { w: window.screen.width, h: window.screen.height };
}

function debug(error: unknown): void {
  // spec §8: tracking failures are silently ignored; a debug line helps while developing.
  console.debug('[tracking]', error);
}
