import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bets } from './betting';
import { users } from './identity';

// Cash-out (issue 12 "Cash-out (bet sale)"). Every sale of a bet is a row here (append-only): a full
// sale ends the bet as `cashed_out`; a partial one leaves the bet open on what was not sold, its
// stake, net stake and potential payout reduced by the parts recorded here, so settlement pays the
// rest as any bet. A player's auto-sale rule waits beside the bet until the offer reaches its target.

export const betSaleKinds = ['full', 'partial'] as const;
/** Who decided the sale: the player (from the sale dialog or with one click) or the auto-sale rule. */
export const betSaleTriggers = ['player', 'one_click', 'auto'] as const;

export const betSales = pgTable(
  'bet_sales',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    /** 1, 2, 3 … per bet, in order; the ledger keys of the sale are `bet:<id>:sale:<number>…`. */
    number: integer('number').notNull(),
    kind: text('kind', { enum: betSaleKinds }).notNull(),
    trigger: text('trigger', { enum: betSaleTriggers }).notNull(),
    /** What the player received, in minor units of the bet's currency. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The offer for the whole bet when it was sold. */
    offer: bigint('offer', { mode: 'bigint' }).notNull(),
    /** The parts of the bet sold: stake, net stake (after the stake tax) and potential payout. */
    stakeSold: bigint('stake_sold', { mode: 'bigint' }).notNull(),
    netStakeSold: bigint('net_stake_sold', { mode: 'bigint' }).notNull(),
    payoutSold: bigint('payout_sold', { mode: 'bigint' }).notNull(),
    /** The ledger transfers of the sale (the stake released, posted or held again, the payment). */
    transferIds: jsonb('transfer_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bet_sales_number_key').on(t.betId, t.number),
    check('bet_sales_kind_value', sql`${t.kind} in ('full', 'partial')`),
    check('bet_sales_trigger_value', sql`${t.trigger} in ('player', 'one_click', 'auto')`),
    check('bet_sales_amounts', sql`${t.amount} > 0 and ${t.amount} <= ${t.offer} and ${t.stakeSold} > 0 and ${t.netStakeSold} >= 0 and ${t.payoutSold} >= 0`),
  ],
);

/** A player's auto-sale rule: sell the whole bet once its offer reaches `target` (one rule a bet). */
export const betAutoSales = pgTable(
  'bet_auto_sales',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .primaryKey()
      .references(() => bets.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** Minor units of the bet's currency. */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bet_auto_sales_user_idx').on(t.userId), check('bet_auto_sales_target_positive', sql`${t.target} > 0`)],
);

export type BetSale = typeof betSales.$inferSelect;
export type BetAutoSale = typeof betAutoSales.$inferSelect;
