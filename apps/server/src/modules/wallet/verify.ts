import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@stavka/db/client';

// `ops ledger:verify` (issue 11): every invariant of the ledger, checked against the rows
// themselves. Each check is one query that returns the first offending row, so the answer names
// what is wrong and where; the checks stop at the first violation.

export interface LedgerViolation {
  invariant: string;
  detail: string;
}

interface Check {
  invariant: string;
  query: SQL;
  describe(row: Record<string, unknown>): string;
}

const checks: Check[] = [
  {
    invariant: 'each transfer sums to zero',
    query: sql`select transfer_id, sum(amount)::text as total from wallet_entries group by transfer_id having sum(amount) <> 0 order by transfer_id limit 1`,
    describe: (row) => `transfer ${String(row.transfer_id)} sums to ${String(row.total)}`,
  },
  {
    invariant: 'posted transfers move their amount between their two accounts',
    query: sql`
      select t.id, count(e.id)::int as legs from wallet_transfers t left join wallet_entries e on e.transfer_id = t.id
      where t.phase in ('single', 'post')
      group by t.id, t.amount, t.debit_account_id, t.credit_account_id
      having count(e.id) <> 2
        or coalesce(sum(case when e.account_id = t.debit_account_id and e.amount = -t.amount then 1 else 0 end), 0) <> 1
        or coalesce(sum(case when e.account_id = t.credit_account_id and e.amount = t.amount then 1 else 0 end), 0) <> 1
      order by t.id limit 1`,
    describe: (row) => `transfer ${String(row.id)} has ${String(row.legs)} entries that do not match it`,
  },
  {
    invariant: 'holds and voids move no money',
    query: sql`select t.id from wallet_transfers t join wallet_entries e on e.transfer_id = t.id where t.phase in ('pending', 'void') order by t.id limit 1`,
    describe: (row) => `transfer ${String(row.id)} is a hold or a void but has entries`,
  },
  {
    invariant: 'entries are in their transfer currency',
    query: sql`select e.id, e.transfer_id from wallet_entries e join wallet_transfers t on t.id = e.transfer_id join wallet_accounts a on a.id = e.account_id where a.currency_code <> t.currency_code order by e.id limit 1`,
    describe: (row) => `entry ${String(row.id)} of transfer ${String(row.transfer_id)} is on an account of another currency`,
  },
  {
    invariant: 'every player balance equals its entries',
    query: sql`
      select a.id, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
      from wallet_accounts a left join wallet_entries e on e.account_id = a.id
      where a.user_id is not null
      group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)
      order by a.id limit 1`,
    describe: (row) => `account ${String(row.id)} shows ${String(row.balance)} but its entries sum to ${String(row.entries)}`,
  },
  {
    invariant: 'every held amount equals its open holds',
    query: sql`
      select a.id, a.held::text as held, coalesce(open.total, 0)::text as holds
      from wallet_accounts a
      left join (
        select h.debit_account_id as account_id, sum(h.amount) as total from wallet_transfers h
        where h.phase = 'pending' and not exists (select 1 from wallet_transfers r where r.pending_id = h.id)
        group by h.debit_account_id
      ) open on open.account_id = a.id
      where a.user_id is not null and a.held <> coalesce(open.total, 0)
      order by a.id limit 1`,
    describe: (row) => `account ${String(row.id)} holds ${String(row.held)} but its open holds sum to ${String(row.holds)}`,
  },
  {
    invariant: 'no player balance is negative',
    query: sql`select id, (balance - held)::text as available from wallet_accounts where user_id is not null and kind <> 'credit' and balance - held < 0 order by id limit 1`,
    describe: (row) => `account ${String(row.id)} has ${String(row.available)} available`,
  },
  {
    invariant: 'one effect per idempotency key',
    query: sql`
      select k as key, n::int as n from (
        select idempotency_key as k, count(*) as n from wallet_transfers group by idempotency_key
        union all
        select 'resolution of ' || pending_id::text, count(*) from wallet_transfers where pending_id is not null group by pending_id
        union all
        select 'payment ' || provider || ':' || provider_tx_id, count(*) from payments where provider_tx_id is not null group by provider, provider_tx_id
      ) keyed where n > 1 limit 1`,
    describe: (row) => `${String(row.key)} took effect ${String(row.n)} times`,
  },
  {
    invariant: 'every credited deposit and decided withdrawal has its transfer',
    query: sql`
      select p.id, p.status from payments p
      where (p.status = 'completed' and p.transfer_id is null)
         or (p.status in ('requested', 'approved', 'paid', 'rejected') and p.direction = 'withdrawal' and p.hold_transfer_id is null)
         or (p.status in ('approved', 'paid') and p.direction = 'withdrawal' and p.transfer_id is null)
      order by p.created_at limit 1`,
    describe: (row) => `payment ${String(row.id)} is ${String(row.status)} without its ledger transfer`,
  },
];

/** The first violated invariant, or undefined when the ledger holds every one. */
export async function verifyLedger(db: Database): Promise<LedgerViolation | undefined> {
  for (const check of checks) {
    const [row] = await queryRows<Record<string, unknown>>(db, check.query);
    if (row) return { invariant: check.invariant, detail: check.describe(row) };
  }
  return undefined;
}

/** What was checked, for the operator's report. */
export const ledgerInvariants: readonly string[] = checks.map((check) => check.invariant);
