import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harvilleExacta, harvillePlaces, harvilleTrifecta, raceMarkets, winProbabilitiesFromRatings } from './racing';

const field = fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 3, maxLength: 16 });
const sum = (values: ArrayLike<number>): number => Array.from(values).reduce((a, b) => a + b, 0);

describe('Harville racing', () => {
  it('P(i 1st, j 2nd) = p_i·p_j/(1 − p_i)', () => {
    const exacta = harvilleExacta([0.5, 0.3, 0.2]);
    expect(exacta[0 * 3 + 1]).toBeCloseTo(0.3, 15);
    expect(exacta[1 * 3 + 0]).toBeCloseTo((0.3 * 0.5) / 0.7, 15);
    expect(exacta[0]).toBe(0);
    expect(harvilleTrifecta([0.5, 0.3, 0.2], 0, 1, 2)).toBeCloseTo(0.3, 15);
  });

  it('forecasts sum to 1 and place chances to the places paid', () => {
    fc.assert(
      fc.property(field, (win) => {
        expect(sum(harvilleExacta(win))).toBeCloseTo(1, 12);
        const places = harvillePlaces(win);
        expect(sum(places.win)).toBeCloseTo(1, 12);
        expect(sum(places.top2)).toBeCloseTo(2, 12);
        expect(sum(places.top3)).toBeCloseTo(3, 12);
        places.win.forEach((p, i) => {
          expect(places.top2[i]).toBeGreaterThanOrEqual(p - 1e-15);
          expect(places.top3[i]).toBeGreaterThanOrEqual((places.top2[i] ?? 0) - 1e-15);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('gives equal runners equal places: top 2 of n is 2/n', () => {
    const places = harvillePlaces([1, 1, 1, 1, 1]);
    places.top2.forEach((p) => expect(p).toBeCloseTo(0.4, 14));
    places.top3.forEach((p) => expect(p).toBeCloseTo(0.6, 14));
  });

  it('makes win, top-2 and top-3 markets with their shares', () => {
    const markets = raceMarkets(winProbabilitiesFromRatings([1.2, 0.4, 0, -0.3, -1]));
    expect(markets.map((m) => [m.places, m.sum, m.outcomes.length])).toEqual([
      [1, 1, 5],
      [2, 2, 5],
      [3, 3, 5],
    ]);
    expect(raceMarkets([0.6, 0.4])).toHaveLength(1);
  });

  it('refuses a race nobody can win', () => {
    expect(() => harvillePlaces([0, 0])).toThrow(RangeError);
    expect(() => harvillePlaces([0.5, -0.1])).toThrow(RangeError);
  });
});
