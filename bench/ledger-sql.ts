// The baseline of the ledger-transfer benchmark: the statements the wallet service sends for a
// hold and its post in one unit of work (ledger.ts, ledger-repo.ts, the balance notice it writes to
// the outbox), written out for a bare `pg` client. The benchmark records what the service really
// sends and refuses to run if these differ (`sameStatements`), so the baseline cannot drift from it.
// Like the service's (@stavka/db/prepared), they are named statements: PostgreSQL parses and plans
// each once per connection on both sides.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { fromMinorUnits } from '@stavka/domain/money';

/** One client's accounts: a player account that pays, and the account that takes the money. */
export interface Lane {
  siteId: number;
  currency: string;
  scale: number;
  from: number;
  to: number;
}

const accountColumns = `"id", "site_id", "user_id", "kind", "currency_code", "balance", "held", "version", "is_active", "bonus_id", "created_at", "closed_at"`;
const transferColumns = `"id", "site_id", "idempotency_key", "phase", "reason", "currency_code", "amount", "debit_account_id", "credit_account_id", "pending_id", "reverses_id", "meta", "created_at"`;

export const SELECT_ACCOUNTS = `select ${accountColumns} from "wallet_accounts" where "wallet_accounts"."id" in ($1, $2)`;
export const INSERT_TRANSFER = `insert into "wallet_transfers" (${transferColumns}) values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, default) on conflict do nothing returning ${transferColumns}`;
export const MOVE_PLAYER_ACCOUNT = `update "wallet_accounts" set "balance" = "wallet_accounts"."balance" + $1::bigint, "held" = "wallet_accounts"."held" + $2::bigint, "version" = "wallet_accounts"."version" + 1 where ("wallet_accounts"."id" = $3 and "wallet_accounts"."held" + $4::bigint >= 0 and ("wallet_accounts"."kind" = 'credit' or "wallet_accounts"."balance" + $5::bigint - ("wallet_accounts"."held" + $6::bigint) >= 0)) returning "id", "user_id", "currency_code", "balance", "held", "version"`;
export const INSERT_OUTBOX = `insert into "outbox_messages" ("id", "topic", "payload", "dedupe_key", "created_at", "available_at", "locked_until", "attempts", "last_error", "delivered_at", "abandoned_at") values (default, $1, $2, $3, $4, $5, $6, $7, default, default, default) on conflict do nothing returning "id"`;

/**
 * The values of INSERT_OUTBOX for a notice. The server leases the row to itself and delivers it
 * after the commit; a bare loop delivers nothing, so its row's lease ends as it is written and the
 * app's dispatcher takes it after the load (outside the measured window), as it took every row before.
 */
export const outboxValues = (payload: unknown, now: string) => ['bus.publish', JSON.stringify(payload), null, now, now, now, 1];
export const SELECT_TRANSFER = `select ${transferColumns} from "wallet_transfers" where "wallet_transfers"."id" = $1`;
export const INSERT_ENTRIES = `insert into "wallet_entries" ("id", "transfer_id", "account_id", "amount", "created_at") values (default, $1, $2, $3, default), (default, $4, $5, $6, default)`;
/** Not the product's: what a ledger that kept a balance on the brand's account would add (the hot row). */
export const MOVE_BRAND_ACCOUNT = `update "wallet_accounts" set "balance" = "wallet_accounts"."balance" + $1::bigint, "version" = "wallet_accounts"."version" + 1 where "wallet_accounts"."id" = $2`;

/** A named statement: parsed once per connection, as the service's prepared ones are; its name follows from its text. */
export const named = (text: string, values: unknown[]) => ({ name: `bench_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values });

/** The statements of one hold + post, in order, as the service sends them. */
export const HOLD_POST_STATEMENTS = [
  SELECT_ACCOUNTS,
  INSERT_TRANSFER,
  MOVE_PLAYER_ACCOUNT,
  SELECT_TRANSFER,
  SELECT_ACCOUNTS,
  INSERT_TRANSFER,
  MOVE_PLAYER_ACCOUNT,
  INSERT_ENTRIES,
  INSERT_OUTBOX,
];

/** The first statement where the service's recording and ours differ, or undefined when none does. */
export function firstDifference(recorded: readonly string[]): string | undefined {
  const length = Math.max(recorded.length, HOLD_POST_STATEMENTS.length);
  for (let i = 0; i < length; i++) {
    if (recorded[i] !== HOLD_POST_STATEMENTS[i]) return `statement ${i + 1}: the service sent ${recorded[i] ?? 'nothing'}, the baseline ${HOLD_POST_STATEMENTS[i] ?? 'nothing'}`;
  }
  return undefined;
}

interface BalanceRow {
  id: string;
  user_id: string;
  balance: string;
  held: string;
  version: string;
}

/** The player's balance notice the service writes to the outbox after each change. */
async function insertNotice(client: pg.ClientBase, lane: Lane, row: BalanceRow): Promise<void> {
  const userId = Number(row.user_id);
  const notice = { kind: 'balance', accountId: Number(row.id), version: Number(row.version), money: fromMinorUnits(BigInt(row.balance) - BigInt(row.held), lane.scale), currency: lane.currency };
  const now = new Date().toISOString();
  await client.query(named(INSERT_OUTBOX, outboxValues({ subject: `push.user.${userId}`, event: { userId, notice } }, now)));
}

/** One hold and its post in one transaction; `hotRow` also updates the brand's account, as a naive ledger would. */
export async function holdAndPost(client: pg.ClientBase, lane: Lane, key: string, amount: bigint, hotRow: boolean): Promise<void> {
  const a = amount.toString();
  const minus = (-amount).toString();
  await client.query('begin');
  try {
    await client.query(named(SELECT_ACCOUNTS, [lane.from, lane.to]));
    const hold = await client.query<{ id: string }>(named(INSERT_TRANSFER, [lane.siteId, key, 'pending', 'stake', lane.currency, a, lane.from, lane.to, null, null, '{}']));
    const holdId = hold.rows[0]?.id;
    if (holdId === undefined) throw new Error(`the key ${key} was used before`);
    const held = await client.query<BalanceRow>(named(MOVE_PLAYER_ACCOUNT, ['0', a, lane.from, a, '0', a]));
    if (!held.rows[0]) throw new Error(`account ${lane.from} has not got ${a} available`);

    await client.query(named(SELECT_TRANSFER, [holdId]));
    await client.query(named(SELECT_ACCOUNTS, [lane.from, lane.to]));
    const post = await client.query<{ id: string }>(named(INSERT_TRANSFER, [lane.siteId, `${key}:post`, 'post', 'stake', lane.currency, a, lane.from, lane.to, holdId, null, '{}']));
    const postId = post.rows[0]?.id;
    if (postId === undefined) throw new Error(`the hold ${holdId} was resolved before`);
    const posted = await client.query<BalanceRow>(named(MOVE_PLAYER_ACCOUNT, [minus, minus, lane.from, minus, minus, minus]));
    if (!posted.rows[0]) throw new Error(`posting the hold ${holdId} was refused`);
    if (hotRow) await client.query(MOVE_BRAND_ACCOUNT, [a, lane.to]);
    await client.query(named(INSERT_ENTRIES, [postId, lane.from, minus, postId, lane.to, a]));
    // One balance notice per account per unit of work, written just before the commit.
    await insertNotice(client, lane, posted.rows[0]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
