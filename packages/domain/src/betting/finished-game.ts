// The typed view of a finished game that settlement reads (outcome-result.ts). The feed's result
// (apps/server feed model `GameResult`: `cancelled` and the final `GameState`) maps onto it; what
// the feed does not hold yet is marked "server must keep".
//
//   sport      from the game's sport id (settlementSportOf): decides which time each market
//              counts (hockey markets but G101 on regulation time; basketball lines with overtime).
//   cancelled  GameResult.cancelled, or the market cancelled (status 4): every outcome is void.
//   score      GameState.score: the final score, everything included (overtime, and the one goal a
//              hockey shootout adds); sets won in tennis and set sports; runs in cricket; 1:0 / 0:1
//              for a fight's winner.
//   periods    GameState.periods in order, each tagged: 'regular' for halves, quarters, periods,
//              sets, innings and rounds; 'overtime' for a basketball period after the fourth or a
//              hockey "Overtime"; 'shootout' for a hockey "Shootout". Tennis periods hold games per
//              set, set sports points per set, a fight one entry per round fought.
//   goals      server must keep: every goal (point-scoring event of a goal sport) in order with its
//              side, the period it fell in and the minute of play. The engines do not record it;
//              the server can: each 'goal' key event's score change names the side. Without it,
//              next goal, last goal, race to N and goal intervals settle only when the periods'
//              scores decide them (goal-order.ts), and are otherwise unsettleable.
//   winner     server must keep: who won a game whose score is level (a cricket tie decided by a
//              super over). Without it such a game's winner markets are unsettleable.
//   stats      GameState.stats (corners, yellowCards, redCards …), for outcomes scoped to a statistic.
//   placings   races and outrights: runners' player ids in finishing order — from the race's
//              `runner:<playerId>` stats ([place, progress]) sorted by place; nonRunners: server
//              must keep the runners withdrawn before the off (their bets are void).

export type Side = 'home' | 'away';

export interface Score {
  readonly home: number;
  readonly away: number;
}

export type PeriodKind = 'regular' | 'overtime' | 'shootout';

export interface PeriodScore {
  readonly kind: PeriodKind;
  readonly score: Score;
}

export interface GoalEvent {
  readonly side: Side;
  /** 1-based index into `periods`. */
  readonly period: number;
  /** Minute of play, 1-based; stoppage time counts in the period's last minute (45, 90). */
  readonly minute?: number;
}

/** How a sport's markets settle; the simulator's engines share these names (apps/server simulator). */
export type SettlementSport = 'football' | 'hockey' | 'basketball' | 'handball' | 'tennis' | 'sets' | 'cricket' | 'fight' | 'runners';

export interface FinishedGame {
  readonly sport: SettlementSport;
  readonly cancelled: boolean;
  readonly score: Score;
  readonly periods: readonly PeriodScore[];
  readonly goals?: readonly GoalEvent[];
  readonly winner?: Side;
  readonly stats?: Readonly<Record<string, Score>>;
  readonly placings?: readonly number[];
  readonly nonRunners?: readonly number[];
}

// wire-format §2.2 sport ids the trading simulator plays (apps/server simulator catalogue), by rules.
const SPORTS: Readonly<Record<number, SettlementSport>> = {
  1: 'football',
  85: 'football',
  2: 'hockey',
  144: 'hockey',
  3: 'basketball',
  89: 'basketball',
  8: 'handball',
  4: 'tennis',
  6: 'sets',
  10: 'sets',
  40: 'sets',
  66: 'cricket',
  189: 'fight',
  44: 'runners',
  202: 'runners',
  301: 'runners',
  311: 'runners',
};

/** The settlement rules of a sport id; undefined for a sport whose rules are not defined here. */
export function settlementSportOf(sportId: number): SettlementSport | undefined {
  return SPORTS[sportId];
}

export const sumScores = (scores: readonly Score[]): Score =>
  scores.reduce((a, b) => ({ home: a.home + b.home, away: a.away + b.away }), { home: 0, away: 0 });

export const totalOf = (score: Score): number => score.home + score.away;

/** home − away from the backed side's view. */
export const marginFor = (score: Score, side: Side): number => (side === 'home' ? score.home - score.away : score.away - score.home);

export const sideGoals = (score: Score, side: Side): number => (side === 'home' ? score.home : score.away);

/** The score at the end of regulation time (its regular periods); null when the game lists none. */
export function regulationScore(game: FinishedGame): Score | null {
  const regular = game.periods.filter((p) => p.kind === 'regular');
  return regular.length === 0 ? null : sumScores(regular.map((p) => p.score));
}
