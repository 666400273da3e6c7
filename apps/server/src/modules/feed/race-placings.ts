import type { GameState } from './model';

/**
 * A race's finishing order from its runners' statistics (`runner:<player id>` → [place, progress]),
 * first first; runners withdrawn at the off have no place. Empty for a game that is no race.
 */
export function racePlacings(state: GameState): { playerId: number; place: number }[] {
  const placed: { playerId: number; place: number }[] = [];
  for (const [key, [place]] of Object.entries(state.stats)) {
    const runner = /^runner:(\d+)$/.exec(key);
    if (runner && place > 0) placed.push({ playerId: Number(runner[1]), place });
  }
  return placed.sort((a, b) => a.place - b.place);
}
