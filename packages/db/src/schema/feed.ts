import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The sportsbook feed (issue 4): the catalogue, fixtures, results and odds history that the live
 * state keeps in memory, written asynchronously from the bus so that pages survive a restart
 * without the provider and the odds graph has its history. Ids are the provider's (wire-format:
 * SI sport, LI championship, I game, CI constant id); names are English and Russian.
 */

export const feedSports = pgTable('feed_sports', {
  /** wire-format §2.2 sport id. */
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  /** How the provider prices and plays it (feed model `Sport.model`). */
  model: text('model').notNull(),
  virtual: boolean('virtual').notNull(),
  sort: integer('sort').notNull(),
});

export const feedCountries = pgTable('feed_countries', {
  /** ISO 3166-1 numeric; 0 for international competitions. */
  id: integer('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
});

export const feedChampionships = pgTable('feed_championships', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  countryId: integer('country_id').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  /** The parent of a sub-championship; null at the top. */
  parentId: integer('parent_id'),
  sort: integer('sort').notNull(),
  top: boolean('top').notNull(),
});

export const feedTeams = pgTable('feed_teams', {
  id: integer('id').primaryKey(),
  sportId: integer('sport_id').notNull(),
  countryId: integer('country_id').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  /** The provider's model strength: `{attack?, defence?, elo}`. */
  rating: jsonb('rating').notNull(),
  logo: text('logo'),
});

export const feedPlayers = pgTable('feed_players', {
  id: integer('id').primaryKey(),
  teamId: integer('team_id'),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
});

/** Fixtures: games with teams, championship, start and kind; the state is the last one written. */
export const feedGames = pgTable(
  'feed_games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    constId: bigint('const_id', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    /** 1 live, 3 line (spec §3). */
    kind: smallint('kind').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    team1Id: integer('team1_id').notNull(),
    /** `{en, ru}`. */
    team1Name: jsonb('team1_name').notNull(),
    /** Null for outrights. */
    team2Id: integer('team2_id'),
    team2Name: jsonb('team2_name'),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** Sub-game type and period name, `{en, ru}` each. */
    subGameType: jsonb('sub_game_type'),
    periodName: jsonb('period_name'),
    /** Round and venue. */
    info: jsonb('info').notNull(),
    /** The feed model's GameState. */
    state: jsonb('state').notNull(),
    finished: boolean('finished').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feed_games_const_id_idx').on(t.constId),
    index('feed_games_open_idx').on(t.finished, t.startAt),
    index('feed_games_team1_idx').on(t.team1Id),
    index('feed_games_team2_idx').on(t.team2Id),
  ],
);

/**
 * What a game finished with (settlement reads it). A corrected result replaces the row and bumps
 * its revision, by which settlement knows to settle the game's bets again; an operator's correction
 * stands over whatever the feed sends for the game afterwards.
 */
export const feedResults = pgTable(
  'feed_results',
  {
    gameId: bigint('game_id', { mode: 'number' }).primaryKey(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** The final GameState. */
    state: jsonb('state').notNull(),
    cancelled: boolean('cancelled').notNull(),
    /** Outcomes of markets cancelled (status 4) in a game that finished: their bets are void. */
    cancelledOutcomes: jsonb('cancelled_outcomes').$type<{ group: number; type: number; param?: number; playerId?: number }[]>().notNull().default([]),
    /** 0 as first recorded; each correction adds one. */
    revision: integer('revision').notNull().default(0),
    /** Who corrected it last ('feed' or 'operator'), and why; null while uncorrected. */
    correctedBy: text('corrected_by'),
    correctionReason: text('correction_reason'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_results_finished_at_idx').on(t.finishedAt),
    index('feed_results_revised_idx').on(t.recordedAt).where(sql`${t.revision} > 0`),
    check('feed_results_corrected_by_value', sql`${t.correctedBy} is null or ${t.correctedBy} in ('feed', 'operator')`),
  ],
);

/** Every operator's correction of a result, as it was made (append-only): who, what and why. */
export const feedResultCorrections = pgTable(
  'feed_result_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    /** The result's revision this correction made. */
    revision: integer('revision').notNull(),
    state: jsonb('state').notNull(),
    cancelled: boolean('cancelled').notNull(),
    operator: text('operator').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feed_result_corrections_revision_key').on(t.gameId, t.revision)],
);

/**
 * Odds history for the game page's graph: one row per outcome price change, at most one per outcome
 * and second (the store batches them), pruned after FEED_ODDS_HISTORY_DAYS.
 */
export const feedOddsHistory = pgTable(
  'feed_odds_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    /** Market group G and type T (wire-format §2.1), line P (null when none), player. */
    groupId: integer('group_id').notNull(),
    type: integer('type').notNull(),
    param: doublePrecision('param'),
    playerId: integer('player_id'),
    /** Thousandths of decimal odds (DESIGN §1). */
    price: integer('price').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feed_odds_history_game_idx').on(t.gameId, t.groupId, t.type, t.at), index('feed_odds_history_at_idx').on(t.at)],
);
