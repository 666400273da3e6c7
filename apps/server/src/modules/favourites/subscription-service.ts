import { SUBSCRIBED_GAMES_LIMIT, type GameEventType, type GameEventTypeId, type GameSubscription } from '@stavka/contract/favourites';
import { AppError, validationFailed } from '../../http/app-error';
import type { Feed } from '../feed/service';
import { SUBSCRIPTION_SUBJECT, type FavouritesContext, type SubscriptionChanged } from './context';
import { offeredTypes, presentEventTypes, type Lang } from './event-types';
import { deleteSubscription, findSubscription, saveSubscription } from './repo';

// Game subscriptions (api-contract §7.9): which events of a game a player wants by push. Saving
// stores the choice and announces it on the bus; the notice subscriber does the rest.

type GameEntry = NonNullable<ReturnType<Feed['findGame']>>;

function gameOf(ctx: FavouritesContext, id: number): GameEntry {
  const entry = ctx.feed.findGame(id);
  if (!entry) throw new AppError('not_found', `Game is not found in Sports: ${id}`);
  return entry;
}

function typesOf(ctx: FavouritesContext, entry: GameEntry): GameEventTypeId[] {
  const sport = ctx.feed.state.directory.sports.get(entry.game.sportId);
  return offeredTypes({ kind: entry.game.kind, finished: entry.result !== null || entry.game.state.finished, hasCards: sport?.model === 'football' });
}

export function eventTypesOf(ctx: FavouritesContext, gameId: number, lang: Lang): GameEventType[] {
  return presentEventTypes(typesOf(ctx, gameOf(ctx, gameId)), lang);
}

export async function subscriptionOf(ctx: FavouritesContext, userId: number, id: number): Promise<GameSubscription> {
  const gameId = ctx.feed.findGame(id)?.game.id ?? id;
  const row = await findSubscription(ctx.db, userId, gameId);
  return { GameId: gameId, Events: (row?.eventTypes ?? []) as GameSubscription['Events'] };
}

export async function saveGameSubscription(
  ctx: FavouritesContext,
  who: { userId: number; siteId: number },
  input: { gameId: number; events: GameEventTypeId[]; lang: Lang },
): Promise<GameSubscription> {
  const entry = gameOf(ctx, input.gameId);
  const gameId = entry.game.id;
  if (input.events.length === 0) {
    await deleteSubscription(ctx.db, who.userId, gameId);
  } else {
    const offered = typesOf(ctx, entry);
    if (offered.length === 0) throw new AppError('conflict', 'The game is over');
    const refused = input.events.filter((id) => !offered.includes(id));
    if (refused.length > 0) throw validationFailed({ events: [`Not offered for this game: ${refused.join(',')}`] });
    const saved = await saveSubscription(ctx.db, { userId: who.userId, gameId, siteId: who.siteId, eventTypes: input.events, lang: input.lang }, SUBSCRIBED_GAMES_LIMIT);
    if (saved === 'over-limit') {
      throw new AppError('conflict', `At most ${SUBSCRIBED_GAMES_LIMIT} games can be followed at once`, undefined, { limit: SUBSCRIBED_GAMES_LIMIT });
    }
  }
  const change: SubscriptionChanged = { userId: who.userId, gameId, events: input.events, lang: input.lang };
  ctx.bus.publish(SUBSCRIPTION_SUBJECT.user(who.userId), change);
  return { GameId: gameId, Events: input.events };
}
