import type { Writable } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import {
  pushClientFrameSchema,
  pushLimits,
  subscriptionIdSchema,
  type PushClientFrame,
  type PushErrorCode,
  type SubscriptionId,
} from '@stavka/contract/push';
import type { FrameSink, Subscriber } from './channel';
import { TokenBucket } from './token-bucket';

// One client socket: reads its frames within the limits of issue 4 "Bad input" (size, rate, JSON,
// the protocol's schema), answers anything malformed with an error frame and keeps the socket.

const OPEN = 1; // WebSocket.OPEN
const TEXT = { binary: false } as const;

export interface ConnectionHandlers {
  frame(connection: PushConnection, frame: PushClientFrame): void;
  closed(connection: PushConnection): void;
}

export class PushConnection implements FrameSink {
  /** The signed-in player, once the session is resolved; null for a guest. */
  userId: number | null = null;
  /** The session the socket was opened in (null for a guest or a token without one). */
  sessionId: string | null = null;
  /** Answered the last heartbeat (or sent something since). */
  alive = true;
  readonly subscriptions = new Map<SubscriptionId, Subscriber>();
  private readonly bucket: TokenBucket;
  private lastRateErrorAt = -Infinity;

  constructor(
    readonly socket: WebSocket,
    /**
     * The byte stream under the WebSocket. Encoded frames go straight to it: `ws` writes its own
     * frames to it synchronously (no per-message compression), so the order of all frames holds.
     */
    private readonly stream: Writable,
    private readonly handlers: ConnectionHandlers,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.bucket = new TokenBucket(pushLimits.framesPerSecond, pushLimits.frameBurst, now);
    socket.on('message', (data: RawData, isBinary: boolean) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => handlers.closed(this));
    // 'close' follows every 'error'; a broken client must not become an unhandled error.
    socket.on('error', () => {});
  }

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  get open(): boolean {
    return this.socket.readyState === OPEN;
  }

  send(frame: Buffer | string): void {
    if (this.open) this.socket.send(frame, TEXT);
  }

  sendEncoded(frame: Buffer): void {
    if (this.open) this.stream.write(frame);
  }

  error(code: PushErrorCode, message: string, id?: SubscriptionId): void {
    this.send(JSON.stringify({ type: 'error', ...(id === undefined ? {} : { id }), code, message }));
  }

  terminate(): void {
    this.socket.terminate();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (!this.bucket.take()) {
      // One error a second is enough for a client that floods; the frames themselves are dropped.
      const now = this.now();
      if (now - this.lastRateErrorAt >= 1000) {
        this.lastRateErrorAt = now;
        this.error('rate_limited', `At most ${pushLimits.framesPerSecond} frames a second`);
      }
      return;
    }
    if (isBinary) return this.error('bad_frame', 'Frames are JSON text');
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (bytes.length > pushLimits.maxFrameBytes) return this.error('frame_too_large', `Frames are at most ${pushLimits.maxFrameBytes} bytes`);
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      return this.error('bad_frame', 'Frame is not JSON');
    }
    const parsed = pushClientFrameSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return this.error('bad_frame', `${where}${issue?.message ?? 'Unknown frame'}`, idOf(json));
    }
    this.handlers.frame(this, parsed.data);
  }
}

/** The subscription id of a refused frame, when it has a valid one, so the client knows which. */
function idOf(json: unknown): SubscriptionId | undefined {
  if (typeof json !== 'object' || json === null || !('id' in json)) return undefined;
  const id = subscriptionIdSchema.safeParse(json.id);
  return id.success ? id.data : undefined;
}
