import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BetRecord } from '@stavka/contract/betting';
import type { CouponMoney } from '@stavka/contract/coupon-calls';
import { finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue } from '../site/service';

// What the slip shows under the stake (issue 12: "the potential win (after taxes)", "Betting taxes
// … applied and shown on the slip"): UpdateCoupon's money lines for the `Summ` sent — the stake tax,
// the win within the maximum payout, the payout tax over its thresholds, the return flag, the
// express boost — and that a bet placed on them is paid exactly that when it comes in.

type Checked = CouponMoney & { Coef: number | null; AntiExpressCoef: number | null; MinBetSystems: number | null; NotValid: boolean; exceptionText: string };
let gameIds = 930_000_000;
const nextGame = () => (gameIds += 10);
const NO_TAXES = { taxType: 'profit', stakeTaxPercent: '0', payoutTaxPercent: '0', winAmountThresholdUsd: '0', coefficientThreshold: 0, returnTax: false };

describe.each(await moneyTestDatabaseKinds())('the slip money lines on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.taxes', NO_TAXES);
    await setSiteValue(t.database.db, 'stavka', 'betting.expressBoost', { tiers: [], minLegOdds: 1.2 });
    await setSiteValue(t.database.db, 'stavka', 'betting.maxPayoutUsd', '100000');
  });

  const check = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/service-api/LiveBet/Open/UpdateCoupon', headers: { host: 'localhost' }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<Checked>>().Value;
  };
  const offered = (prices?: [number, number, number]) => {
    const id = nextGame();
    t.offer(footballGame(id, prices ? { prices } : {}));
    return id;
  };

  it('shows the stake tax, the payout tax on the profit and what is paid, and pays a won bet exactly that', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.taxes', { ...NO_TAXES, stakeTaxPercent: '12.5', payoutTaxPercent: '10' });
    const gameId = offered();
    const slip = { Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }], Vid: 0, Summ: 1000 };
    // 1000 bets 888.88 (tax 111.12); wins 1866.64; 10% of the 866.64 profit is 86.67 (rounded up).
    expect(await check(slip)).toMatchObject({ Summ: 1000, StakeTax: 111.12, SummAfterTax: 888.88, PossibleWin: 1866.64, PayoutTax: 86.67, TaxReturned: false, PossiblePayout: 1779.97, Coef: 2.1 });
    const { agent } = await fundedPlayer(t, '2000.00');
    const placed = (await agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { ...slip, CheckCf: 0 })).json<Envelope<{ Id: number; PotentialPayout: number }>>().Value;
    expect(placed.PotentialPayout).toBe(1779.97);
    await finishGame(t, gameId, [1, 0]);
    const settled = (await agent.get(`/web-api/bets/${placed.Id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
    expect(settled).toMatchObject({ status: 'won', payoutExact: '1779.97' });
  });

  it('shows a returned payout tax without taking it, and none below the thresholds', async () => {
    const gameId = offered();
    const slip = { Events: [{ GameId: gameId, Type: 1, Coef: 2.1 }], Vid: 0, Summ: 100 };
    await setSiteValue(t.database.db, 'stavka', 'betting.taxes', { ...NO_TAXES, payoutTaxPercent: '10', returnTax: true });
    expect(await check(slip)).toMatchObject({ PossibleWin: 210, PayoutTax: 11, TaxReturned: true, PossiblePayout: 210 });
    // 10 000 USD is 800 000 roubles: a 210-rouble win is under it.
    await setSiteValue(t.database.db, 'stavka', 'betting.taxes', { ...NO_TAXES, payoutTaxPercent: '10', winAmountThresholdUsd: '10000' });
    expect(await check(slip)).toMatchObject({ PayoutTax: 0, PossiblePayout: 210 });
    await setSiteValue(t.database.db, 'stavka', 'betting.taxes', { ...NO_TAXES, payoutTaxPercent: '10', coefficientThreshold: 2.5 });
    expect(await check(slip)).toMatchObject({ PayoutTax: 0, PossiblePayout: 210 });
  });

  it('caps the win at the brand maximum payout and says so', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.maxPayoutUsd', '10');
    const gameId = offered();
    // 10 USD is 800 roubles at the seeded rate.
    expect(await check({ Events: [{ GameId: gameId, Type: 3, Coef: 3.5 }], Vid: 0, Summ: 1000 })).toMatchObject({ PossibleWin: 800, PossiblePayout: 800, MaxPayoutReached: true });
  });

  it('offers the express boost of the brand tiers and counts it in the win only when the slip asks for it', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.expressBoost', { tiers: [{ minLegs: 2, percent: '5' }, { minLegs: 3, percent: '10' }], minLegOdds: 1.5 });
    const [a, b, c] = [offered(), offered(), offered([1_400, 4_000, 6_000])];
    const events = [
      { GameId: a, Type: 1 },
      { GameId: b, Type: 1 },
      { GameId: c, Type: 1 },
    ];
    // 2.1 × 2.1 × 1.4 = 6.174; 100 wins 617.40; the 1.40 leg is under 1.50, so two legs count: 5%.
    expect(await check({ Events: events, Vid: 1, Summ: 100 })).toMatchObject({ Coef: 6.174, PossibleWin: 617.4, ExpressBoost: { Percent: 5, Amount: 25.87, Applied: false } });
    expect(await check({ Events: events, Vid: 1, Summ: 100, IsExpressBoost: true })).toMatchObject({ PossibleWin: 643.27, PossiblePayout: 643.27, ExpressBoost: { Applied: true } });
    expect(await check({ Events: events.slice(0, 1), Vid: 0, Summ: 100 })).toMatchObject({ ExpressBoost: null });
  });

  it('prices a system, a chain and an anti-express, and explains a slip it cannot price', async () => {
    const ids = [offered([2_000, 3_000, 4_000]), offered([2_000, 3_000, 4_000]), offered([2_000, 3_000, 4_000])];
    const events = ids.map((GameId) => ({ GameId, Type: 1 }));
    expect(await check({ Events: events, Vid: 2, expressNum: 2, Summ: 30 })).toMatchObject({ Coef: null, PossibleWin: 120, MinBetSystems: 30 });
    expect(await check({ Events: events, Vid: 3, Summ: 10 })).toMatchObject({ Coef: null, PossibleWin: 40 });
    expect(await check({ Events: events, Vid: 4, Summ: 10 })).toMatchObject({ Coef: 1.088, AntiExpressCoef: 1.088, PossibleWin: 10.88 });
    expect(await check({ Events: events, Vid: 2, expressNum: 3, Summ: 30 })).toMatchObject({ NotValid: true, exceptionText: 'Invalid number of events in System bet' });
    expect(await check({ Events: events, Vid: 3, Summ: 10, EventsIndexes: [0, 1] })).toMatchObject({ NotValid: true, exceptionText: expect.stringContaining('eventsIndexes') });
  });

  it('refuses a stake that is not an amount, and shows no money for none', async () => {
    const gameId = offered();
    const bad = await t.app.inject({ method: 'POST', url: '/service-api/LiveBet-update/Open/UpdateCoupon', headers: { host: 'localhost' }, payload: { Events: [{ GameId: gameId, Type: 1 }], Summ: '10.001' } });
    expect([bad.statusCode, bad.json<Envelope<null>>().Success]).toEqual([400, false]);
    expect(await check({ Events: [{ GameId: gameId, Type: 1 }], Summ: 0 })).toMatchObject({ Summ: 0, PossibleWin: 0, PossiblePayout: 0, Coef: 2.1 });
  });
});
