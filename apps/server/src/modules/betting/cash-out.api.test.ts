import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes } from '@stavka/contract/betting';
import { cashOutPaths, type AutoSaleValue, type SaleOffer } from '@stavka/contract/cash-out';
import { trackingEventCodes } from '@stavka/contract/tracking';
import { betSales, bets, trackingEvents, walletTransfers } from '@stavka/db/schema';
import { fairProbabilities } from '@stavka/domain/pricing/margin-removal';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { finalScore, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { verifyLedger } from '../wallet/service';
import { available, betOf, fundedPlayer, gameWithTotals, offerOf, placeBet, saleValue, sell, workersPass, type Envelope } from './cash-out-test-kit';

// Cash-out over the API (issue 12): the offer from the live prices less the brand's 6% margin, full
// and partial sales through the ledger, refusals when the price moved or a market is blocked,
// one sale per client key, and the auto-sale rule.

let gameIds = 910_000_000;
const nextGame = () => (gameIds += 10);
const OVER = 9;
/** Minor units of a RUB text ("89.30" → 8930n). */
const minor = (text: string | null) => BigInt((text ?? '0').replace('.', ''));
const rub = (value: bigint) => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;

describe.each(await moneyTestDatabaseKinds())('cash-out on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind, {}, { manualBettingWorkers: true });
  });
  afterAll(() => t.close());

  const settle = async (gameId: number, score: [number, number]) => {
    t.feed.result({ gameId, finishedAt: t.now(), state: finalScore(score), cancelled: false });
    await workersPass(t);
    await t.app.outbox.drain();
  };
  const tracked = async (userId: number, code: number) =>
    (await t.database.db.select().from(trackingEvents).where(and(eq(trackingEvents.userId, String(userId)), eq(trackingEvents.code, code)))).length;
  /** A player with 1,000.00 and a bet of 100.00 on over 2.5 at 1.90 (fair: even chances). */
  async function overBet(totals?: Parameters<typeof gameWithTotals>[1]) {
    const gameId = nextGame();
    t.offer(gameWithTotals(gameId, totals));
    const player = await fundedPlayer(t);
    const betId = await placeBet(player.agent, [{ GameId: gameId, Type: OVER, Param: 2.5 }], 100);
    return { ...player, gameId, betId };
  }

  it('offers the fair value less the brand margin, more when the price moves the bet’s way', async () => {
    const { agent, id, gameId, betId } = await overBet();
    const offer = await offerOf(agent, betId);
    // 100 × 1.90 × ½ = 95.00 fair, less 6%: 89.30 (to the cent, rounding down).
    expect(Number(minor(offer.SummExact))).toBeGreaterThanOrEqual(8929);
    expect(Number(minor(offer.SummExact))).toBeLessThanOrEqual(8930);
    expect(offer).toMatchObject({ Available: true, Reason: null, Currency: 'RUB', StakeExact: '100.00', PotentialPayoutExact: '190.00', AutoSaleSumm: null });
    // A partial sale may leave no less than the 10.00 minimum bet: at most 90% of the offer.
    expect(minor(offer.PartialMaxSummExact)).toBe(minor(offer.SummExact) - (minor(offer.SummExact) * 10n + 99n) / 100n);
    t.offer(gameWithTotals(gameId, { '2.5': [1_500, 2_600] }));
    const moved = await offerOf(agent, betId);
    expect(minor(moved.SummExact)).toBeGreaterThan(10_000n);
    const all = (await agent.post(cashOutPaths.offer, {})).json<Envelope<{ Offers: SaleOffer[] }>>().Value.Offers;
    expect(all.map((o) => [o.BetId, o.SummExact])).toEqual([[betId, moved.SummExact]]);
    expect(await tracked(id, trackingEventCodes.betSalePageCall)).toBe(2);
  });

  it('sells a bet whole: the offer paid from the house, the bet cashed out, once for a repeated key', async () => {
    const { agent, id, gameId, betId } = await overBet();
    const offer = await offerOf(agent, betId);
    const body = { SaleBetId: betId, SeenSumm: offer.SummExact ?? '', Guid: randomUUID() };
    const [first, second] = await Promise.all([sell(agent, body), sell(agent, body)]);
    const sold = saleValue(first);
    expect(saleValue(second)).toEqual(sold);
    expect(sold).toMatchObject({ BetId: betId, SaleNumber: 1, Kind: 'full', Status: 'cashed_out', PaidExact: offer.SummExact, Currency: 'RUB' });
    const balance = rub(90_000n + minor(offer.SummExact));
    expect(sold.BalanceExact).toBe(balance);
    expect(await available(agent)).toBe(balance);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'cashed_out', payoutExact: offer.SummExact });
    const transfers = await t.database.db.select().from(walletTransfers).where(eq(walletTransfers.idempotencyKey, `bet:${betId}:sale:1`));
    expect(transfers.map((tr) => [tr.reason, tr.amount])).toEqual([['cash_out', minor(offer.SummExact)]]);
    // The game's result no longer settles it, and it cannot be sold again.
    await settle(gameId, [3, 0]);
    expect(await available(agent)).toBe(balance);
    const again = await sell(agent, { SaleBetId: betId, SeenSumm: '1.00' });
    expect(again.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.betNotOpen });
    expect([await tracked(id, trackingEventCodes.betSaleFullAccept), await tracked(id, trackingEventCodes.betSaleDone)]).toEqual([1, 1]);
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('sells part of a bet and pays the rest at settlement on the stake it kept', async () => {
    const { agent, gameId, betId } = await overBet();
    const offer = minor((await offerOf(agent, betId)).SummExact);
    const half = offer / 2n;
    const sold = saleValue(await sell(agent, { SaleBetId: betId, SeenSumm: rub(offer), Summ: rub(half), OneClick: true }));
    expect(sold).toMatchObject({ Kind: 'partial', Status: 'accepted', PaidExact: rub(half), StakeExact: '50.00', PotentialPayoutExact: '95.00' });
    expect(await betOf(agent, betId)).toMatchObject({ status: 'accepted', stakeExact: '50.00', potentialPayoutExact: '95.00' });
    expect(await available(agent)).toBe(rub(90_000n + half));
    const rest = await offerOf(agent, betId);
    expect(minor(rest.SummExact)).toBeLessThanOrEqual(offer - half);
    await settle(gameId, [2, 1]);
    expect(await betOf(agent, betId)).toMatchObject({ status: 'won', payoutExact: '95.00' });
    expect(await available(agent)).toBe(rub(90_000n + half + 9_500n));
    const sales = await t.database.db.select().from(betSales).where(eq(betSales.betId, betId));
    expect(sales.map((s) => [s.kind, s.trigger, s.amount, s.stakeSold])).toEqual([['partial', 'one_click', half, 5_000n]]);
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('refuses a sale when the offer fell below the one the player saw, and moves nothing', async () => {
    const { agent, id, gameId, betId } = await overBet();
    const seen = (await offerOf(agent, betId)).SummExact ?? '';
    t.offer(gameWithTotals(gameId, { '2.5': [2_300, 1_600] }));
    const res = await sell(agent, { SaleBetId: betId, SeenSumm: seen });
    const now = await offerOf(agent, betId);
    expect(res.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.saleOfferMoved, Error: `The offer is now ${now.SummExact} RUB` });
    expect(await available(agent)).toBe('900.00');
    expect((await betOf(agent, betId)).status).toBe('accepted');
    expect(await tracked(id, trackingEventCodes.betSaleError)).toBe(1);
    // A player who saw less than the offer now sells at the offer now.
    expect(saleValue(await sell(agent, { SaleBetId: betId, SeenSumm: '1.00' })).PaidExact).toBe(now.SummExact);
  });

  it('has no offer while a market is suspended, a finished game is not settled yet, or a live bet still waits', async () => {
    const { agent, gameId, betId } = await overBet();
    const seen = (await offerOf(agent, betId)).SummExact ?? '';
    const { markets } = gameWithTotals(gameId);
    t.feed.prices(gameId, markets.map((m) => ({ ...m, status: 3 as const })));
    expect(await offerOf(agent, betId)).toMatchObject({ Available: false, Reason: 'blocked', Summ: null, PartialMaxSumm: null });
    expect((await sell(agent, { SaleBetId: betId, SeenSumm: seen })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.saleUnavailable });
    t.feed.prices(gameId, markets);
    expect((await offerOf(agent, betId)).Available).toBe(true);
    t.feed.result({ gameId, finishedAt: t.now(), state: finalScore([0, 0]), cancelled: false });
    expect(await offerOf(agent, betId)).toMatchObject({ Available: false, Reason: 'not_priced' });
    expect(await available(agent)).toBe('900.00');

    const live = nextGame();
    t.offer(gameWithTotals(live, undefined, { live: true }));
    const waiting = await placeBet(agent, [{ GameId: live, Type: OVER, Param: 2.5 }], 50);
    expect(await offerOf(agent, waiting)).toMatchObject({ Available: false, Reason: 'not_open' });
    expect((await sell(agent, { SaleBetId: waiting, SeenSumm: '1.00' })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.betNotOpen });
  });

  it('sells no bet whose legs are priced together or returned otherwise (a builder, a chain)', async () => {
    const { agent, betId } = await overBet();
    for (const other of ['builder', 'chain'] as const) {
      await t.database.db.update(bets).set({ kind: other }).where(eq(bets.id, betId));
      expect(await offerOf(agent, betId)).toMatchObject({ Available: false, Reason: 'kind' });
      expect((await sell(agent, { SaleBetId: betId, SeenSumm: '1.00' })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.saleUnavailable });
      expect((await agent.post(cashOutPaths.autoSale, { SaleBetId: betId, Summ: 150 })).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.saleUnavailable });
    }
    expect(await available(agent)).toBe('900.00');
  });

  it('refuses more than the offer, a rest below the minimum bet, another player’s bet and malformed requests', async () => {
    const { agent, betId } = await overBet();
    const offer = minor((await offerOf(agent, betId)).SummExact);
    const refused = async (body: Record<string, unknown>) => (await agent.post(cashOutPaths.sell, { Guid: randomUUID(), SaleBetId: betId, SeenSumm: rub(offer), ...body })).json<Envelope<null>>().ErrorCode;
    expect(await refused({ Summ: rub(offer + 1n) })).toBe(betErrorCodes.saleAmountAboveOffer);
    expect(await refused({ Summ: rub(offer - 100n) })).toBe(betErrorCodes.saleRestBelowMinimum);
    expect(await refused({ Summ: '1.001' })).toBe(betErrorCodes.malformed);
    expect(await refused({ SeenSumm: 'many' })).toBe(betErrorCodes.malformed);
    expect(await refused({ Guid: 'short' })).toBe(betErrorCodes.malformed);
    expect(await refused({ SaleBetId: -1 })).toBe(betErrorCodes.malformed);
    const other = await fundedPlayer(t);
    const foreign = await other.agent.post(cashOutPaths.sell, { Guid: randomUUID(), SaleBetId: betId, SeenSumm: '1.00' });
    expect([foreign.statusCode, foreign.json<Envelope<null>>().ErrorCode]).toEqual([404, betErrorCodes.betNotFound]);
    expect((await other.agent.post(cashOutPaths.offer, { SaleBetId: betId })).statusCode).toBe(404);
    expect((await other.agent.post(cashOutPaths.autoSale, { SaleBetId: betId, Summ: 150 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: cashOutPaths.offer, headers: { host: 'localhost' }, payload: {} })).statusCode).toBe(401);
    // A key used for another request is refused, not answered with the first sale.
    const key = randomUUID();
    saleValue(await sell(agent, { SaleBetId: betId, SeenSumm: '1.00', Summ: '10.00', Guid: key }));
    expect((await sell(agent, { SaleBetId: betId, SeenSumm: '1.00', Summ: '11.00', Guid: key })).statusCode).toBe(409);
    expect(await available(agent)).toBe('910.00');
  });

  it('limits the sale calls of one address', async () => {
    const { agent } = await fundedPlayer(t, '10.00', '10.99.0.1');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await sell(agent, { SaleBetId: 1, SeenSumm: '1.00' })).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('prices a whole-line total from the half lines either side of it, and not without them', async () => {
    const gameId = nextGame();
    const ladder = { '1.5': [1_400, 2_900], '2': [1_850, 1_950], '2.5': [1_900, 1_900] } satisfies Record<string, [number, number]>;
    t.offer(gameWithTotals(gameId, ladder));
    const { agent } = await fundedPlayer(t);
    const betId = await placeBet(agent, [{ GameId: gameId, Type: OVER, Param: 2 }], 100);
    // Over 2 wins when over 2.5 does, and is void when over 1.5 wins but over 2.5 does not.
    const [over25 = 0] = fairProbabilities(ladder['2.5'], 'power');
    const [over15 = 0] = fairProbabilities(ladder['1.5'], 'power');
    const fair = 10_000 * (over25 * 1.85 + (over15 - over25));
    const offer = Number(minor((await offerOf(agent, betId)).SummExact));
    expect(Math.abs(offer - fair * 0.94)).toBeLessThan(2);
    t.offer(gameWithTotals(gameId, { '2': ladder['2'], '2.5': ladder['2.5'] }));
    expect(await offerOf(agent, betId)).toMatchObject({ Available: false, Reason: 'not_priced' });
  });

  it('sells a bet by its auto-sale rule once the offer reaches the target', async () => {
    const { agent, id, gameId, betId } = await overBet();
    const setRule = (Summ: number | string | null) => agent.post(cashOutPaths.autoSale, { SaleBetId: betId, Summ });
    expect((await setRule(190.01)).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.malformed });
    expect((await setRule(150)).json<Envelope<AutoSaleValue>>().Value).toEqual({ BetId: betId, AutoSaleSumm: 150, AutoSaleSummExact: '150.00' });
    expect((await setRule(null)).json<Envelope<AutoSaleValue>>().Value.AutoSaleSumm).toBeNull();
    expect((await setRule('100.00')).json<Envelope<AutoSaleValue>>().Value.AutoSaleSummExact).toBe('100.00');
    expect((await offerOf(agent, betId)).AutoSaleSummExact).toBe('100.00');
    await workersPass(t);
    expect((await betOf(agent, betId)).status).toBe('accepted');
    t.offer(gameWithTotals(gameId, { '2.5': [1_500, 2_600] }));
    await workersPass(t);
    const sold = await betOf(agent, betId);
    const reached = minor(sold.payoutExact);
    expect(sold.status).toBe('cashed_out');
    expect(reached).toBeGreaterThanOrEqual(10_000n);
    expect(await available(agent)).toBe(rub(90_000n + reached));
    const [sale] = await t.database.db.select().from(betSales).where(eq(betSales.betId, betId));
    expect(sale).toMatchObject({ kind: 'full', trigger: 'auto', amount: reached });
    expect(await tracked(id, trackingEventCodes.betSaleAutoAccept)).toBe(1);
    expect((await setRule(150)).json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.betNotOpen });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });
});
