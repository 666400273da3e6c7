import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareDecimals } from './money';
import { normalizeNumericInput } from './numeric-input';
import type { NumericInputOptions } from './numeric-input';

describe('normalizeNumericInput (spec §5 numeric input)', () => {
  it.each<[string, string, NumericInputOptions, string]>([
    ['strips everything but digits, dot, comma and minus', '1a2 b3$', {}, '123'],
    ['a comma is the decimal separator', '12,5', {}, '12.5'],
    ['a dot is the decimal separator', '12.5', {}, '12.5'],
    ['only the first separator counts', '1.2,3.4', {}, '1.234'],
    ['leading zeros are removed', '000123', {}, '123'],
    ['a single zero stays', '000', {}, '0'],
    ['zeros before the separator keep one', '00.50', {}, '0.50'],
    ['a leading separator gets a zero', ',5', {}, '0.5'],
    ['minus is dropped when unsigned', '-12', {}, '12'],
    ['minus is kept at the start when signed', '-12', { signed: true }, '-12'],
    ['minus inside the number is dropped', '1-2-', { signed: true }, '12'],
    ['a negative min makes the field signed', '-5', { min: -10 }, '-5'],
    ['signed: false wins over a negative min', '-5', { min: -10, signed: false }, '5'],
    ['decimals are truncated, not rounded', '1.999', { accuracy: 2 }, '1.99'],
    ['accuracy 0 means integers', '12.9', { accuracy: 0 }, '12'],
    ['below min becomes min', '3', { min: 10 }, '10'],
    ['above max becomes max', '1500', { max: 1000 }, '1000'],
    ['a decimal max', '2.5', { max: 2.25, accuracy: 2 }, '2.25'],
    ['a max finer than the accuracy is rounded inwards', '9', { max: 2.259, accuracy: 2 }, '2.25'],
    ['a min finer than the accuracy is rounded inwards', '0', { min: 0.251, accuracy: 2 }, '0.26'],
    ['a negative max is rounded inwards', '0', { signed: true, max: -0.5, accuracy: 0 }, '-1'],
    ['a bound with trailing zeros is shown short', '0', { min: 10, accuracy: 2 }, '10'],
    ['negative below min', '-20', { min: -10 }, '-10'],
    ['values inside the range are kept', '55.5', { min: 10, max: 100 }, '55.5'],
    ['comparison is exact for big numbers', '123456789012345678901', { max: 1e20 }, '100000000000000000000'],
    ['text is cut to maxLength', '123456', { maxLength: 4 }, '1234'],
    ['cutting happens before the range check', '12345', { maxLength: 2, min: 500 }, '500'],
    ['a money field', ' 1 000,555 ₽', { min: 0, max: 5000, accuracy: 2 }, '1000.55'],
    ['non-finite bounds are ignored', '42', { min: Number.NaN, max: Number.POSITIVE_INFINITY }, '42'],
  ])('%s: %j', (_name, raw, opts, expected) => {
    expect(normalizeNumericInput(raw, opts)).toBe(expected);
  });

  it.each<[string, string, NumericInputOptions, string]>([
    ['an empty field stays empty, even with a min', '', { min: 10 }, ''],
    ['letters only clear the field', 'abc', { min: 1 }, ''],
    ['a lone minus while typing a negative', '-', { signed: true, min: -100 }, '-'],
    ['a lone minus is dropped when unsigned', '-', {}, ''],
    ['a trailing separator is kept while typing decimals', '1.', { accuracy: 2 }, '1.'],
    ['a trailing comma becomes a dot', '12,', {}, '12.'],
    ['a separator typed first', '.', {}, '0.'],
    ['a minus and separator', '-,', { signed: true }, '-0.'],
    ['a negative zero while typing', '-0', { signed: true }, '-0'],
    ['a trailing separator is dropped for integers', '1.', { accuracy: 0 }, '1'],
    ['a trailing separator below min still clamps', '1.', { min: 5 }, '5'],
  ])('partial typing — %s: %j', (_name, raw, opts, expected) => {
    expect(normalizeNumericInput(raw, opts)).toBe(expected);
  });
});

const options = fc.record(
  {
    min: fc.integer({ min: -1000, max: 1000 }),
    max: fc.integer({ min: -1000, max: 100000 }),
    accuracy: fc.integer({ min: 0, max: 4 }),
    signed: fc.boolean(),
    maxLength: fc.integer({ min: 1, max: 12 }),
  },
  { requiredKeys: [] },
).filter(
  (o) =>
    (o.min === undefined || o.max === undefined || o.min <= o.max) &&
    // an explicitly unsigned field with a negative bound is a contradiction, not a use case
    !(o.signed === false && ((o.min ?? 0) < 0 || (o.max ?? 0) < 0)) &&
    // so is a bound that does not fit in maxLength
    [o.min, o.max].every((bound) => bound === undefined || String(bound).length <= (o.maxLength ?? Infinity)),
);

const typed = fc.string({ unit: fc.constantFrom(...'0123456789.,-- a€'.split('')), maxLength: 16 });

describe('properties', () => {
  it('the result is always field text a number can be read from', () => {
    fc.assert(
      fc.property(typed, options, (raw, opts) => {
        expect(normalizeNumericInput(raw, opts)).toMatch(/^-?(?:\d+(?:\.\d*)?)?$/);
      }),
    );
  });

  it('normalising twice changes nothing', () => {
    fc.assert(
      fc.property(typed, options, (raw, opts) => {
        const once = normalizeNumericInput(raw, opts);
        expect(normalizeNumericInput(once, opts)).toBe(once);
      }),
    );
  });

  it('complete numbers respect min, max and accuracy; unsigned fields never show a minus', () => {
    fc.assert(
      fc.property(typed, options, (raw, opts) => {
        const out = normalizeNumericInput(raw, opts);
        const signed = opts.signed ?? ((opts.min ?? 0) < 0 || (opts.max ?? 0) < 0);
        if (!signed) expect(out).not.toContain('-');
        if (!/\d/.test(out)) return;
        const value = out.replace(/\.$/, '');
        if (opts.min !== undefined) expect(compareDecimals(value, opts.min)).toBeGreaterThanOrEqual(0);
        if (opts.max !== undefined) expect(compareDecimals(value, opts.max)).toBeLessThanOrEqual(0);
        if (opts.accuracy !== undefined) expect(out.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(opts.accuracy);
      }),
    );
  });

  it('without a range, the text never exceeds maxLength', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 10 }), (raw, maxLength) => {
        expect(normalizeNumericInput(raw, { maxLength, signed: true }).length).toBeLessThanOrEqual(maxLength);
      }),
    );
  });
});
