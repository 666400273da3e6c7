import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes, type BetRecord } from '@stavka/contract/betting';
import type { Agent } from '../../testing/agent';
import { availableMoney, finishGame, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';
import { setSiteValue } from '../site/service';
import { verifyLedger } from '../wallet/service';

// Chain, anti-express and the express boost placed and settled over the API through the domain
// maths (issue 12): the chain's links in the player's order, each staked from the chain's account;
// the anti-express priced E/(E − 1) less the brand's margin and won when a leg loses; a boosted
// express paid the brand's percentage on its net winnings. What placement promises is what is paid.

type Placed = { Id: number; Balance: number; Coupon: { Coef: number | null }; PotentialPayout: number };
let gameIds = 920_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('chains, anti-expresses and boosted expresses on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.expressBoost', { tiers: [], minLegOdds: 1.2 });
    await setSiteValue(t.database.db, 'stavka', 'betting.betTypes', [0, 1, 2, 3, 4]);
  });

  const place = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWeb', { CheckCf: 0, ...body });
  const bet = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: BetRecord } }>().data.bet;
  const games = (prices: number[]) =>
    prices.map((w1) => {
      const id = nextGame();
      t.offer(footballGame(id, { prices: [w1, 3_400, 3_500] }));
      return id;
    });

  it('plays a chain link by link in the order given, each staked from what the chain holds (the rules worked example)', async () => {
    const ids = games([2_000, 1_250, 1_850, 1_550]);
    const { agent } = await fundedPlayer(t);
    const events = ids.map((GameId, i) => ({ GameId, Type: 1, Coef: [2, 1.25, 1.85, 1.55][i] }));
    // Links in the order 1.55, 1.25, 1.85, 2.00: the coupon's fourth event first.
    const res = await place(agent, { Vid: 3, Summ: 100, Events: events, EventsIndexes: [3, 1, 2, 0], GroupsSumms: [100, 100, 100, 100] });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json<Envelope<Placed>>().Value;
    // All won: 155 → 180 → 265 → 365.
    expect(placed).toMatchObject({ Balance: 900, PotentialPayout: 365, Coupon: { Coef: null } });
    const outcomes: [number, [number, number]][] = [
      [ids[3] ?? 0, [1, 0]],
      [ids[1] ?? 0, [1, 0]],
      [ids[2] ?? 0, [0, 1]],
      [ids[0] ?? 0, [1, 0]],
    ];
    for (const [gameId, score] of outcomes.slice(0, 3)) await finishGame(t, gameId, score);
    expect((await bet(agent, placed.Id)).status).toBe('accepted');
    for (const [gameId, score] of outcomes.slice(3)) await finishGame(t, gameId, score);
    // 155, 180, then 100 staked at 1.85 and lost: 80, staked whole at 2.00: 160.
    expect(await bet(agent, placed.Id)).toMatchObject({ kind: 'chain', status: 'won', payoutExact: '160.00' });
    expect(await availableMoney(agent)).toBe('1060.00');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['an order naming an event twice', { EventsIndexes: [0, 0] }, betErrorCodes.chainInvalid],
    ['link stakes whose first is not the stake', { GroupsSumms: [50, 100] }, betErrorCodes.chainInvalid],
    ['a link staked below the minimum bet', { GroupsSumms: [100, 5] }, betErrorCodes.stakeBelowMin],
  ])('refuses a chain with %s and moves no money', async (_name, change, code) => {
    const ids = games([2_000, 2_000]);
    const { agent } = await fundedPlayer(t);
    const res = await place(agent, { Vid: 3, Summ: 100, CheckCf: 2, Events: ids.map((GameId) => ({ GameId, Type: 1 })), ...change });
    expect(res.json()).toMatchObject({ Success: false, ErrorCode: code });
    expect(await availableMoney(agent)).toBe('1000.00');
  });

  it('prices an anti-express E/(E − 1) less the margin, refuses a coefficient the player did not see, and pays when a leg loses', async () => {
    const [a, b, c, d] = games([2_000, 2_000, 2_000, 2_000]);
    const { agent } = await fundedPlayer(t);
    const legs = (x = a, y = b) => [
      { GameId: x, Type: 1, Coef: 2 },
      { GameId: y, Type: 1, Coef: 2 },
    ];
    // E = 4: 4 / (3 × 1.05) = 1.2698… → 1.269.
    const moved = await place(agent, { Vid: 4, Summ: 100, Events: legs(), AntiExpressCoef: 1.3 });
    expect(moved.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oddsChanged });
    const wins = (await place(agent, { Vid: 4, Summ: 100, Events: legs(), AntiExpressCoef: 1.269 })).json<Envelope<Placed>>().Value;
    const loses = (await place(agent, { Vid: 4, Summ: 100, Events: legs(c, d), AntiExpressCoef: '1.269' })).json<Envelope<Placed>>().Value;
    expect(wins).toMatchObject({ Coupon: { Coef: 1.269 }, PotentialPayout: 126.9 });
    await finishGame(t, a ?? 0, [1, 0]);
    await finishGame(t, b ?? 0, [0, 1]);
    await finishGame(t, c ?? 0, [1, 0]);
    await finishGame(t, d ?? 0, [2, 0]);
    expect(await bet(agent, wins.Id)).toMatchObject({ kind: 'anti_express', status: 'won', payoutExact: '126.90' });
    expect(await bet(agent, loses.Id)).toMatchObject({ status: 'lost', payoutExact: '0.00' });
    expect(await availableMoney(agent)).toBe('926.90');
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('prices an anti-express again on the legs left when one is void', async () => {
    const [a, b, c] = games([2_000, 2_000, 2_000]);
    const { agent } = await fundedPlayer(t);
    // E = 8: 8 / (7 × 1.05) = 1.088…; with one leg void E = 4 → 1.269.
    const placed = (await place(agent, { Vid: 4, Summ: 100, CheckCf: 2, Events: [a, b, c].map((GameId) => ({ GameId, Type: 1 })) })).json<Envelope<Placed>>().Value;
    expect(placed.Coupon.Coef).toBe(1.088);
    await finishGame(t, a ?? 0, [0, 0], true);
    await finishGame(t, b ?? 0, [0, 1]);
    await finishGame(t, c ?? 0, [1, 0]);
    expect(await bet(agent, placed.Id)).toMatchObject({ status: 'won', payoutExact: '126.90' });
  });

  it('boosts an express that asks for it by the brand tiers, on its net winnings, and pays what it promised', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.expressBoost', { tiers: [{ minLegs: 2, percent: '10' }, { minLegs: 3, percent: '20' }], minLegOdds: 1.2 });
    const [a, b, c, d] = games([2_100, 3_500, 2_100, 3_500]);
    const { agent } = await fundedPlayer(t);
    const legs = (x: number | undefined, y: number | undefined) => [
      { GameId: x, Type: 1, Coef: 2.1 },
      { GameId: y, Type: 1, Coef: 3.5 },
    ];
    // 100 × 7.35 = 735; net winnings 635 + 10% = 63.50.
    const boosted = (await place(agent, { Vid: 1, Summ: 100, Events: legs(a, b), isExpressBoost: true })).json<Envelope<Placed>>().Value;
    const plain = (await place(agent, { Vid: 1, Summ: 100, Events: legs(c, d) })).json<Envelope<Placed>>().Value;
    expect([boosted.PotentialPayout, plain.PotentialPayout]).toEqual([798.5, 735]);
    await setSiteValue(t.database.db, 'stavka', 'betting.expressBoost', { tiers: [], minLegOdds: 1.2 });
    for (const id of [a, b, c, d]) await finishGame(t, id ?? 0, [1, 0]);
    // The tiers taken at placement pay, though the brand has since dropped them.
    expect(await bet(agent, boosted.Id)).toMatchObject({ status: 'won', payoutExact: '798.50' });
    expect(await bet(agent, plain.Id)).toMatchObject({ status: 'won', payoutExact: '735.00' });
    expect(await verifyLedger(t.database.db)).toBeUndefined();
  });

  it('takes chains and anti-expresses only where the brand offers them', async () => {
    await setSiteValue(t.database.db, 'stavka', 'betting.betTypes', [0, 1, 2]);
    const ids = games([2_000, 2_000]);
    const { agent } = await fundedPlayer(t);
    for (const Vid of [3, 4]) {
      const res = await place(agent, { Vid, Summ: 100, CheckCf: 2, Events: ids.map((GameId) => ({ GameId, Type: 1 })) });
      expect(res.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.malformed });
    }
  });
});
