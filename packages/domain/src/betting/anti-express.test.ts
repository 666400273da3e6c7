import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiExpressCoefficient, antiExpressProblem, antiExpressReturn } from './anti-express';
import { expressReturn, type Leg } from './bet-maths';
import type { OutcomeResult } from './outcome-types';

const leg = (odds: number, result: OutcomeResult): Leg => ({ odds, result });

describe('antiExpressCoefficient', () => {
  it.each<[number[], number, number | null]>([
    [[2000, 2000], 0, 1333], // E = 4: 4/3
    [[2000, 2000], 500, 1269], // (4/3) / 1.05
    [[1250, 1650, 1850], 0, 1355], // E = 3.815625: 1.3551…
    [[1250, 1650, 1850], 1000, 1231],
    [[1001, 1001], 0, 500_750], // E = 1.002001: a near-certain express makes a long anti-express
    [[1001], 0, 1_000_000], // 1.001 / 0.001 = 1001.00, capped at 1000.00
    [new Array<number>(16).fill(1_000_000), 0, null], // E = 1000^16: the anti-express is a certainty
  ])('%j with margin %s bp is %s', (odds, margin, coefficient) => {
    expect(antiExpressCoefficient(odds, margin)).toBe(coefficient);
  });

  it('refuses a margin outside 0…100%', () => {
    expect(() => antiExpressCoefficient([2000, 2000], -1)).toThrow(RangeError);
    expect(() => antiExpressCoefficient([2000, 2000], 10_001)).toThrow(RangeError);
  });

  it('names what makes a coupon no anti-express', () => {
    expect(antiExpressProblem([2000], 0)).toBe('anti_express_events_invalid');
    expect(antiExpressProblem(new Array<number>(17).fill(2000), 0)).toBe('anti_express_events_invalid');
    expect(antiExpressProblem(new Array<number>(16).fill(1_000_000), 0)).toBe('anti_express_not_offered');
    expect(antiExpressProblem([2000, 3000], 500)).toBeUndefined();
  });
});

describe('antiExpressReturn', () => {
  it.each<[string, Leg[], number, bigint]>([
    ['a lost leg wins it', [leg(2000, 'win'), leg(2000, 'lose')], 1333, 13_330n],
    ['every leg lost wins it too', [leg(2000, 'lose'), leg(2000, 'lose')], 1333, 13_330n],
    ['every leg won loses it', [leg(2000, 'win'), leg(2000, 'win')], 1333, 0n],
    ['a void leg: priced again on the rest (2.00 × 2.00 → 1.333)', [leg(1500, 'void'), leg(2000, 'win'), leg(2000, 'lose')], 1200, 13_330n],
    ['a void leg and the rest won', [leg(1500, 'void'), leg(2000, 'win'), leg(2000, 'win')], 1200, 0n],
    ['every leg void: the stake back', [leg(1500, 'void'), leg(2000, 'void')], 1200, 10_000n],
    ['a half loss: half lost (wins at 1.333), half void (the rest won, loses)', [leg(2000, 'half_lose'), leg(2000, 'win')], 1333, 6_665n],
    [
      'a half win with a lost leg: both halves win, the void half priced again on 3.00 (1.5)',
      [leg(2000, 'half_win'), leg(3000, 'lose')],
      1200,
      13_500n,
    ],
  ])('%s', (_, legs, placed, amount) => {
    expect(antiExpressReturn(10_000n, legs, placed, 0).amount).toBe(amount);
  });
});

const decided = fc.record({ odds: fc.integer({ min: 1001, max: 20_000 }), result: fc.constantFrom<OutcomeResult>('win', 'lose') });

describe('anti-express properties', () => {
  it('pays exactly when the express of the same legs loses', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(decided, { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1001, max: 5000 }),
        (stake, legs, placed) => {
          const anti = antiExpressReturn(stake, legs, placed, 0).amount;
          const express = expressReturn(stake, legs).amount;
          expect(anti).toBe(express === 0n ? (stake * BigInt(placed)) / 1000n : 0n);
        },
      ),
    );
  });

  it('voiding every leg returns the stake', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(fc.integer({ min: 1001, max: 1_000_000 }), { minLength: 2, maxLength: 16 }),
        (stake, odds) => {
          expect(
            antiExpressReturn(
              stake,
              odds.map((o) => leg(o, 'void')),
              1500,
              700,
            ).amount,
          ).toBe(stake);
        },
      ),
    );
  });
});
