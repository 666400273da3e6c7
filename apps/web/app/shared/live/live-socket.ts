import {
  pushServerFrameSchema,
  type PushDeltaFrame,
  type PushErrorFrame,
  type PushNotice,
  type PushSnapshotFrame,
  type PushTopic,
} from '@stavka/contract/push';

// The browser's push socket (issue 4 "Push"): connects, reconnects with a growing, jittered delay,
// keeps the subscriptions and sends them again after every reconnect, and checks each topic's
// sequence numbers: a delta that does not follow the last one means a frame was lost, so the
// subscription asks for a fresh snapshot (`resync`) and ignores deltas until it arrives. Deltas
// name the channel the subscription's snapshot gave (`ch`), not the subscription.

export type SocketState = 'connecting' | 'open' | 'closed';

/** What the socket needs of a WebSocket (the browser's, or `ws` in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}

export interface SubscriptionHandlers {
  snapshot(frame: PushSnapshotFrame): void;
  delta(frame: PushDeltaFrame): void;
  error(frame: PushErrorFrame): void;
}

export interface LiveSocketOptions {
  readonly url: string;
  readonly createSocket?: (url: string) => WebSocketLike;
  /** First reconnect delay; it doubles up to `maxDelayMs`, each with a random 50–100 %. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly random?: () => number;
  /** A ping this often; a socket silent for two of them is taken for dead and reconnected. */
  readonly pingIntervalMs?: number;
}

interface Subscription {
  readonly id: number;
  readonly topic: PushTopic;
  readonly lng: string | undefined;
  readonly handlers: SubscriptionHandlers;
  /** The last sequence number applied; null while waiting for a snapshot. */
  lastSeq: number | null;
}

const OPEN = 1;

export class LiveSocket {
  private socket: WebSocketLike | undefined;
  private current: SocketState = 'closed';
  private running = false;
  private attempt = 0;
  private nextId = 1;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lastFrameAt = 0;
  private readonly subscriptions = new Map<number, Subscription>();
  /** Channel number → subscription, from the snapshots of this connection. */
  private readonly channels = new Map<number, Subscription>();
  private readonly stateListeners = new Set<(state: SocketState) => void>();
  private readonly noticeListeners = new Set<(notice: PushNotice) => void>();
  private readonly options: Required<LiveSocketOptions>;

  constructor(options: LiveSocketOptions) {
    this.options = {
      createSocket: browserSocket,
      baseDelayMs: 500,
      maxDelayMs: 30_000,
      random: Math.random,
      pingIntervalMs: 25_000,
      ...options,
    };
  }

  get state(): SocketState {
    return this.current;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  /** Closes for good (until `start`). */
  stop(): void {
    this.running = false;
    clearTimeout(this.reconnectTimer);
    this.drop();
    this.setState('closed');
  }

  /** Connects again at once, e.g. after sign-in so the server sees the new session. */
  reconnect(): void {
    if (!this.running) return;
    clearTimeout(this.reconnectTimer);
    this.drop();
    this.attempt = 0;
    this.connect();
  }

  subscribe(topic: PushTopic, lng: string | undefined, handlers: SubscriptionHandlers): { unsubscribe(): void; resync(): void } {
    const subscription: Subscription = { id: this.nextId++, topic, lng, handlers, lastSeq: null };
    this.subscriptions.set(subscription.id, subscription);
    if (this.current === 'open') this.sendSubscribe(subscription);
    return {
      unsubscribe: () => {
        if (!this.subscriptions.delete(subscription.id)) return;
        for (const [ch, owner] of this.channels) if (owner === subscription) this.channels.delete(ch);
        if (this.current === 'open') this.send({ type: 'unsubscribe', id: subscription.id });
      },
      resync: () => this.resync(subscription),
    };
  }

  onState(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  onNotice(listener: (notice: PushNotice) => void): () => void {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  }

  // --- connection ----------------------------------------------------------------------------

  private connect(): void {
    this.setState('connecting');
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => this.lost(socket);
  }

  private opened(): void {
    this.lastFrameAt = Date.now();
    this.channels.clear(); // channel numbers belong to one connection's server
    this.setState('open');
    for (const subscription of this.subscriptions.values()) this.sendSubscribe(subscription);
    this.pingTimer = setInterval(() => this.ping(), this.options.pingIntervalMs);
  }

  private lost(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.drop();
    if (!this.running) return;
    this.setState('closed');
    this.scheduleReconnect();
  }

  private drop(): void {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close();
  }

  private scheduleReconnect(): void {
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** this.attempt) * (0.5 + random() / 2);
    this.attempt++;
    this.reconnectTimer = setTimeout(() => {
      if (this.running) this.connect();
    }, delay);
  }

  private ping(): void {
    if (Date.now() - this.lastFrameAt > 2 * this.options.pingIntervalMs) {
      // No answer to the last pings: the connection is dead even if the browser has not noticed.
      const socket = this.socket;
      if (socket) this.lost(socket);
      return;
    }
    this.send({ type: 'ping' });
  }

  // --- frames --------------------------------------------------------------------------------

  private received(data: unknown): void {
    this.lastFrameAt = Date.now();
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = pushServerFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case 'hello':
        this.attempt = 0; // the server answered: the next loss starts the delays afresh
        return;
      case 'snapshot':
        return this.snapshot(frame);
      case 'delta':
        return this.delta(frame);
      case 'error':
        if (frame.id !== undefined) this.subscriptions.get(frame.id)?.handlers.error(frame);
        return;
      case 'notice':
        for (const listener of this.noticeListeners) listener(frame.notice);
        return;
      case 'pong':
        return;
    }
  }

  private snapshot(frame: PushSnapshotFrame): void {
    const subscription = this.subscriptions.get(frame.id);
    if (!subscription) return;
    this.channels.set(frame.ch, subscription);
    subscription.lastSeq = frame.seq;
    subscription.handlers.snapshot(frame);
  }

  private delta(frame: PushDeltaFrame): void {
    const subscription = this.channels.get(frame.ch);
    if (!subscription || subscription.lastSeq === null || frame.seq <= subscription.lastSeq) return;
    if (frame.seq !== subscription.lastSeq + 1) {
      this.resync(subscription);
      return;
    }
    subscription.lastSeq = frame.seq;
    subscription.handlers.delta(frame);
  }

  private resync(subscription: Subscription): void {
    if (!this.subscriptions.has(subscription.id)) return;
    subscription.lastSeq = null;
    if (this.current === 'open') this.send({ type: 'resync', id: subscription.id });
  }

  private sendSubscribe(subscription: Subscription): void {
    subscription.lastSeq = null;
    this.send({ type: 'subscribe', id: subscription.id, topic: subscription.topic, ...(subscription.lng ? { lng: subscription.lng } : {}) });
  }

  private send(frame: object): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private setState(state: SocketState): void {
    if (this.current === state) return;
    this.current = state;
    for (const listener of this.stateListeners) listener(state);
  }
}

/** The browser's WebSocket behind the small interface above. */
export function browserSocket(url: string): WebSocketLike {
  const ws = new WebSocket(url);
  const like: WebSocketLike = {
    get readyState() {
      return ws.readyState;
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data) => ws.send(data),
    close: () => ws.close(),
  };
  ws.onopen = () => like.onopen?.();
  ws.onmessage = (event) => like.onmessage?.({ data: event.data });
  ws.onclose = () => like.onclose?.();
  ws.onerror = () => like.onerror?.();
  return like;
}

/** `ws://` or `wss://` on the page's own host. */
export function pushUrl(location: { protocol: string; host: string }, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
