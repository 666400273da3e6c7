import { describe, expect, it } from 'vitest';
import { exponential, rngFrom } from './random';

// Waiting times of the match engines' Poisson events: a rate that is not a positive number means the
// event never comes, so an engine's loop over a slice of play always ends.

describe('exponential', () => {
  it.each([0, -0.5, Number.NaN])('waits for ever at a rate of %s', (rate) => {
    expect(exponential(rngFrom(1), rate)).toBe(Number.POSITIVE_INFINITY);
  });

  it('waits 1/rate on average', () => {
    const rng = rngFrom(7);
    const rate = 1 / 2_000;
    let sum = 0;
    for (let i = 0; i < 20_000; i++) sum += exponential(rng, rate);
    expect(sum / 20_000).toBeGreaterThan(1_900);
    expect(sum / 20_000).toBeLessThan(2_100);
  });
});
