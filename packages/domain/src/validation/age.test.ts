import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minimumAge as minimumAgeSchema } from '@stavka/contract/site-config';
import { ageOn, minimumAge, parseMinimumAge } from './age';
import { parseCalendarDate } from './calendar-date';

describe('parseMinimumAge (spec §5: 18 by default, 0 if non-numeric)', () => {
  it.each([
    [undefined, 18],
    [null, 18],
    [21, 21],
    ['21', 21],
    [' 16 ', 16],
    [0, 0],
    ['0', 0],
    ['eighteen', 0],
    ['', 0],
    ['18.5', 0],
    [18.5, 0],
    [-1, 0],
    [100, 0],
    [Number.NaN, 0],
    [true, 0],
    [{}, 0],
  ])('%j → %i', (raw, expected) => {
    expect(parseMinimumAge(raw)).toBe(expected);
  });

  it('agrees with the site configuration schema on every JSON value it accepts', () => {
    const raw = fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 120 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string(), fc.integer().map(String));
    fc.assert(fc.property(raw, (value) => {
      expect(parseMinimumAge(value)).toBe(minimumAgeSchema.parse(value));
    }));
  });
});

describe('ageOn', () => {
  const age = (birth: string, day: string) => {
    const b = parseCalendarDate(birth);
    const d = parseCalendarDate(day);
    if (!b || !d) throw new Error('bad date in test');
    return ageOn(b, d);
  };
  it.each([
    ['the day before the 18th birthday', '2006-05-10', '2024-05-09', 17],
    ['on the 18th birthday', '2006-05-10', '2024-05-10', 18],
    ['born 29 Feb: 28 Feb of a common year is not yet the birthday', '2004-02-29', '2022-02-28', 17],
    ['born 29 Feb: 1 March of a common year is', '2004-02-29', '2022-03-01', 18],
    ['born 29 Feb: 29 Feb of a leap year is', '2004-02-29', '2024-02-29', 20],
    ['born 28 Feb, counted on 29 Feb', '2006-02-28', '2024-02-29', 18],
    ['born 1 March, counted on 29 Feb', '2006-03-01', '2024-02-29', 17],
    ['born on 31 December, counted on 1 January', '2005-12-31', '2024-01-01', 18],
  ])('%s', (_name, birth, day, expected) => {
    expect(age(birth, day)).toBe(expected);
  });
});

describe('minimumAge (issue 3: the minimum age is checked where a birth date is asked)', () => {
  const adult = minimumAge(18, { today: '2024-05-10' });
  it.each([
    ['18 today', '2006-05-10', null],
    ['18 tomorrow', '2006-05-11', { key: 'validation_minimum_age', params: { age: 18 } }],
    ['typed with dots', '11.05.2006', { key: 'validation_minimum_age', params: { age: 18 } }],
    ['born in the future', '2030-01-01', { key: 'validation_minimum_age', params: { age: 18 } }],
    ['an invalid date is left to validDate', '2006-02-30', null],
    ['empty', '', null],
  ] as const)('%s', (_name, value, expected) => {
    expect(adult(value)).toEqual(expected);
  });

  it('takes the configured age as the param', () => {
    expect(minimumAge(21, { today: '2024-05-10' })('2004-01-01')).toEqual({ key: 'validation_minimum_age', params: { age: 21 } });
  });

  it('checks nothing with a minimum age of 0', () => {
    expect(minimumAge(0, { today: '2024-05-10' })('2030-01-01')).toBeNull();
  });

  it('reads "today" from a function each time, e.g. the player’s time zone', () => {
    let today = '2024-05-09';
    const rule = minimumAge(18, { today: () => today });
    expect(rule('2006-05-10')).not.toBeNull();
    today = '2024-05-10';
    expect(rule('2006-05-10')).toBeNull();
  });

  it('refuses a broken "today" rather than letting everyone in', () => {
    expect(() => minimumAge(18, { today: 'someday' })('2000-01-01')).toThrow(RangeError);
  });

  it('defaults "today" to the current date', () => {
    expect(minimumAge(18)('1900-01-01')).toBeNull();
    expect(minimumAge(18)('2999-01-01')).not.toBeNull();
  });
});
