import type { FeedProvider, FeedSink, PreviousGames } from '../provider';
import { buildCatalogue, catalogueUpdate } from './catalogue/catalogue';
import { type SimClock, type TimerHandle, createRealClock } from './clock';
import { type GameRuntime, REMOVE_AFTER_MS, advance, announce, createRuntime, suspendAll } from './game-runtime';
import { marginFor } from './market-builder';
import { mixSeed, rngFrom } from './random';
import { planResume } from './resume';
import { type GameFixture, createSchedule } from './schedule';
import { SPORT_PROFILES, type SportProfile } from './sport-profiles';

// The trading simulator, the built-in feed provider (issue 4, DESIGN §1.6): on start it sends the
// catalogue, takes up or ends the games a previous run left (resume.ts), then sends the fixtures
// and their prices; every tick (1 s of simulated time by default) it plays the live games, sends
// changed states and prices, moves games from line to live at their start, records results and
// removes finished games a while later, keeps the schedule full, and says it is alive with a
// heartbeat twice per `heartbeatMs`.

export interface TradingSimulatorOptions {
  /** Simulated time; without one, a real clock running `speed` times faster than real time. */
  clock?: SimClock;
  seed?: number;
  /** Speed of the default real clock (1 = real time); ignored when a clock is given. */
  speed?: number;
  /** The brand margin's code (pricing/margin `marginCodes`); 'standard' by default. */
  marginCode?: string;
  /** Games kept in play per sport: one number for all, or per sport id. */
  liveGamesPerSport?: number | Readonly<Record<number, number>>;
  /** Line games kept on offer per sport, likewise. */
  lineGamesPerSport?: number | Readonly<Record<number, number>>;
  /** Only these sports (all by default). */
  sports?: readonly number[];
  /** Simulated milliseconds between ticks (1000 by default). */
  tickMs?: number;
  providerId?: string;
  /** First game id; by default derived from the clock so restarts do not reuse ids. */
  firstGameId?: number;
  /** Called when a game fails to step or price (its markets are blocked and play goes on). */
  onError?: (error: unknown, gameId: number) => void;
}

const HEARTBEAT_MS = 1000;
/** 2025-01-01 in unix seconds: game ids count four per second of simulated time from here. */
const ID_EPOCH_SECONDS = 1_735_689_600;

export function defaultFirstGameId(nowMs: number): number {
  return 100_000_000 + Math.max(0, Math.floor(nowMs / 1000) - ID_EPOCH_SECONDS) * 4;
}

function pick(value: number | Readonly<Record<number, number>> | undefined, sportId: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number') return value;
  return value[sportId] ?? fallback;
}

function profilesFor(options: TradingSimulatorOptions): SportProfile[] {
  const wanted = options.sports === undefined ? null : new Set(options.sports);
  return SPORT_PROFILES.filter((p) => wanted === null || wanted.has(p.sportId)).map((p) => {
    const line = pick(options.lineGamesPerSport, p.sportId, p.line);
    // Outrights never go live; the games starting within the hour are part of the line.
    return { ...p, live: p.outright ? 0 : pick(options.liveGamesPerSport, p.sportId, p.live), line, soon: Math.min(p.soon, line) };
  });
}

export function createTradingSimulator(options: TradingSimulatorOptions = {}): FeedProvider {
  const clock = options.clock ?? createRealClock({ speed: options.speed ?? 1 });
  // Heartbeats are due in real time: a slowed-down default clock beats more often in its own time.
  const heartbeatEvery = (HEARTBEAT_MS / 2) * (options.clock ? 1 : Math.min(1, options.speed ?? 1));
  const seed = options.seed ?? 20_300_101;
  const tickMs = options.tickMs ?? 1000;
  const id = options.providerId ?? 'simulator';
  const margin = marginFor(options.marginCode);
  const profiles = profilesFor(options);
  const rng = rngFrom(mixSeed(seed, 99));
  const runtimes = new Map<number, GameRuntime>();
  /** Games of a previous run ended at start, and when they leave the feed. */
  const ended: { ids: number[]; removeAtMs: number }[] = [];
  const loops = new Set<{ handle: TimerHandle }>();
  let running = false;

  const catalogue = buildCatalogue(seed);
  const schedule = createSchedule({ catalogue, seed, profiles, firstGameId: options.firstGameId ?? defaultFirstGameId(clock.now()) });

  const guarded = (sink: FeedSink, rt: GameRuntime, work: () => void): void => {
    try {
      work();
    } catch (error) {
      options.onError?.(error, rt.game.fixture.id);
      try {
        suspendAll(rt, { sink, margin, rng });
      } catch {
        // The sink itself failed: nothing more can be sent for this game now.
      }
    }
  };

  const addNew = (sink: FeedSink, now: number, initial: boolean) => {
    const ctx = { sink, margin, rng };
    for (const game of schedule.topUp(now, initial)) {
      const rt = createRuntime(game, now, rng);
      runtimes.set(game.fixture.id, rt);
      guarded(sink, rt, () => {
        // A game already under way (at start-up, or a replacement for one that just ended) is
        // announced live at once: a sport is never without live play. The rest go on the line.
        if (game.startMs <= now) advance(rt, ctx, now);
        else announce(rt, ctx);
      });
    }
  };

  /** Takes up or ends the games a previous run left (simulator/resume.ts), before any new game. */
  const resumePrevious = (sink: FeedSink, previous: PreviousGames | undefined, now: number) => {
    const plan = planResume({ catalogue, profiles, seed }, previous);
    schedule.reserveIdsTo(plan.maxId);
    for (const fixtures of plan.ended) endPrevious(sink, fixtures, now);
    const ctx = { sink, margin, rng };
    for (const game of plan.resumed) {
      schedule.adopt(game);
      const rt = createRuntime(game, now, rng);
      runtimes.set(game.fixture.id, rt);
      guarded(sink, rt, () => {
        if (game.startMs <= now) advance(rt, ctx, now);
        else announce(rt, ctx);
      });
    }
  };

  /** A previous game that cannot be taken up: called off now (status 4), gone from the feed later. */
  const endPrevious = (sink: FeedSink, fixtures: readonly GameFixture[], now: number) => {
    // Over, with the score it had: its page reads "Match finished", never a frozen clock.
    const over = fixtures.map((fixture) => ({ ...fixture, state: { ...fixture.state, finished: true } }));
    for (const fixture of over) sink.fixture(fixture);
    for (const fixture of over.reverse()) sink.result({ gameId: fixture.id, finishedAt: Math.floor(now / 1000), state: fixture.state, cancelled: true });
    ended.push({ ids: fixtures.map((f) => f.id), removeAtMs: now + REMOVE_AFTER_MS });
  };

  const tick = (sink: FeedSink) => {
    const now = clock.now();
    const ctx = { sink, margin, rng };
    while (ended[0] !== undefined && ended[0].removeAtMs <= now) for (const id of ended.shift()?.ids ?? []) sink.remove(id);
    for (const rt of [...runtimes.values()]) {
      guarded(sink, rt, () => {
        const before = rt.game.phase;
        const gone = advance(rt, ctx, now);
        // A finished or called-off game frees its sides for new fixtures.
        if (before !== 'finished' && rt.game.phase === 'finished') schedule.release(rt.game);
        if (!gone) return;
        schedule.drop(rt.game);
        runtimes.delete(rt.game.fixture.id);
      });
    }
    addNew(sink, now, false);
  };

  /** Runs `work` every `ms` of simulated time until stopped (clock timers are one-shot). */
  const every = (ms: number, work: () => void) => {
    const run = () => {
      if (!running) return;
      work();
      if (running) loop.handle = clock.setTimer(run, ms);
    };
    const loop = { handle: clock.setTimer(run, ms) };
    loops.add(loop);
  };

  return {
    id,
    heartbeatMs: HEARTBEAT_MS,
    async start(sink, previous) {
      if (running) throw new Error('the trading simulator is already running');
      running = true;
      sink.heartbeat(id, clock.now());
      sink.catalogue(catalogueUpdate(catalogue));
      resumePrevious(sink, previous, clock.now());
      addNew(sink, clock.now(), true);
      tick(sink);
      every(tickMs, () => tick(sink));
      every(heartbeatEvery, () => sink.heartbeat(id, clock.now()));
    },
    async stop() {
      running = false;
      for (const loop of loops) clock.clearTimer(loop.handle);
      loops.clear();
    },
  };
}
