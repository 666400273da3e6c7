import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '../../bus/in-process-bus';
import { LiveState } from './live-state';
import { emitAll, footballMarkets, GAMES, ScriptedProvider } from './live-state-fixtures';
import type { GameModel } from './provider';
import { startRelayLeader, startRelayReplica } from './relay';
import { createSteppedClock } from './simulator/clock';
import { buildMarkets, marginFor } from './simulator/market-builder';
import { createTradingSimulator } from './simulator/simulator';

// The model inputs behind a game's prices (decision 0026): the simulator sends them with its
// prices, the live state keeps the last one per game (a suspension's prices, sent without one,
// leave it), and the relay carries it to the other processes, joining late or following along.

const log = pino({ level: 'silent' });

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

const model = (home: number): GameModel => ({ model: 'football', book: 'full', pricing: { rates: { home, away: 1.1 }, rho: -0.13 } });

describe('the model behind the prices', () => {
  it('is the one each football game and its first half were priced from, and follows the match', async () => {
    const clock = createSteppedClock();
    const state = new LiveState({ bus: createInProcessBus(), clock });
    const simulator = createTradingSimulator({ clock, seed: 11, sports: [1], liveGamesPerSport: 2, lineGamesPerSport: 2 });
    state.start();
    await state.connect(simulator);
    for (let minute = 0; minute < 3; minute++) clock.advance(60_000);

    const football = [...state.allGames()].filter((e) => e.game.parentId === null && e.result === null);
    expect(football.length).toBeGreaterThanOrEqual(4);
    for (const entry of football) {
      const input = entry.model;
      expect(input?.model === 'football' && input.book).toBe('full');
      // Pricing the kept model again gives the prices on offer, to the thousandth.
      if (input && !state.isSuspended(entry)) expect(buildMarkets(input, marginFor(undefined))).toEqual(entry.game.markets);
    }
    // Top championships' games have their first half as a game of its own, priced from its own model.
    const halves = football.flatMap((entry) => state.subGamesOf(entry.game.id)).filter((sub) => sub.model?.model === 'football' && sub.model.book === 'half');
    expect(halves.length).toBeGreaterThan(0);
    for (const half of halves) expect(half.game.periodName?.en).toBe('1st half');
    const live = football.find((e) => e.game.kind === 1);
    const minuteOf = () => (live?.model?.model === 'football' ? live.model.pricing.live?.clock.minute : undefined) ?? 0;
    const before = minuteOf();
    clock.advance(5 * 60_000);
    expect(minuteOf()).toBeGreaterThan(before);
    await simulator.stop();
    state.stop();
  });

  it('keeps the last model when prices come without one (a suspension)', () => {
    const state = new LiveState({ bus: createInProcessBus(), clock: createSteppedClock() });
    emitAll(state);
    state.prices(GAMES.live.id, footballMarkets(), model(1.4));
    state.prices(GAMES.live.id, footballMarkets({ w1: 1_500, x: 4_000, w2: 6_000 }));
    expect(state.findGame(GAMES.live.id)?.model).toEqual(model(1.4));
  });

  it('reaches a replica that joins late and one that follows along', async () => {
    const clock = createSteppedClock();
    const shared = createInProcessBus();
    const leader = new LiveState({ bus: createInProcessBus(), clock });
    const relay = startRelayLeader({ bus: shared, state: leader, log });
    const provider = new ScriptedProvider('scripted', 1_000, emitAll);
    await leader.connect(provider, (inner) => relay.tee(provider, inner));
    provider.emit((sink) => sink.prices(GAMES.line.id, footballMarkets(), model(1.6)));

    const replica = new LiveState({ bus: createInProcessBus(), clock });
    const following = startRelayReplica({ bus: shared, state: replica, log });
    await until(() => following.synced);
    expect(replica.findGame(GAMES.line.id)?.model).toEqual(model(1.6));

    provider.emit((sink) => sink.prices(GAMES.line.id, footballMarkets({ w1: 1_700, x: 3_600, w2: 5_000 }), model(1.9)));
    await until(() => JSON.stringify(replica.findGame(GAMES.line.id)?.model) === JSON.stringify(model(1.9)));
    expect(replica.findGame(GAMES.line.id)?.model).toEqual(leader.findGame(GAMES.line.id)?.model);
    following.stop();
    relay.stop();
  });
});
