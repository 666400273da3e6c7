// Basketball from normal margins (Stern 1994, "A Brownian motion model for the progress of sports
// scores"): the final margin and total are normal, with means that scale with the minutes left
// and standard deviations with their square root (about 12 points of margin and 18 of total over
// an NBA game). Scores are integers, so each normal is rounded to integers: a regulation draw is
// the mass within ±0.5. Handicaps and totals include overtime; a tied regulation goes to
// five-minute overtimes played on the same model until one is not tied.
import { addMass, discreteDistribution, probabilityAbove, probabilityOf, type DiscreteDistribution } from './discrete';
import { handicapMarket, totalMarket } from './line-markets';
import { balancedLine, lineLadder } from './line-ladder';
import { openMarket, plainMarket, type FairMarket } from './market';
import { discretizedNormal, normalCdf } from './normal';

export const G_WINNER_INCL_OVERTIME = 101;
export const G_REGULAR_TIME_1X2 = 2766;

export interface BasketballModel {
  /** Expected home − away over regulation, home edge included. */
  readonly meanMargin: number;
  /** Expected points of both teams over regulation. */
  readonly meanTotal: number;
  readonly marginSd?: number;
  readonly totalSd?: number;
  /** 48 (NBA) or 40 (FIBA). */
  readonly gameMinutes?: number;
  readonly overtimeMinutes?: number;
}

export interface BasketballState {
  readonly minutesLeft: number;
  readonly homePoints: number;
  readonly awayPoints: number;
  /** True while an overtime is being played (minutesLeft is then what is left of it). */
  readonly overtime?: boolean;
}

export interface TeamPoints {
  /** Points above the league average a team scores. */
  readonly offence: number;
  /** Points below the league average a team concedes. */
  readonly defence: number;
}

/** Expected margin and total from per-team ratings, a league average per team and a home edge. */
export function basketballModelFromRatings(home: TeamPoints, away: TeamPoints, leagueAverage = 112, homeEdge = 2.5): BasketballModel {
  const homePoints = leagueAverage + home.offence - away.defence + homeEdge / 2;
  const awayPoints = leagueAverage + away.offence - home.defence - homeEdge / 2;
  return { meanMargin: homePoints - awayPoints, meanTotal: homePoints + awayPoints };
}

export interface BasketballDistributions {
  /** Margin at the end of regulation (or of the current overtime). */
  readonly regulationMargin: DiscreteDistribution;
  /** Final margin and total, overtime included. */
  readonly margin: DiscreteDistribution;
  readonly total: DiscreteDistribution;
  /** P(home wins an overtime period that is not tied) — the share of a tie it converts. */
  readonly overtimeHomeShare: number;
}

export function basketballDistributions(model: BasketballModel, state: BasketballState): BasketballDistributions {
  const minutes = model.gameMinutes ?? 48;
  const marginSd = model.marginSd ?? 12;
  const totalSd = model.totalSd ?? 18;
  const fraction = Math.max(0, state.minutesLeft) / minutes;
  const overtime = (model.overtimeMinutes ?? 5) / minutes;
  const lead = state.homePoints - state.awayPoints;
  const points = state.homePoints + state.awayPoints;

  const regulationMargin = discretizedNormal(lead + model.meanMargin * fraction, marginSd * Math.sqrt(fraction));
  const regulationTotal = discretizedNormal(points + model.meanTotal * fraction, totalSd * Math.sqrt(fraction));
  const tie = probabilityOf(regulationMargin, 0);

  // One overtime period's margin, conditioned on not being tied (a tied one is replayed).
  const otMargin = discretizedNormal(model.meanMargin * overtime, marginSd * Math.sqrt(overtime));
  const otTie = probabilityOf(otMargin, 0);
  const otSd = marginSd * Math.sqrt(overtime);
  const homeOt = 1 - normalCdf((0.5 - model.meanMargin * overtime) / otSd);
  const awayOt = normalCdf((-0.5 - model.meanMargin * overtime) / otSd);
  const overtimeHomeShare = homeOt + awayOt > 0 ? homeOt / (homeOt + awayOt) : 0.5;

  const lo = Math.min(regulationMargin.min, otMargin.min);
  const hi = Math.max(regulationMargin.min + regulationMargin.pmf.length, otMargin.min + otMargin.pmf.length);
  const margin = new Float64Array(hi - lo);
  regulationMargin.pmf.forEach((p, i) => addMass(margin, regulationMargin.min + i - lo, regulationMargin.min + i === 0 ? 0 : p));
  if (tie > 0 && otTie < 1) {
    otMargin.pmf.forEach((p, i) => addMass(margin, otMargin.min + i - lo, otMargin.min + i === 0 ? 0 : (tie * p) / (1 - otTie)));
  }

  // Total: with probability `tie` one overtime's points are added (independent of the margin).
  const otTotal = discretizedNormal(model.meanTotal * overtime, totalSd * Math.sqrt(overtime));
  const regulationMax = regulationTotal.min + regulationTotal.pmf.length - 1;
  const totalMin = regulationTotal.min + Math.min(0, otTotal.min);
  const totalMax = regulationMax + Math.max(0, otTotal.min + otTotal.pmf.length - 1);
  const total = new Float64Array(totalMax - totalMin + 1);
  regulationTotal.pmf.forEach((p, i) => {
    const value = regulationTotal.min + i;
    addMass(total, value - totalMin, (1 - tie) * p);
    if (tie > 0) otTotal.pmf.forEach((q, j) => addMass(total, value + otTotal.min + j - totalMin, tie * p * q));
  });

  return {
    regulationMargin,
    margin: discreteDistribution(lo, margin),
    total: discreteDistribution(totalMin, total),
    overtimeHomeShare,
  };
}

export interface BasketballMarketOptions {
  /** Alternative lines either side of the main handicap and total. */
  readonly each?: number;
  /** Points between alternative lines. */
  readonly step?: number;
  readonly minProbability?: number;
}

/** G101 winner incl. overtime (T401/T402), G2766 regular-time 1X2 (T3653–T3655), G2 handicaps, G17 totals. */
export function basketballMarkets(model: BasketballModel, state: BasketballState, options: BasketballMarketOptions = {}): FairMarket[] {
  const d = basketballDistributions(model, state);
  const regulationHome = probabilityAbove(d.regulationMargin, 0);
  const regulationDraw = probabilityOf(d.regulationMargin, 0);
  const markets: FairMarket[] = [
    plainMarket(G_WINNER_INCL_OVERTIME, [
      [401, regulationHome + regulationDraw * d.overtimeHomeShare],
      [402, 1 - regulationHome - regulationDraw * d.overtimeHomeShare],
    ]),
  ];
  if (!state.overtime) {
    markets.push(
      plainMarket(G_REGULAR_TIME_1X2, [
        [3653, regulationHome],
        [3654, regulationDraw],
        [3655, Math.max(0, 1 - regulationHome - regulationDraw)],
      ]),
    );
  }
  const ladder = { step: options.step ?? 2, each: options.each ?? 2 };
  for (const h of lineLadder(-balancedLine(d.margin, 0.5), ladder)) markets.push(handicapMarket(d.margin, h));
  const points = state.homePoints + state.awayPoints;
  for (const line of lineLadder(balancedLine(d.total, 0.5), { ...ladder, min: points + 0.5 })) markets.push(totalMarket(d.total, line));
  const minProbability = options.minProbability ?? 1e-4;
  return markets.map((m) => openMarket(m, minProbability)).filter((m): m is FairMarket => m !== null);
}
