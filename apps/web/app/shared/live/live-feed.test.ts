// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushTopic } from '@stavka/contract/push';
import { createHttpClient } from '../http/http-client';
import { pathOf, sendJson, startTestServer, type TestServer } from '../http/test-http-server';
import { LiveFeed } from './live-feed';
import { LiveSocket } from './live-socket';
import { nodeSocket, startTestPushServer, until, type TestPushServer } from './test-push-server';
import { outcome, wireEvent, wireGame } from './test-wire';

// Issue 4 "When the socket is down the client falls back to the polling timer": the same topic is
// fed by the wire routes while the socket is down, by the socket when it is back, and by polling
// again when it drops — into one store. Real HTTP and WebSocket servers on 127.0.0.1.

const LIST = '/service-api/LiveFeed/Get1x2_VZip';
const GAME = '/service-api/LiveFeed/GetGameZip';
const envelope = (value: unknown) => ({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value });

let http: TestServer;
let push: TestPushServer;
let feed: LiveFeed;
let w1 = 2.1;

beforeEach(async () => {
  http = await startTestServer();
  http.route(LIST, (_request, response) => sendJson(response, 200, envelope([wireEvent(1, { E: [outcome(1, 1, w1)] })])));
  http.route(GAME, (_request, response) => sendJson(response, 200, envelope(wireGame(7))));
  push = await startTestPushServer();
  push.onFrame((frame, peer) => {
    if (frame.type === 'subscribe') peer.send({ type: 'snapshot', id: frame.id, ch: 1, seq: 0, topic: 'champ:88637:1', data: { events: [wireEvent(1, { E: [outcome(1, 1, 5)] })] } });
  });
  await push.stop(); // the socket is down when the page starts
  const socket = new LiveSocket({ url: push.url, createSocket: nodeSocket, baseDelayMs: 20, maxDelayMs: 40 });
  feed = new LiveFeed({ socket, http: createHttpClient({ baseUrl: http.baseUrl }), lng: 'ru', pollingInterval: () => 50 });
  feed.start();
});
afterEach(async () => {
  feed.stop();
  await push.stop();
  await http.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LiveFeed', () => {
  it('polls while the socket is down, hands over to the socket when it is back, and polls again when it drops', async () => {
    const release = feed.follow({ kind: 'champ', champId: 88637, feedKind: 1 }, 'dashboard');
    const view = () => feed.store.topic('champ:88637:1');
    await until(() => view()?.source === 'polling');
    expect(view()?.order).toEqual([1]);
    const asked = new URL(http.received[0]?.url ?? '', http.baseUrl).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ champs: '88637', count: '50', lng: 'ru', mode: '4', noFilterBlockEvent: 'true' });

    w1 = 2.4;
    await until(() => feed.store.outcome(1, 1, 1)?.price === 2_400);
    expect(feed.store.outcome(1, 1, 1)?.move).toBe('up');

    await push.restart();
    await until(() => view()?.source === 'socket', 5_000);
    expect(feed.store.outcome(1, 1, 1)?.price).toBe(5_000);
    const polled = http.hits(LIST);
    await sleep(200);
    expect(http.hits(LIST)).toBe(polled);

    await push.stop();
    await until(() => http.hits(LIST) > polled, 5_000);
    await until(() => view()?.source === 'polling');

    release();
    const last = http.hits(LIST);
    await sleep(150);
    expect(http.hits(LIST)).toBe(last);
    expect(view()).toBeUndefined();
  });

  it('follows a topic once however many components show it', async () => {
    const topic: PushTopic = { kind: 'game', gameId: 7 };
    const first = feed.follow(topic, 'game');
    const second = feed.follow(topic, 'game');
    await until(() => feed.store.game(7) !== undefined);
    expect(pathOf(http.received[0]?.url ?? '')).toBe(GAME);
    expect(new URL(http.received[0]?.url ?? '', http.baseUrl).searchParams.get('id')).toBe('7');
    first();
    await sleep(120);
    expect(feed.store.topic('game:7')?.status).toBe('ready');
    second();
    expect(feed.store.topic('game:7')).toBeUndefined();
  });

  it('marks a topic whose polling fails and that has no data', async () => {
    http.route(LIST, (_request, response) => sendJson(response, 503, { error: 'down' }));
    feed.follow({ kind: 'top', feedKind: 1 }, 'topGames');
    await until(() => feed.store.topic('top:1')?.status === 'error');
    expect(new URL(http.received[0]?.url ?? '', http.baseUrl).searchParams.get('top')).toBe('true');
  });

  it('while polling, takes a game the feed no longer has for finished (the bet slip drops it)', async () => {
    let gone = false;
    http.route(GAME, (_request, response) =>
      sendJson(response, 200, gone ? { Id: 0, Success: false, Error: 'Game is not found in Sports', ErrorCode: 404, Guid: '', Value: null } : envelope(wireGame(7))),
    );
    feed.follow({ kind: 'game', gameId: 7 }, 'coupon');
    await until(() => feed.store.game(7) !== undefined);
    expect(feed.store.isFinished(7)).toBe(false);
    gone = true;
    await until(() => feed.store.isFinished(7), 5_000);
  });

  it('while polling, does not take a game for finished when the feed is only unreachable', async () => {
    http.route(GAME, (_request, response) => sendJson(response, 503, { error: 'down' }));
    feed.follow({ kind: 'game', gameId: 7 }, 'coupon');
    await until(() => feed.store.topic('game:7')?.status === 'error');
    await sleep(150);
    expect(feed.store.isFinished(7)).toBe(false);
  });
});
