import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { walletAccounts, walletTransfers } from './wallet';

// Bets (issue 12). A bet holds its stake on the ledger from the moment it is accepted (a hold on the
// player's account); settlement posts the hold and pays the return, exactly once per settlement
// version; a corrected result settles the bet again as a new version, reversing the previous one.

/** A builder: legs of one game at one joint coefficient (decision 0026). */
export const betKinds = ['single', 'express', 'system', 'chain', 'anti_express', 'builder'] as const;
export type BetKind = (typeof betKinds)[number];

/**
 * waiting: a live bet in its acceptance delay (its stake already held); refused: not taken (the hold
 * voided); accepted: open; then won, lost, returned (void: the stake back) or cashed_out.
 */
export const betStatuses = ['waiting', 'refused', 'accepted', 'won', 'lost', 'returned', 'cashed_out'] as const;
export type BetStatus = (typeof betStatuses)[number];

export const bets = pgTable(
  'bets',
  {
    /** The bet number players see. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 700000001 }),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    currencyCode: text('currency_code').notNull(),
    /** The client's key (`betGuid`): one bet per player and key. */
    betGuid: text('bet_guid').notNull(),
    kind: text('kind', { enum: betKinds }).notNull(),
    /** The family's `Vid` as the client sent it (0 single, 1 express, 2 system …). */
    vid: smallint('vid').notNull(),
    /** A system's k (`expressNum`). */
    systemSize: smallint('system_size'),
    /** What the player put down, and what was bet of it after the stake tax. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    netStake: bigint('net_stake', { mode: 'bigint' }).notNull(),
    /** The combined coefficient at acceptance in thousandths (null for a system). */
    coefficient: bigint('coefficient', { mode: 'number' }),
    /** What the bet returns if every leg wins, after taxes. */
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: betStatuses }).notNull(),
    refusal: text('refusal'),
    /** What settlement paid (the latest version), in minor units. */
    payout: bigint('payout', { mode: 'bigint' }),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    /** Bumped by every settlement; a corrected result settles again as the next version. */
    settlementVersion: integer('settlement_version').notNull().default(0),
    live: boolean('live').notNull(),
    /** Odds-change policy (`CheckCf`): 0 refuse any change, 1 accept higher, 2 accept any. */
    checkCf: smallint('check_cf').notNull(),
    /** `Source` of the family (55 web, 110 legacy mobile). */
    source: smallint('source').notNull(),
    /** When a waiting live bet is decided. */
    decideAt: timestamp('decide_at', { withTimezone: true }),
    /** Facts of the coupon for the history: taxes, boost, chain links, the options chosen. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_user_guid_key').on(t.userId, t.betGuid),
    check('bets_kind_value', sql`${t.kind} in ('single', 'express', 'system', 'chain', 'anti_express', 'builder')`),
    check('bets_status_value', sql`${t.status} in ('waiting', 'refused', 'accepted', 'won', 'lost', 'returned', 'cashed_out')`),
    check('bets_stake_positive', sql`${t.stake} > 0 and ${t.netStake} > 0 and ${t.netStake} <= ${t.stake}`),
    index('bets_user_time_idx').on(t.userId, t.createdAt),
    index('bets_open_idx').on(t.status).where(sql`${t.status} in ('waiting', 'accepted')`),
    index('bets_waiting_idx').on(t.decideAt).where(sql`${t.status} = 'waiting'`),
  ],
);

export const betLegs = pgTable(
  'bet_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    /** The leg's place in the coupon (0-based), as `eventsIndexes` counts. */
    position: smallint('position').notNull(),
    gameId: bigint('game_id', { mode: 'number' }).notNull(),
    constId: bigint('const_id', { mode: 'number' }).notNull(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    /** 1 live, 3 line (the game's kind when the bet was accepted). */
    feedKind: smallint('feed_kind').notNull(),
    marketGroup: integer('market_group').notNull(),
    outcomeType: integer('outcome_type').notNull(),
    /** The line (P) in thousandths; null for a market without one. */
    paramThousandths: integer('param_thousandths'),
    playerId: integer('player_id'),
    /** The coefficient the leg was accepted at, in thousandths. */
    coefficient: integer('coefficient').notNull(),
    /** Game start, unix seconds. */
    start: bigint('start', { mode: 'number' }).notNull(),
    /** Names in the player's language at acceptance (teams, championship, market, outcome). */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    /**
     * "Any other score" (G136 T3786): the scores its market listed when the bet was taken, as
     * home × 1000 + away; the outcome wins on none of them. Null for every other outcome.
     */
    listedScores: integer('listed_scores').array(),
    /** win, lose, void, half_win, half_lose once settled. */
    result: text('result'),
    /** Why: the score or statistic and the rule that decided the leg. */
    explanation: text('explanation'),
    /** What decided it: the game's result, its market's cancellation, or an operator's void. */
    decidedBy: text('decided_by'),
    /** The revision of the game's result it was settled on; a newer one settles it again. */
    resultRevision: integer('result_revision'),
    /** Why the result cannot decide it (outcome-types.ts), while it waits for an operator. */
    unsettleable: text('unsettleable'),
    /** The operator who voided it. */
    voidedBy: text('voided_by'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.position] }),
    index('bet_legs_game_idx').on(t.gameId),
    index('bet_legs_unsettleable_idx').on(t.betId).where(sql`${t.unsettleable} is not null and ${t.result} is null`),
    check('bet_legs_decided_by_value', sql`${t.decidedBy} is null or ${t.decidedBy} in ('result', 'market', 'operator')`),
  ],
);

/** Every settlement of a bet, in order (append-only): what it paid and why. */
export const betSettlements = pgTable(
  'bet_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    version: integer('version').notNull(),
    status: text('status', { enum: betStatuses }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    /** The transfers it made (the stake's post or void, the payout), for a later reversal. */
    transferIds: jsonb('transfer_ids').$type<number[]>().notNull().default([]),
    /** The transfer by which the house has the stake after this version; null when the player has it back. */
    stakeTransferId: bigint('stake_transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    /** This version's payout to the player; a later version reverses it. */
    payoutTransferId: bigint('payout_transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bet_settlements_version_key').on(t.betId, t.version)],
);

/** Slips shared by code (SaveCoupon / GetCoupon), readable under any partner of the deployment. */
export const savedCoupons = pgTable(
  'saved_coupons',
  {
    code: text('code').primaryKey(),
    siteId: integer('site_id').notNull(),
    coupon: jsonb('coupon').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_coupons_expires_idx').on(t.expiresAt)],
);

/**
 * A player's bet-slip settings, kept on the server so they follow the player to any device: the
 * odds-change policy, one-click betting with its saved stake (in the currency it was saved in),
 * refusing a live bet whose score changes during its wait, and keeping the slip after a bet.
 */
export const couponSettings = pgTable(
  'coupon_settings',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    /** `CheckCf`: 0 refuse any change, 1 accept a higher coefficient, 2 accept any. */
    checkCf: smallint('check_cf').notNull().default(0),
    oneClickEnabled: boolean('one_click_enabled').notNull().default(false),
    /** The one-click stake in minor units of `oneClickCurrency`; null when none is saved. */
    oneClickStake: bigint('one_click_stake', { mode: 'bigint' }),
    oneClickCurrency: text('one_click_currency'),
    dropOnScoreChange: boolean('drop_on_score_change').notNull().default(false),
    /** The slip keeps its selections after a bet is placed. */
    keepSelections: boolean('keep_selections').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_settings_check_cf_value', sql`${t.checkCf} in (0, 1, 2)`),
    check('coupon_settings_one_click_stake', sql`(${t.oneClickStake} is null) = (${t.oneClickCurrency} is null) and (${t.oneClickStake} is null or ${t.oneClickStake} > 0)`),
  ],
);

/**
 * Duels (decision 0026): a team of one game against a team of another on the goals each scores, a
 * game of its own whose id is in the synthetic space from 9 000 000 000 001 (far above any feed
 * game's). One row per ordered pair of sides: building the same duel again finds it.
 */
export const duels = pgTable(
  'duels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 9_000_000_000_001 }),
    /** Team A: its game and side there (1 home, 2 away). */
    game1Id: bigint('game1_id', { mode: 'number' }).notNull(),
    side1: smallint('side1').notNull(),
    /** Team B. */
    game2Id: bigint('game2_id', { mode: 'number' }).notNull(),
    side2: smallint('side2').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('duels_sides_key').on(t.game1Id, t.side1, t.game2Id, t.side2),
    index('duels_created_idx').on(t.createdAt),
    check('duels_sides_value', sql`${t.side1} in (1, 2) and ${t.side2} in (1, 2)`),
    check('duels_two_games', sql`${t.game1Id} <> ${t.game2Id}`),
  ],
);

export type Bet = typeof bets.$inferSelect;
export type BetLeg = typeof betLegs.$inferSelect;
export type BetSettlement = typeof betSettlements.$inferSelect;
export type CouponSettingsRow = typeof couponSettings.$inferSelect;
export type Duel = typeof duels.$inferSelect;

/**
 * A player's "clear bet history" (office_bets_history_clear): bets placed before this time are
 * left out of their history view. Nothing is deleted; the bets, their money and support's view stay.
 */
export const betHistoryClearings = pgTable('bet_history_clearings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  clearedBefore: timestamp('cleared_before', { withTimezone: true }).notNull(),
});
