import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushLimits, type PushErrorFrame, type PushSnapshotFrame, type PushTopic } from '@stavka/contract/push';
import { frozenClock, ScriptedFeed, startPushTestApp, type PushTestApp } from './push-test-app';
import { TestSocket } from './push-test-client';
import { CHAMP, emitAll, GAMES } from './push-test-feed';

// Issue 4 "Bad input": a client that subscribes to nonsense gets an error frame, not a dropped
// server — and its socket keeps working.

let t: PushTestApp;
let socket: TestSocket;

beforeAll(async () => {
  t = await startPushTestApp({ provider: new ScriptedFeed(emitAll), clock: frozenClock() });
  socket = await TestSocket.open(t.wsUrl);
  await socket.next('hello');
});
afterAll(async () => {
  expect(socket.invalid).toEqual([]);
  await socket.close();
  await t.close();
});

let pingId = 0;
async function stillAnswers(target: TestSocket): Promise<void> {
  const id = ++pingId;
  target.send({ type: 'ping', id });
  await target.next('pong', (f) => f.id === id);
}

describe('nonsense frames', () => {
  it.each<[string, unknown, string, number | undefined]>([
    ['text that is not JSON', 'hello?', 'bad_frame', undefined],
    ['a binary frame', Buffer.from([1, 2, 3]), 'bad_frame', undefined],
    ['an unknown frame type', { type: 'bogus' }, 'bad_frame', undefined],
    ['a frame with an extra key', { type: 'ping', extra: 1 }, 'bad_frame', undefined],
    ['JSON that is not an object', [1, 2, 3], 'bad_frame', undefined],
    ['an unknown topic kind', { type: 'subscribe', id: 1, topic: { kind: 'planet', id: 3 } }, 'bad_frame', 1],
    ['a subscription id of 0', { type: 'subscribe', id: 0, topic: { kind: 'top', feedKind: 1 } }, 'bad_frame', undefined],
    ['a feed kind of 2', { type: 'subscribe', id: 2, topic: { kind: 'top', feedKind: 2 } }, 'bad_frame', 2],
    ['a game id as text', { type: 'subscribe', id: 3, topic: { kind: 'game', gameId: '714' } }, 'bad_frame', 3],
    ['a language that is not one', { type: 'subscribe', id: 4, topic: { kind: 'top', feedKind: 1 }, lng: '../etc' }, 'bad_frame', 4],
    ['an unknown game', { type: 'subscribe', id: 5, topic: { kind: 'game', gameId: 999 } }, 'not_found', 5],
    ['an unknown championship', { type: 'subscribe', id: 6, topic: { kind: 'champ', champId: 42, feedKind: 1 } }, 'not_found', 6],
    ['an unknown sport', { type: 'subscribe', id: 7, topic: { kind: 'sport', sportId: 4242, feedKind: 3 } }, 'not_found', 7],
    ['unsubscribing what was never subscribed', { type: 'unsubscribe', id: 77 }, 'unknown_subscription', 77],
    ['a resync of nothing', { type: 'resync', id: 78 }, 'unknown_subscription', 78],
    ['a frame over the size limit', JSON.stringify({ type: 'ping', pad: 'x'.repeat(pushLimits.maxFrameBytes) }), 'frame_too_large', undefined],
  ])('%s gets an error frame and the socket stays', async (_name, frame, code, id) => {
    socket.send(frame);
    const error = await socket.next('error');
    expect(error.code).toBe(code);
    expect(error.id).toBe(id);
    expect(error.message.length).toBeGreaterThan(0);
    await stillAnswers(socket);
  });
});

describe('limits of one socket', () => {
  it('refuses a second subscription with the same id or to the same topic', async () => {
    const own = await TestSocket.open(t.wsUrl);
    own.send({ type: 'subscribe', id: 1, topic: { kind: 'game', gameId: GAMES.liveEpl.id } });
    await own.next('snapshot');
    own.send({ type: 'subscribe', id: 1, topic: { kind: 'top', feedKind: 1 } });
    expect((await own.next('error')).code).toBe('duplicate_id');
    own.send({ type: 'subscribe', id: 2, topic: { kind: 'game', gameId: GAMES.liveEpl.constId } });
    expect(await own.next('error')).toMatchObject({ code: 'already_subscribed', id: 2 });
    await stillAnswers(own);
    await own.close();
  });

  it(`keeps at most ${pushLimits.maxSubscriptions} subscriptions`, async () => {
    const own = await TestSocket.open(t.wsUrl);
    const kinds = [1, 3] as const;
    const topics: PushTopic[] = [
      ...Object.values(GAMES).map((g): PushTopic => ({ kind: 'game', gameId: g.id })),
      ...Object.values(CHAMP).flatMap((champId) => kinds.map((feedKind): PushTopic => ({ kind: 'champ', champId, feedKind }))),
      ...[1, 85].flatMap((sportId) => kinds.map((feedKind): PushTopic => ({ kind: 'sport', sportId, feedKind }))),
      ...kinds.map((feedKind): PushTopic => ({ kind: 'top', feedKind })),
    ];
    // The same topic in another language is another channel, so there are enough distinct ones.
    const frames = ['ru', 'en', 'de', 'fr'].flatMap((lng) => topics.map((topic) => ({ topic, lng })));
    let id = 0;
    let accepted = 0;
    for (const { topic, lng } of frames.slice(0, pushLimits.maxSubscriptions + 5)) {
      if (id > 0 && id % 30 === 0) await new Promise((resolve) => setTimeout(resolve, 1_100)); // stay under the frame rate
      const sent = ++id;
      own.send({ type: 'subscribe', id: sent, topic, lng });
      const answer = await own.take((f): f is PushSnapshotFrame | PushErrorFrame => (f.type === 'snapshot' || f.type === 'error') && f.id === sent);
      if (answer.type === 'snapshot') accepted++;
      else expect(answer.code).toBe('too_many_subscriptions');
    }
    expect(accepted).toBe(pushLimits.maxSubscriptions);
    await own.close();
  });

  it('answers a flood with a rate-limit error and serves the socket again when it slows down', async () => {
    const own = await TestSocket.open(t.wsUrl);
    await own.next('hello');
    for (let i = 1; i <= 100; i++) own.send({ type: 'ping', id: 1000 + i });
    expect((await own.next('error')).code).toBe('rate_limited');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pongs = own.unread.filter((f) => f.type === 'pong');
    expect(pongs.length).toBeGreaterThanOrEqual(pushLimits.frameBurst);
    expect(pongs.length).toBeLessThan(100);
    await stillAnswers(own);
    await own.close();
  });
});
