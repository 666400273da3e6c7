import { settlementSportOf, type FinishedGame, type GoalEvent, type PeriodKind, type Score } from '@stavka/domain/betting/finished-game';
import { racePlacings, type GameResult } from '../feed/service';

// The feed's result of a game as settlement reads it (packages/domain/src/betting/finished-game.ts):
// the final score, the periods tagged regular, overtime or shootout by their names, the goal
// sequence (team, period, minute), the winner of a level game (a super over), the statistics, and a
// race's finishing order from its runners' `runner:<id>` statistics ([place, progress]) with the
// runners withdrawn at the off. Sub-games (corners, cards, a half) have results of their own and
// settle on their own score.

export function finishedGameOf(sportId: number, result: GameResult): FinishedGame | undefined {
  const sport = settlementSportOf(sportId);
  if (!sport) return undefined;
  const state = result.state;
  const stats: Record<string, Score> = {};
  for (const [key, [a, b]] of Object.entries(state.stats)) if (!key.startsWith('runner:')) stats[key] = { home: a, away: b };
  const placings = racePlacings(state).map((runner) => runner.playerId);
  const goals = state.goals?.map((goal): GoalEvent => ({ side: goal.team === 1 ? 'home' : 'away', period: goal.period, minute: goal.minute }));
  return {
    sport,
    cancelled: result.cancelled,
    score: { home: state.score[0], away: state.score[1] },
    periods: state.periods.map((period) => ({ kind: periodKind(period.name.en), score: { home: period.score[0], away: period.score[1] } })),
    stats,
    ...(goals ? { goals } : {}),
    ...(state.winner ? { winner: state.winner === 1 ? ('home' as const) : ('away' as const) } : {}),
    ...(placings.length > 0 ? { placings } : {}),
    ...(state.nonRunners && state.nonRunners.length > 0 ? { nonRunners: [...state.nonRunners] } : {}),
  };
}

function periodKind(name: string): PeriodKind {
  if (/shoot-?out|penalt/i.test(name)) return 'shootout';
  if (/overtime|extra/i.test(name)) return 'overtime';
  return 'regular';
}
