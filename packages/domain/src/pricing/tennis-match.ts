// A tennis match from any live state: the current set from its point (tennis.ts), then whole
// sets, each with the server that the alternation gives it (the player who received first in a
// set's last game — or its tie-break — serves first in the next). Tracks the distribution of
// total games for the games markets. With equal service order effects this reproduces the
// closed forms s²(3 − 2s) (best of 3) and s³(10 − 15s + 6s²) (best of 5) for set probability s.
import { addMass, discreteDistribution, type DiscreteDistribution } from './discrete';
import { otherPlayer, setFirstServer, setScoreDistribution, SET_START, type Player, type ServeProbabilities, type SetScore, type SetState } from './tennis';

export interface MatchFormat {
  readonly bestOf: 3 | 5;
  /** Tie-break target at 6-6 in the deciding set: 7, or 10 for a super tie-break. */
  readonly finalSetTiebreakTarget?: number;
}

export interface TennisState extends SetState {
  readonly setsA: number;
  readonly setsB: number;
  /** Games played in the sets already finished (for the total-games markets). */
  readonly gamesInCompletedSets?: number;
}

export const MATCH_START: TennisState = { ...SET_START, setsA: 0, setsB: 0, gamesInCompletedSets: 0 };

export interface MatchDistribution {
  /** P(player A wins the match). */
  readonly winA: number;
  /** Final sets won by A minus sets won by B. */
  readonly setMargin: DiscreteDistribution;
  /** Final number of sets played. */
  readonly totalSets: DiscreteDistribution;
  /** Final number of games played in the match (a tie-break counts as one game). */
  readonly totalGames: DiscreteDistribution;
}

const MAX_GAMES_PER_SET = 13;

export function matchDistribution(serve: ServeProbabilities, format: MatchFormat, state: TennisState = MATCH_START): MatchDistribution {
  const need = (format.bestOf + 1) / 2;
  const { setsA, setsB } = state;
  if (!Number.isInteger(setsA) || !Number.isInteger(setsB) || setsA < 0 || setsB < 0 || setsA >= need || setsB >= need) {
    throw new RangeError(`Not a match in play: sets ${setsA}-${setsB} of best of ${format.bestOf}`);
  }
  const offset = state.gamesInCompletedSets ?? 0;
  const length = offset + format.bestOf * MAX_GAMES_PER_SET + 1;
  const targetFor = (a: number, b: number): number => (a === need - 1 && b === need - 1 ? (format.finalSetTiebreakTarget ?? 7) : 7);

  // Match states between sets: sets won and who serves first in the next set → games so far.
  const states = new Map<string, Float64Array>();
  const key = (a: number, b: number, server: Player): string => `${a}:${b}:${server}`;
  const addSet = (a: number, b: number, first: Player, games: Float64Array, outcomes: readonly SetScore[]): void => {
    for (const o of outcomes) {
      const played = o.gamesA + o.gamesB;
      const next = played % 2 === 0 ? first : otherPlayer(first);
      const k = key(o.gamesA > o.gamesB ? a + 1 : a, o.gamesA > o.gamesB ? b : b + 1, next);
      let target = states.get(k);
      if (!target) {
        target = new Float64Array(length);
        states.set(k, target);
      }
      for (let g = 0; g + played < length; g++) {
        const p = games[g] ?? 0;
        if (p !== 0) addMass(target, g + played, p * o.probability);
      }
    }
  };

  const start = new Float64Array(length);
  start[offset] = 1;
  addSet(setsA, setsB, setFirstServer(state), start, setScoreDistribution(serve, state, targetFor(setsA, setsB)));

  const freshSets = new Map<string, SetScore[]>();
  const freshSet = (first: Player, target: number): SetScore[] => {
    const k = `${first}:${target}`;
    let outcomes = freshSets.get(k);
    if (!outcomes) {
      outcomes = setScoreDistribution(serve, { ...SET_START, server: first }, target);
      freshSets.set(k, outcomes);
    }
    return outcomes;
  };
  for (let played = setsA + setsB + 1; played <= 2 * need - 2; played++) {
    for (let a = 0; a < need; a++) {
      const b = played - a;
      if (b < 0 || b >= need) continue;
      for (const server of ['A', 'B'] as const) {
        const games = states.get(key(a, b, server));
        if (!games) continue;
        states.delete(key(a, b, server));
        addSet(a, b, server, games, freshSet(server, targetFor(a, b)));
      }
    }
  }

  const margin = new Float64Array(2 * need + 1);
  const sets = new Float64Array(need);
  const totalGames = new Float64Array(length);
  let winA = 0;
  for (const [k, games] of states) {
    const [a, b] = k.split(':').map(Number);
    if (a === undefined || b === undefined) continue;
    let p = 0;
    for (let g = 0; g < length; g++) {
      const m = games[g] ?? 0;
      p += m;
      addMass(totalGames, g, m);
    }
    if (a === need) winA += p;
    addMass(margin, a - b + need, p);
    addMass(sets, a + b - need, p);
  }
  return {
    winA,
    setMargin: discreteDistribution(-need, margin),
    totalSets: discreteDistribution(need, sets),
    totalGames: discreteDistribution(0, totalGames),
  };
}
