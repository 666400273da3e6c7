import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketballDistributions, basketballMarkets, basketballModelFromRatings } from './basketball';
import { meanOf, probabilityOf, totalMass } from './discrete';
import { probabilitySum } from './market';
import { normalCdf } from './normal';

const model = fc.record({ meanMargin: fc.double({ min: -15, max: 15, noNaN: true }), meanTotal: fc.double({ min: 150, max: 240, noNaN: true }) });
const state = fc.record({
  minutesLeft: fc.double({ min: 0, max: 48, noNaN: true }),
  homePoints: fc.integer({ min: 0, max: 130 }),
  awayPoints: fc.integer({ min: 0, max: 130 }),
});

describe('basketball (normal margins)', () => {
  it('gives a regulation draw the normal mass within ±0.5', () => {
    const d = basketballDistributions({ meanMargin: 3, meanTotal: 220 }, { minutesLeft: 48, homePoints: 0, awayPoints: 0 });
    expect(probabilityOf(d.regulationMargin, 0)).toBeCloseTo(normalCdf(-2.5 / 12) - normalCdf(-3.5 / 12), 13);
  });

  it('splits an even game evenly, overtime included', () => {
    const markets = basketballMarkets({ meanMargin: 0, meanTotal: 200 }, { minutesLeft: 48, homePoints: 0, awayPoints: 0 });
    const winner = markets.find((m) => m.group === 101);
    expect(winner?.outcomes[0]?.probability).toBeCloseTo(0.5, 12);
    const regular = markets.find((m) => m.group === 2766);
    expect(regular?.outcomes.map((o) => o.type)).toEqual([3653, 3654, 3655]);
    expect(regular?.outcomes[1]?.probability).toBeCloseTo(2 * normalCdf(0.5 / 12) - 1, 12);
  });

  it('keeps every distribution and market whole, pre-game and live', () => {
    fc.assert(
      fc.property(model, state, (m, s) => {
        const d = basketballDistributions(m, s);
        expect(totalMass(d.margin)).toBeCloseTo(1, 12);
        expect(totalMass(d.total)).toBeCloseTo(1, 12);
        expect(probabilityOf(d.margin, 0)).toBe(0);
        for (const market of basketballMarkets(m, s)) {
          // An outcome below 1e-4 (a regulation draw in a blow-out) is dropped, not priced.
          expect(probabilitySum(market)).toBeLessThanOrEqual(1 + 1e-12);
          expect(probabilitySum(market)).toBeGreaterThan(1 - 1e-4);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('scales the remaining mean and spread with the minutes left', () => {
    const d = basketballDistributions({ meanMargin: 8, meanTotal: 200 }, { minutesLeft: 12, homePoints: 80, awayPoints: 70 });
    expect(meanOf(d.regulationMargin)).toBeCloseTo(10 + 8 / 4, 6);
    let variance = 0;
    d.regulationMargin.pmf.forEach((p, i) => {
      variance += p * (d.regulationMargin.min + i - 12) ** 2;
    });
    // 12·√(12/48) = 6, plus the 1/12 of rounding to integers.
    expect(Math.sqrt(variance)).toBeCloseTo(Math.sqrt(36 + 1 / 12), 3);
    expect(meanOf(d.total)).toBeGreaterThan(200);
  });

  it('offers handicaps and totals around the balanced lines; no regulation 1X2 in overtime', () => {
    const m = basketballModelFromRatings({ offence: 4, defence: 2 }, { offence: 1, defence: 0 });
    expect(m.meanMargin).toBeCloseTo(7.5, 12);
    const markets = basketballMarkets(m, { minutesLeft: 48, homePoints: 0, awayPoints: 0 });
    expect(markets.filter((x) => x.group === 2)).toHaveLength(5);
    expect(markets.filter((x) => x.group === 17)).toHaveLength(5);
    const overtime = basketballMarkets(m, { minutesLeft: 3, homePoints: 100, awayPoints: 99, overtime: true });
    expect(overtime.some((x) => x.group === 2766)).toBe(false);
    expect(overtime.some((x) => x.group === 101)).toBe(true);
  });
});
