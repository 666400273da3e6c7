import { describe, expect, it } from 'vitest';
import { aroundTheClock, minutesOf, supportOpenAt } from './support-hours';

describe('support hours', () => {
  it('reads HH:MM, with 24:00 as the end of the day, and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBe(1440);
    for (const bad of ['9:30', '24:01', '25:00', '12:60', '', 'noon']) expect(minutesOf(bad)).toBeNull();
  });

  it('works around the clock from midnight to midnight, and when the hours cannot be read', () => {
    expect(aroundTheClock({ start: '00:00', end: '24:00', timeZone: 'UTC' })).toBe(true);
    expect(aroundTheClock({ start: '9', end: '21:00', timeZone: 'UTC' })).toBe(true);
    expect(aroundTheClock({ start: '09:00', end: '21:00', timeZone: 'UTC' })).toBe(false);
    expect(supportOpenAt(new Date('2026-11-27T03:00:00Z'), { start: '00:00', end: '24:00', timeZone: 'Europe/Moscow' })).toBe(true);
  });

  it('is open from the start to the end on the brand’s clock, not the server’s', () => {
    const hours = { start: '09:00', end: '21:00', timeZone: 'Europe/Moscow' }; // UTC+3
    expect(supportOpenAt(new Date('2026-11-27T05:59:00Z'), hours)).toBe(false); // 08:59 in Moscow
    expect(supportOpenAt(new Date('2026-11-27T06:00:00Z'), hours)).toBe(true); // 09:00
    expect(supportOpenAt(new Date('2026-11-27T17:59:00Z'), hours)).toBe(true); // 20:59
    expect(supportOpenAt(new Date('2026-11-27T18:00:00Z'), hours)).toBe(false); // 21:00
  });

  it('runs past midnight when the end comes before the start', () => {
    const hours = { start: '22:00', end: '06:00', timeZone: 'UTC' };
    expect(supportOpenAt(new Date('2026-11-27T23:30:00Z'), hours)).toBe(true);
    expect(supportOpenAt(new Date('2026-11-27T05:59:00Z'), hours)).toBe(true);
    expect(supportOpenAt(new Date('2026-11-27T06:00:00Z'), hours)).toBe(false);
    expect(supportOpenAt(new Date('2026-11-27T12:00:00Z'), hours)).toBe(false);
  });
});
