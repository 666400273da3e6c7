import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coefficientProduct, coefficientRatio, coefficientText, parseCoefficient, shownCoefficient } from './odds-value';
import { compare, ratio } from './ratio';

describe('parseCoefficient', () => {
  it.each<[string | number, number]>([
    ['1.875', 1875],
    ['1.85', 1850],
    ['1.8500', 1850],
    ['2', 2000],
    ['1.001', 1001],
    ['1000', 1_000_000],
    [' 3.5 ', 3500],
    [1.408, 1408],
    [2.82, 2820],
    [1.025, 1025],
  ])('%s is %s thousandths', (text, thousandths) => {
    expect(parseCoefficient(text)).toEqual({ ok: true, thousandths });
  });

  it.each<[string | number, string]>([
    ['1.8755', 'coefficient_too_precise'],
    [1.0005, 'coefficient_too_precise'],
    ['1', 'coefficient_out_of_range'],
    ['1.000', 'coefficient_out_of_range'],
    ['0.5', 'coefficient_out_of_range'],
    ['1000.001', 'coefficient_out_of_range'],
    ['99999999999999999999', 'coefficient_out_of_range'],
    ['-1.5', 'coefficient_invalid'],
    ['1,5', 'coefficient_invalid'],
    ['1.5e2', 'coefficient_invalid'],
    ['', 'coefficient_invalid'],
    ['.5', 'coefficient_invalid'],
    [Number.NaN, 'coefficient_invalid'],
    [Number.POSITIVE_INFINITY, 'coefficient_invalid'],
  ])('%s is refused: %s', (text, problem) => {
    expect(parseCoefficient(text)).toEqual({ ok: false, problem });
  });

  it('reads back every coefficient it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (thousandths) => {
        expect(parseCoefficient(coefficientText(thousandths))).toEqual({ ok: true, thousandths });
        // A JSON number with three decimals reads as the same thousandths.
        expect(parseCoefficient(thousandths / 1000)).toEqual({ ok: true, thousandths });
      }),
    );
  });
});

describe('combined coefficients', () => {
  it('multiply exactly and show rounded down to thousandths', () => {
    const product = coefficientProduct([1500, 1333, 1777]);
    expect(compare(product, ratio(1500n * 1333n * 1777n, 10n ** 9n))).toBe(0);
    // 3.553 0265… is shown 3.553, never 3.554.
    expect(shownCoefficient(product)).toBe(3553n);
    expect(shownCoefficient(coefficientProduct([]))).toBe(1000n);
    expect(shownCoefficient(coefficientRatio(1875))).toBe(1875n);
  });

  it('never show more than the exact product', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1001, max: 1_000_000 }), { maxLength: 20 }), (odds) => {
        const product = coefficientProduct(odds);
        const shown = shownCoefficient(product);
        expect(compare(ratio(shown, 1000n), product)).toBeLessThanOrEqual(0);
        expect(compare(ratio(shown + 1n, 1000n), product)).toBe(1);
      }),
    );
  });
});

describe('coefficientText', () => {
  it.each<[number | bigint, string]>([
    [1850, '1.85'],
    [1875, '1.875'],
    [2000, '2.00'],
    [1001, '1.001'],
    [1010, '1.01'],
    [1_000_000, '1000.00'],
    [12_345_678n, '12345.678'],
  ])('%s shows as %s', (thousandths, text) => {
    expect(coefficientText(thousandths)).toBe(text);
  });
});
