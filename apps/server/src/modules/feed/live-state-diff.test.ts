import { describe, expect, it } from 'vitest';
import { diffMarkets } from './live-state-diff';
import type { Market } from './model';

// The odds delta a price update publishes: only what moved, appeared or went, in the shape the
// push hub and the odds history read.

const totals = (over: number, under: number, extra: Partial<Market> = {}): Market => ({
  group: 17,
  param: 2.5,
  main: true,
  status: 1,
  outcomes: [
    { type: 9, price: over, blocked: false },
    { type: 10, price: under, blocked: false },
  ],
  ...extra,
});
const winner = (home: number, away: number): Market => ({
  group: 1,
  main: true,
  status: 1,
  outcomes: [
    { type: 1, price: home, blocked: false },
    { type: 3, price: away, blocked: false },
  ],
});

describe('diffMarkets', () => {
  it('answers nothing when no price, flag or outcome changed', () => {
    expect(diffMarkets([winner(1850, 2100)], [winner(1850, 2100)])).toEqual([]);
  });

  it('marks prices that went up or down, with the line only where the market has one', () => {
    expect(diffMarkets([winner(1850, 2100), totals(1900, 1950)], [winner(1800, 2100), totals(1950, 1950)])).toEqual([
      { G: 1, T: 1, price: 1800, blocked: false, main: true, move: 'down' },
      { G: 17, T: 9, P: 2.5, price: 1950, blocked: false, main: true, move: 'up' },
    ]);
  });

  it('reports a closed market as blocked outcomes at the same price', () => {
    const changes = diffMarkets([totals(1900, 1950)], [totals(1900, 1950, { status: 3 })]);
    expect(changes.map((c) => [c.T, c.blocked, c.move])).toEqual([
      [9, true, 'same'],
      [10, true, 'same'],
    ]);
  });

  it('reports new outcomes and the ones that went', () => {
    const changes = diffMarkets([winner(1850, 2100)], [totals(1900, 1950)]);
    expect(changes.map((c) => [c.G, c.T, c.move])).toEqual([
      [17, 9, 'new'],
      [17, 10, 'new'],
      [1, 1, 'gone'],
      [1, 3, 'gone'],
    ]);
  });

  it('diffs a chain of updates, each against the one before', () => {
    const first = [winner(1850, 2100)];
    const second = [winner(1800, 2150)];
    const third = [winner(1800, 2150), totals(1900, 1950)];
    expect(diffMarkets(first, second).map((c) => c.move)).toEqual(['down', 'up']);
    expect(diffMarkets(second, third).map((c) => c.move)).toEqual(['new', 'new']);
    expect(diffMarkets(third, [winner(1800, 2150)]).map((c) => c.move)).toEqual(['gone', 'gone']);
  });
});
