// Outcomes decided by the score alone, without a line (wire-format §2.1): 1X2 (G1), double chance
// (G8), winner incl. overtime (G101), regular-time 1X2 and its double chance (G2766 / G2768),
// half-time/full-time (G11), both teams to score (G19), even/odd (G14), correct score (G136),
// European handicap (G27) and goal in both halves (G32).
import { marginFor, totalOf, type Score, type Side } from './finished-game';
import { settled, unsettleable, winIf, type OutcomeSettlement, type SettlementFacts } from './outcome-types';

type Result = 'home' | 'draw' | 'away';

const resultOf = (score: Score): Result => (score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw');

/** Sports whose winner markets offer no draw: a level score is a draw nobody priced. */
const NO_DRAW = new Set(['tennis', 'sets', 'fight', 'cricket']);

/** A two-way winner on a level score: the result's winner (a super over, overtime) or nothing. */
function levelWinner(f: SettlementFacts, side: Side): OutcomeSettlement {
  if (f.wholeGame && f.game.winner) return winIf(f.game.winner === side);
  // Cricket ties go to a super over, which must be in the result; a level fight or set score
  // (a draw the market did not price) returns the stake, as the family does.
  if (f.game.sport === 'cricket' || f.selection.group === 101) return unsettleable('missing_winner');
  return settled('void');
}

/** G1: T1 W1, T2 X, T3 W2 (two-way sports use T1 and T3 only). */
export function matchResult(f: SettlementFacts): OutcomeSettlement {
  const result = resultOf(f.score);
  const noDraw = NO_DRAW.has(f.game.sport);
  switch (f.selection.type) {
    case 1:
    case 3: {
      const side: Side = f.selection.type === 1 ? 'home' : 'away';
      if (result !== 'draw') return winIf(result === side);
      return noDraw ? levelWinner(f, side) : settled('lose');
    }
    case 2:
      return noDraw ? unsettleable('unknown_outcome') : winIf(result === 'draw');
    default:
      return unsettleable('unknown_outcome');
  }
}

/** Double chance in the order 1X, 12, X2 from the first type (G8 T4, G2768 T3656). */
function doubleChance(f: SettlementFacts, first: number): OutcomeSettlement {
  const result = resultOf(f.score);
  const covers: Record<number, readonly Result[]> = {
    [first]: ['home', 'draw'],
    [first + 1]: ['home', 'away'],
    [first + 2]: ['draw', 'away'],
  };
  const pair = covers[f.selection.type];
  return pair ? winIf(pair.includes(result)) : unsettleable('unknown_outcome');
}

/** G8: T4 1X, T5 12, T6 X2. */
export const doubleChanceResult = (f: SettlementFacts): OutcomeSettlement => doubleChance(f, 4);

/** G2768: regular-time double chance T3656 1X, T3657 12, T3658 X2. */
export const regularTimeDoubleChance = (f: SettlementFacts): OutcomeSettlement => doubleChance(f, 3656);

/** G2766: regular-time 1X2, T3653 W1, T3654 X, T3655 W2. */
export function regularTimeResult(f: SettlementFacts): OutcomeSettlement {
  const wanted: Record<number, Result> = { 3653: 'home', 3654: 'draw', 3655: 'away' };
  const result = wanted[f.selection.type];
  return result ? winIf(resultOf(f.score) === result) : unsettleable('unknown_outcome');
}

/** G101: T401 team 1, T402 team 2 wins, overtime and shootout included. */
export function winnerInclOvertime(f: SettlementFacts): OutcomeSettlement {
  if (f.selection.type !== 401 && f.selection.type !== 402) return unsettleable('unknown_outcome');
  const side: Side = f.selection.type === 401 ? 'home' : 'away';
  const result = resultOf(f.score);
  return result === 'draw' ? levelWinner(f, side) : winIf(result === side);
}

const RESULTS: readonly Result[] = ['home', 'draw', 'away'];

/** G11: T15…T23 = W1W1, W1X, W1W2, XW1, XX, XW2, W2W1, W2X, W2W2 (half time first). */
export function halfTimeFullTime(f: SettlementFacts): OutcomeSettlement {
  const index = f.selection.type - 15;
  if (index < 0 || index > 8) return unsettleable('unknown_outcome');
  const firstHalf = f.game.periods[0];
  if (firstHalf?.kind !== 'regular') return unsettleable('missing_period');
  return winIf(resultOf(firstHalf.score) === RESULTS[Math.floor(index / 3)] && resultOf(f.score) === RESULTS[index % 3]);
}

/** G19: T180 both teams score, T181 not; T11273 / T11274 each team scores at least P (P = 2). */
export function bothTeamsToScore(f: SettlementFacts): OutcomeSettlement {
  const { type, param } = f.selection;
  if (type === 180 || type === 181) return winIf((f.score.home > 0 && f.score.away > 0) === (type === 180));
  if (type !== 11273 && type !== 11274) return unsettleable('unknown_outcome');
  if (param === undefined || !Number.isInteger(param) || param < 1) return unsettleable('invalid_param');
  return winIf((f.score.home >= param && f.score.away >= param) === (type === 11273));
}

/** G14: T182 "total even – yes", T183 "– no" (no goals is even). */
export function evenOdd(f: SettlementFacts): OutcomeSettlement {
  if (f.selection.type !== 182 && f.selection.type !== 183) return unsettleable('unknown_outcome');
  return winIf((totalOf(f.score) % 2 === 0) === (f.selection.type === 182));
}

/** A correct-score P: home + away/1000 (2.001 = 2:1; 0 or absent = 0:0), as integer thousandths. */
export function scoreCode(param: number | undefined): number | null {
  if (param === undefined) return 0;
  const code = Math.round(param * 1000);
  return Number.isFinite(param) && code >= 0 && Math.abs(param * 1000 - code) < 1e-6 ? code : null;
}

/** G136: T731 the final score is P; T3786 "any other" — none of the scores its market listed. */
export function correctScore(f: SettlementFacts): OutcomeSettlement {
  const actual = f.score.home * 1000 + f.score.away;
  if (f.selection.type === 731) {
    const code = scoreCode(f.selection.param);
    return code === null ? unsettleable('invalid_param') : winIf(code === actual);
  }
  if (f.selection.type !== 3786) return unsettleable('unknown_outcome');
  const listed = f.selection.listedScores;
  if (!listed) return unsettleable('missing_listed_scores');
  const codes = listed.map((p) => scoreCode(p));
  if (codes.some((c) => c === null)) return unsettleable('invalid_param');
  return winIf(!codes.includes(actual));
}

/**
 * G27 European (3-way) handicap, a whole P: T424 team 1 wins with P added (margin + P > 0), T425
 * a draw with team 1's P, T426 team 2 wins with its own P (signed from the backed side).
 */
export function europeanHandicap(f: SettlementFacts): OutcomeSettlement {
  const p = f.selection.param;
  if (p === undefined || !Number.isInteger(p)) return unsettleable('invalid_param');
  switch (f.selection.type) {
    case 424:
      return winIf(marginFor(f.score, 'home') + p > 0);
    case 425:
      return winIf(marginFor(f.score, 'home') + p === 0);
    case 426:
      return winIf(marginFor(f.score, 'away') + p > 0);
    default:
      return unsettleable('unknown_outcome');
  }
}

/** G32: T478 a goal in each half, T479 not. */
export function goalInBothHalves(f: SettlementFacts): OutcomeSettlement {
  if (f.selection.type !== 478 && f.selection.type !== 479) return unsettleable('unknown_outcome');
  const halves = f.game.periods.filter((p) => p.kind === 'regular');
  const [first, second] = halves;
  if (!first || !second || halves.length !== 2) return unsettleable('missing_period');
  return winIf((totalOf(first.score) > 0 && totalOf(second.score) > 0) === (f.selection.type === 478));
}
