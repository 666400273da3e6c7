import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';

// The wallet's double-entry ledger (DESIGN §1.1–1.3, issue 11). Amounts are bigint minor units in
// the account's currency scale. Every movement is a transfer whose entries sum to zero; entries and
// transfers are append-only (database triggers refuse updates and deletes, migration 0004); a
// correction is a reversing transfer. A hold is a pending transfer that reserves money on the
// player's account, later resolved by exactly one post (with entries) or void transfer.

/** What an account is for. Player accounts belong to a user; the others are the brand's own. */
export const walletAccountKinds = ['cash', 'bonus', 'points', 'credit', 'house', 'clearing', 'escrow'] as const;
export type WalletAccountKind = (typeof walletAccountKinds)[number];

/** A transfer's phase: posted at once, a hold, or the one resolution of a hold. */
export const walletTransferPhases = ['single', 'pending', 'post', 'void'] as const;
export type WalletTransferPhase = (typeof walletTransferPhases)[number];

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    /** The account number players see (spec §3 account record `id`). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 10000001 }),
    siteId: integer('site_id').notNull(),
    /** The owner; null for the brand's own accounts (house, payment clearing, bet escrow). */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    kind: text('kind', { enum: walletAccountKinds }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /**
     * Posted balance: the sum of the account's entries. Kept for player accounts only, in the
     * transaction that writes the entries; the brand's accounts are never updated (their balance
     * is the sum of their append-only entries), so no transfer waits on a house row.
     */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Reserved by open holds (stakes placed, withdrawals requested): available = balance - held. */
    held: bigint('held', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Bumped on every change of balance or held: push notices carry it, so the newest wins. */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The player's account that bets and the header use (one per player). */
    isActive: boolean('is_active').notNull().default(false),
    /** The bonus a bonus account belongs to (bonus issue). */
    bonusId: integer('bonus_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('wallet_accounts_kind_value', sql`${t.kind} in ('cash', 'bonus', 'points', 'credit', 'house', 'clearing', 'escrow')`),
    check('wallet_accounts_owner_by_kind', sql`(${t.userId} is null) = (${t.kind} in ('house', 'clearing', 'escrow'))`),
    // A player balance is never negative (DESIGN §1.2); a credit account holds a debt (below zero).
    check('wallet_accounts_player_not_negative', sql`${t.userId} is null or ${t.kind} = 'credit' or ${t.balance} - ${t.held} >= 0`),
    check('wallet_accounts_held_not_negative', sql`${t.held} >= 0`),
    uniqueIndex('wallet_accounts_player_currency_key')
      .on(t.userId, t.kind, t.currencyCode)
      .where(sql`${t.userId} is not null and ${t.closedAt} is null and ${t.kind} <> 'bonus'`),
    uniqueIndex('wallet_accounts_system_key').on(t.siteId, t.kind, t.currencyCode).where(sql`${t.userId} is null`),
    uniqueIndex('wallet_accounts_one_active').on(t.userId).where(sql`${t.isActive}`),
    index('wallet_accounts_user_idx').on(t.userId),
  ],
);

export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    /** Unique in the database: the same key never moves money twice (DESIGN §1.3). */
    idempotencyKey: text('idempotency_key').notNull(),
    phase: text('phase', { enum: walletTransferPhases }).notNull(),
    /** Why money moved: deposit, withdrawal, adjustment, stake, win, refund, correction… */
    reason: text('reason').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** Positive: what the transfer moves (a hold: what it reserves). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Where the money leaves (the held account of a hold). */
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    /** The hold a post or void resolves; unique, so a hold is resolved once. */
    pendingId: bigint('pending_id', { mode: 'number' }).references((): AnyPgColumn => walletTransfers.id),
    /** The transfer a correction reverses. */
    reversesId: bigint('reverses_id', { mode: 'number' }).references((): AnyPgColumn => walletTransfers.id),
    /** Facts for people: the payment, the bet, the operator's note. Never read to decide money. */
    meta: jsonb('meta').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transfers_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('wallet_transfers_resolution_key').on(t.pendingId).where(sql`${t.pendingId} is not null`),
    uniqueIndex('wallet_transfers_reversal_key').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    check('wallet_transfers_phase_value', sql`${t.phase} in ('single', 'pending', 'post', 'void')`),
    check('wallet_transfers_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transfers_two_sides', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('wallet_transfers_resolves_a_hold', sql`(${t.pendingId} is not null) = (${t.phase} in ('post', 'void'))`),
    index('wallet_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('wallet_transfers_credit_idx').on(t.creditAccountId, t.id),
  ],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed: what the account gains (+) or gives (−); a transfer's entries sum to zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('wallet_entries_account_idx').on(t.accountId, t.id),
    index('wallet_entries_transfer_idx').on(t.transferId),
  ],
);

/** Operators' adjustments: who, when, what, why (append-only, like the ledger). */
export const walletAdjustments = pgTable('wallet_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  transferId: bigint('transfer_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => walletTransfers.id),
  operator: text('operator').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The first answer of a money-moving call, by the caller's key (DESIGN §1.3): a repeat with the
 * same key and request gets it again; the same key with another request is refused.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the canonical request. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.key] }), index('idempotency_records_created_idx').on(t.createdAt)],
);

export type WalletAccount = typeof walletAccounts.$inferSelect;
export type WalletTransfer = typeof walletTransfers.$inferSelect;
export type WalletEntry = typeof walletEntries.$inferSelect;
