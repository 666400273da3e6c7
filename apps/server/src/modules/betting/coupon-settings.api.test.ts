import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betErrorCodes } from '@stavka/contract/betting';
import type { CouponSettings } from '@stavka/contract/coupon-calls';
import { Agent } from '../../testing/agent';
import { availableMoney, fundedPlayer, type Envelope } from '../../testing/bettors';
import { moneyTestDatabaseKinds } from '../../testing/databases';
import { footballGame, idleGame, startScriptedApp, type ScriptedApp } from '../../testing/scripted-feed';

// A player's bet-slip settings kept on the server (issue 12: "`oneClickBet` with a saved stake; the
// policy and coupon settings persist"): read and saved through the office API, used by the bets
// that leave them to the player — the saved odds policy, the one-click stake, the score-change rule.

type Placed = { Id: number; Balance: number; Status: string; Coupon: { Summ: number; Coef: number; CheckCf: number; OneClickBet: number } };
let gameIds = 960_000_000;
const nextGame = () => (gameIds += 10);

describe.each(await moneyTestDatabaseKinds())('bet-slip settings on %s', (kind) => {
  let t: ScriptedApp;
  beforeAll(async () => {
    t = await startScriptedApp(kind);
  });
  afterAll(() => t.close());

  const settingsOf = async (agent: Agent) => (await agent.post('/web-api/officeapi/getcouponsettings', {})).json<{ data: CouponSettings }>().data;
  const saveSettings = (agent: Agent, body: Record<string, unknown>) => agent.post('/web-api/officeapi/savecouponsettings', body);
  const place = (agent: Agent, body: Record<string, unknown>) => agent.post('/service-api/LiveBet/Secure/MakeBetWeb', body);

  it('starts from refusing any odds change with one-click off, and keeps what the player saves for the next visit', async () => {
    const { agent } = await fundedPlayer(t);
    expect(await settingsOf(agent)).toEqual({ checkCf: 0, oneClick: { enabled: false, stake: null, currency: null }, dropOnScoreChange: false, keepSelections: false });
    const saved = await saveSettings(agent, { check_cf: 1, one_click_enabled: true, one_click_stake: '50.5', keep_selections: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { checkCf: 1, oneClick: { enabled: true, stake: '50.50', currency: 'RUB' }, dropOnScoreChange: false, keepSelections: true };
    expect(saved.json<{ data: CouponSettings }>().data).toEqual(expected);
    expect(await settingsOf(agent)).toEqual(expected);
    await saveSettings(agent, { drop_on_score_change: true });
    expect(await settingsOf(agent)).toEqual({ ...expected, dropOnScoreChange: true });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['one-click on without a stake', { one_click_enabled: true }, 'one_click_stake'],
    ['a stake with a third decimal of roubles', { one_click_stake: '10.005' }, 'one_click_stake'],
    ['a policy the family does not have', { check_cf: 3 }, 'check_cf'],
    ['an unknown setting', { autoplay: true }, ''],
  ])('refuses %s and changes nothing', async (_name, body, field) => {
    const { agent } = await fundedPlayer(t);
    const res = await saveSettings(agent, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json<{ error: { errors: Record<string, string[]> } }>().error.errors)).toContain(field);
    expect((await settingsOf(agent)).oneClick.enabled).toBe(false);
  });

  it('places a one-click bet with the saved stake under the saved odds policy', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await fundedPlayer(t);
    await saveSettings(agent, { check_cf: 2, one_click_enabled: true, one_click_stake: 75 });
    // Seen at 2.0, now 2.1: the saved policy (2, accept any) takes it; the stake is the saved one.
    const res = await place(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.0 }], Vid: 0, OneClickBet: 1 });
    expect(res.json<Envelope<Placed>>()).toMatchObject({ Success: true, Value: { Balance: 925, Coupon: { Summ: 75, Coef: 2.1, CheckCf: 2, OneClickBet: 1 } } });
    // A bet that names its own policy keeps it.
    const strict = await place(agent, { Events: [{ GameId: gameId, Type: 1, Coef: 2.0 }], Vid: 0, Summ: 10, CheckCf: 0 });
    expect(strict.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oddsChanged });
    expect(await availableMoney(agent)).toBe('925.00');
  });

  it('refuses a one-click bet from a player who has not turned it on, and one whose stake was saved in another currency', async () => {
    const gameId = nextGame();
    t.offer(footballGame(gameId));
    const { agent } = await fundedPlayer(t);
    const off = await place(agent, { Events: [{ GameId: gameId, Type: 1 }], Vid: 0, OneClickBet: 1, CheckCf: 2 });
    expect(off.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oneClickOff });
    await saveSettings(agent, { one_click_enabled: true, one_click_stake: 20 });
    // The stake was saved in roubles; the player then bets from a dollar account.
    const lists = (await agent.post('/web-api/user/createCurrencyAccount', { currency_id: 2 })).json<{ data: { accounts: { id: number; iso: string }[] } }>().data;
    const dollars = lists.accounts.find((account) => account.iso === 'USD');
    expect(dollars).toBeDefined();
    expect((await agent.post('/web-api/user/setactiveaccount', { account_id: dollars?.id })).statusCode).toBe(200);
    const other = await place(agent, { Events: [{ GameId: gameId, Type: 1 }], Vid: 0, OneClickBet: 1, CheckCf: 2 });
    expect(other.json()).toMatchObject({ Success: false, ErrorCode: betErrorCodes.oneClickOff, Error: 'No one-click stake is saved in USD' });
    expect(await availableMoney(agent)).toBe('1000.00');
  });

  it("refuses a live bet whose score changes during its wait when the player's settings say so", async () => {
    const [kept, dropped] = [nextGame(), nextGame()];
    t.offer(footballGame(kept, { live: true }));
    t.offer(footballGame(dropped, { live: true }));
    const careless = await fundedPlayer(t);
    const careful = await fundedPlayer(t);
    await saveSettings(careful.agent, { drop_on_score_change: true });
    const bet = (agent: Agent, GameId: number) => place(agent, { Events: [{ GameId, Type: 1, Kind: 1 }], Vid: 0, Summ: 100, CheckCf: 2 });
    const a = (await bet(careless.agent, dropped)).json<Envelope<Placed>>().Value;
    const b = (await bet(careful.agent, dropped)).json<Envelope<Placed>>().Value;
    const c = (await bet(careful.agent, kept)).json<Envelope<Placed>>().Value;
    t.feed.state(dropped, { ...idleGame(), score: [1, 0], currentPeriod: 1, elapsedSeconds: 700 });
    t.advance(5_000);
    await t.app.betting.runOnce();
    const status = async (agent: Agent, id: number) => (await agent.get(`/web-api/bets/${id}`)).json<{ data: { bet: { status: string; refusal: string | null } } }>().data.bet;
    expect(await status(careless.agent, a.Id)).toMatchObject({ status: 'accepted' });
    expect(await status(careful.agent, b.Id)).toMatchObject({ status: 'refused', refusal: 'scoreChanged' });
    expect(await status(careful.agent, c.Id)).toMatchObject({ status: 'accepted' });
    expect(await availableMoney(careful.agent)).toBe('900.00');
  });

  it('answers only a signed-in player', async () => {
    const guest = new Agent(t.app, 'localhost');
    expect((await guest.post('/web-api/officeapi/getcouponsettings', {})).statusCode).toBe(401);
    expect((await guest.post('/web-api/officeapi/savecouponsettings', { check_cf: 2 })).statusCode).toBe(401);
  });
});
