// Tennis markets from the match chain (tennis-match.ts): match winner, set handicap, total sets
// and total games (wire-format §2.1: G1 T1/T3, G109 T732/T733, G182 T971/T972, G17 T9/T10).
import { overUnderMarket, handicapMarket, totalMarket } from './line-markets';
import { balancedLine, halfLinesAround } from './line-ladder';
import { openMarket, plainMarket, type FairMarket } from './market';
import { matchDistribution, MATCH_START, type MatchFormat, type TennisState } from './tennis-match';
import type { ServeProbabilities } from './tennis';

export const G_SET_HANDICAP = 109;
export const G_TOTAL_SETS = 182;

export interface ServeReturnRecord {
  /** Share of points won on own serve. */
  readonly servePointsWon: number;
  /** Share of points won on the opponent's serve. */
  readonly returnPointsWon: number;
}

/**
 * P(server wins a point) against this receiver (Barnett & Clarke 2005): the tour average
 * `average` moved by how much better the server serves and the receiver returns than average.
 */
export function servePointProbability(server: ServeReturnRecord, receiver: ServeReturnRecord, average = 0.64): number {
  const p = average + (server.servePointsWon - average) - (receiver.returnPointsWon - (1 - average));
  return Math.min(0.99, Math.max(0.01, p));
}

export interface TennisMarketOptions {
  /** Alternative x.5 total-games lines within this many games of the balanced one. */
  readonly gamesReach?: number;
  readonly minProbability?: number;
}

export function tennisMarkets(serve: ServeProbabilities, format: MatchFormat, state: TennisState = MATCH_START, options: TennisMarketOptions = {}): FairMarket[] {
  const match = matchDistribution(serve, format, state);
  const markets: FairMarket[] = [
    plainMarket(1, [
      [1, match.winA],
      [3, 1 - match.winA],
    ]),
  ];
  const handicaps = format.bestOf === 3 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5];
  for (const h of handicaps) markets.push(handicapMarket(match.setMargin, h, G_SET_HANDICAP, [732, 733]));
  const setLines = format.bestOf === 3 ? [2.5] : [3.5, 4.5];
  for (const line of setLines) markets.push(overUnderMarket(match.totalSets, line, G_TOTAL_SETS, [971, 972]));
  const played = (state.gamesInCompletedSets ?? 0) + state.gamesA + state.gamesB;
  for (const line of halfLinesAround(balancedLine(match.totalGames, 0.5), options.gamesReach ?? 2, played + 0.5)) {
    markets.push(totalMarket(match.totalGames, line));
  }
  const minProbability = options.minProbability ?? 1e-4;
  return markets.map((m) => openMarket(m, minProbability)).filter((m): m is FairMarket => m !== null);
}
