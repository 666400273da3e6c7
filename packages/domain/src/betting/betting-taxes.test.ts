import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expressReturn } from './bet-maths';
import { NO_TAXES, payoutAfterTax, settledCoefficient, stakeAfterTax, taxedWin, type BettingTaxes } from './betting-taxes';
import { coefficientProduct, coefficientRatio } from './odds-value';
import { compare, ratio } from './ratio';

const taxes = (over: Partial<BettingTaxes>): BettingTaxes => ({ ...NO_TAXES, ...over });

describe('stake tax', () => {
  it('is inside the stake: 1000.00 at 12.5% bets 888.88 and taxes 111.12', () => {
    expect(stakeAfterTax(100_000n, taxes({ stakeTaxBps: 1250 }))).toEqual({ netStake: 88_888n, stakeTax: 11_112n });
  });
  it('is nothing without a percent', () => {
    expect(stakeAfterTax(12_345n, NO_TAXES)).toEqual({ netStake: 12_345n, stakeTax: 0n });
  });
});

describe('payout tax', () => {
  const twenty = (over: Partial<BettingTaxes> = {}) => taxes({ payoutTaxBps: 2000, ...over });
  it.each<[string, bigint, bigint, number, BettingTaxes, { taxable: boolean; payoutTax: bigint; payout: bigint }]>([
    ['20% on the profit: 10.00 at 3.00', 1_000n, 3_000n, 3000, twenty(), { taxable: true, payoutTax: 400n, payout: 2_600n }],
    [
      '20% on the whole win: 10.00 at 1.20 pays 9.60',
      1_000n,
      1_200n,
      1200,
      twenty({ taxType: 'win_amount' }),
      { taxable: true, payoutTax: 240n, payout: 960n },
    ],
    ['rounded up: 20% of 3.33 profit is 0.67', 1_000n, 1_333n, 1333, twenty(), { taxable: true, payoutTax: 67n, payout: 1_266n }],
    [
      'a win at the threshold is not taxed',
      1_000n,
      1_200n,
      1200,
      twenty({ winAmountThreshold: 1_200n }),
      { taxable: false, payoutTax: 0n, payout: 1_200n },
    ],
    [
      'a win above the threshold is',
      1_000n,
      1_201n,
      1201,
      twenty({ winAmountThreshold: 1_200n }),
      { taxable: true, payoutTax: 41n, payout: 1_160n },
    ],
    [
      'a coefficient at the threshold is not taxed',
      1_000n,
      1_200n,
      1200,
      twenty({ coefficientThreshold: 1200 }),
      { taxable: false, payoutTax: 0n, payout: 1_200n },
    ],
    [
      'a coefficient above it is',
      1_000n,
      1_201n,
      1201,
      twenty({ coefficientThreshold: 1200 }),
      { taxable: true, payoutTax: 41n, payout: 1_160n },
    ],
    [
      'with the return-tax flag the tax is shown, not taken',
      1_000n,
      3_000n,
      3000,
      twenty({ returnTax: true }),
      { taxable: true, payoutTax: 400n, payout: 3_000n },
    ],
    ['a refund (no profit) pays no profit tax', 1_000n, 1_000n, 1000, twenty(), { taxable: true, payoutTax: 0n, payout: 1_000n }],
  ])('%s', (_, stake, win, coefficient, rule, expected) => {
    expect(payoutAfterTax(stake, win, coefficientRatioOrOne(coefficient), rule)).toEqual(expected);
  });

  it('refuses percentages outside 0…100%', () => {
    expect(() => payoutAfterTax(1n, 1n, ratio(1n), taxes({ payoutTaxBps: 10_001 }))).toThrow(RangeError);
    expect(() => stakeAfterTax(1n, taxes({ stakeTaxBps: -5 }))).toThrow(RangeError);
  });
});

function coefficientRatioOrOne(thousandths: number) {
  return thousandths === 1000 ? ratio(1n) : coefficientRatio(thousandths);
}

describe('taxedWin', () => {
  it('bets the stake after tax, caps the win and taxes the profit over the whole stake', () => {
    // 100.00 with 10% stake tax bets 90.90; at 3.00 wins 272.70; 20% of (272.70 − 100.00) = 34.54.
    const rule = taxes({ stakeTaxBps: 1000, payoutTaxBps: 2000 });
    expect(taxedWin(10_000n, coefficientRatio(3000), rule)).toEqual({
      netStake: 9_090n,
      stakeTax: 910n,
      winAmount: 27_270n,
      taxable: true,
      payoutTax: 3_454n,
      payout: 23_816n,
    });
    expect(taxedWin(10_000n, coefficientRatio(3000), rule, 20_000n)).toMatchObject({
      winAmount: 20_000n,
      payoutTax: 2_000n,
      payout: 18_000n,
    });
  });

  it('reads a settled bet at the coefficient it came in at', () => {
    const settled = expressReturn(9_090n, [
      { odds: 3000, result: 'win' },
      { odds: 2000, result: 'void' },
    ]);
    const coefficient = settledCoefficient(settled.exact, 9_090n);
    expect(compare(coefficient, coefficientRatio(3000))).toBe(0);
    // Below a 3.50 threshold, though the express was placed at 6.00.
    expect(payoutAfterTax(10_000n, settled.amount, coefficient, taxes({ payoutTaxBps: 2000, coefficientThreshold: 3500 })).taxable).toBe(
      false,
    );
  });

  it('always adds up', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 5 }),
        fc.record({
          taxType: fc.constantFrom<'win_amount' | 'profit'>('win_amount', 'profit'),
          stakeTaxBps: fc.integer({ min: 0, max: 3000 }),
          payoutTaxBps: fc.integer({ min: 0, max: 5000 }),
          winAmountThreshold: fc.bigInt({ min: 0n, max: 10n ** 6n }),
          coefficientThreshold: fc.integer({ min: 0, max: 5000 }),
          returnTax: fc.boolean(),
        }),
        (stake, odds, rule) => {
          const t = taxedWin(stake, coefficientProduct(odds), rule);
          expect(t.netStake + t.stakeTax).toBe(stake);
          expect(t.netStake).toBeLessThanOrEqual(stake);
          expect(t.payout).toBe(rule.returnTax ? t.winAmount : t.winAmount - t.payoutTax);
          expect(t.payoutTax).toBeGreaterThanOrEqual(0n);
          expect(t.payout).toBeGreaterThanOrEqual(0n);
          // Never less tax than due: tax × 10000 ≥ base × percent.
          const base = rule.taxType === 'win_amount' ? t.winAmount : t.winAmount > stake ? t.winAmount - stake : 0n;
          if (t.taxable) expect(t.payoutTax * 10_000n).toBeGreaterThanOrEqual(base * BigInt(rule.payoutTaxBps));
        },
      ),
    );
  });
});
