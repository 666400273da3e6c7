import net from 'node:net';
import type { BusErrorReporter, BusEvent, BusHandler, EventBus } from './event-bus';
import { isPattern, isSubject } from './subject';

// The bus over NATS (DESIGN §7 scale-out) with the NATS core client protocol spoken directly over
// TCP (https://docs.nats.io/reference/reference-protocols/nats-protocol): CONNECT, PUB, SUB, UNSUB,
// PING/PONG, MSG. No package is needed for that much. Events travel as JSON. The connection comes
// back by itself after a drop (subscriptions are renewed); what is published meanwhile is kept up to
// a byte budget. TLS and JetStream are not spoken here.

export interface NatsBusOptions {
  /** `nats://[user:password@|token@]host[:port]`. */
  url: string;
  /** Shown by the server's monitoring. */
  name?: string;
  onError?: BusErrorReporter;
  /** First wait before reconnecting, doubled up to 5 s. */
  reconnectDelayMs?: number;
  /** Bytes of publications kept while disconnected; older ones are dropped beyond it. */
  maxPendingBytes?: number;
  /** How long the first connection may take. */
  connectTimeoutMs?: number;
}

const CRLF = '\r\n';
const MAX_CONTROL_LINE = 64 * 1024;
/** NATS's default max_payload, until the server's INFO says otherwise. */
const DEFAULT_MAX_PAYLOAD = 1024 * 1024;

interface Sub {
  pattern: string;
  handler: BusHandler;
}

/** Connects and resolves once the server has answered the first PING. */
export async function connectNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const target = new URL(options.url);
  if (target.protocol !== 'nats:') throw new Error(`NATS URL must start with nats://, got ${target.protocol}`);
  const host = target.hostname || '127.0.0.1';
  const port = Number(target.port || 4222);
  const auth = target.password
    ? { user: decodeURIComponent(target.username), pass: decodeURIComponent(target.password) }
    : target.username
      ? { auth_token: decodeURIComponent(target.username) }
      : {};
  const onError: BusErrorReporter = options.onError ?? (() => {});
  const maxPending = options.maxPendingBytes ?? 8 * 1024 * 1024;
  const subs = new Map<number, Sub>();
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let nextSid = 1;
  let socket: net.Socket | undefined;
  let ready = false;
  let closed = false;
  let delay = options.reconnectDelayMs ?? 250;
  /** The server's largest message (INFO max_payload): a bigger PUB would make it close the connection. */
  let maxPayload = DEFAULT_MAX_PAYLOAD;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const send = (frame: Buffer) => {
    if (ready && socket) {
      socket.write(frame);
      return;
    }
    pending.push(frame);
    pendingBytes += frame.length;
    while (pendingBytes > maxPending && pending.length > 0) {
      const dropped = pending.shift();
      pendingBytes -= dropped?.length ?? 0;
      onError(new Error('NATS disconnected: a publication was dropped'), 'nats');
    }
  };

  const deliver = (subject: string, sid: number, payload: Buffer) => {
    const sub = subs.get(sid);
    if (!sub) return;
    try {
      sub.handler(JSON.parse(payload.toString('utf8')) as BusEvent, subject);
    } catch (error) {
      onError(error, subject);
    }
  };

  const open = (onFirstPong?: (error?: Error) => void) => {
    const sock = net.connect({ host, port });
    socket = sock;
    let buffer: Buffer = Buffer.alloc(0);
    let awaiting: { subject: string; sid: number; size: number } | undefined;
    let greeted = false;
    let dead = false;

    const fail = (error: Error) => {
      dead = true;
      onFirstPong?.(error);
      onFirstPong = undefined;
      sock.destroy();
    };

    const handleLine = (line: string) => {
      const [op = '', ...args] = line.split(' ').filter((part) => part.length > 0);
      switch (op.toUpperCase()) {
        case 'INFO':
          maxPayload = maxPayloadOf(args.join(' ')) ?? maxPayload;
          if (greeted) return;
          greeted = true;
          sock.write(
            `CONNECT ${JSON.stringify({ verbose: false, pedantic: false, lang: 'node', version: '1', protocol: 1, echo: true, name: options.name ?? 'stavka', ...auth })}${CRLF}PING${CRLF}`,
          );
          return;
        case 'PING':
          sock.write(`PONG${CRLF}`);
          return;
        case 'PONG':
          if (ready) return;
          ready = true;
          delay = options.reconnectDelayMs ?? 250;
          for (const [sid, sub] of subs) sock.write(`SUB ${sub.pattern} ${sid}${CRLF}`);
          for (const frame of pending) sock.write(frame);
          pending = [];
          pendingBytes = 0;
          onFirstPong?.();
          onFirstPong = undefined;
          return;
        case 'MSG': {
          // MSG <subject> <sid> [reply-to] <#bytes>
          const size = Number(args[args.length - 1]);
          const sid = Number(args[1]);
          if (args.length < 3 || !Number.isInteger(size) || size < 0) return fail(new Error(`NATS: malformed MSG line: ${line}`));
          awaiting = { subject: args[0] ?? '', sid, size };
          return;
        }
        case '-ERR':
          onError(new Error(`NATS server error: ${args.join(' ')}`), 'nats');
          if (!ready) fail(new Error(`NATS refused the connection: ${args.join(' ')}`));
          return;
        default:
          return; // +OK and anything newer
      }
    };

    sock.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      while (!dead) {
        if (awaiting) {
          if (buffer.length < awaiting.size + 2) return;
          const payload = buffer.subarray(0, awaiting.size);
          const { subject, sid } = awaiting;
          buffer = buffer.subarray(awaiting.size + 2);
          awaiting = undefined;
          deliver(subject, sid, payload);
          continue;
        }
        const end = buffer.indexOf(CRLF);
        if (end < 0) {
          if (buffer.length > MAX_CONTROL_LINE) fail(new Error('NATS: control line too long'));
          return;
        }
        const line = buffer.subarray(0, end).toString('utf8');
        buffer = buffer.subarray(end + 2);
        handleLine(line);
      }
    });
    sock.on('error', (error) => {
      if (onFirstPong) return fail(error);
      onError(error, 'nats');
    });
    sock.on('close', () => {
      ready = false;
      if (socket === sock) socket = undefined;
      if (closed || onFirstPong) return;
      reconnectTimer = setTimeout(() => open(), delay);
      reconnectTimer.unref();
      delay = Math.min(delay * 2, 5_000);
    });
  };

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`NATS: no answer from ${host}:${port}`)), options.connectTimeoutMs ?? 5_000);
    open((error) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    });
  });

  return {
    publish(subject, event) {
      if (closed) return;
      if (!isSubject(subject)) throw new Error(`Invalid bus subject: ${subject}`);
      const payload = Buffer.from(JSON.stringify(event), 'utf8');
      if (payload.length > maxPayload) {
        onError(new Error(`NATS: an event of ${payload.length} bytes is over the server's ${maxPayload}-byte limit; dropped`), subject);
        return;
      }
      send(Buffer.concat([Buffer.from(`PUB ${subject} ${payload.length}${CRLF}`), payload, Buffer.from(CRLF)]));
    },

    subscribe<E extends BusEvent>(pattern: string, handler: BusHandler<E>) {
      if (!isPattern(pattern)) throw new Error(`Invalid bus pattern: ${pattern}`);
      const sid = nextSid++;
      // Events arrive as parsed JSON; the subscriber names the shape it expects (feed-events.ts).
      subs.set(sid, { pattern, handler: handler as BusHandler });
      if (ready) socket?.write(`SUB ${pattern} ${sid}${CRLF}`);
      return () => {
        if (!subs.delete(sid)) return;
        if (ready) socket?.write(`UNSUB ${sid}${CRLF}`);
      };
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      subs.clear();
      const sock = socket;
      if (!sock) return;
      await new Promise<void>((resolve) => {
        sock.once('close', () => resolve());
        sock.end();
      });
    },
  };
}

/** `max_payload` of an INFO line's JSON, when it has a usable one. */
function maxPayloadOf(json: string): number | undefined {
  try {
    const info: unknown = JSON.parse(json);
    if (typeof info !== 'object' || info === null || !('max_payload' in info)) return undefined;
    const value = info.max_payload;
    return typeof value === 'number' && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}
