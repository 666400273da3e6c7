import { describe, expect, it } from 'vitest';
import type { GameResult, Market } from '../model';
import type { FeedSink } from '../provider';
import { buildCatalogue } from './catalogue/catalogue';
import { SPORT } from './catalogue/sports';
import { advance, announce, createRuntime } from './game-runtime';
import { marginFor } from './market-builder';
import { rngFrom } from './random';
import { createSchedule } from './schedule';
import { profileOf } from './sport-profiles';

// The rolling schedule on its own: targets kept, ids unique, sides never double-booked, and a
// postponed game cancelled (market status 4) through the game runtime.

const catalogue = buildCatalogue(1);
const HOUR = 3_600_000;
const t0 = Date.UTC(2030, 0, 1, 12);

describe('rolling schedule', () => {
  it('fills each sport to its targets, live ones already under way at the first fill', () => {
    const profiles = [profileOf(SPORT.football), profileOf(SPORT.tennis)];
    const schedule = createSchedule({ catalogue, seed: 1, firstGameId: 1_000, profiles });
    const added = schedule.topUp(t0, true);
    for (const profile of profiles) {
      const mine = added.filter((g) => g.fixture.sportId === profile.sportId);
      expect(mine.filter((g) => g.startMs <= t0)).toHaveLength(profile.live);
      expect(mine.filter((g) => g.startMs > t0)).toHaveLength(profile.line);
      expect(mine.filter((g) => g.startMs > t0 && g.startMs < t0 + HOUR).length).toBeGreaterThanOrEqual(profile.soon);
      expect(mine.every((g) => g.startMs < t0 + profile.horizonMs + profile.kickOffStepMs)).toBe(true);
    }
    // Nothing to add until something changes.
    expect(schedule.topUp(t0 + 1000)).toEqual([]);
  });

  it('gives every game and sub-game its own I and CI, and never books a side twice at once', () => {
    const profile = profileOf(SPORT.football);
    const schedule = createSchedule({ catalogue, seed: 2, firstGameId: 5_000, profiles: [profile] });
    const games = schedule.topUp(t0, true);
    const ids = games.flatMap((g) => [g.fixture, ...g.subGames.map((s) => s.fixture)]).flatMap((f) => [f.id, f.constId]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(5_000);
    for (const a of games) {
      for (const b of games) {
        if (a === b || !a.sideIds.some((id) => b.sideIds.includes(id))) continue;
        expect(Math.abs(a.startMs - b.startMs)).toBeGreaterThanOrEqual(profile.durationMs);
      }
    }
  });

  it('keeps one event per election for outrights, months ahead', () => {
    const schedule = createSchedule({ catalogue, seed: 3, firstGameId: 1, profiles: [profileOf(SPORT.politics)] });
    const games = schedule.topUp(t0, true);
    expect(new Set(games.map((g) => g.fixture.champId)).size).toBe(games.length);
    expect(games.every((g) => g.startMs > t0 + 24 * HOUR && g.fixture.team2 === null)).toBe(true);
  });

  it('decides an outright at its date without ever offering it live', () => {
    const schedule = createSchedule({ catalogue, seed: 5, firstGameId: 1, profiles: [profileOf(SPORT.politics)] });
    const [game] = schedule.topUp(t0);
    if (!game) throw new Error('expected an election');
    const kinds: number[] = [];
    const results: GameResult[] = [];
    const drifted: Market[][] = [];
    const sink: FeedSink = {
      catalogue: () => {},
      fixture: (f) => kinds.push(f.kind),
      state: () => {},
      prices: (_id, markets) => drifted.push(markets),
      result: (result) => results.push(result),
      remove: () => {},
      heartbeat: () => {},
    };
    const ctx = { sink, margin: marginFor('standard'), rng: rngFrom(2) };
    const rt = createRuntime(game, t0, ctx.rng);
    announce(rt, ctx);
    // Prices drift slowly while it waits (a reprice every few minutes).
    for (let hour = 1; hour <= 3; hour++) advance(rt, ctx, t0 + hour * HOUR);
    expect(drifted.length).toBeGreaterThan(1);
    advance(rt, ctx, game.startMs);
    expect(kinds.every((k) => k === 3)).toBe(true);
    expect(results).toEqual([expect.objectContaining({ gameId: game.fixture.id, cancelled: false })]);
    expect(drifted.at(-1)?.every((m) => m.status === 2)).toBe(true);
  });

  it('calls a postponed game off before its start: markets cancelled (status 4) and a cancelled result', () => {
    const profile = { ...profileOf(SPORT.handball), live: 0, soon: 0, line: 3, postponeChance: 1 };
    const schedule = createSchedule({ catalogue, seed: 4, firstGameId: 1, profiles: [profile] });
    const [game] = schedule.topUp(t0);
    if (!game || game.postponeAtMs === null) throw new Error('expected a postponed game');
    const prices: Market[][] = [];
    const results: GameResult[] = [];
    const removed: number[] = [];
    const sink: FeedSink = {
      catalogue: () => {},
      fixture: () => {},
      state: () => {},
      prices: (_id, markets) => prices.push(markets),
      result: (result) => results.push(result),
      remove: (id) => removed.push(id),
      heartbeat: () => {},
    };
    const ctx = { sink, margin: marginFor('standard'), rng: rngFrom(1) };
    const rt = createRuntime(game, t0, ctx.rng);
    announce(rt, ctx);
    expect(prices.at(-1)?.every((m) => m.status === 1)).toBe(true);
    advance(rt, ctx, game.postponeAtMs);
    expect(prices.at(-1)?.every((m) => m.status === 4)).toBe(true);
    expect(results).toEqual([expect.objectContaining({ gameId: game.fixture.id, cancelled: true })]);
    expect(advance(rt, ctx, game.postponeAtMs + 10 * 60_000)).toBe(true);
    expect(removed).toEqual([game.fixture.id]);
  });
});
