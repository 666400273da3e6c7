import { discreteDistribution, type DiscreteDistribution } from '@stavka/domain/pricing/discrete';
import { type Player, type ServeProbabilities, otherPlayer, tiebreakWinProbability } from '@stavka/domain/pricing/tennis';
import type { SetsInput } from '../engines/model-input';

// Set-based sports (volleyball, table tennis, esports maps) from the pricing package's race-to-N
// chain: a set is a tie-break-like race to N points, two clear (pricing/tennis
// tiebreakWinProbability), and the match is the series of sets. The pricing package has no series
// model for these sports yet, so the series is combined here from its set probabilities.

export interface SeriesDistribution {
  winA: number;
  /** Final sets of A minus sets of B. */
  setMargin: DiscreteDistribution;
  /** Final number of sets played. */
  totalSets: DiscreteDistribution;
}

/** The first server that makes `server` serve the point after `played` points of the chain. */
function chainFirstServer(server: Player, played: number): Player {
  return ((played + 1) >> 1) % 2 === 0 ? server : otherPlayer(server);
}

// Fresh-set chances depend only on the serve probabilities and the target, which stay fixed for a
// game in play: remembered for the last few hundred (a small bounded cache).
const freshSets = new Map<string, number>();
const FRESH_SETS_KEPT = 512;

/** P(A wins a fresh set to `target`), the first server being either side with equal chance. */
function freshSet(serve: ServeProbabilities, target: number): number {
  const key = `${serve.a}:${serve.b}:${target}`;
  const known = freshSets.get(key);
  if (known !== undefined) return known;
  const p = (tiebreakWinProbability(serve, 0, 0, 'A', target) + tiebreakWinProbability(serve, 0, 0, 'B', target)) / 2;
  if (freshSets.size >= FRESH_SETS_KEPT) freshSets.clear();
  freshSets.set(key, p);
  return p;
}

export function seriesDistribution(input: SetsInput): SeriesDistribution {
  const need = (input.bestOf + 1) / 2;
  const targetFor = (a: number, b: number) => (a === need - 1 && b === need - 1 ? input.decidingPointsToWin : input.pointsToWin);
  const current = tiebreakWinProbability(input.serve, input.pointsA, input.pointsB, chainFirstServer(input.server, input.pointsA + input.pointsB), targetFor(input.setsA, input.setsB));
  const setChance = (a: number, b: number): number => freshSet(input.serve, targetFor(a, b));

  // Forward over set scores (a, b): mass of being there; the set in play first, then fresh sets.
  const finals = new Map<string, number>();
  const walk = (a: number, b: number, mass: number, p: number): void => {
    if (mass === 0) return;
    if (a === need || b === need) {
      const key = `${a}:${b}`;
      finals.set(key, (finals.get(key) ?? 0) + mass);
      return;
    }
    walk(a + 1, b, mass * p, a + 1 === need ? 0 : setChance(a + 1, b));
    walk(a, b + 1, mass * (1 - p), b + 1 === need ? 0 : setChance(a, b + 1));
  };
  walk(input.setsA, input.setsB, 1, current);

  const margin = new Float64Array(2 * need + 1);
  const sets = new Float64Array(need);
  let winA = 0;
  for (const [key, mass] of finals) {
    const [a = 0, b = 0] = key.split(':').map(Number);
    if (a === need) winA += mass;
    margin[a - b + need] = (margin[a - b + need] ?? 0) + mass;
    sets[a + b - need] = (sets[a + b - need] ?? 0) + mass;
  }
  return { winA, setMargin: discreteDistribution(-need, margin), totalSets: discreteDistribution(need, sets) };
}
