import { describe, expect, it } from 'vitest';
import type { Championship, Game, GameResult, GameState, Market, Team } from '../model';
import type { FeedSink } from '../provider';
import { type SteppedClock, createSteppedClock } from './clock';
import { SPORTS } from './catalogue/sports';
import { type TradingSimulatorOptions, createTradingSimulator } from './simulator';

// The simulator as a feed provider, driven by a stepped clock into a sink that records every call.

const SPORT_MARBLES = 301;

type Fixture = Omit<Game, 'markets' | 'updatedAt' | 'suspendedUntil'>;
type Call =
  | { at: number; call: 'catalogue'; championships: Championship[]; teams: Team[] }
  | { at: number; call: 'fixture'; game: Fixture }
  | { at: number; call: 'state'; gameId: number; state: GameState; key?: string }
  | { at: number; call: 'prices'; gameId: number; markets: Market[] }
  | { at: number; call: 'result'; result: GameResult }
  | { at: number; call: 'remove'; gameId: number }
  | { at: number; call: 'heartbeat' };

function recorder(clock: SteppedClock): { calls: Call[]; sink: FeedSink } {
  const calls: Call[] = [];
  const at = () => clock.now();
  return {
    calls,
    sink: {
      catalogue: (u) => calls.push({ at: at(), call: 'catalogue', championships: u.championships ?? [], teams: u.teams ?? [] }),
      fixture: (game) => calls.push({ at: at(), call: 'fixture', game }),
      state: (gameId, state, key) => calls.push({ at: at(), call: 'state', gameId, state, ...(key ? { key: key.kind } : {}) }),
      prices: (gameId, markets) => calls.push({ at: at(), call: 'prices', gameId, markets }),
      result: (result) => calls.push({ at: at(), call: 'result', result }),
      remove: (gameId) => calls.push({ at: at(), call: 'remove', gameId }),
      heartbeat: () => calls.push({ at: at(), call: 'heartbeat' }),
    },
  };
}

async function started(options: Omit<TradingSimulatorOptions, 'clock'>) {
  const clock = createSteppedClock();
  const { calls, sink } = recorder(clock);
  const simulator = createTradingSimulator({ clock, ...options });
  await simulator.start(sink);
  return { clock, calls, simulator };
}

/** The feed as a reader of the calls sees it at the end: games by id, with kind and finish. */
function feedOf(calls: Call[]): Map<number, { game: Fixture; finished: boolean }> {
  const games = new Map<number, { game: Fixture; finished: boolean }>();
  for (const c of calls) {
    if (c.call === 'fixture') games.set(c.game.id, { game: c.game, finished: games.get(c.game.id)?.finished ?? false });
    if (c.call === 'result') {
      const entry = games.get(c.result.gameId);
      if (entry) entry.finished = true;
    }
    if (c.call === 'remove') games.delete(c.gameId);
  }
  return games;
}

describe('trading simulator', () => {
  it('starts with the catalogue, then every fixture with its prices, unique I and CI', async () => {
    const { calls, simulator } = await started({ seed: 1, sports: [1, 4, 44, 202], liveGamesPerSport: 2, lineGamesPerSport: 5 });
    await simulator.stop();
    expect(calls.findIndex((c) => c.call === 'catalogue')).toBeLessThan(calls.findIndex((c) => c.call === 'fixture'));
    const fixtures = calls.flatMap((c) => (c.call === 'fixture' ? [c.game] : []));
    const priced = new Set(calls.flatMap((c) => (c.call === 'prices' ? [c.gameId] : [])));
    const finished = new Set(calls.flatMap((c) => (c.call === 'result' ? [c.result.gameId] : [])));
    for (const game of fixtures) expect(priced.has(game.id) || finished.has(game.id)).toBe(true);
    const ids = [...new Set(fixtures.map((g) => g.id))];
    const constIds = [...new Set(fixtures.map((g) => g.constId))];
    expect(new Set([...ids, ...constIds]).size).toBe(ids.length + constIds.length);
    // Top football games come with their sub-games (1st half, corners, cards), pointing at the parent.
    const subGames = fixtures.filter((g) => g.parentId !== null);
    expect(subGames.length).toBeGreaterThan(0);
    for (const sub of subGames) expect(ids).toContain(sub.parentId);
  });

  it('always has live and line games of every sport, some starting within the hour', async () => {
    const { clock, calls, simulator } = await started({ seed: 3, liveGamesPerSport: 1, lineGamesPerSport: 4, tickMs: 2000 });
    for (let check = 0; check < 4; check++) {
      const now = clock.now();
      const games = [...feedOf(calls).values()].filter((g) => g.game.parentId === null && !g.finished);
      for (const sport of SPORTS) {
        const mine = games.filter((g) => g.game.sportId === sport.id);
        const line = mine.filter((g) => g.game.kind === 3);
        expect(line.length, `${sport.name.en} line`).toBeGreaterThan(0);
        if (sport.id === 202) continue; // outrights never go live
        expect(mine.filter((g) => g.game.kind === 1).length, `${sport.name.en} live`).toBeGreaterThan(0);
        expect(line.some((g) => g.game.start * 1000 < now + 3_600_000), `${sport.name.en} within the hour`).toBe(true);
      }
      clock.advance(10 * 60_000);
    }
    await simulator.stop();
  });

  it('is the same run for the same seed, and another for another seed', async () => {
    const run = async (seed: number) => {
      const { clock, calls, simulator } = await started({ seed, sports: [1, 10, 301], liveGamesPerSport: 1, lineGamesPerSport: 3 });
      clock.advance(10 * 60_000);
      await simulator.stop();
      return JSON.stringify(calls);
    };
    const first = await run(9);
    expect(await run(9)).toBe(first);
    expect(await run(10)).not.toBe(first);
  });

  it('beats its heartbeat at least every heartbeatMs, and stop() ends every timer', async () => {
    const { clock, calls, simulator } = await started({ seed: 2, sports: [10], liveGamesPerSport: 1, lineGamesPerSport: 2 });
    clock.advance(5 * 60_000);
    const beats = calls.flatMap((c) => (c.call === 'heartbeat' ? [c.at] : []));
    expect(beats.length).toBeGreaterThan(5 * 60 * 1.5);
    for (let i = 1; i < beats.length; i++) expect((beats[i] ?? 0) - (beats[i - 1] ?? 0)).toBeLessThanOrEqual(simulator.heartbeatMs);
    await simulator.stop();
    expect(clock.pendingTimers()).toBe(0);
    const before = calls.length;
    clock.advance(60_000);
    expect(calls.length).toBe(before);
  });

  it('runs on a real clock at the speed asked for, until stopped', async () => {
    const beats: number[] = [];
    const states: number[] = [];
    const noop = () => {};
    const simulator = createTradingSimulator({ speed: 20, seed: 1, sports: [SPORT_MARBLES], liveGamesPerSport: 1, lineGamesPerSport: 1 });
    await simulator.start({ catalogue: noop, fixture: noop, prices: noop, result: noop, remove: noop, state: (id) => states.push(id), heartbeat: (_id, at) => beats.push(at) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await simulator.stop();
    // 400 ms at 20× is 8 simulated seconds: a race runs, heartbeats come every 25 ms of real time.
    expect(beats.length).toBeGreaterThanOrEqual(3);
    expect((beats.at(-1) ?? 0) - (beats[0] ?? 0)).toBeGreaterThan(2_000);
    expect(states.length).toBeGreaterThan(0);
    const count = beats.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beats.length).toBe(count);
  });

  it('plays the whole schedule quickly (prints the time of 10 simulated minutes)', async () => {
    const { clock, calls, simulator } = await started({ seed: 1 });
    const began = performance.now();
    clock.advance(10 * 60_000);
    const took = performance.now() - began;
    await simulator.stop();
    const live = [...feedOf(calls).values()].filter((g) => g.game.kind === 1 && !g.finished).length;
    console.log(`10 simulated minutes of the whole schedule (${feedOf(calls).size} games, ${live} live): ${Math.round(took)} ms`);
    expect(calls.some((c) => c.call === 'result')).toBe(true);
  });
});
