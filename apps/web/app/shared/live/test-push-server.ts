// Test support: a real WebSocket server on 127.0.0.1 that speaks the push protocol as each test
// scripts it, and the `ws` client behind the socket's small WebSocket interface, so the browser's
// push client runs over real sockets in node tests. Only imported by *.test.ts(x) files.
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { pushClientFrameSchema, type PushClientFrame, type PushServerFrame } from '@stavka/contract/push';
import type { WebSocketLike } from './live-socket';

export interface PushPeer {
  send(frame: PushServerFrame | string): void;
  close(): void;
}

export type FrameHandler = (frame: PushClientFrame, peer: PushPeer) => void;

export interface TestPushServer {
  readonly port: number;
  readonly url: string;
  /** Every client frame received, in order. */
  readonly received: PushClientFrame[];
  /** Open client connections. */
  connections(): number;
  onFrame(handler: FrameHandler): void;
  broadcast(frame: PushServerFrame): void;
  /** Stops listening and drops every connection (the network is down). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
}

export async function startTestPushServer(port = 0): Promise<TestPushServer> {
  const received: PushClientFrame[] = [];
  const peers = new Set<WebSocket>();
  let handler: FrameHandler = () => {};
  let server: WebSocketServer | undefined;

  const listen = (wanted: number) =>
    new Promise<number>((resolve, reject) => {
      const wss = new WebSocketServer({ host: '127.0.0.1', port: wanted });
      wss.once('listening', () => resolve((wss.address() as AddressInfo).port));
      wss.once('error', reject);
      wss.on('connection', (ws) => {
        peers.add(ws);
        ws.on('close', () => peers.delete(ws));
        const peer: PushPeer = { send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)), close: () => ws.close() };
        peer.send({ type: 'hello', ts: Date.now(), signedIn: false });
        ws.on('message', (data: Buffer) => {
          const frame = pushClientFrameSchema.parse(JSON.parse(data.toString('utf8')));
          received.push(frame);
          handler(frame, peer);
        });
      });
      server = wss;
    });

  const bound = await listen(port);
  return {
    port: bound,
    url: `ws://127.0.0.1:${bound}/ws`,
    received,
    connections: () => peers.size,
    onFrame: (next) => {
      handler = next;
    },
    broadcast: (frame) => {
      for (const ws of peers) ws.send(JSON.stringify(frame));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const ws of peers) ws.terminate();
        peers.clear();
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    restart: async () => {
      await listen(bound);
    },
  };
}

/** The `ws` client as the socket's WebSocketLike. */
export function nodeSocket(url: string): WebSocketLike {
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
    close: () => ws.terminate(),
  };
  ws.on('open', () => like.onopen?.());
  ws.on('message', (data: Buffer, isBinary: boolean) => like.onmessage?.({ data: isBinary ? data : data.toString('utf8') }));
  ws.on('close', () => like.onclose?.());
  ws.on('error', () => like.onerror?.());
  return like;
}

/** Resolves when `check` holds, polling every 10 ms, or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
