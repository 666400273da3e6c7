import { describe, expect, it } from 'vitest';
import { diffMarkets } from '../live-state-diff';
import type { Market } from '../model';
import { wireOutcome } from './outcomes';

// An outcome is shown and placed with its own line where it has one (wire-format §2.1): a
// handicap's team 2 is signed from its side, and each correct score carries its score as P.

const ctx = { suspended: false, playerName: () => '' };

const handicap: Market = { group: 2, param: -1.5, main: true, status: 1, outcomes: [{ type: 7, price: 1900, blocked: false }, { type: 8, price: 1950, blocked: false, param: 1.5 }] };
const correctScore: Market = {
  group: 136,
  main: false,
  status: 1,
  outcomes: [
    { type: 731, price: 7000, blocked: false, param: 1.0 },
    { type: 731, price: 9000, blocked: false, param: 2.001 },
  ],
};

describe('outcome lines on the wire', () => {
  it("signs a handicap's team 2 from its own side", () => {
    expect(handicap.outcomes.map((o) => wireOutcome(handicap, o, ctx).P)).toEqual([-1.5, 1.5]);
  });

  it('gives each correct score its own P, so no two outcomes read alike', () => {
    expect(correctScore.outcomes.map((o) => wireOutcome(correctScore, o, ctx))).toEqual([
      { G: 136, T: 731, C: 7, CV: '7', P: 1 },
      { G: 136, T: 731, C: 9, CV: '9', P: 2.001 },
    ]);
  });

  it('tells price moves of two correct scores apart', () => {
    const moved: Market = { ...correctScore, outcomes: correctScore.outcomes.map((o) => (o.param === 2.001 ? { ...o, price: 9500 } : o)) };
    expect(diffMarkets([correctScore], [moved])).toEqual([expect.objectContaining({ G: 136, T: 731, P: 2.001, price: 9500, move: 'up' })]);
  });
});
