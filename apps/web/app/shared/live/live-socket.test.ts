// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushDeltaFrame, PushErrorFrame, PushNotice, PushSnapshotFrame } from '@stavka/contract/push';
import { LiveSocket, type SocketState } from './live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from './test-push-server';
import { wireEvent } from './test-wire';

// The browser's push socket against a real WebSocket server: subscriptions sent on open and again
// after a reconnect, sequence numbers checked, a gap answered with a resync, notices delivered.

let server: TestPushServer;
let socket: LiveSocket;

beforeEach(async () => {
  server = await startTestPushServer();
  socket = new LiveSocket({ url: server.url, createSocket: nodeSocket, baseDelayMs: 20, maxDelayMs: 100 });
});
afterEach(async () => {
  socket.stop();
  await server.stop();
});

function recorder() {
  const seen: { snapshots: PushSnapshotFrame[]; deltas: PushDeltaFrame[]; errors: PushErrorFrame[] } = { snapshots: [], deltas: [], errors: [] };
  const handlers = {
    snapshot: (frame: PushSnapshotFrame) => seen.snapshots.push(frame),
    delta: (frame: PushDeltaFrame) => seen.deltas.push(frame),
    error: (frame: PushErrorFrame) => seen.errors.push(frame),
  };
  return { seen, handlers };
}

// The test server numbers a subscription's channel 100 + its id.
const snapshotOf = (id: number, seq: number): PushSnapshotFrame => ({ type: 'snapshot', id, ch: 100 + id, seq, topic: 'top:1', data: { events: [wireEvent(1)] } });
const deltaOf = (id: number, seq: number): PushDeltaFrame => ({ type: 'delta', ch: 100 + id, seq, ts: Date.now(), changes: [{ I: 1, E: [] }] });

/** Answers every subscribe and resync with a snapshot at `seq`. */
function answerSnapshots(seq: () => number): void {
  server.onFrame((frame, peer) => {
    if (frame.type === 'subscribe' || frame.type === 'resync') peer.send(snapshotOf(frame.id, seq()));
  });
}

describe('LiveSocket', () => {
  it('subscribes once open and applies deltas that follow the snapshot in order', async () => {
    answerSnapshots(() => 5);
    const { seen, handlers } = recorder();
    socket.subscribe({ kind: 'top', feedKind: 1 }, 'ru', handlers);
    socket.start();
    await until(() => seen.snapshots.length === 1);
    expect(server.received[0]).toEqual({ type: 'subscribe', id: 1, topic: { kind: 'top', feedKind: 1 }, lng: 'ru' });
    server.broadcast(deltaOf(1, 6));
    server.broadcast(deltaOf(1, 6)); // a repeat is ignored
    server.broadcast(deltaOf(1, 7));
    await until(() => seen.deltas.length === 2);
    expect(seen.deltas.map((d) => d.seq)).toEqual([6, 7]);
  });

  it('asks for a resync on a gap and ignores deltas until the fresh snapshot', async () => {
    let seq = 1;
    answerSnapshots(() => seq);
    const { seen, handlers } = recorder();
    socket.subscribe({ kind: 'game', gameId: 1 }, undefined, handlers);
    socket.start();
    await until(() => seen.snapshots.length === 1);
    seq = 4;
    server.broadcast(deltaOf(1, 3)); // 2 was lost
    await until(() => seen.snapshots.length === 2);
    expect(server.received.map((f) => f.type)).toEqual(['subscribe', 'resync']);
    expect(seen.deltas).toEqual([]);
    server.broadcast(deltaOf(1, 5));
    await until(() => seen.deltas.length === 1);
    expect(seen.snapshots.at(-1)?.seq).toBe(4);
  });

  it('reconnects after the connection drops and subscribes again', async () => {
    answerSnapshots(() => 1);
    const { seen, handlers } = recorder();
    const states: SocketState[] = [];
    socket.onState((state) => states.push(state));
    socket.subscribe({ kind: 'top', feedKind: 3 }, 'en', handlers);
    socket.start();
    await until(() => seen.snapshots.length === 1);
    await server.stop();
    await until(() => socket.state !== 'open');
    await server.restart();
    await until(() => seen.snapshots.length === 2, 5_000);
    expect(states[0]).toBe('connecting');
    expect(states).toContain('closed');
    expect(states.at(-1)).toBe('open');
    expect(server.received.filter((f) => f.type === 'subscribe')).toHaveLength(2);
  });

  it('stops a subscription on unsubscribe and passes its errors on', async () => {
    server.onFrame((frame, peer) => {
      if (frame.type === 'subscribe') peer.send({ type: 'error', id: frame.id, code: 'not_found', message: 'No game of this id in the feed' });
    });
    const { seen, handlers } = recorder();
    const subscription = socket.subscribe({ kind: 'game', gameId: 999 }, undefined, handlers);
    socket.start();
    await until(() => seen.errors.length === 1);
    expect(seen.errors[0]?.code).toBe('not_found');
    subscription.unsubscribe();
    await until(() => server.received.length === 2);
    expect(server.received[1]).toEqual({ type: 'unsubscribe', id: 1 });
  });

  it('hands notices to its listeners', async () => {
    const notices: PushNotice[] = [];
    socket.onNotice((notice) => notices.push(notice));
    socket.start();
    await until(() => socket.state === 'open');
    const notice: PushNotice = { kind: 'game', id: 'n1', at: 1, gameId: 1, constId: 2, sportId: 1, event: 'goal', O1: 'A', O2: 'B' };
    server.broadcast({ type: 'notice', notice });
    server.broadcast({ type: 'pong', ts: 1 });
    await until(() => notices.length === 1);
    expect(notices[0]).toEqual(notice);
  });
});
