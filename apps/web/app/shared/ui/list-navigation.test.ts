import { describe, expect, it } from 'vitest';
import { listMoveOfKey, moveActive, type ListMove } from './list-navigation';

// x = disabled
const items = ['x', 'a', 'b', 'x', 'c', 'x'].map((v) => ({ disabled: v === 'x' }));

describe('moveActive', () => {
  it.each<[number, ListMove, number]>([
    [-1, 'next', 1],
    [1, 'next', 2],
    [2, 'next', 4],
    [4, 'next', 4],
    [-1, 'previous', 4],
    [4, 'previous', 2],
    [1, 'previous', 1],
    [2, 'first', 1],
    [1, 'last', 4],
  ])('from %i, %s goes to %i', (current, move, expected) => {
    expect(moveActive(items, current, move)).toBe(expected);
  });

  it('finds nothing in a list without enabled options', () => {
    expect(moveActive([{ disabled: true }], -1, 'next')).toBe(-1);
    expect(moveActive([], -1, 'last')).toBe(-1);
  });

  it('maps keys to moves', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'a'].map(listMoveOfKey)).toEqual([
      'next',
      'previous',
      'first',
      'last',
      undefined,
    ]);
  });
});
