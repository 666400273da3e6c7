import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expressReturn, systemReturn, type Leg } from './bet-maths';
import { cashOutOffer, type CashOutLeg } from './cash-out';
import type { OutcomeResult } from './outcome-types';
import { add, ratio, ZERO, type Ratio } from './ratio';

const open = (odds: number, win: number, more: Partial<Record<'halfWin' | 'void' | 'halfLose', number>> = {}): CashOutLeg => ({
  odds,
  chances: { win, ...more },
});
const done = (odds: number, result: OutcomeResult): CashOutLeg => ({ odds, result });

describe('cashOutOffer', () => {
  it.each<[string, CashOutLeg[], number | undefined, number, bigint | null]>([
    ['a single at 2.00 with an even chance is worth its stake', [open(2000, 0.5)], undefined, 0, 10_000n],
    ['less the margin', [open(2000, 0.5)], undefined, 500, 9_500n],
    ['an express with a leg won at 1.50', [done(1500, 'win'), open(2000, 0.5)], undefined, 0, 15_000n],
    ['an express with a leg lost has nothing to cash out', [done(1500, 'lose'), open(2000, 0.5)], undefined, 0, null],
    ['a quarter line: 0.4 × 1.9 + 0.2 × 1.45 = 1.05', [open(1900, 0.4, { halfWin: 0.2 })], undefined, 0, 10_500n],
    ['a whole line that may push: 0.45 × 2 + 0.1 × 1', [open(2000, 0.45, { void: 0.1 })], undefined, 0, 10_000n],
    ['a settled bet is not cashed out', [done(1500, 'win'), done(2000, 'win')], undefined, 0, null],
    [
      'a system 2 of 3 with a leg lost still has value: 10000/3 × 2.00 × (0.5 × 2.00)',
      [done(2000, 'lose'), done(2000, 'win'), open(2000, 0.5)],
      2,
      0,
      6_666n,
    ],
  ])('%s', (_, legs, system, marginBps, offer) => {
    expect(cashOutOffer({ stake: 10_000n, legs, marginBps, ...(system === undefined ? {} : { system }) })).toBe(offer);
  });

  it('refuses chances that are not probabilities', () => {
    expect(() => cashOutOffer({ stake: 100n, legs: [open(2000, 1.2)], marginBps: 0 })).toThrow(RangeError);
    expect(() => cashOutOffer({ stake: 100n, legs: [open(2000, 0.7, { void: 0.5 })], marginBps: 0 })).toThrow(RangeError);
    expect(() => cashOutOffer({ stake: 100n, legs: [open(2000, Number.NaN)], marginBps: 0 })).toThrow(RangeError);
  });
});

/** Every way the open legs can end (each won or lost, even chances), with the bet settled. */
function averageSettled(stake: bigint, legs: readonly Leg[], openAt: readonly number[], k: number | undefined): Ratio {
  let sum: Ratio = ZERO;
  const ways = 2 ** openAt.length;
  for (let mask = 0; mask < ways; mask++) {
    const settled = legs.map((leg, i): Leg => {
      const bit = openAt.indexOf(i);
      return bit < 0 ? leg : { odds: leg.odds, result: (mask >> bit) & 1 ? 'win' : 'lose' };
    });
    sum = add(sum, (k === undefined ? expressReturn(stake, settled) : systemReturn(stake, settled, k)).exact);
  }
  return ratio(sum.num, sum.den * BigInt(ways));
}

describe('cash-out properties', () => {
  const legArb = fc.record({
    odds: fc.integer({ min: 1001, max: 20_000 }),
    result: fc.constantFrom<OutcomeResult>('win', 'lose', 'void', 'half_win', 'half_lose'),
  });
  it('with no margin, offers the average of how the bet can still settle, rounded down', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.array(legArb, { minLength: 3, maxLength: 6 }),
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (stake, legs, picks, asSystem) => {
          const openAt = [...new Set(picks.map((p) => p % legs.length))];
          const k = asSystem ? legs.length - 1 : undefined;
          const bet = legs.map((leg, i): CashOutLeg => (openAt.includes(i) ? open(leg.odds, 0.5) : leg));
          const fair = averageSettled(stake, legs, openAt, k);
          const offer = cashOutOffer({ stake, legs: bet, marginBps: 0, ...(k === undefined ? {} : { system: k }) });
          const expected = fair.num / fair.den;
          expect(offer).toBe(expected > 0n ? expected : null);
        },
      ),
    );
  });

  it('never offers more than the fair value, nor than the bet could pay', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 1001, max: 20_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 10_000 }),
        (stake, odds, p, margin) => {
          const fair = cashOutOffer({ stake, legs: [open(odds, p)], marginBps: 0 }) ?? 0n;
          const offer = cashOutOffer({ stake, legs: [open(odds, p)], marginBps: margin }) ?? 0n;
          expect(offer).toBeLessThanOrEqual(fair);
          expect(fair).toBeLessThanOrEqual((stake * BigInt(odds)) / 1000n);
        },
      ),
    );
  });
});
