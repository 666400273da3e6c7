import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frozenClock, ScriptedFeed, startPushTestApp, type PushTestApp } from './push-test-app';
import { TestSocket } from './push-test-client';
import { emitAll, GAMES, markets } from './push-test-feed';

// The hub's care of its sockets (issue 4 "Push"): a socket that stops answering heartbeats is
// dropped; a socket whose send buffer is backed up skips deltas and, once it drains, gets a fresh
// snapshot instead (here every socket counts as backed up: the high-water mark is below zero).

const feed = new ScriptedFeed(emitAll);
let t: PushTestApp;

beforeAll(async () => {
  t = await startPushTestApp({ provider: feed, clock: frozenClock(), push: { heartbeatMs: 100, sweepMs: 50, highWaterBytes: -1 } });
});
afterAll(() => t.close());

describe('socket liveness', () => {
  it('drops a socket that does not answer pings and keeps one that does', async () => {
    const dead = await TestSocket.open(t.wsUrl, { autoPong: false });
    const alive = await TestSocket.open(t.wsUrl);
    for (let waited = 0; !dead.closed && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dead.closed).toBe(true);
    // The live one has answered several heartbeats meanwhile.
    expect(alive.closed).toBe(false);
    await alive.close();
  });

  it('skips the deltas of a backed-up socket and resynchronises it with a snapshot', async () => {
    const socket = await TestSocket.open(t.wsUrl);
    socket.send({ type: 'subscribe', id: 9, topic: { kind: 'game', gameId: GAMES.liveRpl.id } });
    const first = await socket.next('snapshot', (f) => f.id === 9);
    feed.emit((sink) => sink.prices(GAMES.liveRpl.id, markets({ w1: 4_000 })));
    const fresh = await socket.next('snapshot', (f) => f.id === 9);
    expect(fresh.seq).toBe(first.seq + 1);
    const prices = 'game' in fresh.data ? (fresh.data.game.GE ?? []).flatMap((g) => g.E.flat()) : [];
    expect(prices).toContainEqual(expect.objectContaining({ G: 1, T: 1, C: 4 }));
    expect(socket.unread.filter((f) => f.type === 'delta')).toEqual([]);
    expect(socket.invalid).toEqual([]);
    await socket.close();
  });
});
