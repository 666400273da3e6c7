import { isSetOver } from '@stavka/domain/pricing/tennis';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../model';
import { rngFrom } from '../random';
import { createTennisMatch, tennisEngine } from './tennis';

// Tennis point by point: sets, games and the server follow the rules the pricing chain assumes.

function playMatch(seed: number, bestOf: 3 | 5, serve = { a: 0.64, b: 0.62 }): GameState[] {
  const rng = rngFrom(seed);
  let state = createTennisMatch(serve, bestOf, rng);
  const views: GameState[] = [];
  for (let i = 0; i < 100_000 && !tennisEngine.finished(state); i++) {
    state = tennisEngine.step(state, 30_000, rng).state;
    views.push(tennisEngine.view(state));
  }
  return views;
}

describe('tennis engine', () => {
  it.each([3, 5] as const)('a best-of-%i match ends with the winner on the sets needed, every set a legal score', (bestOf) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const last = playMatch(seed, bestOf).at(-1);
        expect(last?.finished).toBe(true);
        if (!last) return;
        const need = (bestOf + 1) / 2;
        expect(Math.max(...last.score)).toBe(need);
        expect(Math.min(...last.score)).toBeLessThan(need);
        expect(last.periods).toHaveLength(last.score[0] + last.score[1]);
        for (const set of last.periods) expect(isSetOver(set.score[0], set.score[1])).toBe(true);
        const setsOf = (side: 0 | 1) => last.periods.filter((set) => set.score[side] > set.score[side === 0 ? 1 : 0]).length;
        expect([setsOf(0), setsOf(1)]).toEqual(last.score);
      }),
      { numRuns: 30 },
    );
  });

  it('keeps games and points within a set legal while it is played', () => {
    const views = playMatch(42, 3);
    for (const view of views) {
      if (view.finished) continue;
      const current = view.periods.at(-1);
      if (!current) continue;
      const [a, b] = current.score;
      // Games of the set in play: never past 7, never a finished set still shown as current.
      expect(Math.max(a, b)).toBeLessThanOrEqual(7);
      expect(isSetOver(a, b)).toBe(false);
      expect(view.server === 1 || view.server === 2).toBe(true);
      const points = view.stats.points ?? [0, 0];
      expect(Math.min(...points)).toBeGreaterThanOrEqual(0);
    }
  });

  it('alternates the server game by game', () => {
    const views = playMatch(5, 3);
    let changes = 0;
    let games = 0;
    for (let i = 1; i < views.length; i++) {
      const [before, after] = [views[i - 1], views[i]];
      if (!before || !after || after.finished) continue;
      const gamesBefore = before.periods.reduce((n, p) => n + p.score[0] + p.score[1], 0);
      const gamesAfter = after.periods.reduce((n, p) => n + p.score[0] + p.score[1], 0);
      const tiebreak = (after.periods.at(-1)?.score ?? []).join('-') === '6-6';
      if (gamesAfter === gamesBefore + 1 && !tiebreak) {
        games++;
        if (after.server !== before.server) changes++;
      }
    }
    expect(games).toBeGreaterThan(10);
    expect(changes / games).toBeGreaterThan(0.85);
  });
});
