// The fair chances of an open leg's results (cash-out.ts `LegChances`) from the fair win
// probabilities of the outcomes its market offers now. Most legs win or lose: their chance is their
// outcome's own. A handicap or total on a whole or quarter line can also push or settle by halves,
// which no single price tells; its chances come from its neighbours on the ladder, the same side
// (group and type) half a goal either way, which cannot push (line-split.ts):
//   the side wins on line L (whole) when it wins on the harder neighbour H, pushes when it wins on
//   the easier one E but not on H:          win P(H), void P(E) − P(H);
//   a quarter line is half on the whole line k next to it and half on the half line next to it,
//   which is one of k's neighbours: in between, the whole half pushes while the half-line half
//   wins (it is the easier one: half win) or loses (the harder one: half loss).
// "Harder" is read from the probabilities, so one rule serves overs, unders and both sides of a
// handicap whatever the sign of their line.
import type { LegChances } from './cash-out';
import { isLineGroup } from './line-outcomes';

export interface OpenLeg {
  readonly group: number;
  readonly type: number;
  /** The line the leg was placed on (its outcome's own P); absent for a market without one. */
  readonly param?: number;
}

/** The fair probability that an outcome of the leg's group wins now, or undefined when it is not priced. */
export type FairWin = (type: number, param: number | undefined) => number | undefined;

type LineShape = 'plain' | 'whole' | 'quarter';

function shapeOf(leg: OpenLeg): LineShape {
  if (leg.param === undefined || !isLineGroup(leg.group)) return 'plain';
  const quarters = leg.param * 4;
  if (!Number.isInteger(quarters)) return 'plain';
  const rest = ((quarters % 4) + 4) % 4;
  return rest === 0 ? 'whole' : rest === 2 ? 'plain' : 'quarter';
}

/** The leg's chances now, or undefined when an outcome they need is not priced. */
export function legChances(leg: OpenLeg, fairWin: FairWin): LegChances | undefined {
  const shape = shapeOf(leg);
  const param = leg.param;
  if (shape === 'plain' || param === undefined) {
    const win = fairWin(leg.type, leg.param);
    return win === undefined ? undefined : { win };
  }
  // The whole line of the leg (itself, or the whole half of a quarter line).
  const whole = shape === 'whole' ? param : Number.isInteger(param - 0.25) ? param - 0.25 : param + 0.25;
  const below = fairWin(leg.type, whole - 0.5);
  const above = fairWin(leg.type, whole + 0.5);
  if (below === undefined || above === undefined) return undefined;
  const harder = Math.min(below, above);
  const between = Math.abs(below - above);
  if (shape === 'whole') return { win: harder, void: between };
  // The half-line half of a quarter line is the neighbour on the far side of the whole line from it.
  const halfLine = 2 * param - whole;
  const halfLineChance = halfLine < whole ? below : above;
  return halfLineChance === harder && below !== above ? { win: harder, halfLose: between } : { win: harder, halfWin: between };
}
