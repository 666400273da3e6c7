import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitProblem, paymentFee } from './payment-fees';

describe('paymentFee', () => {
  it.each([
    [10_000n, '0', 0n, 0n],
    [10_000n, '1', 0n, 100n],
    [10_000n, '1.5', 0n, 150n],
    [333n, '1.5', 0n, 5n], // 4.995 rounds half up to 5
    [333n, '1.4', 0n, 5n], // 4.662 → 5
    [330n, '1.5', 0n, 5n], // 4.95 → 5
    [100n, '0.25', 0n, 0n], // 0.25 → 0
    [200n, '0.25', 0n, 1n], // 0.5 → 1
    [10_000n, '2', 50n, 250n],
  ])('%s at %s%% plus %s is %s', (amount, percent, fixed, fee) => {
    expect(paymentFee(amount, percent, fixed)).toBe(fee);
  });

  it('refuses a percentage that is not plain text', () => {
    expect(() => paymentFee(1n, '1e1', 0n)).toThrow();
    expect(() => paymentFee(1n, '-1', 0n)).toThrow();
  });

  it('never exceeds the amount at 100% or less, and grows with the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 9999 }), (a, b, hundredths) => {
        const percent = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        const [small, large] = a < b ? [a, b] : [b, a];
        expect(paymentFee(small, percent, 0n)).toBeLessThanOrEqual(paymentFee(large, percent, 0n));
        expect(paymentFee(large, percent, 0n)).toBeLessThanOrEqual(large);
      }),
    );
  });
});

describe('limitProblem', () => {
  const limits = { min: 100n, max: 1_000n };
  it.each([
    [99n, 'payment_amount_below_min'],
    [100n, undefined],
    [1_000n, undefined],
    [1_001n, 'payment_amount_above_max'],
  ] as const)('%s is %s', (amount, problem) => {
    expect(limitProblem(amount, limits)).toBe(problem);
  });
  it('allows anything without limits', () => expect(limitProblem(1n, undefined)).toBeUndefined());
});
