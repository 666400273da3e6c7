import { describe, expect, it } from 'vitest';
import { timeZoneName, timeZoneOptions } from './time-zones';

// Time zones are named in the page's language (issue 14 "Languages"): "Moscow" is "Москва" on a
// Russian page, without the word for "time" a language puts around a place, and each name once.

const winter = new Date('2026-01-15T12:00:00Z');

describe('a time zone named in the page language', () => {
  it.each([
    ['ru', 'Europe/Moscow', 'Москва'],
    ['en', 'Europe/Moscow', 'Moscow'],
    ['de', 'Europe/Moscow', 'Moskau'],
    ['kk', 'Europe/Moscow', 'Мәскеу'],
    ['ar', 'Europe/Moscow', 'موسكو'],
    ['tr', 'Europe/Moscow', 'Moskova'],
    ['ru', 'Europe/Berlin', 'Германия'],
    ['ru', 'Asia/Almaty', 'Алматы'],
  ])('%s: %s is %s', (lang, zone, name) => {
    expect(timeZoneName(zone, lang, winter)).toBe(name);
  });

  it('uses the long name where the place form is only an abbreviation', () => {
    expect(timeZoneName('Europe/Berlin', 'de', winter)).toBe('Mitteleuropäische Zeit');
  });
});

describe('the time zone choice', () => {
  const options = timeZoneOptions('Europe/Moscow', 'ru', winter);

  it('offers each name once per offset, the player’s zone ticked', () => {
    const names = options.map((option) => option.name);
    expect(new Set(names).size).toBe(names.length);
    expect(options.filter((option) => option.checked)).toEqual([{ id: 'Europe/Moscow', name: '(UTC+03:00) Москва', iso: 'Europe/Moscow', checked: true }]);
  });

  it('is ordered by offset, and finds a zone by its id too', () => {
    const offsets = options.map((option) => option.name.slice(4, 10));
    expect(offsets.at(0)?.startsWith('-')).toBe(true);
    expect(options.find((option) => option.iso === 'America/Los Angeles')?.name).toBe('(UTC-08:00) Лос-Анджелес');
  });

  it('keeps a zone the browser does not list when it is the player’s', () => {
    expect(timeZoneOptions('Asia/Kolkata', 'ru', winter).filter((option) => option.checked)).toEqual([{ id: 'Asia/Kolkata', name: '(UTC+05:30) Индия', iso: 'Asia/Kolkata', checked: true }]);
  });

  it('takes the names the server gave, its own zone among them', () => {
    const fromServer = [
      { id: 'Europe/London', name: '(UTC+00:00) Великобритания' },
      { id: 'Europe/Moscow', name: '(UTC+03:00) Москва' },
    ];
    expect(timeZoneOptions('Europe/Moscow', 'ru', winter, fromServer)).toEqual([
      { id: 'Europe/London', name: '(UTC+00:00) Великобритания', iso: 'Europe/London', checked: false },
      { id: 'Europe/Moscow', name: '(UTC+03:00) Москва', iso: 'Europe/Moscow', checked: true },
    ]);
  });
});
