import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { walletAccounts, walletTransfers } from './wallet';

// Deposits and withdrawals (issue 11). A payment is the player's request and its fate; the money
// itself moves only through ledger transfers, each linked here. Every status change is also kept in
// `payment_events` (append-only), which is what payment history shows.

export const paymentDirections = ['deposit', 'withdrawal'] as const;
export type PaymentDirection = (typeof paymentDirections)[number];

/**
 * deposit: created (sent to the provider) → completed (credited) | declined | failed;
 * withdrawal: requested (held) → approved (posted, sent for payout) → paid | failed; or → rejected (hold voided).
 */
export const paymentStatuses = ['created', 'completed', 'declined', 'failed', 'requested', 'approved', 'paid', 'rejected'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    /** The short number players and support quote (office_paycheck). */
    number: bigint('number', { mode: 'number' }).notNull().generatedByDefaultAsIdentity({ startWith: 5000001 }),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    direction: text('direction', { enum: paymentDirections }).notNull(),
    /** The brand's payment method id (e.g. `sandbox_card`, `trustly`). */
    method: text('method').notNull(),
    /** The provider adapter that carries it (`sandbox`, `trustly`). */
    provider: text('provider').notNull(),
    /** The provider's own id of the payment; unique per provider (replayed webhooks find it). */
    providerTxId: text('provider_tx_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull().default(sql`0`),
    currencyCode: text('currency_code').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** The hold of a withdrawal; the posting transfer of a deposit or an approved withdrawal. */
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => walletTransfers.id),
    /** Where a withdrawal goes, as the player gave it (masked for display by the presenter). */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    countryId: integer('country_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_direction_value', sql`${t.direction} in ('deposit', 'withdrawal')`),
    check(
      'payments_status_value',
      sql`${t.status} in ('created', 'completed', 'declined', 'failed', 'requested', 'approved', 'paid', 'rejected')`,
    ),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_fee_not_negative', sql`${t.fee} >= 0`),
    uniqueIndex('payments_provider_tx_key').on(t.provider, t.providerTxId).where(sql`${t.providerTxId} is not null`),
    uniqueIndex('payments_number_key').on(t.number),
    index('payments_user_time_idx').on(t.userId, t.createdAt),
    index('payments_status_idx').on(t.direction, t.status),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status', { enum: paymentStatuses }).notNull(),
    /** Who moved it there: `player`, `provider:<name>`, `operator:<name>`. */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/**
 * The built-in sandbox payment provider's own books (an outside party that happens to run in this
 * process): the payments it was asked to take or pay out, and what the player decided on its page.
 */
export const sandboxProviderPayments = pgTable('sandbox_provider_payments', {
  id: text('id').primaryKey(),
  merchantReference: text('merchant_reference').notNull().unique(),
  kind: text('kind', { enum: ['charge', 'payout'] }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  currencyCode: text('currency_code').notNull(),
  status: text('status', { enum: ['open', 'approved', 'declined'] }).notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url'),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export type Payment = typeof payments.$inferSelect;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type SandboxProviderPayment = typeof sandboxProviderPayments.$inferSelect;

/**
 * The payment consultant (spec §2 office screens, §6): a player's request about payments, by topic,
 * optionally about one of their payments, and the conversation with support. `needs_info`: support
 * asked the player to fill something out.
 */
export const paymentRequestStatuses = ['open', 'needs_info', 'answered', 'closed'] as const;

export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull().generatedByDefaultAsIdentity({ startWith: 70001 }),
    siteId: integer('site_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    topicId: integer('topic_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    status: text('status', { enum: paymentRequestStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_requests_status_value', sql`${t.status} in ('open', 'needs_info', 'answered', 'closed')`),
    uniqueIndex('payment_requests_number_key').on(t.number),
    index('payment_requests_user_idx').on(t.userId, t.createdAt),
    index('payment_requests_status_idx').on(t.status, t.updatedAt),
  ],
);

export const paymentRequestMessages = pgTable(
  'payment_request_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => paymentRequests.id),
    /** `player`, or `support:<operator>`. */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_request_messages_request_idx').on(t.requestId, t.id)],
);

export type PaymentRequest = typeof paymentRequests.$inferSelect;
export type PaymentRequestMessage = typeof paymentRequestMessages.$inferSelect;
