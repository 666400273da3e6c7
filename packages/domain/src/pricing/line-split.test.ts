import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discreteDistribution } from './discrete';
import { effectiveFairOdds, effectiveProbability, expectedReturn, lineKind, oppositeSide, quarterHalves, splitAbove, type LineSplit } from './line-split';

// Values 0..4 with these probabilities (a goal total, say).
const dist = discreteDistribution(0, Float64Array.of(0.1, 0.2, 0.3, 0.25, 0.15));
const P = (k: number): number => dist.pmf[k] ?? 0;

const total = (s: LineSplit): number => s.win + s.halfWin + s.push + s.halfLoss + s.loss;

describe('splitAbove (issue 4: quarter lines split correctly)', () => {
  it.each<[string, number, Partial<LineSplit>]>([
    ['x.5: over 2.5 wins on 3+', 2.5, { win: P(3) + P(4), loss: P(0) + P(1) + P(2) }],
    ['whole: over 2 pushes on exactly 2', 2, { win: P(3) + P(4), push: P(2), loss: P(0) + P(1) }],
    ['x.25: over 2.25 = half on 2, half on 2.5; exactly 2 is a half loss', 2.25, { win: P(3) + P(4), halfLoss: P(2), loss: P(0) + P(1) }],
    ['x.75: over 2.75 = half on 2.5, half on 3; exactly 3 is a half win', 2.75, { win: P(4), halfWin: P(3), loss: P(0) + P(1) + P(2) }],
    ['negative quarter: margin above −0.25 (team 1 at +0.25) half-wins a draw', -0.25, { win: 1 - P(0), halfWin: P(0), halfLoss: 0, loss: 0, push: 0 }],
    ['below the support: always wins', -1.5, { win: 1, loss: 0 }],
    ['above the support: always loses', 4.5, { win: 0, loss: 1 }],
  ])('%s', (_name, line, expected) => {
    const split = splitAbove(dist, line);
    for (const [key, value] of Object.entries(expected)) expect(split[key as keyof LineSplit]).toBeCloseTo(value, 12);
    expect(total(split)).toBeCloseTo(1, 12);
  });

  it('settles a quarter line as two half stakes on its neighbouring lines', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8, max: 24 }), (quarters) => {
        const line = quarters / 4 + (quarters % 2 === 0 ? 0.25 : 0);
        if (lineKind(line) !== 'quarter') return;
        const [lower, upper] = quarterHalves(line);
        const a = splitAbove(dist, lower);
        const b = splitAbove(dist, upper);
        const q = splitAbove(dist, line);
        // Return per unit on a stake split in two equals the average of the two half-stake returns.
        for (const odds of [1.5, 1.91, 2.2]) expect(expectedReturn(q, odds)).toBeCloseTo((expectedReturn(a, odds) + expectedReturn(b, odds)) / 2, 12);
      }),
    );
  });

  it('mirrors the other side and makes the effective probabilities sum to 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4, max: 24 }), (quarters) => {
        const split = splitAbove(dist, quarters / 4);
        const other = oppositeSide(split);
        expect(other.win).toBe(split.loss);
        expect(other.halfWin).toBe(split.halfLoss);
        expect(effectiveProbability(split) + effectiveProbability(other)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('prices a line so that the bet breaks even at its effective fair odds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), (quarters) => {
        const split = splitAbove(dist, quarters / 4);
        expect(expectedReturn(split, effectiveFairOdds(split))).toBeCloseTo(0, 12);
      }),
    );
  });

  it('knows the standard effective odds of a quarter handicap: −0.25 on an even game', () => {
    // Margin −1, 0, +1 with 0.35, 0.3, 0.35: team 1 at −0.25 wins 0.35, half-loses 0.3.
    const margin = discreteDistribution(-1, Float64Array.of(0.35, 0.3, 0.35));
    const split = splitAbove(margin, 0.25);
    expect(split).toEqual({ win: 0.35, halfWin: 0, push: 0, halfLoss: expect.closeTo(0.3, 12), loss: expect.closeTo(0.35, 12) });
    expect(effectiveFairOdds(split)).toBeCloseTo(1 + (0.35 + 0.15) / 0.35, 12);
  });

  it('refuses a line that is not a multiple of 0.25', () => {
    expect(() => splitAbove(dist, 2.3)).toThrow(RangeError);
    expect(() => quarterHalves(2.5)).toThrow(RangeError);
  });
});
