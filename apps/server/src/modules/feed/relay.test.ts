import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventBus } from '../../bus/event-bus';
import { createInProcessBus } from '../../bus/in-process-bus';
import { connectNatsBus } from '../../bus/nats-bus';
import { startNatsTestServer, type NatsTestServer } from '../../bus/nats-test-server';
import { FEED_SUBJECT, type GameEvent } from './feed-events';
import { LiveState } from './live-state';
import { emitAll, footballMarkets, GAMES, liveState, ScriptedProvider, fixture } from './live-state-fixtures';
import { WATCHDOG_GRACE_MS, WATCHDOG_TICK_MS } from './live-state-watchdog';
import { RELAY_SUBJECT, startRelayLeader, startRelayReplica, type RelayLeader, type RelayReplica } from './relay';
import { createSteppedClock, type SteppedClock } from './simulator/clock';

// The feed relay (DESIGN §7): a replica in another process holds what the leader's live state
// holds — whether it joins late, loses a message or follows along — and blocks its markets when the
// leader falls silent.

const log = pino({ level: 'silent' });

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** What a bettor would see of a game: fixture, state, markets and result. */
const view = (state: LiveState, id: number) => {
  const entry = state.findGame(id);
  if (!entry) return undefined;
  const { updatedAt: _updatedAt, ...game } = entry.game;
  return { game, result: entry.result, chrono: entry.chrono, blocked: state.isSuspended(entry) };
};

describe('feed relay', () => {
  let clock: SteppedClock;
  let shared: EventBus;
  let leader: LiveState;
  let provider: ScriptedProvider;
  let relay: RelayLeader;
  let replicas: RelayReplica[];

  const replicaState = () => {
    const events: GameEvent[] = [];
    const local = createInProcessBus();
    local.subscribe<GameEvent>(FEED_SUBJECT.allGames, (e) => events.push(e));
    const state = new LiveState({ bus: local, clock });
    state.start();
    const replica = startRelayReplica({ bus: shared, state, log });
    replicas.push(replica);
    return { state, replica, events };
  };

  beforeEach(async () => {
    clock = createSteppedClock();
    shared = createInProcessBus();
    replicas = [];
    leader = new LiveState({ bus: createInProcessBus(), clock });
    leader.start();
    relay = startRelayLeader({ bus: shared, state: leader, log });
    provider = new ScriptedProvider('scripted', 1_000, emitAll);
    await leader.connect(provider, (inner) => relay.tee(provider, inner));
  });

  afterEach(() => {
    for (const replica of replicas) replica.stop();
    relay.stop();
  });

  it('gives a replica that joins late the whole state: catalogue, games, prices, states, results', async () => {
    provider.emit((sink) => {
      sink.state(GAMES.live.id, liveState([3, 1], 80), { kind: 'goal', suspendSeconds: 0 });
      sink.result({ gameId: GAMES.tennis.id, finishedAt: Math.floor(clock.now() / 1000), state: liveState([2, 0], 90), cancelled: false });
    });
    const { state, replica } = replicaState();
    await until(() => replica.synced);

    for (const game of Object.values(GAMES)) expect(view(state, game.id)).toEqual(view(leader, game.id));
    expect(view(state, GAMES.live.id)?.chrono).toHaveLength(1);
    expect(state.resultOf(GAMES.tennis.id)?.state.score).toEqual([2, 0]);
    expect(state.directory.championships.get(118588)?.parentId).toBe(118587);
    expect(state.subGamesOf(GAMES.live.id).map((e) => e.game.id)).toEqual([GAMES.corners.id]);
  });

  it('follows the leader: new prices reach the replica, which publishes its own game events', async () => {
    const { state, replica, events } = replicaState();
    await until(() => replica.synced);
    events.length = 0;

    provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1: 1_500, x: 4_000, w2: 6_000 })));
    await until(() => events.some((e) => e.type === 'odds'));

    expect(view(state, GAMES.live.id)).toEqual(view(leader, GAMES.live.id));
    const odds = events.find((e) => e.type === 'odds');
    expect(odds?.type === 'odds' && odds.changes.map((c) => [c.T, c.price])).toEqual([
      [1, 1_500],
      [2, 4_000],
      [3, 6_000],
    ]);

    provider.emit((sink) => sink.remove(GAMES.cyber.id));
    await until(() => state.findGame(GAMES.cyber.id) === undefined);
  });

  it('takes a fresh snapshot after a lost message, and ends equal to the leader', async () => {
    // The replica's connection loses the next relay message it would get.
    let lose = false;
    const lossy: EventBus = {
      publish: (subject, event) => shared.publish(subject, event),
      subscribe: (pattern, handler) =>
        shared.subscribe(pattern, (event, subject) => {
          if (lose && subject === RELAY_SUBJECT.ops) {
            lose = false;
            return;
          }
          handler(event as never, subject);
        }),
      close: async () => {},
    };
    const state = new LiveState({ bus: createInProcessBus(), clock });
    const replica = startRelayReplica({ bus: lossy, state, log });
    replicas.push(replica);
    await until(() => replica.synced);

    lose = true;
    provider.emit((sink) => sink.prices(GAMES.line.id, footballMarkets({ w1: 1_900, x: 3_300, w2: 4_100 })));
    await until(() => !lose);
    expect(view(state, GAMES.line.id)).not.toEqual(view(leader, GAMES.line.id));

    provider.emit((sink) => sink.fixture(fixture({ id: 748_555_555 })));
    await until(() => replica.synced && state.findGame(748_555_555) !== undefined);
    for (const game of [...Object.values(GAMES), { id: 748_555_555 }]) expect(view(state, game.id)).toEqual(view(leader, game.id));
  });

  it("blocks the replica's markets once the leader's heartbeats stop, and opens them when they come back", async () => {
    const { state, replica } = replicaState();
    await until(() => replica.synced);
    expect(view(state, GAMES.live.id)?.blocked).toBe(false);

    clock.advance(1_000 + WATCHDOG_GRACE_MS + WATCHDOG_TICK_MS * 2);
    expect(view(state, GAMES.live.id)?.blocked).toBe(true);

    provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
    await until(() => view(state, GAMES.live.id)?.blocked === false);
  });

  it("shows the leader's update times, though its own clock runs later", async () => {
    // A process whose clock is 5 s ahead of the leader's (and whose copy arrives late).
    const late = createSteppedClock(clock.now() + 5_000);
    const state = new LiveState({ bus: createInProcessBus(), clock: late });
    state.start();
    const replica = startRelayReplica({ bus: shared, state, log });
    replicas.push(replica);
    await until(() => replica.synced);
    const updatedAt = (of: LiveState) => of.findGame(GAMES.live.id)?.game.updatedAt;
    expect(updatedAt(state)).toBe(updatedAt(leader));

    clock.advance(2_000);
    late.advance(2_000);
    provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1: 1_700, x: 3_900, w2: 5_000 })));
    await until(() => updatedAt(state) === updatedAt(leader));
    expect(updatedAt(leader)).toBe(Math.floor(clock.now() / 1000));

    // A goal suspends the markets for 5 s from the leader's moment of it, in both processes.
    provider.emit((sink) => sink.state(GAMES.live.id, liveState([2, 0], 50), { kind: 'goal', suspendSeconds: 5 }));
    await until(() => view(state, GAMES.live.id)?.blocked === true);
    expect(state.findGame(GAMES.live.id)?.game.suspendedUntil).toBe(leader.findGame(GAMES.live.id)?.game.suspendedUntil);
    // Both clocks run on, the leader's heartbeats with them, until the suspension is over.
    for (let played = 0; played < 5_000 + WATCHDOG_TICK_MS; played += 250) {
      clock.advance(250);
      late.advance(250);
      provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(view(leader, GAMES.live.id)?.blocked).toBe(false);
    expect(view(state, GAMES.live.id)?.blocked).toBe(false);
    expect(updatedAt(state)).toBe(updatedAt(leader));
  });

  it('asks again until a leader answers', async () => {
    relay.stop();
    const { replica } = replicaState();
    await new Promise((r) => setTimeout(r, 50));
    expect(replica.synced).toBe(false);
    relay = startRelayLeader({ bus: shared, state: leader, log });
    await until(() => replica.synced, 5_000);
  });
});

describe('feed relay over NATS', () => {
  let server: NatsTestServer;
  const buses: EventBus[] = [];

  beforeEach(async () => {
    server = await startNatsTestServer();
  });
  afterEach(async () => {
    for (const bus of buses.splice(0)) await bus.close();
    await server.close();
  });

  it('cuts a snapshot bigger than a NATS message into parts, and the replica gets every game', async () => {
    const connect = async () => {
      const bus = await connectNatsBus({ url: `nats://127.0.0.1:${server.port}`, onError: (error) => errors.push(String(error)) });
      buses.push(bus);
      return bus;
    };
    const errors: string[] = [];
    const clock = createSteppedClock();
    const leader = new LiveState({ bus: createInProcessBus(), clock });
    const relay = startRelayLeader({ bus: await connect(), state: leader, log });
    // 400 games with a 300-outcome book each: several megabytes, over the server's 1 MiB limit.
    const book = Array.from({ length: 100 }, (_, line) => footballMarkets({ w1: 1_500 + line, x: 3_000, w2: 4_000 })[0])
      .filter((market) => market !== undefined)
      .map((market, line) => ({ ...market, group: 17, param: line + 0.5, main: line === 0 }));
    const provider = new ScriptedProvider('scripted', 60_000, (sink) => {
      for (let i = 0; i < 400; i++) {
        sink.fixture(fixture({ id: 700_000_000 + i }));
        sink.prices(700_000_000 + i, book);
      }
    });
    await leader.connect(provider, (inner) => relay.tee(provider, inner));

    const state = new LiveState({ bus: createInProcessBus(), clock });
    const replica = startRelayReplica({ bus: await connect(), state, log });
    await until(() => replica.synced, 10_000);
    expect([...state.allGames()]).toHaveLength(400);
    expect(view(state, 700_000_399)).toEqual(view(leader, 700_000_399));
    expect(errors).toEqual([]);
    replica.stop();
    relay.stop();
  });
});
