import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { encodeTextFrame } from './ws-frame';

// The frames are written, as the push hub writes them, to the stream under a real WebSocket
// server's socket, and read by a real WebSocket client: each must arrive as one text message,
// whatever the length form of its header, in order with the frames `ws` itself sends.

describe('encodeTextFrame', () => {
  let server: WebSocketServer;
  let url = '';

  beforeAll(async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Opens a client, lets the server write `frames` (encoded ones as raw bytes) and reads `count` messages. */
  async function exchange(frames: (Buffer | { viaWs: string })[], count: number): Promise<{ text: string; binary: boolean }[]> {
    const received: { text: string; binary: boolean }[] = [];
    const client = new WebSocket(url, { perMessageDeflate: false });
    const done = new Promise<void>((resolve, reject) => {
      client.on('message', (data: Buffer, binary: boolean) => {
        received.push({ text: data.toString('utf8'), binary });
        if (received.length === count) resolve();
      });
      client.on('error', reject);
    });
    server.once('connection', (socket, request) => {
      for (const frame of frames) {
        if (Buffer.isBuffer(frame)) request.socket.write(frame);
        else socket.send(frame.viaWs);
      }
    });
    await done;
    client.close();
    return received;
  }

  it.each([0, 1, 125, 126, 65_535, 65_536, 200_000])('a %i-byte payload arrives as one text message', async (length) => {
    const text = 'д'.repeat(Math.floor(length / 2)) + 'x'.repeat(length % 2);
    expect(Buffer.byteLength(text)).toBe(length);
    expect(await exchange([encodeTextFrame(Buffer.from(text))], 1)).toEqual([{ text, binary: false }]);
  });

  it('encodes a string payload as its UTF-8 bytes', async () => {
    expect(await exchange([encodeTextFrame('{"name":"Спартак"}')], 1)).toEqual([{ text: '{"name":"Спартак"}', binary: false }]);
  });

  it('keeps its order among the frames the WebSocket library sends on the same socket', async () => {
    const received = await exchange([{ viaWs: '{"seq":0}' }, encodeTextFrame('{"seq":1}'), { viaWs: '{"seq":2}' }, encodeTextFrame('{"seq":3}')], 4);
    expect(received.map((message) => message.text)).toEqual(['{"seq":0}', '{"seq":1}', '{"seq":2}', '{"seq":3}']);
  });

  it('uses the shortest length form of RFC 6455', () => {
    expect(encodeTextFrame(Buffer.alloc(125)).length).toBe(2 + 125);
    expect(encodeTextFrame(Buffer.alloc(126)).length).toBe(4 + 126);
    expect(encodeTextFrame(Buffer.alloc(65_536)).length).toBe(10 + 65_536);
  });
});
