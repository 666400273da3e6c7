import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, oddsFormatFromId, oddsFormatIds, oddsFormats, type OddsFormat } from './formats';
import { parseOdds } from './parse';

// thousandths → decimal, fractional, American, Hong Kong, Indonesian, Malaysian
const TABLE: [number, string, string, string, string, string, string][] = [
  [1500, '1.50', '1/2', '-200', '0.50', '-2.00', '0.50'],
  [1850, '1.85', '5/6', '-118', '0.85', '-1.18', '0.85'],
  [2000, '2.00', '1/1', '+100', '1.00', '1.00', '1.00'],
  [2500, '2.50', '6/4', '+150', '1.50', '1.50', '-0.67'],
  [3000, '3.00', '2/1', '+200', '2.00', '2.00', '-0.50'],
  [1909, '1.909', '10/11', '-110', '0.909', '-1.10', '0.909'],
  [1910, '1.91', '10/11', '-110', '0.91', '-1.10', '0.91'],
  [1333, '1.333', '1/3', '-300', '0.333', '-3.00', '0.333'],
  [1667, '1.667', '4/6', '-150', '0.667', '-1.50', '0.667'],
  [2125, '2.125', '11/10', '+113', '1.125', '1.125', '-0.89'],
  [4333, '4.333', '10/3', '+333', '3.333', '3.333', '-0.30'],
  [1615, '1.615', '8/13', '-163', '0.615', '-1.63', '0.615'],
  [1040, '1.04', '1/25', '-2500', '0.04', '-25.00', '0.04'],
  [1013, '1.013', '1/80', '-7692', '0.013', '-76.92', '0.013'],
  [1001, '1.001', '1/1000', '-100000', '0.001', '-1000.00', '0.001'],
  [101000, '101.00', '100/1', '+10000', '100.00', '100.00', '-0.010'],
  [1000000, '1000.00', '999/1', '+99900', '999.00', '999.00', '-0.0010'],
];

describe('formatOdds (issue 4: odds in six formats)', () => {
  it.each(TABLE)('%d thousandths', (t, ...shown) => {
    expect(oddsFormats.map((f) => formatOdds(t, f))).toEqual(shown);
  });

  it('follows the locale for separators and digits', () => {
    expect(formatOdds(1850, 'decimal', 'de')).toBe('1,85');
    expect(formatOdds(1850, 'decimal', 'ru')).toBe('1,85');
    expect(formatOdds(2125, 'decimal', 'en')).toBe('2.125');
    expect(formatOdds(2500, 'american', 'en')).toBe('+150');
    expect(formatOdds(1500, 'american', 'en')).toBe('-200');
    expect(formatOdds(2500, 'malaysian', 'fr')).toMatch(/^[-−]0,67$/);
    expect(formatOdds(1850, 'fractional', 'en')).toBe('5/6');
    expect(formatOdds(1000000, 'decimal', 'en')).toBe('1000.00');
  });

  it('refuses what is not a price', () => {
    expect(() => formatOdds(1000, 'decimal')).toThrow(RangeError);
    expect(() => formatOdds(1850.5, 'american')).toThrow(RangeError);
  });

  it('numbers the formats as the coefficient-view ids 0..5', () => {
    expect(oddsFormats.map((f) => oddsFormatIds[f])).toEqual([0, 1, 2, 3, 4, 5]);
    expect(oddsFormatFromId(3)).toBe('hong-kong');
    expect(oddsFormatFromId(9)).toBeUndefined();
  });
});

describe('parseOdds', () => {
  it.each(TABLE)('reads %d back from every format', (t, ...shown) => {
    oddsFormats.forEach((f, i) => {
      const parsed = parseOdds(shown[i] ?? '', f);
      expect(parsed).not.toBeNull();
      // Decimal and Hong Kong are exact; fractional reads back the ladder rung's own price; the
      // others are as exact as their display.
      if (f === 'decimal' || f === 'hong-kong') expect(parsed).toBe(t);
      else if (f === 'fractional') expect(formatOdds(parsed ?? 0, f)).toBe(shown[i]);
      else expect(Math.abs((parsed ?? 0) - t) / t).toBeLessThan(0.05);
    });
  });

  it.each<[string, OddsFormat, number | null]>([
    ['1,85', 'decimal', 1850],
    [' 2.5 ', 'decimal', 2500],
    ['1', 'decimal', null],
    ['-1.5', 'decimal', null],
    ['abc', 'decimal', null],
    ['evens', 'fractional', 2000],
    ['6 / 4', 'fractional', 2500],
    ['0/1', 'fractional', null],
    ['1/0', 'fractional', null],
    ['150', 'american', 2500],
    ['-100', 'american', 2000],
    ['+50', 'american', null],
    ['-0.5', 'indonesian', null],
    ['-1.25', 'indonesian', 1800],
    ['1.5', 'malaysian', null],
    ['-0.8', 'malaysian', 2250],
    ['0', 'hong-kong', null],
    ['1000', 'hong-kong', null],
  ])('%j as %s → %j', (text, format, expected) => {
    expect(parseOdds(text, format)).toBe(expected);
  });

  it('shows a re-read price exactly as before, in every format (evens aside)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), fc.constantFrom(...oddsFormats), (t, f) => {
        const shown = formatOdds(t, f);
        const parsed = parseOdds(shown, f);
        expect(parsed).not.toBeNull();
        // Just below or above 2.00 the inverted side rounds to −100 / −1.00: evens, read as 2.00.
        if (parsed === 2000 && ['-100', '-1.00'].includes(shown)) return;
        expect(formatOdds(parsed ?? 0, f)).toBe(shown);
      }),
      { numRuns: 2000 },
    );
  });

  it.each<[number, OddsFormat, string]>([
    [1999, 'american', '-100'],
    [2003, 'malaysian', '-1.00'],
    [11000, 'malaysian', '-0.10'],
    [11001, 'malaysian', '-0.10'],
    [11527, 'malaysian', '-0.095'],
    [21000, 'malaysian', '-0.050'],
  ])('%d in %s shows %s', (t, f, shown) => {
    expect(formatOdds(t, f)).toBe(shown);
  });

  it('round-trips decimal and Hong Kong exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (t) => {
        expect(parseOdds(formatOdds(t, 'decimal'), 'decimal')).toBe(t);
        expect(parseOdds(formatOdds(t, 'hong-kong'), 'hong-kong')).toBe(t);
      }),
      { numRuns: 1000 },
    );
  });
});
