// Favourites and game subscriptions (api-contract §7.9). The favourites and subscription services
// answer in the family envelope `{Success, Error, ErrorCode, Value}` (wire-format §1.1); the site's
// own save call `/web-api/gamesubscription/save` answers the office shape `{success, data}`.
import { z } from 'zod';
import { familyEnvelopeSchema } from './feed-wire';

export const favouritesPaths = {
  list: '/service-api/favorites/v1/Favorite',
  games: '/service-api/favorites/v1/Favorite/Games',
  migrateGames: '/service-api/favorites/v1/Favorite/migrate/Games',
  eventTypes: '/service-api/SubscriptionService/api/GetEventTypesByGameId',
  subscription: '/service-api/SubscriptionService/api/GetGameSubscription',
  saveSubscription: '/web-api/gamesubscription/save',
} as const;

/** Most favourite games a player keeps; adding more is refused with a clear error. */
export const FAVOURITE_GAMES_LIMIT = 100;
/** Most games a player follows by push at once. */
export const SUBSCRIBED_GAMES_LIMIT = 100;

const gameId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Game ids as a JSON array or a comma-joined list (spec §7.1 id lists); deduplicated. */
const gameIdList = (max: number) =>
  z
    .preprocess((value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value), z.array(gameId).min(1).max(max))
    .transform((ids) => [...new Set(ids)]);

/** POST and DELETE …/Favorite/Games: the games to add or remove (game ids I or constant ids CI). */
export const favouriteGamesInputSchema = z.object({ gameIds: gameIdList(FAVOURITE_GAMES_LIMIT) });
export type FavouriteGamesInput = { gameIds: number[] };

/** POST …/Favorite/migrate/Games: a guest's stored favourites; more than the limit are cut, not refused. */
export const migrateFavouritesInputSchema = z.object({ gameIds: gameIdList(1_000) });

export const favouriteGameSchema = z.strictObject({
  /** Game id (I). */
  GameId: z.number().int().positive(),
  /** Constant id (CI). */
  ConstId: z.number().int().positive(),
  /** When it was added, unix seconds. */
  AddedAt: z.number().int().nonnegative(),
});
export type FavouriteGame = z.infer<typeof favouriteGameSchema>;

export const favouritesValueSchema = z.strictObject({ Games: z.array(favouriteGameSchema) });
export type FavouritesValue = z.infer<typeof favouritesValueSchema>;
export const favouritesAnswerSchema = familyEnvelopeSchema(favouritesValueSchema);

// --- subscriptions --------------------------------------------------------------------------------

/** The event types a player can be told about (GetEventTypesByGameId ids). */
export const gameEventTypes = { start: 1, score: 2, period: 3, result: 4, redCard: 5 } as const;
export type GameEventTypeId = (typeof gameEventTypes)[keyof typeof gameEventTypes];
const eventTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

/** GET GetEventTypesByGameId?gameId=…&lng=… */
export const eventTypesQuerySchema = z.object({ gameId, lng: z.string().max(16).optional() });

export const gameEventTypeSchema = z.strictObject({ Id: eventTypeIdSchema, Name: z.string().min(1) });
export type GameEventType = z.infer<typeof gameEventTypeSchema>;
export const eventTypesAnswerSchema = familyEnvelopeSchema(z.array(gameEventTypeSchema));

/** POST GetGameSubscription: which game. */
export const gameSubscriptionQuerySchema = z.object({ gameId });

export const gameSubscriptionSchema = z.strictObject({
  GameId: z.number().int().positive(),
  /** The chosen event type ids, ascending; empty when the player follows nothing of this game. */
  Events: z.array(eventTypeIdSchema),
});
export type GameSubscription = z.infer<typeof gameSubscriptionSchema>;
export const gameSubscriptionAnswerSchema = familyEnvelopeSchema(gameSubscriptionSchema);

/** POST /web-api/gamesubscription/save: the events plus the usual parameters (game, language). */
export const saveSubscriptionInputSchema = z.object({
  gameId,
  events: z
    .array(eventTypeIdSchema)
    .max(5)
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  lng: z.string().max(16).optional(),
});
export type SaveSubscriptionInput = { gameId: number; events: GameEventTypeId[]; lng?: string };
