import { describe, expect, it } from 'vitest';
import { dayOf, zoneOffsetMinutes } from '../../shared/zone-days';
import { dayWindow, recentDays, scoreParts } from './results-day';

describe('the days of the results page', () => {
  const now = Date.parse('2026-11-21T22:30:00Z');

  it('counts the day in the player time zone', () => {
    expect(dayOf(now, 'UTC')).toBe('2026-11-21');
    expect(dayOf(now, 'Europe/Moscow')).toBe('2026-11-22');
    expect(zoneOffsetMinutes('Asia/Kolkata', now)).toBe(330);
    expect(zoneOffsetMinutes('+05:45', now)).toBe(345);
    expect(zoneOffsetMinutes('Nowhere/Land', now)).toBe(0);
  });

  it('offers the last seven days, today first', () => {
    expect(recentDays(now, 'Europe/Moscow')).toEqual(['2026-11-22', '2026-11-21', '2026-11-20', '2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16']);
  });

  it('turns a day into a window of 86 400 s from local midnight, on 300 s steps', () => {
    const moscow = dayWindow('2026-11-21', 'Europe/Moscow');
    expect(moscow).toEqual({ from: Date.parse('2026-11-20T21:00:00Z') / 1000, to: Date.parse('2026-11-21T21:00:00Z') / 1000 });
    const kathmandu = dayWindow('2026-11-21', 'Asia/Kathmandu');
    expect(kathmandu && kathmandu.from % 300).toBe(0);
    expect(kathmandu && kathmandu.to - kathmandu.from).toBe(86_400);
    expect(dayWindow('2026-02-30', 'UTC')).toBeUndefined();
    expect(dayWindow('yesterday', 'UTC')).toBeUndefined();
  });

  it('reads the final and period scores of a result', () => {
    expect(scoreParts('2:1 (1:0,1:1)')).toEqual({ final: '2:1', periods: ['1:0', '1:1'] });
    expect(scoreParts('3:2')).toEqual({ final: '3:2', periods: [] });
    expect(scoreParts('')).toEqual({ final: '', periods: [] });
  });
});
