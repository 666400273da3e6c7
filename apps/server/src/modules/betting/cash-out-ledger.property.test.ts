import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOutPaths } from '@stavka/contract/cash-out';
import { betSales, bets, walletTransfers } from '@stavka/db/schema';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { finalScore, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { verifyLedger } from '../wallet/service';
import { available, fundedPlayer, gameWithTotals, offerOf, placeBet, sell, workersPass } from './cash-out-test-kit';

// Random sales against the real ledger (issue 12 "property tests … cash-outs … ledger invariants
// hold"): bets on two games, then in random order partial and whole sales (some sent twice with one
// key, some at once), price moves, auto-sale rules and results. Afterwards every ledger invariant
// holds, each bet kept exactly its stake less what was sold, each sale was paid once, each bet was
// paid by settlement at most once, and the player's money is the funding less the stakes plus every
// sale and settlement.

const FUNDING = 100_000n;

type Step =
  | { kind: 'sell'; bet: number; share: number; twice: boolean }
  | { kind: 'race'; bet: number }
  | { kind: 'move'; game: number; over: number; under: number }
  | { kind: 'auto'; bet: number; share: number }
  | { kind: 'settle'; game: number; score: [number, number]; cancelled: boolean };

const price = fc.integer({ min: 1_300, max: 3_500 });
const step = fc.oneof(
  fc.record({ kind: fc.constant('sell' as const), bet: fc.nat(3), share: fc.double({ min: 0.05, max: 1, noNaN: true }), twice: fc.boolean() }),
  fc.record({ kind: fc.constant('race' as const), bet: fc.nat(3) }),
  fc.record({ kind: fc.constant('move' as const), game: fc.nat(1), over: price, under: price }),
  fc.record({ kind: fc.constant('auto' as const), bet: fc.nat(3), share: fc.double({ min: 0.5, max: 1.5, noNaN: true }) }),
  fc.record({ kind: fc.constant('settle' as const), game: fc.nat(1), score: fc.tuple(fc.nat(4), fc.nat(4)), cancelled: fc.boolean() }),
);

let gameIds = 930_000_000;
let runs = 1;

describe.each(await moneyTestDatabaseKinds())('cash-out and the ledger on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  it('keeps every invariant after random sales, price moves, auto-sales and results', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 10, max: 200 }), { minLength: 2, maxLength: 4 }), fc.array(step, { minLength: 3, maxLength: 10 }), async (stakes, steps) => {
        const games = [(gameIds += 10), (gameIds += 10)];
        for (const id of games) t.offer(gameWithTotals(id));
        // An address a run: the sale calls are limited per address, and a run makes many.
        const { agent } = await fundedPlayer(t, '1000.00', `10.12.${(games[0] ?? 0) % 250}.${runs++ % 250}`);
        const betIds: number[] = [];
        for (const [i, stake] of stakes.entries()) betIds.push(await placeBet(agent, [{ GameId: games[i % 2] ?? 0, Type: i % 3 === 0 ? 10 : 9, Param: 2.5 }], stake));
        const settled = new Set<number>();
        for (const s of steps) await run(s, agent, betIds, games, settled);
        await workersPass(t);
        await t.app.outbox.drain();
        await checkBooks(agent, betIds, stakes);
      }),
      { numRuns: 8 },
    );
  });

  async function run(s: Step, agent: Parameters<typeof offerOf>[0], betIds: readonly number[], games: readonly number[], settled: Set<number>): Promise<void> {
    const betId = 'bet' in s ? betIds[s.bet % betIds.length] : undefined;
    const gameId = 'game' in s ? games[s.game] : undefined;
    if (betId !== undefined && (s.kind === 'sell' || s.kind === 'race' || s.kind === 'auto')) {
      const offer = await offerOf(agent, betId);
      if (!offer.Available || offer.SummExact === null) return;
      const whole = BigInt(offer.SummExact.replace('.', ''));
      const text = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
      if (s.kind === 'auto') {
        await agent.post(cashOutPaths.autoSale, { SaleBetId: betId, Summ: text(BigInt(Math.max(1, Math.floor(Number(whole) * s.share)))) });
        await workersPass(t);
        return;
      }
      if (s.kind === 'race') {
        // Two sales of the same bet at once with different keys: at most one goes through as offered.
        await Promise.all([sell(agent, { SaleBetId: betId, SeenSumm: offer.SummExact }), sell(agent, { SaleBetId: betId, SeenSumm: offer.SummExact, Summ: text(whole / 2n || 1n) })]);
        return;
      }
      const amount = s.share >= 0.999 ? undefined : text(BigInt(Math.max(1, Math.floor(Number(whole) * s.share))));
      const body = { SaleBetId: betId, SeenSumm: offer.SummExact, Guid: randomUUID(), ...(amount === undefined ? {} : { Summ: amount }) };
      await (s.twice ? Promise.all([sell(agent, body), sell(agent, body)]) : sell(agent, body));
      return;
    }
    if (gameId === undefined || settled.has(gameId)) return;
    if (s.kind === 'move') t.offer(gameWithTotals(gameId, { '2.5': [s.over, s.under] }));
    if (s.kind === 'settle') {
      settled.add(gameId);
      t.feed.result({ gameId, finishedAt: t.now(), state: finalScore(s.score), cancelled: s.cancelled });
      await workersPass(t);
    }
  }

  async function checkBooks(agent: Parameters<typeof offerOf>[0], betIds: readonly number[], stakes: readonly number[]): Promise<void> {
    const db = t.database.db;
    expect(await verifyLedger(db)).toBeUndefined();
    const rows = await db.select().from(bets).where(inArray(bets.id, [...betIds]));
    const sales = await db.select().from(betSales).where(inArray(betSales.betId, [...betIds]));
    let expected = FUNDING;
    for (const [i, betId] of betIds.entries()) {
      const bet = rows.find((row) => row.id === betId);
      if (!bet) throw new Error(`bet ${betId} is gone`);
      const original = BigInt(stakes[i] ?? 0) * 100n;
      const own = sales.filter((sale) => sale.betId === betId).sort((a, b) => a.number - b.number);
      expect(own.map((sale) => sale.number)).toEqual(own.map((_, n) => n + 1));
      const sold = own.reduce((sum, sale) => sum + sale.stakeSold, 0n);
      const paid = own.reduce((sum, sale) => sum + sale.amount, 0n);
      if (bet.status === 'cashed_out') expect([sold, bet.payout]).toEqual([original, paid]);
      else expect(bet.stake + sold).toBe(original);
      const cashOuts = await db.select().from(walletTransfers).where(like(walletTransfers.idempotencyKey, `bet:${betId}:sale:%`));
      expect(cashOuts.filter((tr) => tr.reason === 'cash_out').reduce((sum, tr) => sum + tr.amount, 0n)).toBe(paid);
      const payouts = await db.select().from(walletTransfers).where(like(walletTransfers.idempotencyKey, `bet:${betId}:payout:%`));
      expect(payouts.length).toBeLessThanOrEqual(1);
      const settledPayout = bet.status === 'won' || bet.status === 'returned' ? (bet.payout ?? 0n) : 0n;
      expected += -original + paid + settledPayout;
    }
    expect(await available(agent)).toBe(`${expected / 100n}.${(expected % 100n).toString().padStart(2, '0')}`);
    const [first] = await db.select().from(bets).where(eq(bets.id, betIds[0] ?? 0));
    expect(first?.netStake).toBeLessThanOrEqual(first?.stake ?? 0n);
  }
});
