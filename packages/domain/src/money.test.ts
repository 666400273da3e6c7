import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  InvalidAmountError,
  MAX_REQUEST_MINOR,
  parseRequestedAmount,
  compareDecimals,
  fromMinorUnits,
  isDecimal,
  roundAmount,
  roundToScale,
  toMinorUnits,
} from './money';

describe('toMinorUnits (DESIGN §1: bigint minor units, half-up away from zero)', () => {
  it.each([
    ['12.34', 2, 1234n],
    ['12.345', 2, 1235n],
    ['12.344', 2, 1234n],
    ['-12.345', 2, -1235n],
    ['-0.004', 2, 0n],
    ['-0.005', 2, -1n],
    ['0.5', 0, 1n],
    ['2.5', 0, 3n],
    ['-2.5', 0, -3n],
    ['1999', 0, 1999n],
    ['1.5', 3, 1500n],
    ['0.12345678', 8, 12345678n],
    ['0.123456785', 8, 12345679n],
    ['+7', 2, 700n],
    ['.5', 2, 50n],
    ['5.', 2, 500n],
    ['  3.10  ', 2, 310n],
    ['1.5e3', 2, 150000n],
    ['15e-3', 2, 2n],
    ['123456789012345678901234567890.99', 2, 12345678901234567890123456789099n],
    ['0.0000000000000000000000009', 2, 0n],
  ])('%s at scale %i → %s', (decimal, scale, expected) => {
    expect(toMinorUnits(decimal, scale)).toBe(expected);
  });

  it.each([
    [1.005, 2, 101n],
    [0.1 + 0.2, 2, 30n],
    [-19.995, 2, -2000n],
    [1e21, 0, 1000000000000000000000n],
    [1e-7, 8, 10n],
  ])('reads the number %d through its shortest decimal text', (value, scale, expected) => {
    expect(toMinorUnits(value, scale)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '1,5', '1.2.3', '--1', '1-', '.', '+', 'e5', '1e', '0x10', '1 000', 'Infinity', '1e999'])(
    'rejects %j with a typed error',
    (input) => {
      expect(() => toMinorUnits(input, 2)).toThrow(InvalidAmountError);
      try {
        toMinorUnits(input, 2);
      } catch (error) {
        expect(error).toMatchObject({ reason: 'not_a_number', name: 'InvalidAmountError' });
      }
    },
  );

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects the number %d', (value) => {
    expect(() => toMinorUnits(value, 2)).toThrow(InvalidAmountError);
  });

  it.each([-1, 1.5, 19, Number.NaN])('rejects the scale %d', (scale) => {
    expect(() => toMinorUnits('1', scale)).toThrow(expect.objectContaining({ reason: 'invalid_scale' }));
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [150n, 2, '1.50'],
    [-5n, 2, '-0.05'],
    [0n, 2, '0.00'],
    [7n, 0, '7'],
    [-7n, 0, '-7'],
    [1n, 8, '0.00000001'],
    [123456789n, 3, '123456.789'],
    [12345678901234567890123456789099n, 2, '123456789012345678901234567890.99'],
  ])('%s at scale %i → %s', (minor, scale, expected) => {
    expect(fromMinorUnits(minor, scale)).toBe(expected);
  });
});

describe('roundToScale and roundAmount (spec §5 "Amounts round to two decimals")', () => {
  it.each([
    ['2.675', 2, '2.68'],
    [2.675, 2, '2.68'],
    ['-2.675', 2, '-2.68'],
    ['10', 2, '10.00'],
    ['0.129', 1, '0.1'],
    ['99.999', 2, '100.00'],
    ['1.23456789', 8, '1.23456789'],
  ])('%s to %i places → %s', (value, scale, expected) => {
    expect(roundToScale(value, scale)).toBe(expected);
  });

  it('rounds amounts to two decimals', () => {
    expect(roundAmount('10.005')).toBe('10.01');
    expect(roundAmount(0.125)).toBe('0.13');
    expect(roundAmount('7')).toBe('7.00');
  });
});

describe('isDecimal and compareDecimals', () => {
  it.each([
    ['0.1', '0.10', 0],
    ['1', '0.999', 1],
    ['-1', '0', -1],
    ['-0', '0', 0],
    ['1e2', '100', 0],
    ['123456789012345678901234567890', '123456789012345678901234567889.9', 1],
  ])('compares %s with %s → %i', (a, b, expected) => {
    expect(compareDecimals(a, b)).toBe(expected);
  });

  it('tells decimals from other text', () => {
    expect(isDecimal('-12.5')).toBe(true);
    expect(isDecimal('12,5')).toBe(false);
  });
});

const scales = fc.constantFrom(0, 2, 3, 8, 18);

describe('properties', () => {
  it('fromMinorUnits then toMinorUnits is the identity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), scales, (minor, scale) => {
        expect(toMinorUnits(fromMinorUnits(minor, scale), scale)).toBe(minor);
      }),
    );
  });

  it('rounding is off by at most half a minor unit and symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 12 }),
        scales,
        (digits, fractionDigits, scale) => {
          const text = fromMinorUnits(digits, fractionDigits);
          const minor = toMinorUnits(text, scale);
          expect(toMinorUnits(`-${text}`, scale)).toBe(-minor);
          // |value * 10^scale - minor| <= 1/2, in integers scaled by 2 * 10^fractionDigits
          const valueScaled = digits * 10n ** BigInt(scale);
          const diff = minor * 10n ** BigInt(fractionDigits) - valueScaled;
          const abs = diff < 0n ? -diff : diff;
          expect(abs * 2n <= 10n ** BigInt(fractionDigits)).toBe(true);
        },
      ),
    );
  });

  it('roundToScale is idempotent and keeps exactly `scale` fraction digits', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), scales, (value, scale) => {
        const once = roundToScale(value, scale);
        expect(roundToScale(once, scale)).toBe(once);
        expect(once.split('.')[1]?.length ?? 0).toBe(scale);
      }),
    );
  });
});

describe('parseRequestedAmount', () => {
  it.each([
    ['10', 2, 1000n],
    ['10.5', 2, 1050n],
    ['10.50', 2, 1050n],
    ['10.500', 2, 1050n],
    ['0.01', 2, 1n],
    [' 7 ', 0, 7n],
    ['0.00000001', 8, 1n],
    ['123456789012.345', 3, 123456789012345n],
    [10.5, 2, 1050n],
    [0.1, 2, 10n],
  ] as const)('%j at scale %i is %s minor units', (text, scale, minor) => {
    expect(parseRequestedAmount(text, scale)).toEqual({ ok: true, minor });
  });

  it.each([
    ['10.001', 2, 'amount_too_precise'],
    ['1.5', 0, 'amount_too_precise'],
    ['0', 2, 'amount_not_positive'],
    ['0.00', 2, 'amount_not_positive'],
    ['-5', 2, 'amount_not_positive'],
    ['1e3', 2, 'amount_invalid'],
    ['1,5', 2, 'amount_invalid'],
    ['', 2, 'amount_invalid'],
    ['.5', 2, 'amount_invalid'],
    ['Infinity', 2, 'amount_invalid'],
    ['0x10', 2, 'amount_invalid'],
    ['10000000000000.01', 2, 'amount_too_large'],
    [Number.NaN, 2, 'amount_invalid'],
  ] as const)('%j at scale %i is refused: %s', (text, scale, problem) => {
    expect(parseRequestedAmount(text, scale)).toEqual({ ok: false, problem });
  });

  it('reads any plain decimal within the scale exactly (round trip through fromMinorUnits)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_REQUEST_MINOR }), fc.integer({ min: 0, max: 8 }), (minor, scale) => {
        expect(parseRequestedAmount(fromMinorUnits(minor, scale), scale)).toEqual({ ok: true, minor });
      }),
    );
  });
});
