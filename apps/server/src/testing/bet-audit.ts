import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@stavka/db/client';
import { queryRows } from '@stavka/db/client';
import { betLegs, betSales, betSettlements, bets, type Bet, type BetLeg } from '@stavka/db/schema';
import { legResult, settledAs, type FinalResult, type Pick } from './bet-oracle';

// What the database must show for bets whose final results are known (the property, crash and fault
// tests): every problem found, in words, so that a test can assert there is none and a benchmark can
// count them. Per bet: its stake held once under `bet:<id>` and no hold left open once it is settled
// or sold; its settlement versions 1…n, each paid at most once (`bet:<id>:payout:<v>`), and only the
// last one's payout standing, for the amount the bet shows; and, unless it was sold whole, each leg
// and the bet settled as the final results say (bet-oracle.ts, worked out apart from the server).

export interface AuditedBet {
  bet: Bet;
  legs: BetLeg[];
  /** What the player was paid by sales of the bet, and the stake those sales took off it. */
  sold: { amount: bigint; stake: bigint };
}

export interface Audit {
  bets: AuditedBet[];
  problems: string[];
  /** Bets whose stake was held more than once. */
  heldTwice: number[];
  /** Bets that stand paid more than once. */
  paidTwice: number[];
}

interface TransferRow {
  key: string;
  phase: string;
  amount: string;
  resolved: boolean;
}

const SETTLED = new Set(['won', 'lost', 'returned']);

/** Audits `betIds` (every one must exist) against `finals`, the final result of each game they are on. */
export async function auditBets(db: Database, betIds: readonly number[], finals: ReadonlyMap<number, FinalResult>): Promise<Audit> {
  const problems: string[] = [];
  const heldTwice: number[] = [];
  const paidTwice: number[] = [];
  if (betIds.length === 0) return { bets: [], problems, heldTwice, paidTwice };
  const ids = [...new Set(betIds)];
  const rows: Bet[] = [];
  const legs: BetLeg[] = [];
  const versions: { betId: number; version: number }[] = [];
  const sales: { betId: number; amount: bigint; stakeSold: bigint }[] = [];
  for (let i = 0; i < ids.length; i += 5_000) {
    const chunk = ids.slice(i, i + 5_000);
    rows.push(...(await db.select().from(bets).where(inArray(bets.id, chunk))));
    legs.push(...(await db.select().from(betLegs).where(inArray(betLegs.betId, chunk))));
    versions.push(...(await db.select({ betId: betSettlements.betId, version: betSettlements.version }).from(betSettlements).where(inArray(betSettlements.betId, chunk))));
    sales.push(...(await db.select({ betId: betSales.betId, amount: betSales.amount, stakeSold: betSales.stakeSold }).from(betSales).where(inArray(betSales.betId, chunk))));
  }
  const transfers = await queryRows<TransferRow>(
    db,
    sql`select t.idempotency_key as key, t.phase, t.amount::text as amount, exists (select 1 from wallet_transfers r where r.pending_id = t.id) as resolved
        from wallet_transfers t where t.idempotency_key like 'bet:%'`,
  );
  const byBet = groupBy(transfers, (row) => Number(row.key.split(':')[1]));
  const reversed = new Set(transfers.filter((row) => row.key.endsWith(':reversal')).map((row) => row.key.replace(/:reversal$/, '')));

  const audited: AuditedBet[] = [];
  for (const id of ids) {
    const bet = rows.find((row) => row.id === id);
    if (!bet) {
      problems.push(`bet ${id} was acknowledged but is not in the database`);
      continue;
    }
    const own = legs.filter((leg) => leg.betId === id).sort((a, b) => a.position - b.position);
    const ownSales = sales.filter((sale) => sale.betId === id);
    const sold = { amount: ownSales.reduce((s, x) => s + x.amount, 0n), stake: ownSales.reduce((s, x) => s + x.stakeSold, 0n) };
    audited.push({ bet, legs: own, sold });
    const mine = byBet.get(id) ?? [];
    const stakeHolds = mine.filter((row) => row.key === `bet:${id}`);
    const original = bet.status === 'cashed_out' ? sold.stake : bet.stake + sold.stake;
    if (stakeHolds.length > 1) heldTwice.push(id);
    if (stakeHolds.length !== 1 || stakeHolds[0]?.phase !== 'pending' || stakeHolds[0].amount !== String(original)) {
      problems.push(`bet ${id}: its stake was held ${stakeHolds.length} times (${stakeHolds.map((h) => `${h.phase} ${h.amount}`).join(', ')}), not once for ${original}`);
    }
    const openHolds = mine.filter((row) => row.phase === 'pending' && !row.resolved);
    if (bet.status !== 'accepted' && bet.status !== 'waiting' && openHolds.length > 0) problems.push(`bet ${id} is ${bet.status} but still holds ${openHolds.map((h) => h.key).join(', ')}`);
    if (openHolds.length > 1) problems.push(`bet ${id} holds its stake ${openHolds.length} times at once`);

    const ownVersions = versions.filter((v) => v.betId === id).map((v) => v.version).sort((a, b) => a - b);
    if (ownVersions.join() !== Array.from({ length: bet.settlementVersion }, (_, v) => v + 1).join()) problems.push(`bet ${id} at version ${bet.settlementVersion} keeps settlements ${ownVersions.join(', ')}`);
    const payouts = mine.filter((row) => /^bet:\d+:payout:\d+$/.test(row.key));
    const standing = payouts.filter((row) => !reversed.has(row.key));
    const lastPayout = `bet:${id}:payout:${bet.settlementVersion}`;
    if (payouts.some((row) => Number(row.key.split(':')[3]) > bet.settlementVersion)) problems.push(`bet ${id} was paid for a version it never reached`);
    if (standing.length > 1) {
      paidTwice.push(id);
      problems.push(`bet ${id} stands paid ${standing.length} times (${standing.map((p) => p.key).join(', ')})`);
    }
    const shouldStand = bet.status === 'won';
    if (shouldStand && (standing.length !== 1 || standing[0]?.key !== lastPayout || standing[0].amount !== String(bet.payout))) {
      problems.push(`bet ${id} won ${bet.payout} at version ${bet.settlementVersion} but its standing payouts are ${standing.map((p) => `${p.key} ${p.amount}`).join(', ') || 'none'}`);
    }
    if (!shouldStand && standing.length > 0) problems.push(`bet ${id} is ${bet.status} but ${standing.map((p) => p.key).join(', ')} still stands`);

    if (bet.status !== 'cashed_out' && bet.status !== 'refused') problems.push(...againstFinals(bet, own, finals));
  }
  return { bets: audited, problems, heldTwice, paidTwice };
}

/** A bet whose games all have a final result must be settled as they say (legs and return). */
function againstFinals(bet: Bet, legs: readonly BetLeg[], finals: ReadonlyMap<number, FinalResult>): string[] {
  const results = legs.map((leg) => finals.get(leg.gameId));
  if (results.some((r) => r === undefined)) return [];
  if (!SETTLED.has(bet.status)) return [`bet ${bet.id} is ${bet.status} though every game it is on has finished`];
  const problems: string[] = [];
  const decided = legs.map((leg, i) => {
    const expected = legResult({ type: leg.outcomeType } as Pick, results[i] as FinalResult);
    if (leg.result !== expected) problems.push(`bet ${bet.id} leg ${leg.position} (game ${leg.gameId}, type ${leg.outcomeType}) is ${leg.result}, the final result makes it ${expected}`);
    return { coefficient: leg.coefficient, result: expected };
  });
  if (bet.stake !== bet.netStake) return [...problems, `bet ${bet.id} was taxed: the oracle knows no taxes`];
  const k = bet.kind === 'system' ? (bet.systemSize ?? 0) : legs.length;
  const expected = settledAs(bet.netStake, decided, k);
  if (bet.status !== expected.status || bet.payout !== expected.payout) problems.push(`bet ${bet.id} (${bet.kind}) settled ${bet.status} ${bet.payout}, the final results make it ${expected.status} ${expected.payout}`);
  return problems;
}

/**
 * What a player must have (balance less holds, every account) once their bets are settled:
 * `funded` less each bet's original stake (none for a live bet refused after its wait), plus every
 * sale, the stake of a returned bet and the payout of a won one.
 */
export function moneyAfter(funded: bigint, audited: readonly AuditedBet[]): bigint {
  let money = funded;
 for (const { bet, sold } of audited) {
    // A refused live bet's hold was voided: it took nothing.
    if (bet.status === 'refused') continue;
    money -= bet.status === 'cashed_out' ? sold.stake : bet.stake + sold.stake;
    money += sold.amount;
    if (bet.status === 'returned' || bet.status === 'won') money += bet.payout ?? 0n;
  }
  return money;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return groups;
}
