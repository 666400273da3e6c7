import crypto from 'node:crypto';
import net from 'node:net';

/**
 * A subscriber that costs its process as little as a WebSocket client can: RFC 6455 spoken directly
 * over TCP (the handshake, masked client frames, unmasked server frames read straight from the
 * socket's chunks). The clients stand for 10,000 browsers on other machines; with a full client
 * library per socket, one process reading them all in turn adds its own queue to the delivery
 * times it records. Both fan-outs are read by the same clients.
 */
export class LeanSubscriber {
  private pending: Buffer | undefined;
  private upgraded = false;
  private readonly closed: Promise<void>;

  constructor(
    private readonly socket: net.Socket,
    private readonly onFrame: (opcode: number, payload: Buffer) => void,
    onUpgrade: () => void,
    onFailure: (error: Error) => void,
  ) {
    this.closed = new Promise((resolve) => socket.once('close', () => resolve()));
    socket.setNoDelay(true);
    socket.on('error', onFailure);
    socket.on('data', (chunk: Buffer) => {
      let data = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
      this.pending = undefined;
      if (!this.upgraded) {
        const end = data.indexOf('\r\n\r\n');
        if (end === -1) {
          this.pending = data;
          return;
        }
        if (!data.subarray(0, end).toString('latin1').startsWith('HTTP/1.1 101'))
          return onFailure(new Error('the WebSocket upgrade was refused'));
        this.upgraded = true;
        onUpgrade();
        data = data.subarray(end + 4);
      }
      this.read(data);
    });
  }

  static open(url: URL, onFrame: (opcode: number, payload: Buffer) => void): Promise<LeanSubscriber> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname);
      const subscriber = new LeanSubscriber(socket, onFrame, () => resolve(subscriber), reject);
      const key = crypto.randomBytes(16).toString('base64');
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
  }

  /** A masked client frame (RFC 6455 §5.3): text 0x1, close 0x8, pong 0xA. */
  send(opcode: number, payload: Buffer = Buffer.alloc(0)): void {
    const mask = crypto.randomBytes(4);
    const header =
      payload.length < 126
        ? Buffer.from([0x80 | opcode, 0x80 | payload.length])
        : Buffer.from([0x80 | opcode, 0x80 | 126, payload.length >> 8, payload.length & 255]);
    const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] ?? 0)));
    this.socket.write(Buffer.concat([header, mask, masked]));
  }

  close(): Promise<void> {
    this.send(0x8);
    this.socket.end();
    return this.closed;
  }

  private read(data: Buffer): void {
    let at = 0;
    while (data.length - at >= 2) {
      let length = (data[at + 1] ?? 0) & 0x7f;
      let offset = at + 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        offset = at + 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        offset = at + 10;
      }
      if (data.length < offset + length) break;
      const opcode = (data[at] ?? 0) & 0x0f;
      const payload = data.subarray(offset, offset + length);
      at = offset + length;
      // The server's heartbeat pings are answered, or it would drop the socket.
      if (opcode === 0x9) this.send(0xa, payload);
      else this.onFrame(opcode, payload);
    }
    if (at < data.length) this.pending = data.subarray(at);
  }
}
