import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discreteDistribution, type DiscreteDistribution } from '../pricing/discrete';
import { effectiveProbability, oppositeSide, splitAbove, type LineSplit } from '../pricing/line-split';
import { legChances, type FairWin } from './cash-out-chances';

// Totals G17: T9 over, T10 under. A leg's chances must be the way line-split.ts settles it.
const OVER = 9;
const UNDER = 10;

function totalsOf(dist: DiscreteDistribution): FairWin {
  return (type, param) => {
    if (param === undefined || !Number.isInteger(param - 0.5)) return undefined;
    const split = splitAbove(dist, param);
    return effectiveProbability(type === OVER ? split : oppositeSide(split));
  };
}

const distribution = fc
  .array(fc.integer({ min: 1, max: 100 }), { minLength: 3, maxLength: 9 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return discreteDistribution(0, Float64Array.from(weights.map((w) => w / total)));
  });

describe('legChances', () => {
  it('takes a plain outcome at its own chance', () => {
    expect(legChances({ group: 1, type: 1 }, () => 0.45)).toEqual({ win: 0.45 });
    expect(legChances({ group: 17, type: OVER, param: 2.5 }, (_, p) => (p === 2.5 ? 0.52 : undefined))).toEqual({ win: 0.52 });
  });

  it('has no chances for an outcome that is not priced, nor for a line without both neighbours', () => {
    expect(legChances({ group: 1, type: 1 }, () => undefined)).toBeUndefined();
    expect(legChances({ group: 17, type: OVER, param: 2 }, (_, p) => (p === 1.5 ? 0.7 : undefined))).toBeUndefined();
  });

  it('reads a line of a group that is no handicap or total as a plain outcome', () => {
    expect(legChances({ group: 136, type: 731, param: 2 }, () => 0.1)).toEqual({ win: 0.1 });
  });

  it.each([2, 2.25, 2.75, 3, 0.25])('settles over and under %s as line-split does, from the half lines either side', (line) => {
    fc.assert(
      fc.property(distribution, (dist) => {
        const split = splitAbove(dist, line);
        const cases: [number, LineSplit][] = [
          [OVER, split],
          [UNDER, oppositeSide(split)],
        ];
        for (const [type, expected] of cases) {
          const chances = legChances({ group: 17, type, param: line }, totalsOf(dist));
          expect(chances?.win).toBeCloseTo(expected.win, 12);
          expect(chances?.halfWin ?? 0).toBeCloseTo(expected.halfWin, 12);
          expect(chances?.void ?? 0).toBeCloseTo(expected.push, 12);
          expect(chances?.halfLose ?? 0).toBeCloseTo(expected.halfLoss, 12);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('settles both sides of an Asian handicap, each with the line signed from its own side', () => {
    // Team 1's margin: −1 with 0.3, 0 with 0.3, +1 with 0.4. Team 1 −0.25 (T7) loses half on a draw;
    // team 2 +0.25 (T8) wins half on a draw.
    const margin = discreteDistribution(-1, Float64Array.of(0.3, 0.3, 0.4));
    const win: FairWin = (type, param) => {
      if (param === undefined) return undefined;
      const team1 = type === 7 ? splitAbove(margin, -param) : oppositeSide(splitAbove(margin, param));
      return effectiveProbability(team1);
    };
    const home = legChances({ group: 2, type: 7, param: -0.25 }, win);
    expect(home?.win).toBeCloseTo(0.4, 12);
    expect(home?.halfLose).toBeCloseTo(0.3, 12);
    const away = legChances({ group: 2, type: 8, param: 0.25 }, win);
    expect(away?.win).toBeCloseTo(0.3, 12);
    expect(away?.halfWin).toBeCloseTo(0.3, 12);
  });
});
