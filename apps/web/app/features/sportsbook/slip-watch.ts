// Fresh prices and states for the games in the bet slip (issue 4: the slip "already shows live
// price changes and drops finished events"). One GetGamesZip call covers every game's main lines;
// a game whose selection lies in another market is read whole (GetGameZip); a game whose every
// price is closed is asked whether it is over (v1 gameInfo), so a key-event pause is not mistaken
// for the end of the match.
import type { WireEvent, WireGame } from '@stavka/contract/feed-wire';
import type { FeedClient } from './feed-client';
import { listedOutcomes, outcomeView } from './event-view';
import type { WatchedGameUpdate, WatchTarget } from './selection-types';

function outcomesOf(outcomes: ReturnType<typeof listedOutcomes>): WatchedGameUpdate['outcomes'] {
  return outcomes.map(({ gameId, group, type, param, playerId, price, blocked }) => ({ gameId, group, type, param, playerId, price, blocked }));
}

/** What a list answer tells about a game: its listed lines, complete for the groups it lists. */
export function updateFromEvent(event: WireEvent): WatchedGameUpdate {
  const outcomes = outcomesOf(listedOutcomes(event));
  return {
    gameId: event.I,
    state: 'open',
    kind: event.KI,
    updatedAt: event.U,
    outcomes,
    completeGroups: [...new Set(outcomes.map((o) => o.group))],
  };
}

/** A whole game (every market): complete for every group. */
export function updateFromGame(game: WireGame): WatchedGameUpdate {
  const outcomes = outcomesOf((game.E ?? []).map((o) => outcomeView(game.I, o)));
  return { gameId: game.I, state: 'open', kind: game.KI, updatedAt: game.U, outcomes, completeGroups: null };
}

export function goneUpdate(gameId: number): WatchedGameUpdate {
  return { gameId, state: 'gone', kind: null, updatedAt: 0, outcomes: [], completeGroups: [] };
}

/** Updates for the slip's games found in a page's answer (the rows and the slip then agree). */
export function updatesForTargets(events: readonly WireEvent[], targets: readonly WatchTarget[]): WatchedGameUpdate[] {
  if (targets.length === 0) return [];
  const wanted = new Set(targets.map((t) => t.gameId));
  return events.filter((event) => wanted.has(event.I)).map(updateFromEvent);
}

/** One look at every watched game; throws when the feed does not answer (nothing changes then). */
export async function watchGames(client: FeedClient, targets: readonly WatchTarget[], lang: string, signal?: AbortSignal): Promise<WatchedGameUpdate[]> {
  if (targets.length === 0) return [];
  const events = await client.games(
    targets.map((t) => t.gameId),
    lang,
    signal,
  );
  const byId = new Map(events.map((event) => [event.I, event]));
  return Promise.all(
    targets.map(async (target): Promise<WatchedGameUpdate> => {
      const event = byId.get(target.gameId);
      if (!event) return goneUpdate(target.gameId);
      let update = updateFromEvent(event);
      const listed = new Set(update.completeGroups);
      if (target.groups.some((group) => !listed.has(group))) {
        const game = await client.game(target.gameId, lang, signal);
        if (!game) return goneUpdate(target.gameId);
        update = updateFromGame(game);
      }
      const closed = update.outcomes.every((o) => o.blocked);
      if (closed && (await client.finished(event.KI, target.gameId, lang, signal)) !== false) return { ...update, state: 'finished' };
      return update;
    }),
  );
}
