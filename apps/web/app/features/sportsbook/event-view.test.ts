import { describe, expect, it } from 'vitest';
import { eventView, priceThousandths } from './event-view';
import { outcome, wireEvent } from './test-wire';

describe('reading a list event (wire-format §1.4)', () => {
  it('reads ids, names, the live block and the 1X2 as three columns', () => {
    const view = eventView(wireEvent());
    expect(view).toMatchObject({ id: 700_000_001, constId: 701_000_001, kind: 1, sportId: 1, champId: 88637, team1: 'Челси', team2: 'Брайтон', team1En: 'Chelsea' });
    expect(view.live).toEqual({ score: [2, 1], period: '2-й тайм', clockSeconds: 4557, clockRunning: true, info: '' });
    expect(view.main?.columns.map((c) => [c.label, c.outcome?.price])).toEqual([
      ['home', 2500],
      ['draw', 3400],
      ['away', 2900],
    ]);
    // 169 outcomes, 3 in the row.
    expect(view.moreCount).toBe(166);
    expect(view.suspended).toBe(false);
  });

  it('shows a two-way sport as 1 2, and team wins incl. overtime when there is no 1X2', () => {
    const tennis = eventView(wireEvent({ SI: 4, E: [outcome(1, 1, 1500), outcome(1, 3, 2600)], AE: [] }));
    expect(tennis.main?.columns.map((c) => c.label)).toEqual(['home', 'away']);
    const hockey = eventView(wireEvent({ SI: 2, E: [outcome(101, 401, 1800), outcome(101, 402, 2000)], AE: [] }));
    expect(hockey.main?.columns.map((c) => [c.label, c.outcome?.type])).toEqual([
      ['home', 401],
      ['away', 402],
    ]);
  });

  it('keeps a missing outcome as an empty column, and has no main market for an outright', () => {
    const view = eventView(wireEvent({ E: [outcome(1, 1, 2500), outcome(1, 2, 3400)], AE: [] }));
    // No W2 listed: its column is there but empty, so the row keeps its shape.
    expect(view.main?.columns.map((c) => c.outcome?.type ?? null)).toEqual([1, 2, null]);
    const race = eventView(wireEvent({ SI: 301, O2: '', E: [], AE: [], KI: 3 }));
    expect(race.main).toBeNull();
    expect(race.live).toBeNull();
  });

  it('marks a game whose every listed price is blocked as suspended', () => {
    const view = eventView(wireEvent({ E: [outcome(1, 1, 2500, { B: true }), outcome(1, 3, 2900, { B: true })], AE: [{ G: 17, ME: [outcome(17, 9, 1800, { P: 2.5, B: true })] }] }));
    expect(view.suspended).toBe(true);
    expect(view.main?.columns.every((c) => c.outcome?.blocked)).toBe(true);
  });

  it('reads prices exactly from the text (CV) in thousandths', () => {
    expect(priceThousandths({ C: 1.025, CV: '1.025' })).toBe(1025);
    expect(priceThousandths({ C: 2.3, CV: '2.3' })).toBe(2300);
    expect(priceThousandths({ C: 1.005, CV: 'x' })).toBe(1005);
  });
});
