// Outcomes on the order and time of goals (wire-format §2.1), through goal-order.ts:
//   G20  next goal: T388 team 1, T389 team 2, T390 neither scores goal number P;
//   G154 last goal: T475 team 1, T476 team 2, T477 no goal;
//   G60  race to P goals: T578 team 1 first, T579 team 2 first, T580 neither reaches P;
//   G12 / G13 goal interval yes / no: P = from + to/1000 minutes (1.015 = minutes 1–15); the
//        wire format gives the types 2951–2954 for the two groups without telling them apart, so
//        each group settles as its name says: G12 wins with a goal in the interval, G13 without.
import { goalInMinutes, goalView, firstToGoals, lastScorer, scorerOfGoal, type GoalAnswer } from './goal-order';
import type { Side } from './finished-game';
import { unsettleable, winIf, type OutcomeSettlement, type SettlementFacts } from './outcome-types';

/** T388/389/390-style triples: team 1, team 2, neither. */
function bySide(answer: GoalAnswer<Side | null>, type: number, first: number): OutcomeSettlement {
  if (!answer.known) return unsettleable(answer.reason);
  const wanted: Record<number, Side | null> = { [first]: 'home', [first + 1]: 'away', [first + 2]: null };
  if (!(type in wanted)) return unsettleable('unknown_outcome');
  return winIf(answer.value === wanted[type]);
}

function positiveInteger(param: number | undefined): number | null {
  return param !== undefined && Number.isInteger(param) && param >= 1 ? param : null;
}

/** The interval of a G12/G13 P: from + to/1000, 1 ≤ from ≤ to. */
export function intervalOf(param: number | undefined): { from: number; to: number } | null {
  if (param === undefined || !Number.isFinite(param)) return null;
  const code = Math.round(param * 1000);
  if (Math.abs(param * 1000 - code) > 1e-6) return null;
  const from = Math.floor(code / 1000);
  const to = code % 1000;
  return from >= 1 && to >= from ? { from, to } : null;
}

export function goalOutcome(f: SettlementFacts): OutcomeSettlement {
  const viewed = goalView(f.game, f.score, f.counts);
  if (!viewed.known) return unsettleable(viewed.reason);
  const view = viewed.value;
  const { group, type, param } = f.selection;
  switch (group) {
    case 20: {
      const n = positiveInteger(param);
      return n === null ? unsettleable('invalid_param') : bySide(scorerOfGoal(view, n), type, 388);
    }
    case 154:
      return bySide(lastScorer(view), type, 475);
    case 60: {
      const n = positiveInteger(param);
      return n === null ? unsettleable('invalid_param') : bySide(firstToGoals(view, n), type, 578);
    }
    case 12:
    case 13: {
      if (type < 2951 || type > 2954) return unsettleable('unknown_outcome');
      const interval = intervalOf(param);
      if (interval === null) return unsettleable('invalid_param');
      const answer = goalInMinutes(view, interval.from, interval.to);
      return answer.known ? winIf(answer.value === (group === 12)) : unsettleable(answer.reason);
    }
    default:
      return unsettleable('unknown_outcome');
  }
}
