import type { FastifyBaseLogger } from 'fastify';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { pushLimits, type PushClientFrame, type PushNotice } from '@stavka/contract/push';
import type { EventBus } from '../../bus/event-bus';
import { FEED_SUBJECT, type GameEvent } from '../feed/service';
import { subscriberOf, type Channel, type FrameSink, type Subscriber } from './channel';
import { buildSnapshotTail } from './channel-frames';
import { ChannelRegistry } from './channel-registry';
import { PushConnection } from './connection';
import { FlushMemo } from './flush-memo';
import { PUSH_SUBJECT, sessionsEndedEventSchema, userNoticeEventSchema } from './service';
import { realTimers, TickScheduler, type SchedulerTimers } from './tick-scheduler';
import { langKey, resolveTopic, type PushFeed } from './topics';

// The push hub (issue 4 "Push", DESIGN §4): subscribes once to the feed's events on the bus, folds
// them into channels, flushes each channel at most once a tick and sends every delta, serialized
// once, to all of the channel's sockets. Sockets that fall behind skip deltas and get a fresh
// snapshot once they drain; sockets that stop answering heartbeats are dropped.

export interface PushOptions {
  /** Conflation tick: a channel sends at most one delta per tick. */
  tickMs: number;
  /** Heartbeat: a socket that has not answered the previous ping is dropped. */
  heartbeatMs: number;
  /** How often backed-up sockets are checked. */
  sweepMs: number;
  /** Above this many queued bytes a socket skips deltas … */
  highWaterBytes: number;
  /** … and below this it gets its fresh snapshot. */
  lowWaterBytes: number;
  /** A socket backed up for longer is dropped. */
  staleTimeoutMs: number;
}

export const DEFAULT_PUSH_OPTIONS: PushOptions = {
  tickMs: 100,
  heartbeatMs: 30_000,
  sweepMs: 1_000,
  highWaterBytes: 1 << 20,
  lowWaterBytes: 64 << 10,
  staleTimeoutMs: 30_000,
};

export interface PushHubDeps {
  bus: EventBus;
  feed: PushFeed;
  log: FastifyBaseLogger;
  options?: Partial<PushOptions> | undefined;
  timers?: SchedulerTimers;
}

export class PushHub {
  readonly options: PushOptions;
  private readonly registry: ChannelRegistry;
  private readonly scheduler: TickScheduler<Channel>;
  private readonly connections = new Set<PushConnection>();
  private readonly byUser = new Map<number, Set<PushConnection>>();
  private readonly stale = new Set<Subscriber>();
  private readonly stops: (() => void)[] = [];

  constructor(private readonly deps: PushHubDeps) {
    this.options = { ...DEFAULT_PUSH_OPTIONS, ...deps.options };
    this.registry = new ChannelRegistry(deps.feed);
    this.scheduler = new TickScheduler(this.options.tickMs, (channels) => this.flush(channels), deps.timers ?? realTimers);
  }

  start(): void {
    const { bus, feed } = this.deps;
    // The live state's events come from this process's own feed (in a cluster every process keeps
    // one); players' notices come over the shared bus, from whichever process made them.
    this.stops.push(
      feed.events.subscribe<GameEvent>(FEED_SUBJECT.allGames, (event) => {
        for (const channel of this.registry.route(event)) this.scheduler.schedule(channel);
      }),
      feed.events.subscribe(FEED_SUBJECT.catalogue, () => {
        for (const channel of this.registry.catalogueChanged()) this.scheduler.schedule(channel);
      }),
      bus.subscribe(PUSH_SUBJECT.allUsers, (event) => this.onUserNotice(event)),
      bus.subscribe(PUSH_SUBJECT.sessionsEnded, (event) => this.onSessionsEnded(event)),
    );
    const heartbeat = setInterval(() => this.heartbeat(), this.options.heartbeatMs);
    const sweep = setInterval(() => this.sweepStale(), this.options.sweepMs);
    heartbeat.unref();
    sweep.unref();
    this.stops.push(
      () => clearInterval(heartbeat),
      () => clearInterval(sweep),
    );
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.scheduler.stop();
    for (const connection of this.connections) connection.terminate();
  }

  /**
   * Takes a new socket; its frames are read at once (the session is resolved meanwhile). `stream` is
   * the connection under it (the upgraded request's socket), where encoded deltas are written.
   */
  accept(socket: WebSocket, stream: Writable): PushConnection {
    const connection = new PushConnection(socket, stream, {
      frame: (conn, frame) => this.onFrame(conn, frame),
      closed: (conn) => this.onClosed(conn),
    });
    this.connections.add(connection);
    return connection;
  }

  /** Records who the socket belongs to (null: a guest), in which session, and greets it. */
  identify(connection: PushConnection, userId: number | null, sessionId: string | null = null): void {
    if (!this.connections.has(connection)) return;
    connection.userId = userId;
    connection.sessionId = userId === null ? null : sessionId;
    if (userId !== null) {
      const set = this.byUser.get(userId) ?? new Set<PushConnection>();
      set.add(connection);
      this.byUser.set(userId, set);
    }
    connection.send(JSON.stringify({ type: 'hello', ts: Date.now(), signedIn: userId !== null }));
  }

  /** Sends a notice to this process's sockets of a player; answers how many got it. */
  notifyUser(userId: number, notice: PushNotice): number {
    const sockets = this.byUser.get(userId);
    if (!sockets) return 0;
    const frame = Buffer.from(JSON.stringify({ type: 'notice', notice }));
    for (const socket of sockets) socket.send(frame);
    return sockets.size;
  }

  stats(): { connections: number; channels: number; signedIn: number; stale: number } {
    return { connections: this.connections.size, channels: this.registry.size, signedIn: this.byUser.size, stale: this.stale.size };
  }

  // --- client frames -------------------------------------------------------------------------

  private onFrame(connection: PushConnection, frame: PushClientFrame): void {
    try {
      switch (frame.type) {
        case 'ping':
          return connection.send(JSON.stringify({ type: 'pong', ...(frame.id === undefined ? {} : { id: frame.id }), ts: Date.now() }));
        case 'subscribe':
          return this.subscribe(connection, frame);
        case 'unsubscribe':
        case 'resync': {
          const subscriber = connection.subscriptions.get(frame.id);
          if (!subscriber) return connection.error('unknown_subscription', `No subscription ${frame.id} on this socket`, frame.id);
          return frame.type === 'unsubscribe' ? this.drop(subscriber) : this.sendSnapshot(subscriber);
        }
      }
    } catch (err) {
      this.deps.log.error({ err, frame: frame.type }, 'push frame failed');
      connection.error('server_error', 'The frame could not be handled', frame.type === 'ping' ? undefined : frame.id);
    }
  }

  private subscribe(connection: PushConnection, frame: Extract<PushClientFrame, { type: 'subscribe' }>): void {
    const { id } = frame;
    if (connection.subscriptions.has(id)) return connection.error('duplicate_id', `Subscription ${id} exists on this socket`, id);
    if (connection.subscriptions.size >= pushLimits.maxSubscriptions) {
      return connection.error('too_many_subscriptions', `At most ${pushLimits.maxSubscriptions} subscriptions a socket`, id);
    }
    const topic = resolveTopic(this.deps.feed, frame.topic);
    if (!topic) return connection.error('not_found', `No ${frame.topic.kind} of this id in the feed`, id);
    const lang = langKey(frame.lng);
    const existing = this.registry.find(topic, lang);
    if (existing && [...existing.subscribers].some((s) => s.sink === connection)) {
      return connection.error('already_subscribed', 'This socket already follows the topic', id);
    }
    const channel = existing ?? this.registry.open(topic, lang);
    const subscriber = subscriberOf(connection, id, channel);
    channel.subscribers.add(subscriber);
    connection.subscriptions.set(id, subscriber);
    this.sendSnapshot(subscriber);
  }

  /** A snapshot as of the channel's last delta; the deltas after it follow in order. */
  private sendSnapshot(subscriber: Subscriber): void {
    const { channel, sink } = subscriber;
    channel.snapshotTail ??= buildSnapshotTail(this.deps.feed, channel);
    if (!channel.snapshotTail) {
      sink.error('not_found', 'The game is no longer in the feed', subscriber.id);
      this.drop(subscriber);
      return;
    }
    subscriber.stale = false;
    this.stale.delete(subscriber);
    sink.send(Buffer.concat([subscriber.snapshotPrefix, channel.snapshotTail]));
  }

  private drop(subscriber: Subscriber): void {
    const { channel } = subscriber;
    channel.subscribers.delete(subscriber);
    subscriber.sink.subscriptions.delete(subscriber.id);
    this.stale.delete(subscriber);
    if (channel.subscribers.size > 0) return;
    this.registry.close(channel);
    this.scheduler.forget(channel);
  }

  private onClosed(connection: PushConnection): void {
    this.connections.delete(connection);
    for (const subscriber of [...connection.subscriptions.values()]) this.drop(subscriber);
    this.forgetUser(connection);
  }

  private forgetUser(connection: PushConnection): void {
    if (connection.userId === null) return;
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.userId);
  }

  /** The sockets of ended sessions hear so and go on as a guest's (their feed subscriptions stay). */
  private onSessionsEnded(event: unknown): void {
    const parsed = sessionsEndedEventSchema.safeParse(event);
    if (!parsed.success) {
      this.deps.log.warn({ issues: parsed.error.issues }, 'malformed sessions-ended event on the bus');
      return;
    }
    const { userId, sessionIds, reason } = parsed.data;
    const ended = new Set(sessionIds);
    const notice = Buffer.from(JSON.stringify({ type: 'notice', notice: { kind: 'session', status: 'ended', reason } }));
    for (const connection of [...(this.byUser.get(userId) ?? [])]) {
      if (connection.sessionId === null || !ended.has(connection.sessionId)) continue;
      connection.send(notice);
      this.forgetUser(connection);
      connection.userId = null;
      connection.sessionId = null;
      connection.send(JSON.stringify({ type: 'hello', ts: Date.now(), signedIn: false }));
    }
  }

  // --- fan-out -------------------------------------------------------------------------------

  private flush(channels: Channel[]): void {
    const memo = new FlushMemo(this.deps.feed);
    for (const channel of channels) {
      try {
        const frame = this.registry.flush(channel, memo);
        if (frame) this.deliver(channel, frame);
      } catch (err) {
        this.deps.log.error({ err, channel: channel.key }, 'push flush failed');
      }
    }
  }

  /** The same encoded delta frame, the same buffer, to every subscriber. */
  private deliver(channel: Channel, frame: Buffer): void {
    for (const subscriber of channel.subscribers) {
      if (subscriber.stale) continue;
      const sink: FrameSink = subscriber.sink;
      if (!sink.open) continue;
      if (sink.bufferedAmount > this.options.highWaterBytes) {
        subscriber.stale = true;
        subscriber.staleSince = performance.now();
        this.stale.add(subscriber);
        continue;
      }
      sink.sendEncoded(frame);
    }
  }

  private sweepStale(): void {
    const now = performance.now();
    for (const subscriber of [...this.stale]) {
      const { sink } = subscriber;
      if (!sink.open) {
        this.stale.delete(subscriber);
      } else if (sink.bufferedAmount <= this.options.lowWaterBytes) {
        this.sendSnapshot(subscriber);
      } else if (now - subscriber.staleSince > this.options.staleTimeoutMs) {
        this.stale.delete(subscriber);
        sink.terminate();
      }
    }
  }

  private heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.terminate();
        continue;
      }
      connection.alive = false;
      if (connection.open) connection.socket.ping();
    }
  }

  private onUserNotice(event: unknown): void {
    const parsed = userNoticeEventSchema.safeParse(event);
    if (!parsed.success) {
      this.deps.log.warn({ issues: parsed.error.issues }, 'malformed user notice on the bus');
      return;
    }
    this.notifyUser(parsed.data.userId, parsed.data.notice);
  }
}
