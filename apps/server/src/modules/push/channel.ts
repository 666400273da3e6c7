import type { PushErrorCode, PushTopic, SubscriptionId } from '@stavka/contract/push';
import type { PendingGame } from './pending';

// A channel is one topic in one language: every socket subscribed to it receives the same delta
// frames, serialized and encoded as a WebSocket frame once per flush into one buffer that is
// written as it is to each socket (the fan-out lever of issue 4 "Speed"). Its
// sequence number counts the deltas it has sent; a snapshot carries the number the next delta
// follows and the channel's number, which deltas carry instead of a subscription id.

/** Where a subscription's frames go: one WebSocket and the subscriptions made on it. */
export interface FrameSink {
  /** Bytes queued on the socket and not yet sent (back-pressure). */
  readonly bufferedAmount: number;
  readonly open: boolean;
  readonly subscriptions: Map<SubscriptionId, Subscriber>;
  send(frame: Buffer | string): void;
  /** Writes a frame already encoded as a WebSocket text frame (ws-frame.ts), the same bytes for every socket. */
  sendEncoded(frame: Buffer): void;
  error(code: PushErrorCode, message: string, id?: SubscriptionId): void;
  /** Drops the socket at once (dead or hopelessly backed up). */
  terminate(): void;
}

export interface Subscriber {
  readonly sink: FrameSink;
  readonly id: SubscriptionId;
  readonly channel: Channel;
  /** `{"type":"snapshot","id":<id>,`: the rest of a snapshot is the channel's. */
  readonly snapshotPrefix: Buffer;
  /** Deltas were skipped while the socket was backed up: it needs a fresh snapshot. */
  stale: boolean;
  staleSince: number;
}

export class Channel {
  readonly key: string;
  seq = 0;
  /** Display order of a list topic's games; a game topic holds its one game. */
  order: number[] = [];
  members = new Set<number>();
  /** Membership or order may have changed: recomputed at the next flush. */
  orderDirty = false;
  readonly pending = new Map<number, PendingGame>();
  /** When the newest pending change happened, unix ms. */
  newestAt = 0;
  readonly subscribers = new Set<Subscriber>();
  /** The snapshot after `{"type":"snapshot","id":N,`, valid until the next delta. */
  snapshotTail: Buffer | undefined;

  constructor(
    /** The channel's number in deltas (`ch`). */
    readonly ch: number,
    readonly topicKey: string,
    readonly topic: PushTopic,
    /** langKey of the subscribers' language. */
    readonly lang: string,
  ) {
    this.key = `${topicKey}|${lang}`;
  }

  /** The language the feed's serializers are asked for. */
  get lng(): string | undefined {
    return this.lang === '' ? undefined : this.lang;
  }

  get isList(): boolean {
    return this.topic.kind !== 'game';
  }
}

export function subscriberOf(sink: FrameSink, id: SubscriptionId, channel: Channel): Subscriber {
  return {
    sink,
    id,
    channel,
    snapshotPrefix: Buffer.from(`{"type":"snapshot","id":${id},`),
    stale: false,
    staleSince: 0,
  };
}
