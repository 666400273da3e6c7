import WebSocket from 'ws';
import { pushServerFrameSchema, type PushServerFrame } from '@stavka/contract/push';

// A real WebSocket client for push tests: every frame it receives is checked against the
// protocol's schema, and a test takes frames in order of arrival with `next`.

type FrameOf<T extends PushServerFrame['type']> = Extract<PushServerFrame, { type: T }>;

interface Waiter {
  match: (frame: PushServerFrame) => boolean;
  resolve: (frame: PushServerFrame) => void;
}

export class TestSocket {
  /** Frames not yet taken by `next`. */
  readonly unread: PushServerFrame[] = [];
  /** Frames that did not match the protocol's schema (a test expects none). */
  readonly invalid: unknown[] = [];
  private readonly waiters = new Set<Waiter>();
  /** Subscription id → the channel its deltas name, learned from its snapshots. */
  private readonly channels = new Map<number, number>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      const json: unknown = JSON.parse(data.toString('utf8'));
      const parsed = pushServerFrameSchema.safeParse(json);
      if (isBinary || !parsed.success) {
        this.invalid.push(json);
        return;
      }
      if (parsed.data.type === 'snapshot') this.channels.set(parsed.data.id, parsed.data.ch);
      for (const waiter of this.waiters) {
        if (!waiter.match(parsed.data)) continue;
        this.waiters.delete(waiter);
        waiter.resolve(parsed.data);
        return;
      }
      this.unread.push(parsed.data);
    });
  }

  static open(url: string, options: { headers?: Record<string, string>; autoPong?: boolean } = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, { headers: { host: 'localhost', ...options.headers }, autoPong: options.autoPong ?? true });
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The next frame of a type (and matching `where`), waiting for it up to `timeoutMs`. */
  next<T extends PushServerFrame['type']>(type: T, where: (frame: FrameOf<T>) => boolean = () => true, timeoutMs = 5_000): Promise<FrameOf<T>> {
    const match = (frame: PushServerFrame): frame is FrameOf<T> => frame.type === type && where(frame as FrameOf<T>);
    return this.take(match, timeoutMs, type);
  }

  /** The next delta of a subscription (by the channel its snapshot named). */
  nextDelta(id: number, timeoutMs = 5_000): Promise<FrameOf<'delta'>> {
    return this.next('delta', (f) => f.ch === this.channels.get(id), timeoutMs);
  }

  /** Waits `ms` and answers the unread deltas of a subscription (none expected, usually). */
  async quietDeltas(id: number, ms = 300): Promise<FrameOf<'delta'>[]> {
    const deltas = await this.quiet('delta', ms);
    return deltas.filter((f) => f.ch === this.channels.get(id));
  }

  /** The next frame of any type that matches. */
  take<F extends PushServerFrame>(match: (frame: PushServerFrame) => frame is F, timeoutMs = 5_000, what = 'matching'): Promise<F> {
    const index = this.unread.findIndex(match);
    const found = index === -1 ? undefined : this.unread.splice(index, 1)[0];
    if (found && match(found)) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          if (match(frame)) resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`no ${what} frame within ${timeoutMs} ms; unread: ${JSON.stringify(this.unread).slice(0, 500)}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Waits `ms` and answers the unread frames of a type received meanwhile (none expected, usually). */
  async quiet<T extends PushServerFrame['type']>(type: T, ms = 300): Promise<FrameOf<T>[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.unread.filter((frame): frame is FrameOf<T> => frame.type === type);
  }

  get closed(): boolean {
    return this.ws.readyState === WebSocket.CLOSED;
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
