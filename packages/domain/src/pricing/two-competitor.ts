// The generic model for sports without their own (ice hockey, volleyball, handball, esports, MMA,
// table tennis…): Elo strengths, with an optional draw by Davidson's (1970) extension of
// Bradley-Terry, and a normal approximation of the margin and the total on the sport's own scale.
//   π = 10^(rating/400);  P(A) = π_A / (π_A + π_B + ν√(π_A π_B)),  P(draw) = ν√(π_A π_B) / (…).
// ν = 0 is plain Elo: P(A) = 1 / (1 + 10^(−(r_A − r_B)/400)).
import { handicapMarket, totalMarket } from './line-markets';
import { balancedLine, lineLadder } from './line-ladder';
import { openMarket, plainMarket, type FairMarket } from './market';
import { discretizedNormal, normalQuantile } from './normal';
import type { ResultProbabilities } from './score-distributions';

export interface TwoCompetitorInput {
  readonly ratingHome: number;
  readonly ratingAway: number;
  /** Elo points added to the home side (0 at a neutral venue). */
  readonly homeAdvantage?: number;
  /** Davidson's ν ≥ 0; 0 for sports without draws. */
  readonly drawParameter?: number;
}

export function winProbabilities(input: TwoCompetitorInput): ResultProbabilities {
  const diff = input.ratingHome + (input.homeAdvantage ?? 0) - input.ratingAway;
  const nu = input.drawParameter ?? 0;
  if (!(nu >= 0)) throw new RangeError(`The draw parameter is ≥ 0, not ${nu}`);
  // Divide through by π_B: x = π_A/π_B = 10^(diff/400).
  const x = 10 ** (diff / 400);
  const draw = nu * Math.sqrt(x);
  const denominator = x + 1 + draw;
  return { home: x / denominator, draw: draw / denominator, away: 1 / denominator };
}

export interface NormalScale {
  /** Standard deviation of the final margin (or the total) in the sport's units. */
  readonly sd: number;
}

export interface TwoCompetitorMarketsInput extends TwoCompetitorInput {
  /** Margin scale for handicaps; the mean is set so P(margin > 0) matches the win chances. */
  readonly margin?: NormalScale;
  /** Expected total and its scale for totals. */
  readonly total?: NormalScale & { readonly mean: number };
  /** Alternative lines either side of the main ones, `step` apart. */
  readonly each?: number;
  readonly step?: number;
  readonly minProbability?: number;
}

/**
 * G1 winner (T1/T3, with T2 when draws are possible), G2 handicaps and G17 totals on integer
 * scores rounded from the normals.
 */
export function twoCompetitorMarkets(input: TwoCompetitorMarketsInput): FairMarket[] {
  const result = winProbabilities(input);
  const markets: FairMarket[] = [
    (input.drawParameter ?? 0) > 0
      ? plainMarket(1, [
          [1, result.home],
          [2, result.draw],
          [3, result.away],
        ])
      : plainMarket(1, [
          [1, result.home],
          [3, result.away],
        ]),
  ];
  const ladder = { step: input.step ?? 1, each: input.each ?? 2 };
  if (input.margin) {
    // Mean margin so that P(margin > 0 | decided) equals the two-way win chance.
    const twoWay = result.home / (result.home + result.away);
    const clamped = Math.min(1 - 1e-9, Math.max(1e-9, twoWay));
    const margin = discretizedNormal(input.margin.sd * normalQuantile(clamped), input.margin.sd);
    for (const h of lineLadder(-balancedLine(margin, 0.5), ladder)) markets.push(handicapMarket(margin, h));
  }
  if (input.total) {
    const total = discretizedNormal(input.total.mean, input.total.sd);
    for (const line of lineLadder(balancedLine(total, 0.5), { ...ladder, min: 0.5 })) markets.push(totalMarket(total, line));
  }
  const minProbability = input.minProbability ?? 1e-4;
  return markets.map((m) => openMarket(m, minProbability)).filter((m): m is FairMarket => m !== null);
}
