import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameWinProbability, setScoreDistribution, setWinProbability, tiebreakServer, tiebreakWinProbability, type Player, type ServeProbabilities } from './tennis';

const serveP = fc.double({ min: 0.3, max: 0.85, noNaN: true });
const serve = fc.record({ a: serveP, b: serveP });

/** O'Malley (2008): G(p) = p⁴(15 − 4p − 10p²/(1 − 2p(1 − p))). */
const omalleyGame = (p: number): number => p ** 4 * (15 - 4 * p - (10 * p * p) / (1 - 2 * p * (1 - p)));

/** A tie-break by brute force: recursion over points, cut off far past any real score. */
function naiveTiebreak(s: ServeProbabilities, x0: number, y0: number, first: Player, target: number): number {
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x + y > 200) return 0.5;
    const key = `${x}-${y}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = tiebreakServer(first, x + y) === 'A' ? s.a : 1 - s.b;
    const result = p * go(x + 1, y) + (1 - p) * go(x, y + 1);
    memo.set(key, result);
    return result;
  };
  return go(x0, y0);
}

/** A set by brute force over games. */
function naiveSet(s: ServeProbabilities, first: Player): number {
  const memo = new Map<string, number>();
  const go = (a: number, b: number): number => {
    if ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) return a > b ? 1 : 0;
    if (a === 7 || b === 7) return a > b ? 1 : 0;
    if (a === 6 && b === 6) return naiveTiebreak(s, 0, 0, first, 7);
    const key = `${a}-${b}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const server = (a + b) % 2 === 0 ? first : first === 'A' ? 'B' : 'A';
    const p = server === 'A' ? omalleyGame(s.a) : 1 - omalleyGame(s.b);
    const result = p * go(a + 1, b) + (1 - p) * go(a, b + 1);
    memo.set(key, result);
    return result;
  };
  return go(0, 0);
}

describe('gameWinProbability (issue 4: tennis matches known closed forms)', () => {
  it.each([
    [0.6, 0.7357],
    [0.5, 0.5],
    [0.65, 0.83],
    [0.7, 0.9008],
  ])('p = %d wins a service game with %d (4 d.p.)', (p, expected) => {
    expect(Math.round(gameWinProbability(p) * 10_000) / 10_000).toBeCloseTo(expected, 2);
    expect(gameWinProbability(p)).toBeCloseTo(omalleyGame(p), 14);
  });

  it('equals O\'Malley\'s closed form for every p', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        expect(gameWinProbability(p)).toBeCloseTo(omalleyGame(p), 13);
      }),
    );
  });

  it.each([
    ['deuce', 3, 3, (p: number) => (p * p) / (p * p + (1 - p) ** 2)],
    ['advantage server', 4, 3, (p: number) => p + (1 - p) * ((p * p) / (p * p + (1 - p) ** 2))],
    ['30-40', 2, 3, (p: number) => p * ((p * p) / (p * p + (1 - p) ** 2))],
    ['40-0', 3, 0, (p: number) => 1 - (1 - p) ** 3 * (1 - (p * p) / (p * p + (1 - p) ** 2))],
    ['game won', 4, 1, () => 1],
    ['game lost', 2, 4, () => 0],
  ])('from %s', (_name, s, r, expected) => {
    for (const p of [0.4, 0.6, 0.75]) expect(gameWinProbability(p, s, r)).toBeCloseTo(expected(p), 14);
  });
});

describe('tie-breaks and sets', () => {
  it('serves A, B, B, A, A, … in a tie-break', () => {
    expect(Array.from({ length: 8 }, (_, n) => tiebreakServer('A', n)).join('')).toBe('ABBAABBA');
  });

  it('match a brute-force recursion', () => {
    fc.assert(
      fc.property(serve, fc.constantFrom<Player>('A', 'B'), (s, first) => {
        expect(tiebreakWinProbability(s, 0, 0, first)).toBeCloseTo(naiveTiebreak(s, 0, 0, first, 7), 12);
        expect(tiebreakWinProbability(s, 3, 5, first, 10)).toBeCloseTo(naiveTiebreak(s, 3, 5, first, 10), 12);
        expect(setWinProbability(s, { gamesA: 0, gamesB: 0, pointsA: 0, pointsB: 0, server: first })).toBeCloseTo(naiveSet(s, first), 12);
      }),
      { numRuns: 40 },
    );
  });

  it('do not depend on who serves first (Newton & Keller 2005)', () => {
    fc.assert(
      fc.property(serve, (s) => {
        expect(tiebreakWinProbability(s, 0, 0, 'A')).toBeCloseTo(tiebreakWinProbability(s, 0, 0, 'B'), 12);
        expect(setWinProbability(s, { gamesA: 0, gamesB: 0, pointsA: 0, pointsB: 0, server: 'A' })).toBeCloseTo(
          setWinProbability(s, { gamesA: 0, gamesB: 0, pointsA: 0, pointsB: 0, server: 'B' }),
          12,
        );
      }),
      { numRuns: 40 },
    );
  });

  it('are even between equal players', () => {
    expect(tiebreakWinProbability({ a: 0.62, b: 0.62 })).toBeCloseTo(0.5, 14);
    expect(setWinProbability({ a: 0.62, b: 0.62 })).toBeCloseTo(0.5, 14);
  });

  it('give a set score distribution over the real final scores, summing to 1', () => {
    fc.assert(
      fc.property(serve, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (s, ga, gb, pa, pb) => {
        fc.pre(!((ga >= 6 || gb >= 6) && Math.abs(ga - gb) >= 2));
        const scores = setScoreDistribution(s, { gamesA: ga, gamesB: gb, pointsA: pa, pointsB: pb, server: 'B' });
        expect(scores.reduce((t, x) => t + x.probability, 0)).toBeCloseTo(1, 12);
        for (const x of scores) {
          const valid = (x.gamesA === 6 && x.gamesB <= 4) || (x.gamesB === 6 && x.gamesA <= 4) || (x.gamesA === 7 && x.gamesB >= 5) || (x.gamesB === 7 && x.gamesA >= 5);
          expect(valid).toBe(true);
          expect(x.gamesA >= ga && x.gamesB >= gb).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('play a live tie-break from its score', () => {
    const s = { a: 0.65, b: 0.6 };
    const scores = setScoreDistribution(s, { gamesA: 6, gamesB: 6, pointsA: 6, pointsB: 2, server: 'A' });
    expect(scores.map((x) => [x.gamesA, x.gamesB])).toEqual([
      [7, 6],
      [6, 7],
    ]);
    expect(scores[0]?.probability).toBeGreaterThan(0.95);
  });

  it('refuse a set that is over', () => {
    expect(() => setScoreDistribution({ a: 0.6, b: 0.6 }, { gamesA: 6, gamesB: 3, pointsA: 0, pointsB: 0, server: 'A' })).toThrow(RangeError);
  });
});
