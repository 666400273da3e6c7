import type { MarginSpec } from '@stavka/domain/pricing/margin';
import { type GameState, LIVE, type Market } from '../model';
import type { FeedSink } from '../provider';
import { SPORT } from './catalogue/sports';
import type { KeyEvent, SubGameView } from './engines/engine';
import type { ModelInput } from './engines/model-input';
import { buildMarkets, closeMarkets, sameMarkets, suspendMarkets } from './market-builder';
import { type Rng, uniform } from './random';
import type { GameFixture, ScheduledGame } from './schedule';

// One game's life in the feed (issue 4 "Live play in real time"): announced with its prices, line
// prices drifting now and then, live at its start, stepped every tick with its state sent when it
// changes, repriced as the score and the clock move, blocked for a few seconds after a key event,
// finished with its result recorded for settlement, and removed from the feed a while later.

/** Live prices follow the clock at least this often… */
const LIVE_PRICE_MS = 5_000;
/** …and the score within this long (basketball scores nearly every tick). */
const SCORE_PRICE_MS = 2_000;
/** High-scoring games move their score nearly every tick: they reprice on the clock alone. */
const PRICED_BY_CLOCK = new Set<number>([SPORT.basketball, SPORT.cyberBasketball, SPORT.handball]);
/** Where time alone changes nothing (points, balls, a race that is off), only play reprices. */
const PRICED_BY_PLAY = new Set<number>([SPORT.tennis, SPORT.volleyball, SPORT.tableTennis, SPORT.esports, SPORT.cricket, SPORT.horseRacing, SPORT.marbleRaces, SPORT.virtualGreyhounds, SPORT.politics]);
/** Finished and called-off games stay in the feed (results pages, slips) this long. */
export const REMOVE_AFTER_MS = 10 * 60_000;
/** A jump larger than this (a game already under way at start-up) is caught up silently. */
const CATCH_UP_MS = 5_000;

export interface RuntimeContext {
  sink: FeedSink;
  margin: MarginSpec;
  rng: Rng;
}

export interface GameRuntime {
  game: ScheduledGame;
  lastStepMs: number;
  suspendedUntil: number | null;
  nextPriceMs: number;
  lastPriceMs: number;
  nextDriftMs: number;
  removeAtMs: number | null;
  /** Last markets sent, by fixture id (the game and its sub-games). */
  priced: Map<number, Market[]>;
  /** Fingerprint of the last state sent, by fixture id, without the clock. */
  scored: Map<number, string>;
  clocked: Map<number, number>;
  closedSubGames: Set<number>;
}

export function createRuntime(game: ScheduledGame, nowMs: number, rng: Rng): GameRuntime {
  return { game, lastStepMs: nowMs, suspendedUntil: null, nextPriceMs: nowMs + LIVE_PRICE_MS, lastPriceMs: Number.NEGATIVE_INFINITY, nextDriftMs: nowMs + uniform(rng, 2, 8) * 60_000, removeAtMs: null, priced: new Map(), scored: new Map(), clocked: new Map(), closedSubGames: new Set() };
}

const fixtures = (rt: GameRuntime): GameFixture[] => [rt.game.fixture, ...rt.game.subGames.map((s) => s.fixture)];

/** The fixture and its sub-games' fixtures, each with its state and prices. */
export function announce(rt: GameRuntime, ctx: RuntimeContext): void {
  announceFixtures(rt, ctx);
  reprice(rt, ctx);
}

/** Sends the fixtures with their current states (and remembers those states as sent). */
function announceFixtures(rt: GameRuntime, ctx: RuntimeContext): void {
  const views = rt.game.runner.subGames();
  for (const fixture of fixtures(rt)) {
    if (rt.closedSubGames.has(fixture.id)) continue;
    const state = stateOf(rt, fixture, views);
    rt.scored.set(fixture.id, stateSignature(state));
    rt.clocked.set(fixture.id, state.elapsedSeconds);
    ctx.sink.fixture({ ...fixture, state });
  }
}

function stateOf(rt: GameRuntime, fixture: GameFixture, views: SubGameView[]): GameState {
  if (fixture.parentId === null) return rt.game.runner.view();
  const key = rt.game.subGames.find((s) => s.fixture.id === fixture.id)?.key;
  return views.find((v) => v.key === key)?.state ?? rt.game.runner.view();
}

/** Sends changed markets, with the model inputs they were priced from when they are new prices. */
function send(rt: GameRuntime, ctx: RuntimeContext, fixtureId: number, markets: Market[], model?: ModelInput): void {
  const last = rt.priced.get(fixtureId);
  if (last !== undefined && sameMarkets(last, markets)) return;
  rt.priced.set(fixtureId, markets);
  ctx.sink.prices(fixtureId, markets, model);
}

/** New prices for the game and its open sub-games. */
function reprice(rt: GameRuntime, ctx: RuntimeContext): void {
  const input = rt.game.runner.input();
  const last = rt.priced.get(rt.game.fixture.id);
  // A race that is off keeps its last prices, closed: nothing to reprice until the result.
  if (input.model === 'runners' && !input.open && last !== undefined) send(rt, ctx, rt.game.fixture.id, suspendMarkets(last));
  else send(rt, ctx, rt.game.fixture.id, buildMarkets(input, ctx.margin), input);
  const views = rt.game.runner.subGames();
  for (const sub of rt.game.subGames) {
    if (rt.closedSubGames.has(sub.fixture.id)) continue;
    const input = views.find((v) => v.key === sub.key)?.input;
    if (input) send(rt, ctx, sub.fixture.id, buildMarkets(input, ctx.margin), input);
  }
}

/** Every market of the game blocked (a key event, or an error while pricing). */
export function suspendAll(rt: GameRuntime, ctx: RuntimeContext): void {
  for (const [fixtureId, last] of rt.priced) if (!rt.closedSubGames.has(fixtureId)) send(rt, ctx, fixtureId, suspendMarkets(last));
}

function close(rt: GameRuntime, ctx: RuntimeContext, fixture: GameFixture, state: GameState, nowMs: number, cancelled: boolean): void {
  send(rt, ctx, fixture.id, closeMarkets(rt.priced.get(fixture.id) ?? [], cancelled ? 4 : 2));
  ctx.sink.result({ gameId: fixture.id, finishedAt: Math.floor(nowMs / 1000), state, cancelled });
  rt.closedSubGames.add(fixture.id);
}

/** Everything in a state but the clock, as a short string (cheaper than JSON on every tick). */
function stateSignature(state: GameState): string {
  let text = `${state.score[0]}:${state.score[1]}|${state.currentPeriod}|${state.currentPeriodName.en}|${state.finished ? 1 : 0}|${state.server ?? ''}|${state.info ?? ''}|`;
  for (const p of state.periods) text += `${p.score[0]}:${p.score[1]},`;
  for (const key in state.stats) {
    const value = state.stats[key];
    if (value) text += `${key}=${value[0]}:${value[1]},`;
  }
  return text;
}

/** Sends the states that changed; returns whether a score (anything but the clock) moved. */
function sendStates(rt: GameRuntime, ctx: RuntimeContext, keyEvent: KeyEvent | undefined): boolean {
  const views = rt.game.runner.subGames();
  let moved = false;
  for (const fixture of fixtures(rt)) {
    if (rt.closedSubGames.has(fixture.id)) continue;
    const state = stateOf(rt, fixture, views);
    const elapsedSeconds = state.elapsedSeconds;
    const signature = stateSignature(state);
    const scoreMoved = rt.scored.get(fixture.id) !== signature;
    if (!scoreMoved && rt.clocked.get(fixture.id) === elapsedSeconds) continue;
    rt.scored.set(fixture.id, signature);
    rt.clocked.set(fixture.id, elapsedSeconds);
    moved ||= scoreMoved;
    if (fixture.parentId === null && keyEvent) ctx.sink.state(fixture.id, state, keyEvent);
    else ctx.sink.state(fixture.id, state);
  }
  return moved;
}

/** The line game goes live: kind 1 from now on (the fixtures are re-sent after the first step). */
function goLive(rt: GameRuntime): void {
  rt.game.phase = 'live';
  if (rt.game.neverLive) return;
  rt.game.fixture = { ...rt.game.fixture, kind: LIVE };
  for (const sub of rt.game.subGames) sub.fixture = { ...sub.fixture, kind: LIVE };
}

function finish(rt: GameRuntime, ctx: RuntimeContext, nowMs: number, cancelled: boolean): void {
  const views = rt.game.runner.subGames();
  for (const fixture of fixtures(rt)) if (!rt.closedSubGames.has(fixture.id)) close(rt, ctx, fixture, stateOf(rt, fixture, views), nowMs, cancelled);
  rt.game.phase = 'finished';
  rt.removeAtMs = nowMs + REMOVE_AFTER_MS;
}

function playLive(rt: GameRuntime, ctx: RuntimeContext, nowMs: number, wentLive: boolean): void {
  const elapsed = nowMs - rt.lastStepMs;
  rt.lastStepMs = nowMs;
  const keyEvent = rt.game.runner.step(elapsed * rt.game.timeScale);
  const event = elapsed > CATCH_UP_MS ? undefined : keyEvent;
  // Going live, the fixtures themselves carry kind 1 and the state after the first step.
  if (wentLive && !rt.game.neverLive) announceFixtures(rt, ctx);
  const moved = sendStates(rt, ctx, event) || wentLive;
  if (rt.game.runner.finished()) {
    finish(rt, ctx, nowMs, false);
    return;
  }
  // Sub-games that ended before their parent (the first half) settle now.
  const views = rt.game.runner.subGames();
  for (const sub of rt.game.subGames) {
    const view = views.find((v) => v.key === sub.key);
    if (view && view.input === null && !rt.closedSubGames.has(sub.fixture.id)) close(rt, ctx, sub.fixture, view.state, nowMs, false);
  }
  if (event) {
    rt.suspendedUntil = Math.max(rt.suspendedUntil ?? 0, nowMs + event.suspendSeconds * 1000);
    suspendAll(rt, ctx);
    return;
  }
  const suspended = rt.suspendedUntil !== null && nowMs < rt.suspendedUntil;
  if (suspended) return;
  const reopened = rt.suspendedUntil !== null;
  const sportId = rt.game.fixture.sportId;
  if (PRICED_BY_PLAY.has(sportId)) {
    if (!reopened && !moved) return;
  } else {
    if (moved && !PRICED_BY_CLOCK.has(sportId)) rt.nextPriceMs = Math.min(rt.nextPriceMs, rt.lastPriceMs + SCORE_PRICE_MS);
    // A game going live is priced at once: in play and unpriced, it would not be traded.
    if (!reopened && !wentLive && nowMs < rt.nextPriceMs) return;
  }
  rt.suspendedUntil = null;
  rt.nextPriceMs = nowMs + LIVE_PRICE_MS;
  rt.lastPriceMs = nowMs;
  reprice(rt, ctx);
}

/** One tick of the game; true when it has left the feed and can be forgotten. */
export function advance(rt: GameRuntime, ctx: RuntimeContext, nowMs: number): boolean {
  const game = rt.game;
  if (game.phase === 'finished') {
    if (rt.removeAtMs === null || nowMs < rt.removeAtMs) return false;
    for (const fixture of fixtures(rt)) ctx.sink.remove(fixture.id);
    return true;
  }
  if (game.phase === 'line') {
    if (game.postponeAtMs !== null && nowMs >= game.postponeAtMs) {
      finish(rt, ctx, nowMs, true);
      return false;
    }
    if (nowMs < game.startMs) {
      if (nowMs >= rt.nextDriftMs) {
        rt.nextDriftMs = nowMs + uniform(ctx.rng, 2, 8) * 60_000;
        game.runner.drift();
        reprice(rt, ctx);
      }
      return false;
    }
    goLive(rt);
    rt.lastStepMs = game.startMs;
    playLive(rt, ctx, nowMs, true);
    return false;
  }
  playLive(rt, ctx, nowMs, false);
  return false;
}
