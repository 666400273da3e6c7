// Tennis as a point-level Markov chain (Newton & Keller 2005; O'Malley 2008): each player wins a
// point on their own serve with a fixed probability, and games, tie-breaks and sets follow from
// the scoring rules. Player A is player 1 (T1), B player 2. Points are counts (0, 1, 2, 3 = 0,
// 15, 30, 40; 4+ past deuce), not the 15/30/40 labels.

export type Player = 'A' | 'B';

/** P(the server wins a point) for each player on their own serve. */
export interface ServeProbabilities {
  readonly a: number;
  readonly b: number;
}

export function otherPlayer(player: Player): Player {
  return player === 'A' ? 'B' : 'A';
}

function assertProbability(p: number, name: string): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`${name} must be a probability in [0, 1], not ${p}`);
}

/**
 * P(the server wins the game) from server's and receiver's points. From deuce it is
 * p² / (p² + q²); from 0-0 the closed form is p⁴(15 − 4p − 10p²/(1 − 2pq)).
 */
export function gameWinProbability(p: number, serverPoints = 0, receiverPoints = 0): number {
  assertProbability(p, 'p');
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const win = (s: number, r: number): number => {
    if (s >= 4 && s - r >= 2) return 1;
    if (r >= 4 && r - s >= 2) return 0;
    if (s >= 3 && r >= 3) {
      if (s === r) return deuce;
      return s > r ? p + q * deuce : p * deuce;
    }
    return p * win(s + 1, r) + q * win(s, r + 1);
  };
  return win(serverPoints, receiverPoints);
}

/**
 * Who serves a tie-break point after `pointsPlayed` points: the first server serves one point,
 * then the players alternate every two (A, B, B, A, A, B, B, …).
 */
export function tiebreakServer(firstServer: Player, pointsPlayed: number): Player {
  return ((pointsPlayed + 1) >> 1) % 2 === 0 ? firstServer : otherPlayer(firstServer);
}

/**
 * P(A wins a tie-break to `target` points, two clear) from its score. From a tie at target − 1
 * or later each pair of points has one serve each, so A wins from there with
 * a(1 − b) / (a(1 − b) + (1 − a)b).
 */
export function tiebreakWinProbability(serve: ServeProbabilities, pointsA = 0, pointsB = 0, firstServer: Player = 'A', target = 7): number {
  assertProbability(serve.a, 'serve.a');
  assertProbability(serve.b, 'serve.b');
  const pairA = serve.a * (1 - serve.b);
  const pairB = (1 - serve.a) * serve.b;
  const tie = pairA + pairB > 0 ? pairA / (pairA + pairB) : 0.5;
  const memo = new Map<number, number>();
  const win = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x === y && x >= target - 1) return tie;
    const key = x * 4096 + y;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const pointA = tiebreakServer(firstServer, x + y) === 'A' ? serve.a : 1 - serve.b;
    const result = pointA * win(x + 1, y) + (1 - pointA) * win(x, y + 1);
    memo.set(key, result);
    return result;
  };
  return win(pointsA, pointsB);
}

/** A point in a set: games so far, points of the current game (or tie-break at 6-6), its server. */
export interface SetState {
  readonly gamesA: number;
  readonly gamesB: number;
  readonly pointsA: number;
  readonly pointsB: number;
  /** Who serves the current game (in a tie-break: the current point). */
  readonly server: Player;
}

export const SET_START: SetState = { gamesA: 0, gamesB: 0, pointsA: 0, pointsB: 0, server: 'A' };

export interface SetScore {
  readonly gamesA: number;
  readonly gamesB: number;
  readonly probability: number;
}

/** A set is won at six games two clear, or 7-5, or 7-6 after a tie-break at 6-6. */
export function isSetOver(gamesA: number, gamesB: number): boolean {
  return gamesA === 7 || gamesB === 7 || ((gamesA >= 6 || gamesB >= 6) && Math.abs(gamesA - gamesB) >= 2);
}

/** Who served (or serves) the set's first game: games alternate, and a tie-break counts as one. */
export function setFirstServer(state: SetState): Player {
  const { gamesA, gamesB, server } = state;
  if (gamesA === 6 && gamesB === 6) {
    // The tie-break's first server is the server of game 13, the set's first server.
    const pointServer = tiebreakServer('A', state.pointsA + state.pointsB);
    return pointServer === server ? 'A' : 'B';
  }
  return (gamesA + gamesB) % 2 === 0 ? server : otherPlayer(server);
}

const GRID = 8;

/**
 * The distribution of the set's final score from any point of it: a forward pass over the game
 * grid (at most 8×8 cells), the current game from its points, later games from 0-0, and the
 * tie-break at 6-6 to `tiebreakTarget` points (7; 10 for a final-set super tie-break).
 */
export function setScoreDistribution(serve: ServeProbabilities, state: SetState = SET_START, tiebreakTarget = 7): SetScore[] {
  const { gamesA, gamesB } = state;
  if (!Number.isInteger(gamesA) || !Number.isInteger(gamesB) || gamesA < 0 || gamesB < 0 || gamesA > 6 || gamesB > 6 || isSetOver(gamesA, gamesB)) {
    throw new RangeError(`Not a set in play: ${gamesA}-${gamesB}`);
  }
  const first = setFirstServer(state);
  if (gamesA === 6 && gamesB === 6) {
    const p = tiebreakWinProbability(serve, state.pointsA, state.pointsB, first, tiebreakTarget);
    return [
      { gamesA: 7, gamesB: 6, probability: p },
      { gamesA: 6, gamesB: 7, probability: 1 - p },
    ];
  }
  const holdA = gameWinProbability(serve.a);
  const holdB = gameWinProbability(serve.b);
  const gameForA = (server: Player): number => (server === 'A' ? holdA : 1 - holdB);
  const mass = new Float64Array(GRID * GRID);
  const current =
    state.server === 'A' ? gameWinProbability(serve.a, state.pointsA, state.pointsB) : 1 - gameWinProbability(serve.b, state.pointsB, state.pointsA);
  mass[(gamesA + 1) * GRID + gamesB] = current;
  mass[gamesA * GRID + gamesB + 1] = 1 - current;
  for (let n = gamesA + gamesB + 1; n <= 12; n++) {
    for (let a = Math.max(0, n - 6); a <= Math.min(6, n); a++) {
      const b = n - a;
      const p = mass[a * GRID + b] ?? 0;
      if (p === 0 || isSetOver(a, b)) continue;
      const winA = a === 6 && b === 6 ? tiebreakWinProbability(serve, 0, 0, first, tiebreakTarget) : gameForA(n % 2 === 0 ? first : otherPlayer(first));
      mass[(a + 1) * GRID + b] = (mass[(a + 1) * GRID + b] ?? 0) + p * winA;
      mass[a * GRID + b + 1] = (mass[a * GRID + b + 1] ?? 0) + p * (1 - winA);
      mass[a * GRID + b] = 0;
    }
  }
  const scores: SetScore[] = [];
  for (let a = 0; a < GRID; a++) {
    for (let b = 0; b < GRID; b++) {
      const probability = mass[a * GRID + b] ?? 0;
      if (probability > 0 && isSetOver(a, b)) scores.push({ gamesA: a, gamesB: b, probability });
    }
  }
  return scores;
}

/** P(A wins the set) from any point of it. */
export function setWinProbability(serve: ServeProbabilities, state: SetState = SET_START, tiebreakTarget = 7): number {
  let p = 0;
  for (const s of setScoreDistribution(serve, state, tiebreakTarget)) if (s.gamesA > s.gamesB) p += s.probability;
  return p;
}
