// Racing by Harville (1973): the order of finish is drawn one place at a time, each remaining
// runner taking the place in proportion to its win probability:
//   P(i 1st, j 2nd) = p_i · p_j / (1 − p_i),
//   P(i 1st, j 2nd, k 3rd) = p_i · p_j / (1 − p_i) · p_k / (1 − p_i − p_j).
// Runner outcomes carry a runner index; the caller maps it to the outcome and player ids it shows.

export interface RunnerOutcome {
  readonly runner: number;
  readonly probability: number;
}

/** Win, top-2 and top-3 markets: probabilities sum to 1, 2 and 3 (one per place paid). */
export interface RunnerMarket {
  readonly places: number;
  readonly sum: number;
  readonly outcomes: readonly RunnerOutcome[];
}

/** Win probabilities normalised to sum to 1 (non-negative, at least one positive). */
export function normaliseWin(win: readonly number[]): number[] {
  let total = 0;
  for (const p of win) {
    if (!(p >= 0) || !Number.isFinite(p)) throw new RangeError(`A win probability is a finite number ≥ 0, not ${p}`);
    total += p;
  }
  if (!(total > 0)) throw new RangeError('A race needs a runner that can win');
  return win.map((p) => p / total);
}

/** Win probabilities from ratings: p_i ∝ e^(rating_i / scale) (a multinomial logit). */
export function winProbabilitiesFromRatings(ratings: readonly number[], scale = 1): number[] {
  const top = Math.max(...ratings);
  return normaliseWin(ratings.map((r) => Math.exp((r - top) / scale)));
}

/** p_i p_j / (1 − p_i) for i ≠ j, zero when either cannot place. */
function firstSecond(pi: number, pj: number): number {
  return pi > 0 && pj > 0 ? (pi * pj) / (1 - pi) : 0;
}

/** P(i 1st, j 2nd) as an n×n row-major matrix (the forecast / exacta); sums to 1 for n ≥ 2. */
export function harvilleExacta(win: readonly number[]): Float64Array {
  const p = normaliseWin(win);
  const n = p.length;
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) if (i !== j) matrix[i * n + j] = firstSecond(p[i] ?? 0, p[j] ?? 0);
  }
  return matrix;
}

/** P(i 1st, j 2nd, k 3rd) (the tricast / trifecta). */
export function harvilleTrifecta(win: readonly number[], i: number, j: number, k: number): number {
  const p = normaliseWin(win);
  const [pi, pj, pk] = [p[i] ?? 0, p[j] ?? 0, p[k] ?? 0];
  if (i === j || j === k || i === k || pk === 0) return 0;
  return firstSecond(pi, pj) * (pk / (1 - pi - pj));
}

export interface PlaceProbabilities {
  readonly win: readonly number[];
  /** P(runner finishes first or second). */
  readonly top2: readonly number[];
  /** P(runner finishes in the first three). */
  readonly top3: readonly number[];
}

/** Each runner's chance to finish in the first one, two and three places; O(n³). */
export function harvillePlaces(win: readonly number[]): PlaceProbabilities {
  const p = normaliseWin(win);
  const n = p.length;
  const second = new Float64Array(n);
  const third = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const pi = p[i] ?? 0;
    if (pi === 0) continue;
    for (let j = 0; j < n; j++) {
      const pj = p[j] ?? 0;
      if (j === i || pj === 0) continue;
      const ij = firstSecond(pi, pj);
      second[j] = (second[j] ?? 0) + ij;
      const rest = 1 - pi - pj;
      if (rest <= 0) continue;
      for (let k = 0; k < n; k++) {
        if (k === i || k === j) continue;
        third[k] = (third[k] ?? 0) + (ij * (p[k] ?? 0)) / rest;
      }
    }
  }
  const top2 = p.map((pi, i) => Math.min(1, pi + (second[i] ?? 0)));
  const top3 = p.map((_, i) => Math.min(1, (top2[i] ?? 0) + (third[i] ?? 0)));
  return { win: p, top2, top3 };
}

/** The outright winner market and, with enough runners, the top-2 and top-3 place markets. */
export function raceMarkets(win: readonly number[]): RunnerMarket[] {
  const places = harvillePlaces(win);
  const market = (k: number, probabilities: readonly number[]): RunnerMarket => ({
    places: k,
    sum: k,
    outcomes: probabilities.map((probability, runner) => ({ runner, probability })),
  });
  const markets = [market(1, places.win)];
  if (win.length > 2) markets.push(market(2, places.top2));
  if (win.length > 3) markets.push(market(3, places.top3));
  return markets;
}
