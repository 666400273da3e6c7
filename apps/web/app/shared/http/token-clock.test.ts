import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockSkewFromDateHeader, isTokenUsable, serviceTokenMarginMs } from './token-clock';

const local = Date.parse('2030-01-01T12:00:00Z');

describe('clockSkewFromDateHeader (spec §7.12)', () => {
  it.each([
    ['server an hour ahead', 'Tue, 01 Jan 2030 13:00:00 GMT', 3_600_000],
    ['server an hour behind', 'Tue, 01 Jan 2030 11:00:00 GMT', -3_600_000],
    ['same clocks', 'Tue, 01 Jan 2030 12:00:00 GMT', 0],
  ])('%s', (_name, header, skew) => {
    expect(clockSkewFromDateHeader(header, local)).toBe(skew);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a date', 'soon'],
  ])('a %s header gives no skew', (_name, header) => {
    expect(clockSkewFromDateHeader(header, local)).toBeNull();
  });

  it('recovers any skew to within the header resolution of one second', () => {
    fc.assert(
      fc.property(fc.integer({ min: -48 * 3_600_000, max: 48 * 3_600_000 }), (skew) => {
        const header = new Date(local + skew).toUTCString();
        const measured = clockSkewFromDateHeader(header, local);
        expect(measured).not.toBeNull();
        expect(Math.abs((measured ?? Infinity) - skew)).toBeLessThan(1_000);
      }),
    );
  });
});

describe('isTokenUsable (spec §9 margin of 5 seconds)', () => {
  it.each([
    [60_000, true],
    [serviceTokenMarginMs + 1, true],
    [serviceTokenMarginMs, false],
    [0, false],
    [-60_000, false],
  ])('with %i ms left on the server clock: %s', (left, usable) => {
    expect(isTokenUsable(local + left, local, 0)).toBe(usable);
  });

  it('judges on the server clock whatever the skew', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48 * 3_600_000, max: 48 * 3_600_000 }),
        fc.integer({ min: -3_600_000, max: 3_600_000 }),
        (skew, left) => {
          const serverNow = local + skew;
          expect(isTokenUsable(serverNow + left, local, skew)).toBe(left > serviceTokenMarginMs);
        },
      ),
    );
  });
});
