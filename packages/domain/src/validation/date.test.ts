import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCalendarDates, formatCalendarDate, parseCalendarDate, todayIn } from './calendar-date';
import { dateRange, validDate } from './date';

describe('parseCalendarDate', () => {
  it.each([
    ['2000-01-31', { year: 2000, month: 1, day: 31 }],
    ['31.01.2000', { year: 2000, month: 1, day: 31 }],
    [' 2024-02-29 ', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['1900-02-29', null],
    ['2023-02-29', null],
    ['2023-04-31', null],
    ['2023-13-01', null],
    ['2023-00-10', null],
    ['0000-01-01', null],
    ['2023-1-1', null],
    ['01/31/2000', null],
    ['2000-01-31T00:00:00Z', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseCalendarDate(text)).toEqual(expected);
  });

  it('reads back what it formats', () => {
    fc.assert(fc.property(fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
      const text = d.toISOString().slice(0, 10);
      const parsed = parseCalendarDate(text);
      expect(parsed && formatCalendarDate(parsed)).toBe(text);
    }));
  });

  it('compares by calendar', () => {
    const a = { year: 1999, month: 12, day: 31 };
    const b = { year: 2000, month: 1, day: 1 };
    expect([compareCalendarDates(a, b), compareCalendarDates(b, a), compareCalendarDates(a, a)]).toEqual([-1, 1, 0]);
  });
});

describe('todayIn', () => {
  const instant = new Date('2024-03-01T22:30:00Z');
  it.each([
    ['UTC', '2024-03-01'],
    ['Asia/Almaty', '2024-03-02'],
    ['America/New_York', '2024-03-01'],
    ['Pacific/Kiritimati', '2024-03-02'],
    ['Not/AZone', '2024-03-01'],
  ])('in %s the day is %s', (zone, expected) => {
    expect(todayIn(zone, instant)).toBe(expected);
  });
});

describe('dateRange (spec §5 Date: minValue and maxValue with value and message)', () => {
  const rule = dateRange({ minValue: { value: '2000-01-01' }, maxValue: { value: '31.12.2010' } });
  it.each([
    ['on the minimum', '2000-01-01', null],
    ['on the maximum', '2010-12-31', null],
    ['inside, typed with dots', '15.06.2005', null],
    ['before the minimum', '1999-12-31', { key: 'validation_date_min', params: { value: '2000-01-01' } }],
    ['after the maximum', '2011-01-01', { key: 'validation_date_max', params: { value: '2010-12-31' } }],
    ['an invalid date gives none', '2005-02-30', null],
    ['text gives none', 'yesterday', null],
    ['empty gives none', '', null],
  ] as const)('%s: %s', (_name, value, expected) => {
    expect(rule(value)).toEqual(expected);
  });

  it('uses each bound’s own message', () => {
    const custom = dateRange({
      minValue: { value: '2020-01-01', message: 'validation_incorrect_date' },
      maxValue: { value: '2020-12-31', message: 'validation_minimum_age' },
    });
    expect(custom('2019-05-05')).toEqual({ key: 'validation_incorrect_date', params: { value: '2020-01-01' } });
    expect(custom('2021-05-05')).toEqual({ key: 'validation_minimum_age', params: { value: '2020-12-31' } });
  });

  it('has no bounds when none are given or they are unreadable', () => {
    expect(dateRange({})('1000-01-01')).toBeNull();
    expect(dateRange({ minValue: { value: 'soon' } })('1000-01-01')).toBeNull();
  });
});

describe('validDate', () => {
  it.each([
    ['', null],
    ['2024-02-29', null],
    ['2023-02-29', { key: 'validation_incorrect_date' }],
    ['29/02/2024', { key: 'validation_incorrect_date' }],
  ] as const)('%j → %j', (value, expected) => {
    expect(validDate()(value)).toEqual(expected);
  });
});
