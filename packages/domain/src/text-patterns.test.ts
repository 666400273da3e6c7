import { describe, expect, it } from 'vitest';
import { isDigitsOnly, isLowercaseAlphanumeric } from './text-patterns';

describe('text patterns (spec §5 other patterns)', () => {
  it.each([
    ['0', true],
    ['0042', true],
    ['1234567890', true],
    ['', false],
    [' 1', false],
    ['-1', false],
    ['1.5', false],
    ['1e3', false],
    ['١٢٣', false],
    ['12\n', false],
  ])('digits only: %j → %s', (text, expected) => {
    expect(isDigitsOnly(text)).toBe(expected);
  });

  it.each([
    ['promo2024', true],
    ['abc', true],
    ['123', true],
    ['', false],
    ['Promo', false],
    ['a-b', false],
    ['a b', false],
    ['ёлка', false],
    ['café', false],
    ['abc\n', false],
  ])('lowercase letters and digits: %j → %s', (text, expected) => {
    expect(isLowercaseAlphanumeric(text)).toBe(expected);
  });
});
