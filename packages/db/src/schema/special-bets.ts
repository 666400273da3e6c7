import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bets } from './betting';
import { users } from './identity';
import { walletAccounts, walletTransfers } from './wallet';

// Bets that wait for something before they are placed, and the coupon options around a bet
// (issue 12; decision 0028). An auto bet waits, its stake held, until its selection's price reaches
// the player's target; a VIP request (a stake above the maximum) waits, its stake held, for an
// operator's decision and then the player's confirmation. Each holds its stake on the ledger until it
// becomes a bet (the hold released and the bet's own taken in one unit of work) or is dropped (the
// hold released). Bets published to the brand's lobby, and the promo codes a brand knows.

/** pending: waiting for the price, its stake held; placed: it became `betId`; cancelled: its hold released. */
export const autoBetStatuses = ['pending', 'placed', 'cancelled'] as const;
export type AutoBetStatus = (typeof autoBetStatuses)[number];

export const autoBets = pgTable(
  'auto_bets',
  {
    /** The number the player sees and cancels by. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 810000001 }),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    currencyCode: text('currency_code').notNull(),
    /** The client's key (`betGuid`): the bet it becomes is keyed `<betGuid>~auto`. */
    betGuid: text('bet_guid').notNull(),
    /** The coupon as sent (keys folded), placed as it is once the price is reached. */
    coupon: jsonb('coupon').$type<Record<string, unknown>>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The target in decimal thousandths, and as the player typed it in their odds format (`autoBetCfView`). */
    targetCoefficient: integer('target_coefficient').notNull(),
    targetText: text('target_text').notNull(),
    targetView: smallint('target_view').notNull(),
    status: text('status', { enum: autoBetStatuses }).notNull(),
    /** Why it was cancelled: the player, the game started, the market closed, the bet refused. */
    reason: text('reason'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auto_bets_user_guid_key').on(t.userId, t.betGuid),
    index('auto_bets_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('auto_bets_user_time_idx').on(t.userId, t.createdAt),
    check('auto_bets_status_value', sql`${t.status} in ('pending', 'placed', 'cancelled')`),
    check('auto_bets_stake_positive', sql`${t.stake} > 0`),
    check('auto_bets_target_value', sql`${t.targetCoefficient} > 1000`),
    check('auto_bets_placed_has_bet', sql`(${t.status} = 'placed') = (${t.betId} is not null)`),
  ],
);

/**
 * pending: waiting for an operator; approved: waiting for the player to place it (`approvedBet`);
 * placed: it became `betId`; rejected, expired, cancelled: its hold released.
 */
export const vipBetStatuses = ['pending', 'approved', 'placed', 'rejected', 'expired', 'cancelled'] as const;
export type VipBetStatus = (typeof vipBetStatuses)[number];

export const vipBetRequests = pgTable(
  'vip_bet_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 820000001 }),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    currencyCode: text('currency_code').notNull(),
    /** The client's key (`betGuid`) of the request; the approved bet is placed with the same key. */
    betGuid: text('bet_guid').notNull(),
    /** The coupon as sent (keys folded), with each selection's coefficient when it was asked. */
    coupon: jsonb('coupon').$type<Record<string, unknown>>().notNull(),
    vid: smallint('vid').notNull(),
    /** The stake asked (`VIPBetSumm`), held while the request is open. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The coupon's coefficient when it was asked, in thousandths. */
    coefficient: integer('coefficient').notNull(),
    /** The player's geo country when asked (the brand allows VIP bets per geo). */
    geoCountryId: integer('geo_country_id').notNull(),
    status: text('status', { enum: vipBetStatuses }).notNull(),
    /** What the operator approved: the coefficient (a single's may differ from the one asked) and the stake. */
    approvedCoefficient: integer('approved_coefficient'),
    approvedStake: bigint('approved_stake', { mode: 'bigint' }),
    operator: text('operator'),
    /** The operator's reason for a refusal, or why it expired or was cancelled. */
    reason: text('reason'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    betId: bigint('bet_id', { mode: 'number' }).references(() => bets.id),
    /** Until when it may be decided (pending) or placed (approved); then its hold is released. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vip_bet_requests_user_guid_key').on(t.userId, t.betGuid),
    index('vip_bet_requests_open_idx').on(t.expiresAt).where(sql`${t.status} in ('pending', 'approved')`),
    index('vip_bet_requests_user_time_idx').on(t.userId, t.createdAt),
    index('vip_bet_requests_status_idx').on(t.status, t.createdAt),
    check('vip_bet_requests_status_value', sql`${t.status} in ('pending', 'approved', 'placed', 'rejected', 'expired', 'cancelled')`),
    check('vip_bet_requests_stake_positive', sql`${t.stake} > 0`),
    check('vip_bet_requests_approved_stake', sql`${t.approvedStake} is null or (${t.approvedStake} > 0 and ${t.approvedStake} <= ${t.stake})`),
    // An approved request (and the bet it became) carries what was approved; a later expiry keeps it.
    check('vip_bet_requests_approval', sql`${t.status} not in ('approved', 'placed') or (${t.approvedCoefficient} is not null and ${t.approvedStake} is not null)`),
    check('vip_bet_requests_placed_has_bet', sql`(${t.status} = 'placed') = (${t.betId} is not null)`),
  ],
);

/** A bet its player published to the brand's lobby (`withLobby`): others see its selections and follow them. */
export const betLobby = pgTable(
  'bet_lobby',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id),
    siteId: integer('site_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bet_lobby_site_time_idx').on(t.siteId, t.createdAt)],
);

/**
 * A promo code a brand knows (`promo` of a coupon). Kept in upper case; a code is good from
 * `validFrom` until `validUntil` (open-ended when null). What a code gives comes with the bonus issue.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    code: text('code').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_site_code_key').on(t.siteId, t.code),
    check('promo_codes_code_shape', sql`${t.code} ~ '^[A-Z0-9_-]{3,40}$'`),
    check('promo_codes_window', sql`${t.validUntil} is null or ${t.validUntil} > ${t.validFrom}`),
  ],
);

export type AutoBet = typeof autoBets.$inferSelect;
export type VipBetRequest = typeof vipBetRequests.$inferSelect;
export type PromoCode = typeof promoCodes.$inferSelect;
