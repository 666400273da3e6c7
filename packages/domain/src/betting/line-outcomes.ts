// Handicaps and totals on a line (wire-format §2.1), settled by line-result.ts:
//   handicaps  G2 T7/T8, Asian G2854 T3829/T3830, sets G109 T732/T733, table-tennis sets G7099
//              T5749/T5750, esports maps G2438 T2826/T2827 — P signed from the backed side;
//   totals     G17 T9/T10, Asian G99 T3827/T3828, sets G182 T971/T972, G2604 T3150/T3151,
//              maps G2436 T2824/T2825, frames G876 T1850/T1851 — over first, P the line;
//   team       G15 T11/T12 and Asian G8427 T7778/T7779 (team 1), G62 T13/T14 and G8429
//              T7780/T7781 (team 2) — over first.
// What is counted: goals or points; in tennis and set sports, G2/G17 count games (points) over
// all sets and the set groups count sets; a fight's G17 counts the round the fight ended in.
import { marginFor, sideGoals, sumScores, totalOf, type Score, type Side } from './finished-game';
import { settleAbove, settleBelow } from './line-result';
import { settled, unsettleable, type OutcomeSettlement, type SettlementFacts } from './outcome-types';

const HANDICAPS: Readonly<Record<number, readonly [number, number]>> = {
  2: [7, 8],
  2854: [3829, 3830],
  109: [732, 733],
  7099: [5749, 5750],
  2438: [2826, 2827],
};

const TOTALS: Readonly<Record<number, readonly [number, number]>> = {
  17: [9, 10],
  99: [3827, 3828],
  182: [971, 972],
  2604: [3150, 3151],
  2436: [2824, 2825],
  876: [1850, 1851],
};

const TEAM_TOTALS: Readonly<Record<number, readonly [Side, number, number]>> = {
  15: ['home', 11, 12],
  8427: ['home', 7778, 7779],
  62: ['away', 13, 14],
  8429: ['away', 7780, 7781],
};

/** Groups counted in sets (maps, frames) rather than games or points. */
const SET_GROUPS = new Set([109, 182, 7099, 2604, 2438, 2436, 876]);

/** The score the line counts: games or points over the sets in tennis and set sports, else the facts' score. */
function counted(f: SettlementFacts): Score | null {
  const setSport = f.game.sport === 'tennis' || f.game.sport === 'sets';
  if (!setSport || !f.wholeGame || SET_GROUPS.has(f.selection.group)) return f.score;
  return f.game.periods.length === 0 ? null : sumScores(f.game.periods.map((p) => p.score));
}

function fromLine(result: ReturnType<typeof settleAbove>): OutcomeSettlement {
  return result === null ? unsettleable('invalid_param') : settled(result);
}

/** Every handicap, total and team total of the tables above. */
export function lineOutcome(f: SettlementFacts): OutcomeSettlement {
  const { group, type, param } = f.selection;
  if (param === undefined) return unsettleable('invalid_param');

  if (f.game.sport === 'fight' && group === 17) {
    // The round the fight ended in (going the distance ends in the last one).
    if (!f.wholeGame || (type !== 9 && type !== 10)) return unsettleable('unknown_outcome');
    const rounds = f.game.periods.length;
    if (rounds === 0) return unsettleable('missing_period');
    return fromLine(type === 9 ? settleAbove(rounds, param) : settleBelow(rounds, param));
  }

  const score = counted(f);
  if (score === null) return unsettleable('missing_period');

  const handicap = HANDICAPS[group];
  if (handicap) {
    const index = handicap.indexOf(type);
    if (index < 0) return unsettleable('unknown_outcome');
    // The backed side wins when its margin plus its handicap is positive: margin > −P.
    return fromLine(settleAbove(marginFor(score, index === 0 ? 'home' : 'away'), -param));
  }
  const total = TOTALS[group];
  if (total) {
    const index = total.indexOf(type);
    if (index < 0) return unsettleable('unknown_outcome');
    return fromLine(index === 0 ? settleAbove(totalOf(score), param) : settleBelow(totalOf(score), param));
  }
  const team = TEAM_TOTALS[group];
  if (team) {
    const [side, over, under] = team;
    if (type !== over && type !== under) return unsettleable('unknown_outcome');
    const goals = sideGoals(score, side);
    return fromLine(type === over ? settleAbove(goals, param) : settleBelow(goals, param));
  }
  return unsettleable('unknown_outcome');
}

/** Whether a group is a handicap or a total of the tables above: its whole and quarter lines can push. */
export function isLineGroup(group: number): boolean {
  return group in HANDICAPS || group in TOTALS || group in TEAM_TOTALS;
}
