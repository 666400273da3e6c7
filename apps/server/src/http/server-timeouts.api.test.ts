import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSocket } from '../modules/push/push-test-client';
import { startTestApp, type TestApp } from '../testing/test-app';

// Slow clients (decision 0016): a request whose headers or body trickle in is cut off after the
// configured time, here 1 s for the headers and 2 s for the whole request; an upgraded WebSocket is
// no request any more and stays open.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp('pglite', { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

/**
 * Opens a raw connection, writes `head`, then one more byte of `drip` every 200 ms for as long as
 * the server keeps the connection; answers what the server wrote and when it closed (ms).
 */
function trickle(head: string, drip: string, giveUpMs = 15_000): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.writable) return;
      socket.write(drip[sent % drip.length] ?? 'x');
      sent += 1;
    }, 200);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a trickling request open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('request timeouts', () => {
  it('cuts off a body that never finishes', async () => {
    const head = 'POST /web-api/tracking/event.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"events":[';
    const { answer, closedAfterMs } = await trickle(head, ' ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(closedAfterMs).toBeLessThan(6_000);
  });

  it('cuts off headers that never finish', async () => {
    const { answer, closedAfterMs } = await trickle('GET /health HTTP/1.1\r\nHost: localhost\r\n', 'X-Pad: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
  });

  it('keeps an upgraded WebSocket open well past the request timeout', async () => {
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`);
    await socket.next('hello');
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(socket.closed).toBe(false);
    const pong = new Promise<void>((resolve) => socket.ws.once('pong', () => resolve()));
    socket.ws.ping();
    await pong;
    await socket.close();
  });
});
