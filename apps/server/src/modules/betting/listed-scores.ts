import type { Game } from '../feed/service';

// "Any other score" (G136 T3786) wins when the final score is none of those its market listed, and
// the list changes as the game is priced (scores drop out as they become impossible, live). So the
// leg keeps the list it was taken against (bet_legs.listed_scores, as home × 1000 + away), and
// settlement reads it (finished-game.ts `listedScores`).

/** The scores the outcome's market lists now, for an "any other score" leg; null for any other outcome. */
export function listedScoresOf(game: Pick<Game, 'markets'> | undefined, quote: { group: number; type: number }): number[] | null {
  if (quote.group !== 136 || quote.type !== 3786 || !game) return null;
  const market = game.markets.find((m) => m.group === 136 && m.outcomes.some((o) => o.type === 3786));
  if (!market) return null;
  return market.outcomes.filter((o) => o.type === 731).map((o) => Math.round((o.param ?? market.param ?? 0) * 1000));
}
