// A finished game from one team's side: won, drawn or lost by the full score of the results
// ("2:1 (1:0,1:1)", wire-format §1.8); cancelled games (status 4) and unreadable scores count as none.
import type { ResultGame } from '@stavka/contract/feed-wire';

export type Outcome = 'win' | 'draw' | 'loss';

export function fullScore(score: string): [number, number] | null {
  const match = /^\s*(\d+)\s*:\s*(\d+)/.exec(score);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function outcomeFor(game: ResultGame, teamId: number): Outcome | null {
  const score = fullScore(game.score);
  if (game.status !== 2 || score === null) return null;
  const home = game.opp1Ids.includes(teamId);
  if (!home && !game.opp2Ids.includes(teamId)) return null;
  const [own, other] = home ? score : [score[1], score[0]];
  return own > other ? 'win' : own < other ? 'loss' : 'draw';
}

/** Wins, draws and losses of a team over some games. */
export function record(games: readonly ResultGame[], teamId: number): Record<Outcome, number> {
  const out: Record<Outcome, number> = { win: 0, draw: 0, loss: 0 };
  for (const game of games) {
    const outcome = outcomeFor(game, teamId);
    if (outcome) out[outcome]++;
  }
  return out;
}
