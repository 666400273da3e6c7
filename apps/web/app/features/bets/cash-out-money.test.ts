import { describe, expect, it } from 'vitest';
import { exactText, readExact, typedAmount } from './cash-out-money';

describe('sale amounts in the browser', () => {
  it.each([
    ['89.30', { minor: 8930n, scale: 2 }],
    ['1500', { minor: 1500n, scale: 0 }],
    ['0.00150000', { minor: 150000n, scale: 8 }],
    ['-1.00', null],
    ['1e3', null],
  ])('reads the exact text %s', (text, amount) => {
    expect(readExact(text)).toEqual(amount);
  });

  it('writes minor units back in their scale', () => {
    expect([exactText(8930n, 2), exactText(5n, 2), exactText(1500n, 0), exactText(150000n, 8)]).toEqual(['89.30', '0.05', '1500', '0.00150000']);
  });

  it.each([
    ['150', 2, '150.00'],
    ['150,5', 2, '150.50'],
    [' 0.05 ', 2, '0.05'],
    ['150.001', 2, null],
    ['0', 2, null],
    ['abc', 2, null],
    ['-5', 2, null],
    ['7', 0, '7'],
  ])('takes "%s" typed at scale %i as %s', (input, scale, text) => {
    expect(typedAmount(input, scale)).toBe(text);
  });
});
