import { outcomeParam, type GameResult, type Market, type OutcomeKey } from './model';

// What the live state keeps for settlement beside the score (DESIGN §4 "a corrected result
// resettles"): the outcomes of markets cancelled while a game was played (status 4: their bets are
// void even though the game finished), and the revision of a result that changed after it was
// first recorded. An operator's correction stands over whatever the feed sends for the game later.

/** The outcomes of each game's markets that were cancelled (status 4) while it was played. */
export class CancelledOutcomes {
  private readonly byGame = new Map<number, Map<string, OutcomeKey>>();

  /** Notes the cancelled markets of a game's new prices (a cancellation is final). */
  note(gameId: number, markets: readonly Market[]): void {
    for (const market of markets) {
      if (market.status !== 4) continue;
      const known = this.byGame.get(gameId) ?? new Map<string, OutcomeKey>();
      this.byGame.set(gameId, known);
      for (const outcome of market.outcomes) {
        const param = outcomeParam(market, outcome);
        const key: OutcomeKey = {
          group: market.group,
          type: outcome.type,
          ...(param === undefined ? {} : { param }),
          ...(outcome.playerId === undefined ? {} : { playerId: outcome.playerId }),
        };
        known.set(outcomeKeyText(key), key);
      }
    }
  }

  /** The game's cancelled outcomes, or undefined when none were. */
  of(gameId: number): OutcomeKey[] | undefined {
    const known = this.byGame.get(gameId);
    return known && known.size > 0 ? [...known.values()] : undefined;
  }

  forget(gameId: number): void {
    this.byGame.delete(gameId);
  }
}

export function outcomeKeyText(key: OutcomeKey): string {
  return `${key.group}|${key.type}|${key.param ?? ''}|${key.playerId ?? ''}`;
}

/** The facts of a result that settle bets (not when it was recorded, nor its revision). */
function factsOf(result: GameResult): string {
  return JSON.stringify([result.state, result.cancelled, result.cancelledOutcomes ?? []]);
}

/**
 * The result to keep when `incoming` arrives for a game whose result is `previous` (null: none
 * yet), or undefined to keep `previous`: a repeat changes nothing; an operator's correction is
 * taken when newer than what is kept, and the feed's results no longer once an operator corrected
 * it; the feed's different result is a correction by the feed, one revision on.
 */
export function revisedResult(previous: GameResult | null, incoming: GameResult, cancelledOutcomes: OutcomeKey[] | undefined): GameResult | undefined {
  // A called-off game voids every outcome: its markets' cancellations say nothing more.
  const withCancelled: GameResult =
    incoming.cancelledOutcomes !== undefined || incoming.cancelled || cancelledOutcomes === undefined ? incoming : { ...incoming, cancelledOutcomes };
  if (previous === null) return withCancelled;
  const revision = previous.revision ?? 0;
  if (incoming.correction?.by === 'operator') return (incoming.revision ?? 0) > revision ? withCancelled : undefined;
  if (previous.correction?.by === 'operator') return undefined;
  if (factsOf(previous) === factsOf(withCancelled)) return undefined;
  return {
    ...withCancelled,
    revision: Math.max(revision + 1, incoming.revision ?? 0),
    correction: incoming.correction ?? { by: 'feed', reason: 'The feed sent the result again with other facts' },
  };
}
