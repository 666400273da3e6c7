import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds } from './formats';
import { fractionalLadder, fractionalOdds, fractionThousandths, type Fraction } from './fractional';
import { parseOdds } from './parse';

// Fractional odds are the traditional UK ladder: every price shows as its nearest rung, written
// as books write it, and a rung read back is the price that shows as that rung (decision 0015).

const text = (f: Fraction) => `${f.numerator}/${f.denominator}`;
const price = fc.integer({ min: 1001, max: 1_000_000 });

/** |f − net/1000| scaled by 1000·denominator, compared across rungs by cross-multiplying. */
const distance = (f: Fraction, thousandths: number) => ({
  scaled: Math.abs(1000 * f.numerator - (thousandths - 1000) * f.denominator),
  denominator: f.denominator,
});
const nearer = (a: Fraction, b: Fraction, thousandths: number) => {
  const da = distance(a, thousandths);
  const db = distance(b, thousandths);
  return da.scaled * db.denominator < db.scaled * da.denominator;
};

describe('fractional odds on the UK ladder', () => {
  it.each<[number, string]>([
    // The prices that read as 1743/1000 and 5401/100 before.
    [2743, '7/4'],
    [55010, '50/1'],
    [2000, '1/1'],
    [2050, '21/20'],
    [2100, '11/10'],
    [2500, '6/4'],
    [2620, '13/8'],
    [2750, '7/4'],
    [3125, '85/40'],
    [3250, '9/4'],
    [1667, '4/6'],
    [1571, '4/7'],
    [1909, '10/11'],
    [1471, '40/85'],
    [1800, '4/5'],
    [1850, '5/6'],
    [1040, '1/25'],
    [1001, '1/1000'],
    [1004, '1/200'],
    [34000, '33/1'],
    [700000, '750/1'],
    [1_000_000, '999/1'],
    // Half way between 1/1 and 21/20: the shorter rung.
    [2025, '1/1'],
  ])('%d shows %s', (thousandths, shown) => {
    expect(formatOdds(thousandths, 'fractional')).toBe(shown);
  });

  it('writes the rungs as books say them, not in lowest terms', () => {
    const quoted = fractionalLadder.map(text);
    for (const rung of ['6/4', '4/6', '85/40', '40/85', '1/1', '11/10', '10/11', '7/4', '15/8', '8/13', '100/1', '1/100']) expect(quoted).toContain(rung);
    expect(quoted).not.toContain('3/2');
    expect(quoted).not.toContain('17/8');
  });

  it('gives every rung its own price, shortest first, from 1.001 to 1000.00', () => {
    const prices = fractionalLadder.map(fractionThousandths);
    expect(prices[0]).toBe(1001);
    expect(prices.at(-1)).toBe(1_000_000);
    prices.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(prices[i] ?? Infinity));
  });

  it('reads every rung back as the price that shows as that rung', () => {
    for (const rung of fractionalLadder) {
      const parsed = parseOdds(text(rung), 'fractional');
      expect(parsed).toBe(fractionThousandths(rung));
      expect(formatOdds(parsed ?? 0, 'fractional')).toBe(text(rung));
      expect(fractionalOdds(parsed ?? 0)).toEqual(rung);
    }
  });

  it('shows the nearest rung: no other rung is nearer', () => {
    fc.assert(
      fc.property(price, (t) => {
        const shown = fractionalOdds(t);
        expect(fractionalLadder.filter((rung) => nearer(rung, shown, t)).map(text)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the order of prices: a longer price never shows a shorter rung', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(fractionThousandths(fractionalOdds(short))).toBeLessThanOrEqual(fractionThousandths(fractionalOdds(long)));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads any fraction exactly to the nearest thousandth, and refuses what is out of range', () => {
    expect(parseOdds('10/11', 'fractional')).toBe(1909);
    expect(parseOdds('1/80', 'fractional')).toBe(1013);
    expect(parseOdds('17/20', 'fractional')).toBe(1850);
    expect(parseOdds('1000/1', 'fractional')).toBeNull();
    expect(parseOdds('1/3000', 'fractional')).toBeNull();
    expect(parseOdds('99999999999999999999/1', 'fractional')).toBeNull();
  });
});
