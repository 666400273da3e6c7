import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { MAX_COUNT, parseFeedQuery, resultWindow } from './query';

describe('feed query parameters (wire-format §1.2)', () => {
  it('reads names in any letter case, the first of repeated names, and ignores unknown ones', () => {
    const q = parseFeedQuery({ GroupEvents: 'true', COUNTEVENTS: '250', champs: ['1,2', '3'], foo: 'bar', _: '123' });
    expect(q).toMatchObject({ groupevents: true, countevents: 250, champs: [1, 2] });
    expect(q).not.toHaveProperty('foo');
  });

  it.each([
    ['en', 'en'],
    ['ru', 'ru'],
    ['ru_RU', 'ru'],
    ['RU-ru', 'ru'],
    ['rus', 'en'],
    ['fr', 'en'],
    [undefined, 'ru'],
  ])('lng=%s speaks %s', (lng, lang) => {
    expect(parseFeedQuery(lng === undefined ? {} : { lng }).lang).toBe(lang);
  });

  it('caps count at 50 for any whole number and never refuses it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        const count = parseFeedQuery({ count: String(n) }).count ?? 0;
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(MAX_COUNT);
        if (n >= 1 && n <= MAX_COUNT) expect(count).toBe(n);
      }),
    );
  });

  it.each([
    [{ count: '1.5' }, 'count'],
    [{ sports: '1;2' }, 'sports'],
    [{ top: 'perhaps' }, 'top'],
    [{ tz: '99' }, 'tz'],
    [{ id: '-1' }, 'id'],
    [{ text: 'x'.repeat(101) }, 'text'],
  ])('refuses %j with a 400 naming the parameter', (raw, name) => {
    try {
      parseFeedQuery(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect(Object.keys((error as AppError).fields ?? {})).toContain(name);
    }
  });

  it.each([
    ['true', true],
    ['True', true],
    ['1', true],
    ['', false],
    ['false', false],
    ['0', false],
  ])('reads the flag %j as %s', (text, value) => {
    expect(parseFeedQuery({ getEmpty: text }).getempty).toBe(value);
  });
});

describe('results window (wire-format §1.8)', () => {
  const now = Date.UTC(2030, 0, 1, 12, 1);
  const q = (datefrom?: number, dateto?: number) => ({ ...parseFeedQuery({}), datefrom, dateto });

  it('defaults to the last day, aligned to 300 seconds', () => {
    const window = resultWindow(q(), now);
    expect(window.to % 300).toBe(0);
    expect(window.to - window.from).toBe(86_400);
    expect(window.to * 1000).toBeGreaterThanOrEqual(now);
  });

  it.each([
    [1_000, 1_300],
    [300, 300],
    [600, 300],
    [0, 86_700],
  ])('refuses dateFrom=%i dateTo=%i', (from, to) => {
    expect(() => resultWindow(q(from, to), now)).toThrow(AppError);
  });

  it('accepts a whole day of multiples of 300', () => {
    expect(resultWindow(q(300, 86_700), now)).toEqual({ from: 300, to: 86_700 });
  });
});
