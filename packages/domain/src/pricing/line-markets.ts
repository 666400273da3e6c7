// Line markets on a distribution of an integer margin or total (football goals, basketball points,
// tennis sets and games, the generic model): handicaps and over/unders with whole, half and
// quarter lines (line-split.ts), and the 3-way European handicap.
import { probabilityAbove, probabilityOf, type DiscreteDistribution } from './discrete';
import { splitAbove } from './line-split';
import { negateLine, twoWayLineMarket, type FairMarket } from './market';

export const G_HANDICAP = 2;
export const G_TOTAL = 17;
export const G_TEAM1_TOTAL = 15;
export const G_TEAM2_TOTAL = 62;
export const G_EUROPEAN_HANDICAP = 27;

/**
 * G2 (Asian) handicap h for team 1: T7 with P = h, T8 with P = −h ("P signed from the backed
 * side", wire-format §2.1). Team 1 wins when margin + h > 0, i.e. margin > −h.
 */
export function handicapMarket(margin: DiscreteDistribution, handicap: number, group = G_HANDICAP, types: readonly [number, number] = [7, 8]): FairMarket {
  const home = handicap === 0 ? 0 : handicap; // never −0
  const away = negateLine(home);
  return twoWayLineMarket(group, home, { type: types[0], param: home }, { type: types[1], param: away }, splitAbove(margin, away));
}

/** Over/under `line` on a total: over first (T9 / T10 for G17), both outcomes carry P = line. */
export function overUnderMarket(total: DiscreteDistribution, line: number, group = G_TOTAL, types: readonly [number, number] = [9, 10]): FairMarket {
  return twoWayLineMarket(group, line, { type: types[0], param: line }, { type: types[1], param: line }, splitAbove(total, line));
}

/** G17 match total (T9 over, T10 under). */
export function totalMarket(total: DiscreteDistribution, line: number): FairMarket {
  return overUnderMarket(total, line, G_TOTAL, [9, 10]);
}

/** G15 team 1 total (T11 over, T12 under) or G62 team 2 total (T13 over, T14 under). */
export function teamTotalMarket(goals: DiscreteDistribution, side: 'home' | 'away', line: number): FairMarket {
  return side === 'home' ? overUnderMarket(goals, line, G_TEAM1_TOTAL, [11, 12]) : overUnderMarket(goals, line, G_TEAM2_TOTAL, [13, 14]);
}

/**
 * G27 European (3-way) handicap with a whole handicap h for team 1: T424 team 1 wins with the
 * handicap (margin + h > 0), T425 draw with it, T426 team 2. P is h on W1 and X and −h on W2
 * (signed from the backed side, as G2; the draw carries team 1's).
 */
export function europeanHandicapMarket(margin: DiscreteDistribution, handicap: number): FairMarket {
  if (!Number.isInteger(handicap)) throw new RangeError(`A European handicap is a whole number, not ${handicap}`);
  const group = G_EUROPEAN_HANDICAP;
  const home = probabilityAbove(margin, -handicap);
  const draw = probabilityOf(margin, -handicap);
  return {
    group,
    line: handicap,
    sum: 1,
    outcomes: [
      { group, type: 424, param: handicap, probability: home },
      { group, type: 425, param: handicap, probability: draw },
      { group, type: 426, param: negateLine(handicap), probability: Math.max(0, 1 - home - draw) },
    ],
  };
}
