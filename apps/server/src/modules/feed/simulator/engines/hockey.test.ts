import { describe, expect, it } from 'vitest';
import { rngFrom } from '../random';
import { createHockeyMatch, hockeyEngine, type HockeyState } from './hockey';

// Overtime is sudden death, then a shootout. A step whose slice leaves the clock's difference a
// hair short of the slice (140171.1 + 16526.8 − 140171.1 < 16526.8 in doubles) once spun the
// engine for ever at simulator speed 60; each step must end, and the game with it.

const level = (clockMs: number): HockeyState => ({
  // Goals so rare that overtime ends in a shootout.
  ...createHockeyMatch({ rates: { home: 1e-9, away: 1e-9 }, shootoutHome: 0.5 }),
  phase: 'overtime',
  period: 3,
  clockMs,
  score: [2, 2],
  periodScores: [
    [1, 0],
    [1, 1],
    [0, 1],
    [0, 0],
  ],
});

describe('hockey overtime', () => {
  it('steps through a slice whose clock arithmetic leaves a remainder, and ends in a shootout', () => {
    const rng = rngFrom(3);
    const { state } = hockeyEngine.step(level(140_171.1), 16_526.8, rng);
    expect(state.phase).toBe('overtime');
    expect(state.clockMs).toBeCloseTo(156_697.9, 6);
    const end = hockeyEngine.step(state, 200_000, rng).state;
    expect(end.phase).toBe('over');
    expect(end.shootout).not.toBeNull();
    expect(end.score[0] + end.score[1]).toBe(5);
  });

  it('ends whatever the step length', () => {
    const rng = rngFrom(11);
    for (const dtMs of [16_526.8, 19_609.8, 1_000, 333.3, 61_234.56]) {
      let state = level(140_171.1);
      for (let steps = 0; state.phase !== 'over'; steps++) {
        expect(steps).toBeLessThan(1_000);
        state = hockeyEngine.step(state, dtMs, rng).state;
      }
      expect(state.shootout).not.toBeNull();
    }
  });
});
