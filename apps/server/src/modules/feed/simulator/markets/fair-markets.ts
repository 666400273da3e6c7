import { basketballMarkets } from '@stavka/domain/pricing/basketball';
import { discreteDistribution, probabilityAbove, probabilityOf } from '@stavka/domain/pricing/discrete';
import { footballBook } from '@stavka/domain/pricing/football-book';
import { handicapMarket, overUnderMarket, teamTotalMarket, totalMarket } from '@stavka/domain/pricing/line-markets';
import { balancedLine, lineLadder } from '@stavka/domain/pricing/line-ladder';
import { type FairMarket, openMarket, plainMarket } from '@stavka/domain/pricing/market';
import { discretizedNormal } from '@stavka/domain/pricing/normal';
import { raceMarkets, winProbabilitiesFromRatings } from '@stavka/domain/pricing/racing';
import { tennisMarkets } from '@stavka/domain/pricing/tennis-markets';
import type { CricketInput, FightInput, FootballInput, HandballInput, HockeyInput, ModelInput, RunnersInput, SetsInput } from '../engines/model-input';
import { seriesDistribution } from './sets-series';

// The fair (margin-free) markets of a model input, from the pricing models of
// @stavka/domain/pricing (issue 4 "Prices from real models"). Runner markets carry the player
// of each outcome (wire-format PL).

/** Outright and race groups: wire-format §2.1 lists none, so the simulator's own (see the report). */
export const G_WINNER = 9001;
export const G_TOP_2 = 9002;
export const G_TOP_3 = 9003;
const RUNNER_GROUPS = [G_WINNER, G_TOP_2, G_TOP_3] as const;

export interface OfferedOutcome {
  type: number;
  param?: number;
  probability: number;
  playerId?: number;
}

export interface OfferedMarket {
  group: number;
  line?: number;
  sum: number;
  outcomes: OfferedOutcome[];
}

const COUNT_GROUPS = new Set([1, 2, 17, 15, 62, 14]);
const MIN_PROBABILITY = 1e-4;

function offered(markets: readonly FairMarket[]): OfferedMarket[] {
  return markets.map((m) => ({
    group: m.group,
    ...(m.line === undefined ? {} : { line: m.line }),
    sum: m.sum,
    outcomes: m.outcomes.map((o) => ({ type: o.type, probability: o.probability, ...(o.param === undefined ? {} : { param: o.param }) })),
  }));
}

function open(markets: readonly FairMarket[]): FairMarket[] {
  return markets.map((m) => openMarket(m, MIN_PROBABILITY)).filter((m): m is FairMarket => m !== null);
}

function football(input: FootballInput): FairMarket[] {
  const markets = footballBook(input.pricing).markets;
  if (input.book === 'full') return markets;
  // A half as its own game has no HT/FT; corners and cards get the short book.
  if (input.book === 'half') return markets.filter((m) => m.group !== 11);
  return markets.filter((m) => COUNT_GROUPS.has(m.group));
}

function hockey(input: HockeyInput): FairMarket[] {
  const winner = (home: number) =>
    plainMarket(101, [
      [401, home],
      [402, 1 - home],
    ]);
  if (input.inOvertime) return open([winner(input.overtimeHomeShare)]);
  const markets = footballBook(input.pricing).markets.filter((m) => m.group !== 11);
  const result = markets.find((m) => m.group === 1);
  const p = (type: number) => result?.outcomes.find((o) => o.type === type)?.probability ?? 0;
  return [...markets, ...open([winner(p(1) + p(2) * input.overtimeHomeShare)])];
}

function handball(input: HandballInput): FairMarket[] {
  const { params, state } = input;
  const fraction = state.minutesLeft / (params.gameMinutes ?? 60);
  const sdMargin = (params.marginSd ?? 0) * Math.sqrt(fraction);
  const margin = discretizedNormal(state.homePoints - state.awayPoints + params.meanMargin * fraction, sdMargin);
  const total = discretizedNormal(state.homePoints + state.awayPoints + params.meanTotal * fraction, (params.totalSd ?? 0) * Math.sqrt(fraction));
  const home = probabilityAbove(margin, 0);
  const draw = probabilityOf(margin, 0);
  const markets: FairMarket[] = [
    plainMarket(1, [
      [1, home],
      [2, draw],
      [3, Math.max(0, 1 - home - draw)],
    ]),
  ];
  for (const h of lineLadder(-balancedLine(margin, 0.5), { step: 1, each: 2 })) markets.push(handicapMarket(margin, h));
  for (const line of lineLadder(balancedLine(total, 0.5), { step: 1, each: 2 })) markets.push(totalMarket(total, line));
  return open(markets);
}

/** Set handicaps either side and total-sets lines between the shortest and longest match. */
function sets(input: SetsInput): FairMarket[] {
  const series = seriesDistribution(input);
  const need = (input.bestOf + 1) / 2;
  const markets: FairMarket[] = [
    plainMarket(1, [
      [1, series.winA],
      [3, 1 - series.winA],
    ]),
  ];
  const [hGroup, h1, h2] = input.groups.handicap;
  const [tGroup, over, under] = input.groups.total;
  // Handicaps ±1.5, ±2.5… (±0.5 would be the winner market again).
  for (let j = 1; j < need; j++) markets.push(handicapMarket(series.setMargin, -(j + 0.5), hGroup, [h1, h2]), handicapMarket(series.setMargin, j + 0.5, hGroup, [h1, h2]));
  for (let played = need; played < input.bestOf; played++) markets.push(overUnderMarket(series.totalSets, played + 0.5, tGroup, [over, under]));
  return open(markets);
}

function cricket(input: CricketInput): FairMarket[] {
  const [one, two] = input.runs;
  const margin = discretizedNormal(one.mean - two.mean, Math.hypot(one.sd, two.sd));
  // A tie goes to a super over: an even chance each.
  const home = probabilityAbove(margin, 0) + probabilityOf(margin, 0) / 2;
  const markets: FairMarket[] = [
    plainMarket(1, [
      [1, home],
      [3, 1 - home],
    ]),
  ];
  if (input.totalFor !== null) {
    const side = input.runs[input.totalFor];
    const runs = discretizedNormal(side.mean, side.sd);
    for (const line of lineLadder(balancedLine(runs, 0.5), { step: 5, each: 2 })) markets.push(teamTotalMarket(runs, input.totalFor === 0 ? 'home' : 'away', line));
  }
  return open(markets);
}

function fight(input: FightInput): FairMarket[] {
  const markets: FairMarket[] = [
    plainMarket(1, [
      [1, input.winHome],
      [3, 1 - input.winHome],
    ]),
  ];
  const rounds = discreteDistribution(1, Float64Array.from(input.endRound));
  for (let k = 1; k < input.endRound.length; k++) markets.push(overUnderMarket(rounds, k + 0.5));
  return open(markets);
}

function runners(input: RunnersInput): OfferedMarket[] {
  const win = winProbabilitiesFromRatings(
    input.runners.map((r) => r.strength),
    input.scale,
  );
  return raceMarkets(win)
    .slice(0, input.places)
    .map((market, i) => {
      const group = RUNNER_GROUPS[i] ?? G_WINNER;
      const outcomes = market.outcomes.flatMap((o) => {
        const playerId = input.runners[o.runner]?.playerId;
        return playerId === undefined || o.probability < MIN_PROBABILITY ? [] : [{ type: group, probability: o.probability, playerId }];
      });
      return { group, sum: market.sum, outcomes };
    });
}

/** Every fair market of the input's model, ready to be priced with a margin. */
export function fairMarkets(input: ModelInput): OfferedMarket[] {
  switch (input.model) {
    case 'football':
      return offered(football(input));
    case 'hockey':
      return offered(hockey(input));
    case 'basketball':
      return offered(basketballMarkets(input.params, input.state));
    case 'handball':
      return offered(handball(input));
    case 'tennis':
      return offered(tennisMarkets(input.serve, input.format, input.state));
    case 'sets':
      return offered(sets(input));
    case 'cricket':
      return offered(cricket(input));
    case 'fight':
      return offered(fight(input));
    case 'runners':
      return runners(input);
  }
}
