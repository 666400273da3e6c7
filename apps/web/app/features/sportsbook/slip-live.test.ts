import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../shared/http/http-client';
import { LiveFeed } from '../../shared/live/live-feed';
import { LiveSocket } from '../../shared/live/live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from '../../shared/live/test-push-server';
import { outcome, wireGame } from '../../shared/live/test-wire';
import type { SelectionSink, WatchedGameUpdate, WatchTarget } from './selection-types';
import { followSlipGames } from './slip-live';

// Issue 4: the bet slip follows its games by push on every page — price changes reach it, finished
// games leave it — through game topics of the page's live feed, over a real socket.

/** A slip that holds the given games and records every update handed to it. */
function recordingSink(initial: WatchTarget[]) {
  let targets: readonly WatchTarget[] = initial;
  const listeners = new Set<() => void>();
  const updates: WatchedGameUpdate[] = [];
  const sink: SelectionSink = {
    subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    isSelected: () => false,
    toggle: () => 'added',
    watchTargets: () => targets,
    applyUpdates: (batch) => void updates.push(...batch),
  };
  return {
    sink,
    updates,
    hold(next: WatchTarget[]) {
      targets = next;
      listeners.forEach((listener) => listener());
    },
  };
}

let server: TestPushServer;
let feed: LiveFeed;
const channelOf = new Map<number, number>();

beforeEach(async () => {
  channelOf.clear();
  server = await startTestPushServer();
  server.onFrame((frame, peer) => {
    if (frame.type !== 'subscribe' || frame.topic.kind !== 'game') return;
    const gameId = frame.topic.gameId;
    if (gameId === 404) {
      peer.send({ type: 'error', id: frame.id, code: 'not_found', message: 'no such game' });
      return;
    }
    channelOf.set(gameId, channelOf.size + 1);
    peer.send({ type: 'snapshot', id: frame.id, ch: channelOf.size, seq: 0, topic: `game:${gameId}`, data: { game: wireGame(gameId) } });
  });
  const socket = new LiveSocket({ url: server.url, createSocket: nodeSocket });
  feed = new LiveFeed({ socket, http: createHttpClient({ baseUrl: 'http://127.0.0.1:9' }), lng: 'ru' });
  feed.start();
  await until(() => socket.state === 'open');
});
afterEach(async () => {
  feed.stop();
  await server.stop();
});

const priceOf = (update: WatchedGameUpdate | undefined, type: number) => update?.outcomes.find((o) => o.group === 1 && o.type === type)?.price;

describe('the bet slip fed by push', () => {
  it('follows each slip game, hands over its prices and their changes, and drops it when it finishes', async () => {
    const slip = recordingSink([{ gameId: 5, kind: 1, groups: [1] }]);
    const stop = followSlipGames(feed, slip.sink);
    await until(() => slip.updates.length > 0);
    expect(slip.updates[0]).toMatchObject({ gameId: 5, state: 'open', kind: 1, completeGroups: null });
    expect(priceOf(slip.updates[0], 1)).toBe(2100);

    const ch = channelOf.get(5) ?? 0;
    server.broadcast({ type: 'delta', ch, seq: 1, ts: Date.now(), changes: [{ I: 5, E: [outcome(1, 1, 2.4, { B: true })] }] });
    await until(() => priceOf(slip.updates.at(-1), 1) === 2400);
    expect(slip.updates.at(-1)?.outcomes.find((o) => o.type === 1)?.blocked).toBe(true);

    server.broadcast({ type: 'delta', ch, seq: 2, ts: Date.now(), changes: [{ I: 5, finished: true }] });
    await until(() => slip.updates.at(-1)?.state === 'finished');
    stop();
  });

  it('follows games added to the slip, lets go of removed ones, and drops a game the feed no longer has', async () => {
    const slip = recordingSink([{ gameId: 5, kind: 1, groups: [1] }]);
    const stop = followSlipGames(feed, slip.sink);
    await until(() => slip.updates.some((u) => u.gameId === 5));
    slip.hold([
      { gameId: 6, kind: 1, groups: [1] },
      { gameId: 404, kind: 1, groups: [1] },
    ]);
    await until(() => slip.updates.some((u) => u.gameId === 6) && slip.updates.some((u) => u.gameId === 404 && u.state === 'finished'));
    await until(() => server.received.some((frame) => frame.type === 'unsubscribe'));
    expect(feed.store.topic('game:5')).toBeUndefined();
    stop();
    await until(() => server.received.filter((frame) => frame.type === 'unsubscribe').length === 3);
  });
});
