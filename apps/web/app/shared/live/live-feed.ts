import { pushTopicKey, type PushNotice, type PushTopic } from '@stavka/contract/push';
import { ApiError, type HTTPError } from '../http/errors';
import type { HttpClient } from '../http/http-client';
import { pollingInterval, type PollingComponent } from './betting-timers';
import type { LiveSocket, SocketState } from './live-socket';
import { LiveStore } from './live-store';
import { createPollingTimer, type PollingTimer } from './polling-timer';
import { pollTopic } from './topic-polling';

// The live data of the page (issue 4 "Push", DESIGN §5): every followed topic is fed by the push
// socket while it is open and by the polling timer of spec §4 while it is not, at the interval of
// wire-format §5 for the component that shows it. Both write the same store, so the page does not
// care which one answered; when the socket comes back, polling stops and a snapshot takes over.

interface Followed {
  readonly topic: PushTopic;
  readonly key: string;
  readonly component: PollingComponent;
  refs: number;
  socket: { unsubscribe(): void; resync(): void } | undefined;
  timer: PollingTimer | undefined;
}

export interface LiveFeedOptions {
  /** The push socket; null where there is none (server rendering, no WebSocket). */
  readonly socket: LiveSocket | null;
  readonly http: HttpClient;
  /** The page's language (wire `lng`). */
  readonly lng: string | undefined;
  readonly store?: LiveStore;
  /** The interval table (wire-format §5); tests shorten it. */
  readonly pollingInterval?: typeof pollingInterval;
}

export class LiveFeed {
  readonly store: LiveStore;
  private readonly followed = new Map<string, Followed>();
  private stopSocketWatch: (() => void) | undefined;

  constructor(private readonly options: LiveFeedOptions) {
    this.store = options.store ?? new LiveStore();
  }

  /** Opens the socket and starts watching it. */
  start(): void {
    const { socket } = this.options;
    if (!socket || this.stopSocketWatch) return;
    this.stopSocketWatch = socket.onState((state) => this.socketChanged(state));
    socket.start();
    this.socketChanged(socket.state);
  }

  stop(): void {
    this.stopSocketWatch?.();
    this.stopSocketWatch = undefined;
    this.options.socket?.stop();
    for (const entry of this.followed.values()) this.stopPolling(entry);
  }

  /** Follows a topic for a component; answers the function that stops following (ref-counted). */
  follow(topic: PushTopic, component: PollingComponent): () => void {
    const key = pushTopicKey(topic);
    let entry = this.followed.get(key);
    if (!entry) {
      entry = { topic, key, component, refs: 0, socket: undefined, timer: undefined };
      this.followed.set(key, entry);
      this.store.ensureTopic(key);
      this.subscribeSocket(entry);
      if (this.options.socket?.state !== 'open') this.startPolling(entry);
    }
    entry.refs++;
    const owner = entry;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--owner.refs > 0) return;
      owner.socket?.unsubscribe();
      this.stopPolling(owner);
      this.followed.delete(owner.key);
      this.store.releaseTopic(owner.key);
    };
  }

  /** Refreshes a topic now: a fresh snapshot from the socket, or an update of the polling timer. */
  refresh(topic: PushTopic): Promise<void> {
    const entry = this.followed.get(pushTopicKey(topic));
    if (!entry) return Promise.resolve();
    if (entry.timer) return entry.timer.forceUpdate();
    entry.socket?.resync();
    return Promise.resolve();
  }

  /** Opens the socket again, e.g. after sign-in or sign-out, so the server sees the new session. */
  reconnect(): void {
    this.options.socket?.reconnect();
  }

  onNotice(listener: (notice: PushNotice) => void): () => void {
    return this.options.socket?.onNotice(listener) ?? (() => {});
  }

  private subscribeSocket(entry: Followed): void {
    const { socket, lng } = this.options;
    if (!socket) return;
    entry.socket = socket.subscribe(entry.topic, lng, {
      snapshot: (frame) => {
        this.stopPolling(entry);
        this.store.applySnapshot(entry.key, frame.data, 'socket');
      },
      delta: (frame) => this.store.applyDelta(entry.key, frame.changes, frame.order),
      error: (frame) => {
        this.store.setTopicError(entry.key, frame.message);
        // A game the feed no longer has is over for the page (the bet slip drops it).
        if (frame.code === 'not_found' && entry.topic.kind === 'game') this.store.markFinished(entry.topic.gameId);
      },
    });
  }

  private socketChanged(state: SocketState): void {
    // While the socket is open, its snapshot (which stops the timer) is on its way.
    if (state === 'open') return;
    for (const entry of this.followed.values()) this.startPolling(entry);
  }

  private startPolling(entry: Followed): void {
    if (entry.timer) return;
    const { http, lng } = this.options;
    const timer = createPollingTimer({
      intervalMs: () => this.intervalOf(entry),
      update: async (signal) => {
        const result = await pollTopic(http, entry.topic, lng, signal);
        if (signal.aborted || entry.timer !== timer) return;
        if (result.ok) this.store.applySnapshot(entry.key, result.data, 'polling');
        else if (!result.error.isCancel) this.store.setTopicError(entry.key, result.error.message);
        // As with the socket's not_found: a game the feed no longer has is over (the slip drops it).
        if (!result.ok && entry.topic.kind === 'game' && isGameGone(result.error)) this.store.markFinished(entry.topic.gameId);
      },
    });
    entry.timer = timer;
    // A topic with nothing to show yet is asked at once; one with data waits an interval.
    timer.start({ immediate: this.store.topic(entry.key)?.status !== 'ready' });
  }

  private stopPolling(entry: Followed): void {
    entry.timer?.destroy();
    entry.timer = undefined;
  }

  /** wire-format §5: the component's interval for the topic's feed kind, sport and championship. */
  private intervalOf(entry: Followed): number {
    const { topic } = entry;
    const intervalFor = this.options.pollingInterval ?? pollingInterval;
    if (topic.kind === 'game') {
      // The topic may name the constant id; its data is under the game id.
      const gameId = this.store.topic(entry.key)?.order[0] ?? topic.gameId;
      const game = this.store.game(gameId) ?? this.store.event(gameId);
      return intervalFor({ component: entry.component, kind: game?.KI === 3 ? 'line' : 'live', champId: game?.LI, sportId: game?.SI });
    }
    const kind = topic.feedKind === 3 ? 'line' : 'live';
    return intervalFor({
      component: entry.component,
      kind,
      champId: topic.kind === 'champ' ? topic.champId : undefined,
      sportId: topic.kind === 'sport' ? topic.sportId : undefined,
    });
  }
}

/** The feed's "Game is not found" envelope (wire-format §1.1, ErrorCode 404), not a failed call. */
function isGameGone(error: HTTPError): boolean {
  return error instanceof ApiError && error.errorCode === 404;
}
