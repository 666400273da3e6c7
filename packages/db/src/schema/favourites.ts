import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * A player's favourite games (api-contract §7.9 favourites). The game id is the feed's (I), kept
 * with its constant id (CI) so a link survives; there is no foreign key to the feed's tables,
 * which the feed owns and trims (DESIGN §3: modules never share tables).
 */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    constId: bigint('const_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

/**
 * The events of a game a player wants to be told about by push (api-contract §7.9 subscriptions):
 * the chosen event type ids and the language the notices name the teams in.
 */
export const gameSubscriptions = pgTable(
  'game_subscriptions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    siteId: integer('site_id').notNull(),
    /** Event type ids of GetEventTypesByGameId, ascending. */
    eventTypes: jsonb('event_types').$type<number[]>().notNull(),
    lang: text('lang').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('game_subscriptions_game_idx').on(t.gameId)],
);
