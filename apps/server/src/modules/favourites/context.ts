import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@stavka/db/client';
import type { EventBus } from '../../bus/event-bus';
import type { Feed } from '../feed/service';

/** What favourites and subscriptions need from the app, made once in buildApp. */
export interface FavouritesContext {
  db: Database;
  bus: EventBus;
  feed: Feed;
  log: FastifyBaseLogger;
}

/**
 * A player's saved choice for a game, published on the bus so that the notice subscriber of every
 * server process follows it (DESIGN §7: a player's sockets may be on any process).
 */
export const SUBSCRIPTION_SUBJECT = {
  user: (userId: number) => `favourites.subscription.${userId}`,
  all: 'favourites.subscription.*',
} as const;

export interface SubscriptionChanged {
  userId: number;
  gameId: number;
  /** Empty: the player follows nothing of this game any more. */
  events: number[];
  lang: 'ru' | 'en';
}
