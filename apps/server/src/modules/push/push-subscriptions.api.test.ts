import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushTopic } from '@stavka/contract/push';
import { FINISHED_LISTED_MS } from '../feed/service';
import { LIST_GROUPS } from './outcome-wire';
import { frozenClock, ScriptedFeed, startPushTestApp, type PushTestApp } from './push-test-app';
import { TestSocket } from './push-test-client';
import { CHAMP, emitAll, fixture, GAMES, markets, playing } from './push-test-feed';

// Issue 4 "Push": a client subscribes to a game, a championship, a sport or the top list and gets a
// snapshot, then deltas with consecutive sequence numbers; bursts are conflated; a resync answers a
// fresh snapshot; unsubscribing stops the deltas. Real sockets to the real app on 127.0.0.1.

const clock = frozenClock();
const feed = new ScriptedFeed(emitAll);
let t: PushTestApp;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await startPushTestApp({ provider: feed, clock });
});
afterAll(() => t.close());
afterEach(async () => {
  for (const socket of open.splice(0)) {
    expect(socket.invalid).toEqual([]);
    await socket.close();
  }
});

async function connect(): Promise<TestSocket> {
  const socket = await TestSocket.open(t.wsUrl);
  open.push(socket);
  await socket.next('hello');
  return socket;
}

async function subscribe(socket: TestSocket, id: number, topic: PushTopic, lng = 'en') {
  socket.send({ type: 'subscribe', id, topic, lng });
  return socket.next('snapshot', (f) => f.id === id);
}

const eventIds = (data: unknown) => (data as { events: { I: number }[] }).events.map((e) => e.I);

describe('a game topic', () => {
  it('answers a snapshot of the whole game (by its constant id too), then numbered deltas of changed prices', async () => {
    const socket = await connect();
    const snapshot = await subscribe(socket, 1, { kind: 'game', gameId: GAMES.liveRpl.constId });
    expect(snapshot.topic).toBe(`game:${GAMES.liveRpl.id}`);
    expect('game' in snapshot.data && snapshot.data.game.I).toBe(GAMES.liveRpl.id);

    feed.emit((sink) => sink.prices(GAMES.liveRpl.id, markets({ w1: 2_250 })));
    const first = await socket.nextDelta(1);
    expect(first.seq).toBe(snapshot.seq + 1);
    expect(first.changes).toEqual([{ I: GAMES.liveRpl.id, U: expect.any(Number), E: [{ G: 1, T: 1, C: 2.25, CV: '2.25' }] }]);

    feed.emit((sink) => sink.state(GAMES.liveRpl.id, playing([2, 0], 31)));
    const second = await socket.nextDelta(1);
    expect(second.seq).toBe(snapshot.seq + 2);
    expect(second.changes[0]?.SC?.FS).toEqual({ S1: 2 });

    // A non-list market and a player outcome reach the game's own topic.
    feed.emit((sink) => sink.prices(GAMES.liveRpl.id, markets({ w1: 2_250, btts: 1_650 })));
    const third = await socket.nextDelta(1);
    expect(third.seq).toBe(snapshot.seq + 3);
    expect(third.changes[0]?.E).toEqual([{ G: 19, T: 180, C: 1.65, CV: '1.65' }]);
  });

  it('conflates a burst into one delta that carries the last price', async () => {
    const socket = await connect();
    const snapshot = await subscribe(socket, 7, { kind: 'game', gameId: GAMES.liveEpl.id });
    feed.emit((sink) => {
      for (let i = 1; i <= 20; i++) sink.prices(GAMES.liveEpl.id, markets({ w1: 2_000 + i * 10, over: 1_800 + i }));
    });
    const delta = await socket.nextDelta(7);
    expect(delta.seq).toBe(snapshot.seq + 1);
    expect(delta.changes).toHaveLength(1);
    expect(delta.changes[0]?.E).toEqual([
      { G: 1, T: 1, C: 2.2, CV: '2.2' },
      { G: 17, T: 9, C: 1.82, CV: '1.82', P: 2.5, CE: 1 },
    ]);
    expect(await socket.quietDeltas(7)).toEqual([]);
  });

  it('answers a resync with a fresh snapshot after which the numbering continues', async () => {
    const socket = await connect();
    const snapshot = await subscribe(socket, 3, { kind: 'game', gameId: GAMES.liveEpl.id });
    feed.emit((sink) => sink.prices(GAMES.liveEpl.id, markets({ w1: 3_100 })));
    const missed = await socket.nextDelta(3);
    // The client pretends it lost that delta and asks again.
    socket.send({ type: 'resync', id: 3 });
    const fresh = await socket.next('snapshot', (f) => f.id === 3);
    expect(fresh.seq).toBe(missed.seq);
    expect(fresh.seq).toBeGreaterThan(snapshot.seq);
    const prices = 'game' in fresh.data ? (fresh.data.game.GE ?? []).flatMap((g) => g.E.flat()) : [];
    expect(prices).toContainEqual(expect.objectContaining({ G: 1, T: 1, C: 3.1 }));
    feed.emit((sink) => sink.prices(GAMES.liveEpl.id, markets({ w1: 3_200 })));
    expect((await socket.nextDelta(3)).seq).toBe(fresh.seq + 1);
  });

  it('resends the whole game when its markets are suspended after a key event', async () => {
    const socket = await connect();
    await subscribe(socket, 4, { kind: 'game', gameId: GAMES.liveRpl.id });
    feed.emit((sink) => sink.state(GAMES.liveRpl.id, playing([3, 0], 40), { kind: 'goal', suspendSeconds: 5 }));
    const delta = await socket.nextDelta(4);
    const game = delta.changes[0]?.game;
    expect(game?.SC?.FS).toEqual({ S1: 3 });
    expect((game?.GE ?? []).flatMap((g) => g.E.flat()).every((o) => o.B === true)).toBe(true);
  });

  it('sends every subscriber of a topic in a language the same delta frame', async () => {
    const [a, b, c] = [await connect(), await connect(), await connect()];
    const snapshots = [await subscribe(a, 1, { kind: 'game', gameId: GAMES.liveVolta.id }), await subscribe(b, 9, { kind: 'game', gameId: GAMES.liveVolta.constId })];
    const russian = await subscribe(c, 1, { kind: 'game', gameId: GAMES.liveVolta.id }, 'ru');
    expect(snapshots[0]?.ch).toBe(snapshots[1]?.ch);
    expect(russian.ch).not.toBe(snapshots[0]?.ch);
    feed.emit((sink) => sink.prices(GAMES.liveVolta.id, markets({ over: 1_777 })));
    const [first, second] = [await a.nextDelta(1), await b.nextDelta(9)];
    expect(second).toEqual(first);
    expect((await c.nextDelta(1)).ch).toBe(russian.ch);
  });

  it('stops the deltas of an unsubscribed topic and keeps the others', async () => {
    const leaving = await connect();
    const staying = await connect();
    await subscribe(leaving, 5, { kind: 'game', gameId: GAMES.lineEpl.id });
    await subscribe(staying, 5, { kind: 'game', gameId: GAMES.lineEpl.id });
    leaving.send({ type: 'unsubscribe', id: 5 });
    leaving.send({ type: 'ping', id: 1 });
    await leaving.next('pong'); // the unsubscribe is handled before this answer
    feed.emit((sink) => sink.prices(GAMES.lineEpl.id, markets({ w1: 1_990 })));
    await staying.nextDelta(5);
    expect(await leaving.quiet('delta', 150)).toEqual([]);
  });
});

describe('list topics', () => {
  it.each<[string, PushTopic, number[]]>([
    ['a championship', { kind: 'champ', champId: CHAMP.epl, feedKind: 1 }, [GAMES.liveEpl.id]],
    ['a championship with its sub-championships', { kind: 'champ', champId: CHAMP.ucl, feedKind: 1 }, [GAMES.liveGroup.id]],
    ['the line of a championship', { kind: 'champ', champId: CHAMP.epl, feedKind: 3 }, [GAMES.lineEpl.id]],
    ['a sport', { kind: 'sport', sportId: 1, feedKind: 1 }, [GAMES.liveGroup.id, GAMES.liveEpl.id, GAMES.liveRpl.id]],
    ['a virtual sport named', { kind: 'sport', sportId: 85, feedKind: 1 }, [GAMES.liveVolta.id]],
    ['the top list (no virtual sports)', { kind: 'top', feedKind: 1 }, [GAMES.liveGroup.id, GAMES.liveEpl.id]],
  ])('snapshot %s: its top-level games in list order', async (_name, topic, expected) => {
    const socket = await connect();
    const snapshot = await subscribe(socket, 1, topic);
    expect(eventIds(snapshot.data)).toEqual(expected);
  });

  it('show only the main markets of list events', async () => {
    const socket = await connect();
    const snapshot = await subscribe(socket, 1, { kind: 'sport', sportId: 1, feedKind: 1 });
    const events = (snapshot.data as { events: { E: { G: number }[]; AE: { G: number }[] }[] }).events;
    const groups = new Set(events.flatMap((e) => [...e.E.map((o) => o.G), ...e.AE.map((a) => a.G)]));
    expect(groups.size).toBeGreaterThan(1);
    for (const group of groups) expect(LIST_GROUPS.has(group)).toBe(true);

    // A change of a market lists do not show sends them nothing.
    await subscribe(socket, 2, { kind: 'game', gameId: GAMES.liveGroup.id });
    feed.emit((sink) => sink.prices(GAMES.liveGroup.id, markets({ btts: 1_111 })));
    await socket.nextDelta(2);
    expect(await socket.quietDeltas(1, 150)).toEqual([]);
  });

  it('add a game that joins, with the new order, drop one that moves to live, and one that finishes a while later', async () => {
    const socket = await connect();
    const live = await subscribe(socket, 1, { kind: 'champ', champId: CHAMP.epl, feedKind: 1 });
    const line = await subscribe(socket, 2, { kind: 'champ', champId: CHAMP.epl, feedKind: 3 });
    expect(eventIds(line.data)).toEqual([GAMES.lineEpl.id]);

    const early = fixture(700_000_000); // starts before liveEpl
    feed.emit((sink) => {
      sink.fixture(early);
      sink.prices(early.id, markets());
    });
    const joined = await socket.nextDelta(1);
    expect(joined.seq).toBe(live.seq + 1);
    expect(joined.order).toEqual([early.id, GAMES.liveEpl.id]);
    expect(joined.changes.map((c) => [c.I, c.event?.O1])).toEqual([[early.id, 'Chelsea']]);

    feed.emit((sink) => sink.fixture({ ...GAMES.lineEpl, kind: 1, state: playing([0, 0], 1) }));
    const moved = await socket.nextDelta(1);
    expect(moved.order).toEqual([early.id, GAMES.liveEpl.id, GAMES.lineEpl.id]);
    const gone = await socket.nextDelta(2);
    expect(gone.changes).toEqual([{ I: GAMES.lineEpl.id, left: true }]);
    expect(gone.order).toEqual([]);

    feed.emit((sink) => sink.result({ gameId: early.id, finishedAt: clock.now(), state: { ...playing([2, 2], 90), finished: true }, cancelled: false }));
    const finished = await socket.nextDelta(1);
    expect(finished.seq).toBe(moved.seq + 1);
    // A game in play that finishes stays listed a while, over, with its final score …
    expect(finished.changes).toEqual([{ I: early.id, U: expect.any(Number), event: expect.objectContaining({ I: early.id }), finished: true }]);
    expect(finished.changes[0]?.event?.SC).toMatchObject({ FS: { S1: 2, S2: 2 }, CPS: 'Match finished', SLS: '' });
    expect(finished.changes[0]?.event?.E.every((o) => o.B === true)).toBe(true);
    expect(finished.order).toBeUndefined();
    // … then leaves the list (the provider keeps beating meanwhile).
    clock.advance(FINISHED_LISTED_MS / 2);
    feed.emit((sink) => sink.heartbeat(feed.id, clock.now()));
    clock.advance(FINISHED_LISTED_MS / 2 + 1_000);
    const left = await socket.nextDelta(1);
    expect(left.changes).toEqual([{ I: early.id, left: true }]);
    expect(left.order).toEqual([GAMES.liveEpl.id, GAMES.lineEpl.id]);
  });

  it('send names in the language asked for', async () => {
    const socket = await connect();
    const ru = await subscribe(socket, 1, { kind: 'champ', champId: CHAMP.rpl, feedKind: 1 }, 'ru_RU');
    const en = await subscribe(socket, 2, { kind: 'champ', champId: CHAMP.rpl, feedKind: 1 }, 'en');
    expect((ru.data as { events: { O1: string }[] }).events[0]?.O1).toBe('Спартак');
    expect((en.data as { events: { O1: string }[] }).events[0]?.O1).toBe('Spartak');
  });
});
