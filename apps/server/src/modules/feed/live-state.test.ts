import { beforeEach, describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../bus/in-process-bus';
import { FEED_SUBJECT, type GameEvent } from './feed-events';
import { LiveState, RESTORED_GRACE_MS } from './live-state';
import { createSteppedClock, type SteppedClock } from './simulator/clock';
import { footballMarkets, GAMES, liveState, ScriptedProvider, testCatalogue } from './live-state-fixtures';
import { WATCHDOG_GRACE_MS, WATCHDOG_TICK_MS } from './live-state-watchdog';

describe('live state', () => {
  let clock: SteppedClock;
  let state: LiveState;
  let events: GameEvent[];
  let provider: ScriptedProvider;

  beforeEach(async () => {
    clock = createSteppedClock();
    const bus = createInProcessBus();
    events = [];
    bus.subscribe<GameEvent>(FEED_SUBJECT.allGames, (e) => events.push(e));
    state = new LiveState({ bus, clock });
    provider = new ScriptedProvider('scripted', 1_000, (sink) => {
      sink.catalogue(testCatalogue);
      sink.fixture(GAMES.live);
      sink.prices(GAMES.live.id, footballMarkets());
    });
    state.start();
    await state.connect(provider);
  });

  const eventsOf = (gameId: number) => events.filter((e) => e.gameId === gameId);

  it('finds a game by its game id and by its constant id', () => {
    expect(state.findGame(GAMES.live.id)?.game.id).toBe(GAMES.live.id);
    expect(state.findGame(GAMES.live.constId)?.game.id).toBe(GAMES.live.id);
    expect(state.findGame(1)).toBeUndefined();
  });

  it('publishes deltas with increasing sequence numbers, only for the outcomes that changed', () => {
    provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets({ w1: 2_000, x: 3_400, w2: 3_700 })));
    const published = eventsOf(GAMES.live.id);
    expect(published.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(published.map((e) => e.type)).toEqual(['fixture', 'odds', 'odds']);
    const last = published[2];
    expect(last?.type === 'odds' && last.changes).toEqual([
      { G: 1, T: 1, price: 2_000, blocked: false, main: true, move: 'down' },
      { G: 1, T: 3, price: 3_700, blocked: false, main: true, move: 'up' },
    ]);
    // The versions grow with the sequence.
    const versions = published.map((e) => e.version);
    expect([...versions].sort((a, b) => a - b)).toEqual(versions);
  });

  it('publishes nothing when a price update changes nothing', () => {
    const before = events.length;
    const version = state.findGame(GAMES.live.id)?.version;
    provider.emit((sink) => sink.prices(GAMES.live.id, footballMarkets()));
    expect(events.length).toBe(before);
    expect(state.findGame(GAMES.live.id)?.version).toBe(version);
  });

  it('reports outcomes that appear, disappear and get blocked', () => {
    const markets = footballMarkets().filter((m) => m.group !== 19);
    const first = markets[0];
    if (!first) throw new Error('no market');
    markets[0] = { ...first, status: 3 };
    provider.emit((sink) => sink.prices(GAMES.live.id, markets));
    const last = events.at(-1);
    if (last?.type !== 'odds') throw new Error('expected an odds delta');
    expect(last.changes.filter((c) => c.move === 'gone').map((c) => c.T)).toEqual([180, 181, 11273, 11274]);
    expect(last.changes.filter((c) => c.move === 'same').map((c) => [c.T, c.blocked])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
  });

  it('blocks every market of a silent provider within a second, and reopens them on its next heartbeat', () => {
    const entry = state.findGame(GAMES.live.id);
    if (!entry) throw new Error('no game');
    clock.advance(1_000); // exactly heartbeatMs of silence: still alive
    expect(state.isSuspended(entry)).toBe(false);
    clock.advance(WATCHDOG_GRACE_MS + WATCHDOG_TICK_MS);
    expect(state.isSuspended(entry)).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'suspended', reason: 'provider-silent', gameId: GAMES.live.id });

    provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
    expect(state.isSuspended(entry)).toBe(false);
    expect(events.at(-1)).toMatchObject({ type: 'resumed', gameId: GAMES.live.id });
  });

  it('keeps a provider that beats regularly open', () => {
    const entry = state.findGame(GAMES.live.id);
    if (!entry) throw new Error('no game');
    for (let i = 0; i < 20; i++) {
      clock.advance(900);
      provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
    }
    expect(state.isSuspended(entry)).toBe(false);
  });

  it('suspends a game after a key event until the time runs out, and records it in the chrono', () => {
    const entry = state.findGame(GAMES.live.id);
    if (!entry) throw new Error('no game');
    provider.emit((sink) => sink.state(GAMES.live.id, liveState([3, 1], 78), { kind: 'goal', suspendSeconds: 5 }));
    expect(state.isSuspended(entry)).toBe(true);
    expect(entry.game.suspendedUntil).toBe(Math.ceil((clock.now() + 5_000) / 1000));
    expect(entry.chrono).toEqual([{ kind: 'goal', elapsed: 78 * 60, period: 2, team: 1, score: [3, 1], suspendSeconds: 5 }]);
    for (let i = 0; i < 6; i++) {
      clock.advance(900);
      provider.emit((sink) => sink.heartbeat('scripted', clock.now()));
    }
    expect(state.isSuspended(entry)).toBe(false);
    expect(
      eventsOf(GAMES.live.id)
        .slice(-9)
        .map((e) => e.type),
    ).toContain('resumed');
  });

  it('moves a game from line to live and bumps the versions of both scopes', () => {
    provider.emit((sink) => sink.fixture(GAMES.line));
    const lineVersion = state.scopeVersion('k3');
    provider.emit((sink) => sink.fixture({ ...GAMES.line, kind: 1 }));
    expect(state.scopeVersion('k3')).toBeGreaterThan(lineVersion);
    expect(state.scopeVersion('k1')).toBe(state.version);
    expect(state.findGame(GAMES.line.id)?.game.kind).toBe(1);
  });

  it('records results, keeps them after the game is removed, and forgets removed games', () => {
    const result = { gameId: GAMES.live.id, finishedAt: Math.floor(clock.now() / 1000), state: liveState([2, 1], 90), cancelled: false };
    provider.emit((sink) => sink.result(result));
    provider.emit((sink) => sink.remove(GAMES.live.id));
    expect(
      eventsOf(GAMES.live.id)
        .slice(-2)
        .map((e) => e.type),
    ).toEqual(['finished', 'removed']);
    expect(state.findGame(GAMES.live.id)).toBeUndefined();
    expect(state.findGame(GAMES.live.constId)).toBeUndefined();
    expect(state.resultOf(GAMES.live.id)).toEqual(result);
    expect(state.resultsBetween(clock.now() - 1_000, clock.now() + 1_000)).toHaveLength(1);
  });

  it('links sub-games to their parent', () => {
    provider.emit((sink) => sink.fixture(GAMES.corners));
    expect(state.subGamesOf(GAMES.live.id).map((e) => e.game.id)).toEqual([GAMES.corners.id]);
    provider.emit((sink) => sink.remove(GAMES.corners.id));
    expect(state.subGamesOf(GAMES.live.id)).toEqual([]);
  });

  it('drops restored games that no provider sends again, and keeps the ones it does', async () => {
    const stale = { ...GAMES.line, id: 1_000, constId: 2_000 };
    const fresh = { ...GAMES.tennis };
    state.restore({ catalogue: {}, fixtures: [stale, fresh], results: [] });
    const second = new ScriptedProvider('second', 1_000, (sink) => sink.fixture(fresh));
    await state.connect(second);
    clock.advance(RESTORED_GRACE_MS);
    expect(state.findGame(stale.id)).toBeUndefined();
    expect(state.findGame(fresh.id)?.providerId).toBe('second');
  });

  it('closes the games it gives up (a new leader takes over) until a provider sends them again', async () => {
    const live = () => state.findGame(GAMES.live.id);
    expect(state.isSuspended(live() ?? never())).toBe(false);
    state.disown();
    expect(state.isSuspended(live() ?? never())).toBe(true);
    expect(eventsOf(GAMES.live.id).at(-1)).toMatchObject({ type: 'suspended', reason: 'provider-silent' });

    const next = new ScriptedProvider('next', 1_000, (sink) => sink.fixture(GAMES.live));
    await state.connect(next);
    expect(state.isSuspended(live() ?? never())).toBe(false);
    expect(live()?.providerId).toBe('next');
    expect(eventsOf(GAMES.live.id).at(-1)).toMatchObject({ type: 'resumed' });
  });

  it('ignores updates for games it does not know', () => {
    const before = events.length;
    provider.emit((sink) => {
      sink.prices(1, footballMarkets());
      sink.state(1, liveState([1, 0], 10));
      sink.remove(1);
    });
    expect(events.length).toBe(before);
  });
});

function never(): never {
  throw new Error('the game is not in the live state');
}
